import type { ComponentType } from 'react';
import type { RemoteName } from '@storefront/contracts';
import type { ServerRenderer } from '../../serverRenderer';
import { serverEntryLocation, type ServerEntryRoots } from '../../../src/server/serverEntryLocation';
import { ALL_SERVER_RENDERED_SLOTS } from '../../../src/server/pageSlots';

/**
 * What one storefront process does to be ready for a release before the registry switches to it
 * (issue 25, item 3): the seam issue 26 replaces with the worker pool's test render.
 */
export type PrepareRelease = (remote: RemoteName, manifestUrl: string) => Promise<void>;

/** The server bundle's one-slot render (apps/shell/src/server/entry.ts), which ServerRenderer does not declare. */
type RenderSlotToString = (component: ComponentType<object>, props: object & { locale: 'de-DE' }, namespaces: readonly string[], texts: ReadonlyMap<string, unknown>) => Promise<string>;

/** The props every slot takes (RemoteProps): the test render's visitor, a German home page. */
const TEST_RENDER_PROPS = { site: 'DE', locale: 'de-DE', platform: 'CLASSIC', pageType: 'home', reduced: false } as const;

/**
 * The default, in this process: loads the release's server container (from this host's verified
 * copy) and renders each of the remote's server-rendered slots once. A slot that cannot load or
 * render rejects, naming it.
 */
export function inProcessPrepare(renderer: ServerRenderer, roots: ServerEntryRoots): PrepareRelease {
  const renderSlot = (renderer as Partial<{ renderSlotToString: unknown }>).renderSlotToString;
  return async (remote, manifestUrl) => {
    const modules = ALL_SERVER_RENDERED_SLOTS.filter((slot) => slot.startsWith(`${remote}/`)).map((slot) => slot.slice(remote.length + 1));
    for (const module of modules) {
      const loaded = await renderer.loadServerModule(remote, module, manifestUrl, { serverEntry: serverEntryLocation(manifestUrl, roots) });
      if (typeof renderSlot !== 'function') continue; // a renderer without it (tests' stand-ins): loading is the check
      const texts = new Map(loaded.loadTexts ? [[remote, loaded.loadTexts]] : []);
      await (renderSlot as RenderSlotToString)(loaded.default as ComponentType<object>, TEST_RENDER_PROPS, [remote], texts).catch((error: unknown) => {
        throw new Error(`${remote}/${module} did not render: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  };
}
