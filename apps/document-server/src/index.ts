// What the release CLI (apps/release-cli) takes from the document server: a render pool and the
// shell's server bundle for the deploy's test render, and the catalogue the live shell publishes.
// Named exports only; starting the server is src/main.ts's.
export { createRenderPool } from './renderProcess/renderProcess';
export { testRenderRelease } from './renderPool/testRender';
export { serverBundleFile } from './serverBundle';
export { thisShellCatalogue } from './fleet/shell/publishShellCatalogue';
