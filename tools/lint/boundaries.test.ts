import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The house's boundaries are lint rules (eslint.config.mjs): each is fed the import it must refuse,
 * as if written in a file where it does not belong, and one it must let through.
 */
const PROBES = {
  crossFeature: {
    file: 'apps/cart/src/features/mini-cart/Probe.ts',
    code: "import { cartApi } from '../cart-state/cartApi';\nexport const probe = cartApi;\n",
  },
  featureIndex: {
    file: 'apps/cart/src/features/mini-cart/Probe.ts',
    code: "import { useCart } from '../cart-state';\nexport const probe = useCart;\n",
  },
  otherApp: {
    file: 'apps/footer/src/features/footer/Probe.ts',
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
    file: 'apps/cart/src/features/cart-state/index.ts',
    code: "export * from './cartApi';\n",
  },
  barrelNamesItsExports: {
    file: 'apps/cart/src/features/cart-state/index.ts',
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
    code: "import { staffOfRequest } from '../login';\nimport { sendProblem } from '../../http/problem';\nexport const probe = [staffOfRequest, sendProblem];\n",
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
  it('refuse a feature importing another feature’s file, and let its folder’s index through', () => {
    expect(refusals.crossFeature).toEqual([
      expect.stringContaining("Import another feature through its folder's index.ts"),
    ]);
    expect(refusals.featureIndex).toEqual([]);
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
