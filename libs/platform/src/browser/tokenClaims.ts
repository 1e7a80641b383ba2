import { TokenClaimsSchema, type TokenClaims } from '@storefront/contracts';

/**
 * Reads the claims of a token cookie without verifying it: the browser has no key, and the server
 * verifies the signature on every call. Anything unreadable is treated as no token. Shared by the
 * shell's renewal (exp, ren) and the footer's customer info (lid, spec 3.4).
 */
export function decodeClaims(token: string | undefined): TokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const result = TokenClaimsSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
