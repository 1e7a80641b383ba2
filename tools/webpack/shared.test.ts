import fs from 'node:fs';
import path from 'node:path';
import { root, sharedSingletons, shellEagerShared, SHELL_LAZY_SHARED } from './shared.cjs';

/** The versions the shell provides as the deploy check reads them (apps/shell/webpack.config.cjs, `sharedProvidedPlugin`). */
function providedFile(): Record<string, string> {
  const file = path.join(root, 'apps/shell/dist/shared-provided.json');
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: build the shell first (the test command builds before jest).`,
    );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

describe("the shell's share config (tools/webpack/shared.cjs)", () => {
  const own = shellEagerShared();

  it('shares every singleton, each as a singleton', () => {
    expect(Object.keys(own).sort()).toEqual(Object.keys(sharedSingletons()).sort());
    for (const options of Object.values(own)) expect(options.singleton).toBe(true);
  });

  it('checks no range on what it consumes of its own: it provides those very versions', () => {
    for (const options of Object.values(own)) expect(options.requiredVersion).toBe(false);
  });

  it('provides every library from main.js but the lazy ones', () => {
    for (const [key, options] of Object.entries(own))
      expect(options.eager === true).toBe(!SHELL_LAZY_SHARED.includes(key));
    expect(SHELL_LAZY_SHARED).toEqual(['@storefront/ui']);
  });

  it('provides the versions the deploy check reads from the built shell', () => {
    expect(
      Object.fromEntries(Object.entries(own).map(([key, options]) => [key, options.version])),
    ).toEqual(providedFile());
  });
});
