import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createRequire } from 'node:module';

const { appNames, remoteNames } = createRequire(import.meta.url)('./tools/workspace/apps.cjs');

/** Apps never import each other: remotes talk through @storefront/contracts events. */
const BETWEEN_APPS = [
  {
    group: appNames.map((app) => `@storefront/${app}`),
    message: 'Remotes talk through @storefront/contracts events, never by importing each other.',
  },
  { group: ['../../*/src/*', '../../../apps/*'], message: 'Do not reach into another app.' },
];

/** The document server takes the shell's server interface by package name, and nothing else of an app's. */
const DOCUMENT_SERVER_IMPORTS = [
  {
    group: appNames.filter((app) => app !== 'shell').map((app) => `@storefront/${app}`),
    message:
      'The document server renders remotes from their builds and releases; it never imports one.',
  },
  {
    regex: `(^|/)(apps|${appNames.join('|')})/src/`,
    message: 'Take what the document server needs of the shell from @storefront/shell.',
  },
];

/**
 * What the document server takes of the API: the API's entry for the host that mounts it
 * (apps/api/src/index.ts; the API's README, "For the host that mounts it"): mountApi, whose
 * MountedApi answers bound to the API's own database, and the few settings and values beside it.
 * Never a domain's functions, the database or the domains' context.
 */
const API_HOST_ENTRY = {
  paths: [
    {
      name: '@storefront/api',
      allowImportNames: [
        'mountApi',
        'MountedApi',
        'apiConfigFromEnv',
        'ApiConfig',
        'publicOriginOf',
        'startBehindProbes',
        'DroppedReason',
        'minuteOf',
        'SERVER_SLOT_OUTCOMES',
        'ServerOutcomeCount',
        'ServerSlotOutcome',
      ],
      message:
        'Take what the document server needs of the API from its MountedApi (mountApi); add what a host asks of the API there (apps/api/src/mountApi.ts).',
    },
  ],
  patterns: [
    {
      // The API's own test helpers (a fresh test database) stay open to the document server's tests.
      regex: String.raw`^(@storefront/api/|(\.\./)+api/src/(?!test/))`,
      message:
        'Take what the document server needs of the API from @storefront/api (mountApi), never from its files.',
    },
  ],
};

/**
 * The release console is mounted by the document server and handed what it needs of it (staff,
 * anti-forgery, health): it never imports the document server or the API itself.
 */
const RELEASE_CONSOLE_IMPORTS = [
  ...BETWEEN_APPS,
  {
    group: ['@storefront/document-server', '@storefront/api'],
    message:
      'The release console takes what it needs of its server through its options (releaseConsole.ts), never by importing the document server or the API.',
  },
];

/**
 * The release service is the release store's one writer: the release plane and the deploy client's
 * contract through their packages; what it needs of a storefront (the render gate, the live hosts)
 * comes in through its options, never by importing the document server or the API.
 */
const RELEASE_SERVICE_IMPORTS = [
  ...BETWEEN_APPS,
  {
    group: ['@storefront/document-server', '@storefront/api', '@storefront/release-console'],
    message:
      'The release service takes what it needs of a storefront through its options (releaseService.ts).',
  },
];

/** The deploy client runs on a team's CI from one bundled file: nothing of the workspace. */
const DEPLOY_CLIENT_IMPORTS = [
  {
    group: ['@storefront/*'],
    message:
      'The deploy client is built alone (build.mjs) for a team’s CI: it imports no package of the storefront.',
  },
  { regex: String.raw`^(\.\./)+(apps|libs|\.\.)/`, message: 'The deploy client stands alone.' },
];

/** A library imports no app: neither by package name (the API's included) nor by a path into apps/. */
/**
 * The libraries: the shared ones in libs/, and each team's API schemas, which live in the team's
 * folder (apps/<remote>/schemas) and are libraries of the remote and of the API's domain alike.
 */
const LIBRARIES = ['libs/*/src/**/*.{ts,tsx}', 'apps/*/schemas/src/**/*.{ts,tsx}'];

const LIBS_BELOW_APPS = [
  {
    group: ['@storefront/api', ...appNames.map((app) => `@storefront/${app}`)],
    message: 'A library never imports an app: apps build on libraries.',
  },
  { regex: String.raw`(^|/)apps/`, message: 'A library never reaches into an app.' },
];

/**
 * Code that reaches the browser builds its schemas with contracts' `z` (libs/contracts/src/zod.ts),
 * which the page loads once; zod itself would be bundled again into every remote.
 * The document server's own code and the API (never in the browser) use zod/mini directly.
 */
const ZOD_FROM_CONTRACTS = ['zod', 'zod/mini'].map((name) => ({
  name,
  message:
    "Import `z` from '@storefront/contracts' (the page's one copy); add a missing builder in libs/contracts/src/zod.ts.",
}));

/**
 * The API's domains meet only at a domain's index.ts, and the domain list (domains/index.ts)
 * composes them; the database schema alone reads each domain's tables.ts. A domain's own tests may
 * reach into another's files. One block per depth, since the rule reads the import as written.
 */
function apiDomainBoundaries() {
  const refuse = (regex) => ({
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**', 'apps/api/src/db/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...BETWEEN_APPS,
            {
              regex,
              message:
                "Import another API domain through its index.ts ('../<domain>'), never from its files.",
            },
          ],
        },
      ],
    },
  });
  return [
    {
      files: ['apps/api/src/**/*.{ts,tsx}'],
      ...refuse(String.raw`(^|/)domains/[^/]+/(?!index$).+`),
    },
    { files: ['apps/api/src/domains/*.{ts,tsx}'], ...refuse(String.raw`^\./[^/]+/.+`) },
    { files: ['apps/api/src/domains/*/*.{ts,tsx}'], ...refuse(String.raw`^\.\./[^./][^/]*/.+`) },
    {
      files: ['apps/api/src/domains/*/*/*.{ts,tsx}'],
      ...refuse(String.raw`^\.\./\.\./[^./][^/]*/.+`),
    },
  ];
}

/** The apps whose code runs in the browser, each laid out in features, shared/, app/ and expose/. */
const FEATURE_APPS = ['shell', ...remoteNames];
/** Every source file of those apps. */
const FEATURE_APP_SOURCES = FEATURE_APPS.map((app) => `apps/${app}/src/**/*.{ts,tsx}`);

/** Outside its own folder, a feature is reached only through its index.ts, from any folder. */
const FEATURE_THROUGH_INDEX = {
  regex: String.raw`^\.{1,2}/(.*/)?features/[^/]+/(?!index$).+`,
  message:
    "Import a feature through its folder's index.ts ('…/features/<feature>'), never from its files.",
};

const NO_OTHER_FEATURE =
  'A feature never imports another feature: move what both need to shared/, or compose them in app/ or expose/.';

/** What a feature file `depth` folders below features/ may not import (depth 1: features/<f>/x.ts). */
function featureImports(depth) {
  return [
    // Up to features/ and into a sibling: '../cart-contents', '../../cart-contents/CartLine'.
    { regex: String.raw`^(\.\./){${depth}}[^./][^/]*(/|$)`, message: NO_OTHER_FEATURE },
    // The same the long way round: '../../features/cart-contents'.
    { regex: String.raw`^(\.\./)+features(/|$)`, message: NO_OTHER_FEATURE },
    {
      regex: String.raw`^(\.\./){${depth + 1}}(app|expose)(/|$)`,
      message: 'app/ and expose/ compose the features; a feature never imports them.',
    },
  ];
}

/**
 * Inside the shell and each remote, every folder of src/ reaches a feature only through its index.ts; features never
 * import each other, nor app/ (the composition roots: the components and server data that put
 * several features together) or expose/ (the federated modules); shared/ holds what several features
 * use and imports none of them. Tests outside the features may reach into a feature's files to
 * stand in for its calls; a feature's tests keep to the same rules as its code. One block per depth
 * below features/, since the rule reads the import as written.
 */
function remoteBoundaries() {
  const rule = (patterns) => ({
    'no-restricted-imports': [
      'error',
      { paths: ZOD_FROM_CONTRACTS, patterns: [...BETWEEN_APPS, ...patterns] },
    ],
  });
  const under = (folder) => FEATURE_APPS.map((app) => `apps/${app}/src/${folder}`);
  return [
    {
      files: FEATURE_APP_SOURCES,
      ignores: ['**/*.test.{ts,tsx}'],
      rules: rule([FEATURE_THROUGH_INDEX]),
    },
    {
      files: under('shared/**/*.{ts,tsx}'),
      rules: rule([
        {
          regex: String.raw`^(\.\./)+(features|app|expose)(/|$)`,
          message:
            'shared/ sits below the features: it imports no feature, and neither app/ nor expose/.',
        },
      ]),
    },
    ...[1, 2, 3].map((depth) => ({
      files: under(`features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`),
      rules: rule(featureImports(depth)),
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.test-output/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Remotes never import each other: they talk through @storefront/contracts events.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/document-server/**',
      'apps/release-cli/**',
      'apps/release-console/**',
      'apps/release-service/**',
      'apps/deploy-client/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: BETWEEN_APPS, paths: ZOD_FROM_CONTRACTS }],
    },
  },
  {
    // The document server serves the shell and renders the remotes, and imports neither's modules:
    // what it needs of the shell comes through the shell's one door (apps/shell/src/serverInterface.ts).
    // Of the API, it takes only the API's entry for a host (API_HOST_ENTRY).
    files: ['apps/document-server/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: API_HOST_ENTRY.paths,
          patterns: [...DOCUMENT_SERVER_IMPORTS, ...API_HOST_ENTRY.patterns],
        },
      ],
    },
  },
  {
    // The release command runs on a team's CI: the release plane, and the document server's render
    // pool for its test render, through their packages; never a remote's or the shell's modules.
    files: ['apps/release-cli/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: BETWEEN_APPS }] },
  },
  {
    // The staff's release console runs in the document server's process (zod/mini, as its code):
    // the release plane through its package, the rest through the options it is mounted with.
    files: ['apps/release-console/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: RELEASE_CONSOLE_IMPORTS }] },
  },
  {
    files: ['apps/release-service/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: RELEASE_SERVICE_IMPORTS }] },
  },
  {
    files: ['apps/deploy-client/**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: DEPLOY_CLIENT_IMPORTS }] },
  },
  {
    files: ['apps/api/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: BETWEEN_APPS }] },
  },
  ...apiDomainBoundaries(),
  {
    files: LIBRARIES,
    // The release control plane runs on servers only, as the document server's own code.
    ignores: ['libs/contracts/src/zod.ts', 'libs/releases/src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_FROM_CONTRACTS }] },
  },
  {
    // Libraries sit below the apps: the document server reads releases through @storefront/releases,
    // never the other way round. (A library's tests may check it against an app's modules.)
    files: LIBRARIES,
    ignores: ['libs/contracts/src/zod.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: LIBS_BELOW_APPS }] },
  },
  {
    files: LIBRARIES,
    ignores: ['libs/contracts/src/zod.ts', 'libs/releases/src/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: ZOD_FROM_CONTRACTS, patterns: LIBS_BELOW_APPS }],
    },
  },
  ...remoteBoundaries(),
  {
    // A folder's index says what it offers by name: `export *` hands out whatever its files export,
    // so a helper made public by accident is public at once.
    files: ['apps/*/src/**/*.{ts,tsx}', ...LIBRARIES],
    ignores: ['libs/contracts/src/zod.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[exported=null]',
          message: 'Name what the index exports: `export { a, type B } from`.',
        },
      ],
    },
  },
  {
    // No import cycles in the apps and libraries: a cycle ties two modules' fates
    // together and makes module start-up order matter.
    files: ['apps/*/src/**/*.{ts,tsx}', ...LIBRARIES],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    // One import statement per module: two lines from the same module read as two sources.
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
