import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteEntryIntegrity } from './remoteEntryIntegrity';

describe('the integrity of each release’s remote entry (issue 25, item 5)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-'));
    const release = path.join(dir, 'remotes/footer/3f2a9c0d1e4b');
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(
      path.join(release, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
    );
    fs.writeFileSync(path.join(release, 'remoteEntry.js'), 'var storefront_footer = {};');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the SHA-256 of the entry and of the manifest the release serves, for releases only', () => {
    const sri = (text: string) =>
      `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
    const expected = sri('var storefront_footer = {};');
    const manifest = sri(
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
    );
    const integrity = remoteEntryIntegrity(dir)({
      footer: '/remotes/footer/3f2a9c0d1e4b/mf-manifest.json',
      cart: '/remotes/cart/mf-manifest.json',
      search: '/remotes/search/0123456789ab/mf-manifest.json',
    });
    expect(integrity).toEqual({
      footer: {
        path: '/remotes/footer/3f2a9c0d1e4b/remoteEntry.js',
        integrity: expected,
        manifest,
      },
    });
  });
});
