// Every chunk a remote entry loads carries the SHA-256 of that very file (tools/webpack/integrity.cjs):
// read from the built remotes, which the test command builds before jest.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@storefront/contracts';
import { root } from './shared.cjs';

const sha256 = (file: string) =>
  `sha256-${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;

describe.each(REMOTE_NAMES)('the %s remote entry', (remote) => {
  const dist = path.join(root, 'apps', remote, 'dist');
  const entry = fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
  const hashes = new Set(
    [...(/sriHashes=\{([^}]*)\}/.exec(entry)?.[1] ?? '').matchAll(/"(sha256-[^"]+)"/g)].map(
      (match) => match[1],
    ),
  );

  it('carries the SHA-256 of every chunk it can load, and sets it on the script it adds', () => {
    const chunks = fs
      .readdirSync(dist)
      .filter((name) => name.endsWith('.js') && name !== 'remoteEntry.js');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks)
      expect([chunk, hashes.has(sha256(path.join(dist, chunk)))]).toEqual([chunk, true]);
    expect(entry).toMatch(/\.integrity=\w+\.sriHashes\[\w+\]/);
  });

  it('carries no hash of anything but its chunks (a style sheet’s hash would refuse the script)', () => {
    const scripts = new Set(
      fs
        .readdirSync(dist)
        .filter((name) => name.endsWith('.js'))
        .map((name) => sha256(path.join(dist, name))),
    );
    for (const hash of hashes) expect([hash, scripts.has(hash ?? '')]).toEqual([hash, true]);
  });
});
