/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  areaOf,
  reachedApps,
  reachedAreas,
  reachedSpecs,
  readWorkspaces,
} from './changedAreas.cjs';

const root = path.resolve(__dirname, '..');
const workspaces = readWorkspaces(root);
const specAreas = JSON.parse(
  fs.readFileSync(path.join(root, 'e2e/specAreas.json'), 'utf8'),
) as Record<string, string[]>;
const specFiles = fs
  .readdirSync(path.join(root, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'));
const everySpec = Object.keys(specAreas).filter((key) => key.endsWith('.spec.ts'));

describe('what a change reaches (pnpm test:changed)', () => {
  it('lists every end-to-end spec in e2e/specAreas.json, each with areas that exist', () => {
    expect(everySpec.sort()).toEqual(specFiles.sort());
    const known = new Set(workspaces.keys());
    for (const spec of everySpec)
      for (const area of specAreas[spec]!) expect([spec, known.has(area)]).toEqual([spec, true]);
  });

  it('a change to one remote reaches that remote alone and only the specs that exercise it', () => {
    const files = ['apps/preview/src/features/panel/PreviewPanel.tsx'];
    const reached = reachedAreas(files, workspaces);
    expect([...reached]).toEqual(['preview']);
    expect(reachedApps(reached, ['shell', 'navigation', 'preview'])).toEqual(['preview']);
    const specs = reachedSpecs(files, reached, specAreas);
    expect(specs).toContain('preview.spec.ts');
    expect(specs).toContain('composition.spec.ts');
    expect(specs).not.toContain('search.spec.ts');
    expect(specs).not.toContain('newsletter.spec.ts');
  });

  it('a change to a library reaches every workspace that depends on it, transitively', () => {
    const reached = reachedAreas(['apps/search/schemas/src/search.ts'], workspaces);
    expect([...reached].sort()).toEqual([
      'api',
      'document-server',
      'newsletter',
      'preview',
      'release-cli',
      'search',
      'search-schemas',
    ]);
    // The document server is reached (through the API), and with it the release command that
    // test-renders in its pool; every spec runs against the document server.
    expect(reachedSpecs(['apps/search/schemas/src/search.ts'], reached, specAreas)).toEqual(
      everySpec,
    );
  });

  it('a changed spec runs itself; the release tooling runs the specs that deploy', () => {
    expect(
      reachedSpecs(
        ['e2e/metrics.spec.ts'],
        reachedAreas(['e2e/metrics.spec.ts'], workspaces),
        specAreas,
      ),
    ).toEqual(['metrics.spec.ts']);
    const release = reachedSpecs(
      ['apps/release-cli/src/cli.ts'],
      reachedAreas(['apps/release-cli/src/cli.ts'], workspaces),
      specAreas,
    );
    expect(release.sort()).toEqual([
      'blast-radius.spec.ts',
      'canary.spec.ts',
      'deploy.spec.ts',
      'release-console.spec.ts',
      'release-preview.spec.ts',
      'sandbox.spec.ts',
    ]);
  });

  it('the build, the test set-up and the root files reach everything', () => {
    for (const file of [
      'tools/webpack/common.cjs',
      'scripts/build.mjs',
      'package.json',
      'e2e/support/sites.ts',
    ]) {
      const reached = reachedAreas([file], workspaces);
      expect([file, reachedSpecs([file], reached, specAreas)]).toEqual([file, everySpec]);
    }
    expect(reachedApps(reachedAreas(['pnpm-lock.yaml'], workspaces), ['shell', 'footer'])).toEqual([
      'shell',
      'footer',
    ]);
  });

  it('a document outside the code reaches nothing', () => {
    expect(areaOf('docs/spec-conformance.md')).toBe('none');
    expect(areaOf('README.md')).toBe('none');
    expect(
      reachedSpecs(
        ['docs/spec-conformance.md'],
        reachedAreas(['docs/spec-conformance.md'], workspaces),
        specAreas,
      ),
    ).toEqual([]);
  });
});
