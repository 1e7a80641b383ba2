// Import cycles, type-only imports included: import-x/no-cycle (eslint.config.mjs) skips
// `import type`, yet a type cycle ties two modules together as a value cycle does. `pnpm lint` and
// the test command run it over apps/ and libs/; tools/lint/boundaries.test.ts feeds it a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycles in the apps and libraries, `import type` included.',
      from: { path: String.raw`^(apps|libs)/[^/]+/(schemas/)?src/` },
      to: { circular: true },
    },
  ],
  options: {
    // Workspace packages resolve through their node_modules links to libs/*/src (a team's API
    // schemas to apps/<remote>/schemas/src), and are cruised.
    includeOnly: String.raw`^(apps|libs)/[^/]+/(schemas/)?src/`,
    exclude: { path: String.raw`(^|/)(node_modules|dist)/` },
    // Type-only imports are dependencies too: that is what this check adds to ESLint's.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.json'] },
  },
};
