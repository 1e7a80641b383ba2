import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** 128 bits of randomness per response: CSP 3 asks for a nonce no attacker can guess (at least 128 bits). */
export const CSP_NONCE_BYTES = 16;

/** A fresh nonce for one response, base64 as CSP's `'nonce-…'` source expects. */
export function newCspNonce(): string {
  return crypto.randomBytes(CSP_NONCE_BYTES).toString('base64');
}

/**
 * Content-Security-Policy for every page: scripts and styles only from this origin and the
 * registry's remote origins; no inline script, no eval (the initial state is application/json).
 * With a nonce, inline scripts that carry it may run too: React's streamed boundary scripts
 *. No 'strict-dynamic': it would switch off the host list the federation
 * runtime relies on when it inserts the remotes' entry scripts.
 * A configured third-party consent service may load its script and report back (connect).
 */
export function contentSecurityPolicy(
  remoteOrigins: readonly string[],
  consentOrigins: readonly string[] = [],
  nonce?: string,
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
): string {
  const code = ["'self'", ...remoteOrigins].join(' ');
  const codeAndConsent = ["'self'", ...remoteOrigins, ...consentOrigins].join(' ');
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const inline = [...nonceSource, ...scriptHashes];
  // The head's inlined stylesheets (inlineStylesheets.ts): by the nonce, or on a cached copy by their hashes.
  const inlineStyles = [...nonceSource, ...styleHashes];
  return [
    "default-src 'self'",
    `script-src ${inline.map((source) => `${source} `).join('')}${codeAndConsent}`,
    `style-src ${inlineStyles.map((source) => `${source} `).join('')}${code}`,
    "img-src 'self' data:",
    `connect-src ${codeAndConsent}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the page's security headers with a new nonce and returns it: the page handler hands it to
 * React (`renderToPipeableStream(…, { nonce })`) and to the document's own script tags.
 */
export function setSecurityHeaders(
  reply: FastifyReply,
  remoteOrigins: readonly string[],
  consentOrigins: readonly string[] = [],
): string {
  const nonce = newCspNonce();
  writeSecurityHeaders(reply, contentSecurityPolicy(remoteOrigins, consentOrigins, nonce));
  return nonce;
}

/**
 * The same headers for a page answered from the page cache: one copy goes to many
 * visitors, so a nonce in it would be known to all of them. Its policy names the hashes of the
 * inline scripts and styles the copy holds instead (pageCache/inlineScriptHashes.ts); the nonce attributes
 * left in the copy then allow nothing.
 */
export function setCachedPageSecurityHeaders(
  reply: FastifyReply,
  remoteOrigins: readonly string[],
  consentOrigins: readonly string[],
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): void {
  writeSecurityHeaders(
    reply,
    contentSecurityPolicy(remoteOrigins, consentOrigins, undefined, scriptHashes, styleHashes),
  );
}

function writeSecurityHeaders(reply: FastifyReply, policy: string): void {
  reply.header('content-security-policy', policy);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
}
