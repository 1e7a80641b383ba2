import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import type { RenderedPage, RenderPageInput } from '../src/server/renderPage';
import type { LoadServerModuleOptions, ServerModule } from '../src/server/loadServerModule';

/**
 * The shell's server build (apps/shell/dist/server/entry.js, issue 16): the page's React tree with
 * the same CSS-module names as the browser build, and the Module Federation host that loads each
 * remote's server container from the registry's releases.
 */
export interface ServerRenderer {
  renderPage(input: RenderPageInput): Promise<RenderedPage>;
  /** One exposed module of the release a registry entry (the browser's manifest URL) points at. */
  loadServerModule(remote: RemoteName, module: string, manifestUrl: string, options?: LoadServerModuleOptions): Promise<ServerModule<never>>;
}

export function serverEntryFile(shellDist: string): string {
  return path.join(shellDist, 'server', 'entry.js');
}

/** The built renderer, or an error saying to build: a storefront never starts half-built. */
export function loadServerRenderer(shellDist: string): ServerRenderer {
  const file = serverEntryFile(shellDist);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the storefront first (pnpm build).`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built bundle chosen at run time
  return require(file) as ServerRenderer;
}
