import { TokenClaimsSchema, type TokenClaims } from '@storefront/contracts';

/**
 * Reads the claims of a token cookie without verifying it: the browser has no key, and the server
 * verifies the signature on every call. Anything unreadable is treated as no token.
 */
export function decodeClaims(token: string | undefined): TokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const result = TokenClaimsSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** Now in seconds, the unit of the exp and ren claims (spec 9). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
