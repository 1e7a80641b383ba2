import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The house's boundaries are lint rules (eslint.config.mjs): each is fed the import it must refuse,
 * as if written in a file where it does not belong, and one it must let through.
 */
const PROBES = {
  crossFeature: {
    file: 'apps/cart/src/features/cart-contents/Probe.ts',
    code: "import { addToCart } from '../add-to-cart/addToCart';\nexport const probe = addToCart;\n",
  },
  crossFeatureIndex: {
    file: 'apps/cart/src/features/cart-contents/Probe.ts',
    code: "import { AddToCartButton } from '../add-to-cart';\nexport const probe = AddToCartButton;\n",
  },
  crossFeatureTheLongWay: {
    file: 'apps/cart/src/features/cart-contents/Probe.ts',
    code: "import { AddToCartButton } from '../../features/add-to-cart';\nexport const probe = AddToCartButton;\n",
  },
  crossFeatureFromSubfolder: {
    file: 'apps/search/src/features/suggestions/parts/Probe.ts',
    code: "import { SearchFlyout } from '../../flyout';\nexport const probe = SearchFlyout;\n",
  },
  crossFeatureInATest: {
    file: 'apps/cart/src/features/cart-contents/Probe.test.ts',
    code: "import { addToCart } from '../add-to-cart/addToCart';\nexport const probe = addToCart;\n",
  },
  featureImportsExpose: {
    file: 'apps/footer/src/features/platform/Probe.ts',
    code: "import Footer from '../../expose/Footer';\nexport const probe = Footer;\n",
  },
  featureImportsApp: {
    file: 'apps/footer/src/features/platform/Probe.ts',
    code: "import { Footer } from '../../app/footer/Footer';\nexport const probe = Footer;\n",
  },
  featureImportsShared: {
    file: 'apps/cart/src/features/add-to-cart/Probe.ts',
    code: "import { useCart } from '../../shared/cart-state';\nexport const probe = useCart;\n",
  },
  sharedImportsFeature: {
    file: 'apps/cart/src/shared/cart-state/Probe.ts',
    code: "import { AddToCartButton } from '../../features/add-to-cart';\nexport const probe = AddToCartButton;\n",
  },
  appReachesIntoFeature: {
    file: 'apps/cart/src/app/mini-cart/Probe.ts',
    code: "import { CartContents } from '../../features/cart-contents/CartContents';\nexport const probe = CartContents;\n",
  },
  serverReachesIntoFeature: {
    file: 'apps/navigation/src/server/Probe.ts',
    code: "import { promotionUrl } from '../features/promotions/promotionApi';\nexport const probe = promotionUrl;\n",
  },
  featureIndex: {
    file: 'apps/cart/src/app/mini-cart/Probe.ts',
    code: "import { CartContents } from '../../features/cart-contents';\nexport const probe = CartContents;\n",
  },
  testStandsInForFeatureFile: {
    file: 'apps/cart/src/app/mini-cart/Probe.test.ts',
    code: "import { CartContents } from '../../features/cart-contents/CartContents';\nexport const probe = CartContents;\n",
  },
  shellFeatureImportsFeature: {
    file: 'apps/shell/src/features/login/Probe.ts',
    code: "import { reportSlot } from '../health';\nexport const probe = reportSlot;\n",
  },
  shellPageReachesIntoFeature: {
    file: 'apps/shell/src/pages/Probe.ts',
    code: "import { reportSlot } from '../features/health/healthReports';\nexport const probe = reportSlot;\n",
  },
  shellPageThroughIndex: {
    file: 'apps/shell/src/pages/Probe.ts',
    code: "import { reportSlot } from '../features/health';\nexport const probe = reportSlot;\n",
  },
  otherApp: {
    file: 'apps/footer/src/app/footer/Probe.ts',
    code: "import { Header } from '@storefront/navigation';\nexport const probe = Header;\n",
  },
  libraryImportsApi: {
    file: 'libs/releases/src/canary/Probe.ts',
    code: "import { loadConfig } from '@storefront/api';\nexport const probe = loadConfig;\n",
  },
  libraryReachesIntoApp: {
    file: 'libs/releases/src/canary/Probe.ts',
    code: "import { createApp } from '../../../../apps/document-server/src/app';\nexport const probe = createApp;\n",
  },
  documentServerReachesIntoShell: {
    file: 'apps/document-server/src/page/Probe.ts',
    code: "import { PAGES } from '../../../shell/src/pages/pages';\nexport const probe = PAGES;\n",
  },
  documentServerImportsRemote: {
    file: 'apps/document-server/src/page/Probe.ts',
    code: "import { Footer } from '@storefront/footer';\nexport const probe = Footer;\n",
  },
  documentServerThroughShellInterface: {
    file: 'apps/document-server/src/page/Probe.ts',
    code: "import { PAGES } from '@storefront/shell';\nexport const probe = PAGES;\n",
  },
  documentServerImportsApiFunction: {
    file: 'apps/document-server/src/Probe.ts',
    code: "import { staffOfRequest } from '@storefront/api';\nexport const probe = staffOfRequest;\n",
  },
  documentServerImportsAllOfApi: {
    file: 'apps/document-server/src/Probe.ts',
    code: "import * as api from '@storefront/api';\nexport const probe = api;\n",
  },
  documentServerReachesIntoApi: {
    file: 'apps/document-server/src/page/Probe.ts',
    code: "import { staffOfRequest } from '../../../api/src/domains/login';\nexport const probe = staffOfRequest;\n",
  },
  documentServerThroughApiEntry: {
    file: 'apps/document-server/src/Probe.ts',
    code: "import { mountApi, type MountedApi } from '@storefront/api';\nexport const probe: [typeof mountApi, MountedApi?] = [mountApi];\n",
  },
  releaseConsoleImportsDocumentServer: {
    file: 'apps/release-console/src/Probe.ts',
    code: "import { createRenderPool } from '@storefront/document-server';\nexport const probe = createRenderPool;\n",
  },
  releaseConsoleImportsApi: {
    file: 'apps/release-console/src/Probe.ts',
    code: "import { staffOfRequest } from '@storefront/api';\nexport const probe = staffOfRequest;\n",
  },
  releaseConsoleReachesIntoDocumentServer: {
    file: 'apps/release-console/src/Probe.ts',
    code: "import { createStorefrontServer } from '../../document-server/src/app';\nexport const probe = createStorefrontServer;\n",
  },
  releaseConsoleThroughReleasePlane: {
    file: 'apps/release-console/src/Probe.ts',
    code: "import { promoteCanary } from '@storefront/releases';\nimport * as z from 'zod/mini';\nexport const probe = [promoteCanary, z];\n",
  },
  barrelExportsEverything: {
    file: 'apps/cart/src/shared/cart-state/index.ts',
    code: "export * from './cartApi';\n",
  },
  barrelNamesItsExports: {
    file: 'apps/cart/src/shared/cart-state/index.ts',
    code: "export { fetchCart } from './cartApi';\n",
  },
  apiDomainReachesIntoDomain: {
    file: 'apps/api/src/domains/cart/Probe.ts',
    code: "import { staffOfRequest } from '../login/staff';\nexport const probe = staffOfRequest;\n",
  },
  apiSeedReachesIntoDomain: {
    file: 'apps/api/src/domains/footer/seed/Probe.ts',
    code: "import { upsertPromotion } from '../../promotion/repository';\nexport const probe = upsertPromotion;\n",
  },
  apiRootReachesIntoDomain: {
    file: 'apps/api/src/http/Probe.ts',
    code: "import { staffOfRequest } from '../domains/login/staff';\nexport const probe = staffOfRequest;\n",
  },
  apiDomainListReachesIntoDomain: {
    file: 'apps/api/src/domains/Probe.ts',
    code: "import { loginDomain } from './login/routes';\nexport const probe = loginDomain;\n",
  },
  apiDomainThroughIndex: {
    file: 'apps/api/src/domains/cart/Probe.ts',
    code: "import { staffOfRequest } from '../login';\nimport { parseOr400 } from '../../http/validate';\nexport const probe = [staffOfRequest, parseOr400];\n",
  },
  libraryImportsLibrary: {
    file: 'libs/releases/src/canary/Probe.ts',
    code: "import { SITES } from '@storefront/contracts';\nexport const probe = SITES;\n",
  },
};

type Probe = keyof typeof PROBES;
let refusals: Record<Probe, string[]>;

beforeAll(() => {
  const names = Object.keys(PROBES) as Probe[];
  const answers = JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'lintProbes.mjs')], {
      input: JSON.stringify(names.map((name) => PROBES[name])),
      encoding: 'utf8',
    }),
  ) as string[][];
  refusals = Object.fromEntries(names.map((name, index) => [name, answers[index] ?? []])) as Record<
    Probe,
    string[]
  >;
}, 60_000);

describe('the lint boundaries', () => {
  it('refuse a feature importing another feature in any way, its tests included, and let it import shared/', () => {
    const refused = [expect.stringContaining('A feature never imports another feature')];
    expect(refusals.crossFeature).toEqual(refused);
    expect(refusals.crossFeatureIndex).toEqual(refused);
    expect(refusals.crossFeatureTheLongWay).toEqual(refused);
    expect(refusals.crossFeatureFromSubfolder).toEqual(refused);
    expect(refusals.crossFeatureInATest).toEqual(refused);
    expect(refusals.featureImportsShared).toEqual([]);
  });

  it('refuse a feature importing the composition in app/ or expose/, and shared/ importing a feature', () => {
    const composes = [expect.stringContaining('app/ and expose/ compose the features')];
    expect(refusals.featureImportsExpose).toEqual(composes);
    expect(refusals.featureImportsApp).toEqual(composes);
    expect(refusals.sharedImportsFeature).toEqual([
      expect.stringContaining('shared/ sits below the features'),
    ]);
  });

  it('refuse any other folder reaching into a feature’s files, and let its index through (and a test stand in for a file)', () => {
    const refused = [expect.stringContaining("Import a feature through its folder's index.ts")];
    expect(refusals.appReachesIntoFeature).toEqual(refused);
    expect(refusals.serverReachesIntoFeature).toEqual(refused);
    expect(refusals.featureIndex).toEqual([]);
    expect(refusals.testStandsInForFeatureFile).toEqual([]);
  });

  it('hold the shell to the same rules: no feature imports another, others use its index', () => {
    expect(refusals.shellFeatureImportsFeature).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(refusals.shellPageReachesIntoFeature).toEqual([
      expect.stringContaining("Import a feature through its folder's index.ts"),
    ]);
    expect(refusals.shellPageThroughIndex).toEqual([]);
  });

  it('refuse an index that exports everything of a file, and let one that names its exports through', () => {
    expect(refusals.barrelExportsEverything).toEqual([
      expect.stringContaining('Name what the index exports'),
    ]);
    expect(refusals.barrelNamesItsExports).toEqual([]);
  });

  it('refuse one app importing another', () => {
    expect(refusals.otherApp).toEqual([expect.stringContaining('never by importing each other')]);
  });

  it('refuse the document server reaching into the shell or importing a remote, and let the shell’s interface through', () => {
    expect(refusals.documentServerReachesIntoShell).toEqual([
      expect.stringContaining('from @storefront/shell'),
    ]);
    expect(refusals.documentServerImportsRemote).toEqual([
      expect.stringContaining('it never imports one'),
    ]);
    expect(refusals.documentServerThroughShellInterface).toEqual([]);
  });

  it('refuse the document server taking of the API anything but its entry for a host, and let mountApi through', () => {
    const notTheEntry = [expect.stringContaining('from its MountedApi (mountApi)')];
    expect(refusals.documentServerImportsApiFunction).toEqual(notTheEntry);
    expect(refusals.documentServerImportsAllOfApi).toEqual(notTheEntry);
    expect(refusals.documentServerReachesIntoApi).toEqual([
      expect.stringContaining('never from its files'),
    ]);
    expect(refusals.documentServerThroughApiEntry).toEqual([]);
  });

  it('refuse the release console importing the document server or the API, and let the release plane and zod/mini through', () => {
    const refused = [expect.stringContaining('through its options')];
    expect(refusals.releaseConsoleImportsDocumentServer).toEqual(refused);
    expect(refusals.releaseConsoleImportsApi).toEqual(refused);
    expect(refusals.releaseConsoleReachesIntoDocumentServer).toEqual([
      expect.stringContaining('Do not reach into another app'),
    ]);
    expect(refusals.releaseConsoleThroughReleasePlane).toEqual([]);
  });

  it('refuse a library importing an app, by package or by path, and let a library through', () => {
    expect(refusals.libraryImportsApi).toEqual([
      expect.stringContaining('A library never imports an app'),
    ]);
    expect(refusals.libraryReachesIntoApp).toEqual([
      expect.stringContaining('A library never reaches into an app'),
    ]);
    expect(refusals.libraryImportsLibrary).toEqual([]);
  });

  it('refuse an API domain reaching into another domain’s files, from any depth or from outside the domains, and let its index through', () => {
    const refused = [expect.stringContaining('Import another API domain through its index.ts')];
    expect(refusals.apiDomainReachesIntoDomain).toEqual(refused);
    expect(refusals.apiSeedReachesIntoDomain).toEqual(refused);
    expect(refusals.apiRootReachesIntoDomain).toEqual(refused);
    expect(refusals.apiDomainListReachesIntoDomain).toEqual(refused);
    expect(refusals.apiDomainThroughIndex).toEqual([]);
  });
});

const ROOT = path.resolve(__dirname, '../..');

/**
 * The import-cycle check of `pnpm lint` (.dependency-cruiser.cjs), run over a tree of its own:
 * `files` as apps/probe/src of a temporary folder.
 */
function cycleCheck(files: Record<string, string>): { refused: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-probe-'));
  try {
    for (const [file, code] of Object.entries(files)) {
      const full = path.join(dir, 'apps/probe/src', file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, code);
    }
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        path.join(ROOT, '.dependency-cruiser.cjs'),
        'apps',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    return { refused: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the import-cycle check', () => {
  it('refuses a cycle of type-only imports (which import-x/no-cycle skips), and lets a type import without a cycle through', () => {
    const cycle = cycleCheck({
      'a.ts': "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n",
      'b.ts': "import { type A } from './a';\nexport interface B {\n  a?: A;\n}\n",
    });
    expect(cycle.refused).toBe(true);
    expect(cycle.output).toContain('no-cycle: apps/probe/src/a.ts');

    const noCycle = cycleCheck({
      'a.ts': "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n",
      'b.ts': 'export interface B {\n  name: string;\n}\n',
    });
    expect(noCycle).toEqual({
      refused: false,
      output: expect.stringContaining('no dependency violations'),
    });
  }, 60_000);
});
