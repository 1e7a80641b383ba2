// A host copies and runs only what the release service signed: a release whose manifest is not the
// one its id was made from, an unsigned one, or one signed by another key is refused, nothing copied.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseCache, TamperedReleaseError } from '../registry/releaseCache';
import { folderStore } from './folderStore';
import {
  newSigningKeyPair,
  releaseSignerFromEnv,
  releaseVerifierFromEnv,
  signingStore,
} from './releaseSignature';
import type { ReleaseStore } from './types';

const files = new Map([
  ['mf-manifest.json', Buffer.from('{"shared":[],"exposes":[]}')],
  ['remoteEntry.js', Buffer.from('/* footer */')],
]);
const pair = newSigningKeyPair();
const signerOf = (privatePem: string) => {
  const signer = releaseSignerFromEnv({ RELEASE_SIGNING_KEY: privatePem });
  if (!signer) throw new Error('no signer from a key given');
  return signer;
};
const signer = signerOf(pair.privatePem);
const verifier = releaseVerifierFromEnv({ RELEASE_VERIFY_KEY: pair.publicPem });

let dir: string;
let store: ReleaseStore;
const copied = (release: string) => fs.existsSync(path.join(dir, 'host/remotes/footer', release));
const cache = () => releaseCache(store, path.join(dir, 'host'), verifier);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signature-'));
  store = folderStore({ RELEASE_STORE_DIR: path.join(dir, 'store') });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('signed releases', () => {
  it('copies a release the release service signed', async () => {
    const release = await signingStore(store, signer).publish('footer', files);
    await cache().ensure('footer', release);
    expect(copied(release)).toBe(true);
  });

  it('refuses an unsigned release and copies nothing', async () => {
    const release = await store.publish('footer', files);
    await expect(cache().ensure('footer', release)).rejects.toThrow(
      new TamperedReleaseError(
        `footer release ${release} carries no signature of the release service; the release is refused`,
      ),
    );
    expect(copied(release)).toBe(false);
  });

  it('refuses a release signed with another key', async () => {
    const stranger = signerOf(newSigningKeyPair().privatePem);
    const release = await signingStore(store, stranger).publish('footer', files);
    await expect(cache().ensure('footer', release)).rejects.toThrow('does not verify');
    expect(copied(release)).toBe(false);
  });

  it('refuses a signed release whose manifest was changed behind the service’s back', async () => {
    const release = await signingStore(store, signer).publish('footer', files);
    const altered: ReleaseStore = {
      ...store,
      manifest: async (remote, id) => [
        ...((await store.manifest(remote, id)) ?? []),
        ['evil.js', 'a'.repeat(64)],
      ],
    };
    await expect(
      releaseCache(altered, path.join(dir, 'host'), verifier).ensure('footer', release),
    ).rejects.toThrow('its manifest is not the one its id was made from');
    expect(copied(release)).toBe(false);
  });

  it('refuses a key of the wrong kind at start', () => {
    const { privateKey } = crypto.generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(() => releaseSignerFromEnv({ RELEASE_SIGNING_KEY: privateKey })).toThrow(
      'RELEASE_SIGNING_KEY must be an Ed25519 private key',
    );
  });
});
