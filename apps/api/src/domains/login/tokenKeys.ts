import crypto from 'node:crypto';
import type { JWTHeaderParameters } from 'jose';

/** The id of a secret in a token's `kid` header: names the key without telling anything about it. */
export function keyId(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('base64url').slice(0, 12);
}

export const encodedKey = (secret: string) => new TextEncoder().encode(secret);

/**
 * The key a token is checked with: the secret its `kid` names, among the current secret and the
 * previous ones (TOKEN_SECRET_PREVIOUS), so a secret can be replaced without logging everyone out:
 * tokens signed with the old one stay valid until they expire, new ones are signed with the new one.
 * A token without `kid` (signed before key ids) is checked against the current secret. An unknown
 * `kid` throws, and the token is refused.
 */
export function verificationKey(
  current: string,
  previous: readonly string[] = [],
): (header: JWTHeaderParameters) => Uint8Array {
  return (header) => {
    if (header.kid === undefined) return encodedKey(current);
    const secret = [current, ...previous].find((candidate) => keyId(candidate) === header.kid);
    if (secret === undefined) throw new Error('The token names an unknown key.');
    return encodedKey(secret);
  };
}
