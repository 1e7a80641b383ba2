// The deploy client is built alone for a team's CI, so its contract spells out the remotes, the
// sites, the release id's shape and the upload limits itself: held here to the storefront's own
// lists and to the remotes' builds (which the test command makes before jest).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, SITES } from '@storefront/contracts';
import {
  ChangeSchema,
  RELEASE_ID as CLIENT_RELEASE_ID,
  REMOTES,
  SITE_CODES,
  UPLOAD_LIMITS,
} from '@storefront/deploy-client';
import { CHANGE_KINDS, RELEASE_ID } from '@storefront/releases';

describe('the deploy client’s contract and the storefront', () => {
  it('names the same remotes and sites, in the same order', () => {
    expect([...REMOTES]).toEqual([...REMOTE_NAMES]);
    expect([...SITE_CODES]).toEqual([...SITES]);
  });

  it('names the same kinds of change as the release store’s history', () => {
    expect(ChangeSchema.shape.kind.options).toEqual([...CHANGE_KINDS]);
  });

  it('reads a release id as the release store makes one', () => {
    expect(CLIENT_RELEASE_ID.source).toBe(RELEASE_ID.source);
  });

  it.each(REMOTE_NAMES)('takes every file of the %s build: within the upload limits', (remote) => {
    const dist = path.join(__dirname, '../../../', remote, 'dist');
    const files = fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).size);
    expect(files.length).toBeLessThanOrEqual(UPLOAD_LIMITS.files);
    expect(Math.max(...files)).toBeLessThanOrEqual(UPLOAD_LIMITS.fileBytes);
    expect(files.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(
      UPLOAD_LIMITS.totalBytes,
    );
  });
});
