import crypto from 'node:crypto';

const keys = new Map<string, Buffer>();

/**
 * A key of its own for one purpose (the visitor id, the served releases...), derived from the token
 * secret with HKDF: a value signed for one purpose is never valid for another, and the secret
 * itself signs nothing but tokens. Every host of a fleet shares the secret, so each derives the
 * same keys.
 */
function purposeKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (key === undefined) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, '', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

/** 16 bytes of HMAC-SHA-256 of `data` under the purpose's key. */
export const purposeSignature = (secret: string, purpose: string, data: string): Buffer =>
  crypto.createHmac('sha256', purposeKey(secret, purpose)).update(data).digest().subarray(0, 16);

/** Whether `signature` is the purpose's signature of `data` under one of `secrets` (current first). */
export function signedByOneOf(
  secrets: readonly string[],
  purpose: string,
  data: string,
  signature: Buffer,
): boolean {
  return (
    signature.length === 16 &&
    secrets.some((secret) =>
      crypto.timingSafeEqual(signature, purposeSignature(secret, purpose, data)),
    )
  );
}

/** The secrets whose signatures count: the current one, then those it replaced (TOKEN_SECRET_PREVIOUS). */
export const acceptedSecrets = (config: {
  tokenSecret: string;
  previousTokenSecrets?: readonly string[];
}): string[] => [config.tokenSecret, ...(config.previousTokenSecrets ?? [])];
