import crypto from 'node:crypto';
import fs from 'node:fs';
import type { RemoteName } from '@storefront/contracts';
import { releaseIdOfManifest } from './releaseId';
import type { ReleaseStore } from './types';

/**
 * What the release service signs (Ed25519) for every release it publishes, and what a host checks
 * before it copies or runs anything of it: the remote, the id and every path with its SHA-256. A
 * row written behind the service's back (another manifest, a made-up release) has no signature
 * that verifies under the hosts' public key (docs/architecture/releases.md, "Signed releases").
 */
export function signedBytes(remote: RemoteName, id: string, manifest: [string, string][]): Buffer {
  const lines = manifest.map(([file, hash]) => `${file}\0${hash}`);
  return Buffer.from(['storefront-release/1', remote, id, ...lines].join('\n'));
}

export interface ReleaseSigner {
  sign(remote: RemoteName, id: string, manifest: [string, string][]): string;
}
export interface ReleaseVerifier {
  /** Why the release is refused, or undefined when its id and signature hold. */
  refusal(
    remote: RemoteName,
    id: string,
    manifest: [string, string][],
    signature: string | undefined,
  ): string | undefined;
}

/** A key from its PEM text, or from the file a `_FILE` setting names. */
function pemOf(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const file = env[`${name}_FILE`];
  if (file) return fs.readFileSync(file, 'utf8');
  return env[name] || undefined;
}

/** The release service's signer: RELEASE_SIGNING_KEY (PKCS#8 PEM) or RELEASE_SIGNING_KEY_FILE. */
export function releaseSignerFromEnv(env: NodeJS.ProcessEnv): ReleaseSigner | undefined {
  const pem = pemOf(env, 'RELEASE_SIGNING_KEY');
  if (!pem) return undefined;
  const key = crypto.createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('RELEASE_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM).');
  return {
    sign: (remote, id, manifest) =>
      crypto.sign(null, signedBytes(remote, id, manifest), key).toString('base64'),
  };
}

/** A host's verifier: RELEASE_VERIFY_KEY (SPKI PEM) or RELEASE_VERIFY_KEY_FILE. */
export function releaseVerifierFromEnv(env: NodeJS.ProcessEnv): ReleaseVerifier | undefined {
  const pem = pemOf(env, 'RELEASE_VERIFY_KEY');
  if (!pem) return undefined;
  const key = crypto.createPublicKey(pem);
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('RELEASE_VERIFY_KEY must be an Ed25519 public key (SPKI PEM).');
  return {
    refusal(remote, id, manifest, signature) {
      if (releaseIdOfManifest(manifest) !== id)
        return `${remote} release ${id}: its manifest is not the one its id was made from; the release is refused`;
      if (!signature)
        return `${remote} release ${id} carries no signature of the release service; the release is refused`;
      const valid = crypto.verify(
        null,
        signedBytes(remote, id, manifest),
        key,
        Buffer.from(signature, 'base64'),
      );
      return valid
        ? undefined
        : `${remote} release ${id}: its signature does not verify under this host's RELEASE_VERIFY_KEY; the release is refused`;
    },
  };
}

/** A new key pair for the operator (`./storefront keys signing-key`): PEM texts. */
export function newSigningKeyPair(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * The store as the release service and the operator's commands write it: every release published
 * is signed before anything can point at it (the signature is recorded before `publish` returns).
 */
export function signingStore(store: ReleaseStore, signer: ReleaseSigner): ReleaseStore {
  return {
    ...store,
    description: store.description,
    async publish(remote, files, publisher) {
      const id = await store.publish(remote, files, publisher);
      const manifest = (await store.manifest(remote, id)) ?? [];
      await store.recordSignature(remote, id, signer.sign(remote, id, manifest));
      return id;
    },
  };
}
