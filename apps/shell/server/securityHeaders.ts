import type { FastifyReply } from 'fastify';

/**
 * Content-Security-Policy for every page: scripts and styles only from this origin and the
 * registry's remote origins; no inline script, no eval (the initial state is application/json).
 * A configured third-party consent service may load its script and report back (connect).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[], consentOrigins: readonly string[] = []): string {
  const code = ["'self'", ...remoteOrigins].join(' ');
  const codeAndConsent = ["'self'", ...remoteOrigins, ...consentOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${codeAndConsent}`,
    `style-src ${code}`,
    "img-src 'self' data:",
    `connect-src ${codeAndConsent}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setSecurityHeaders(reply: FastifyReply, remoteOrigins: readonly string[], consentOrigins: readonly string[] = []): void {
  reply.header('content-security-policy', contentSecurityPolicy(remoteOrigins, consentOrigins));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
}
