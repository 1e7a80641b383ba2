import type { FastifyReply } from 'fastify';

/**
 * Content-Security-Policy for every page: scripts and styles only from this origin and the
 * registry's remote origins; no inline script, no eval (the initial state is application/json).
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const code = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code}`,
    "img-src 'self' data:",
    `connect-src ${code}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setSecurityHeaders(reply: FastifyReply, remoteOrigins: readonly string[]): void {
  reply.header('content-security-policy', contentSecurityPolicy(remoteOrigins));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
}
