import type { APIRequestContext, Page } from '@playwright/test';
import type { RemoteName } from '@storefront/contracts';
import { E2E_PORT } from '../../playwright.config';

/** The part of a remote's mf-manifest.json the fault matrix reads and rewrites. */
export interface RemoteManifest {
  metaData: {
    remoteEntry: { name: string; path: string; type: string };
    globalName: string;
  } & Record<string, unknown>;
  exposes: Array<
    {
      name: string;
      assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
    } & Record<string, unknown>
  >;
  shared: unknown[];
}

/** The remote's manifest as the storefront serves it right now (hashes change with every build). */
export async function servedManifest(
  request: APIRequestContext,
  remote: RemoteName,
): Promise<RemoteManifest> {
  // Plain localhost: Node cannot resolve the sites' *.localhost names, and remotes are the same on every site.
  const response = await request.get(
    `http://localhost:${E2E_PORT}/remotes/${remote}/mf-manifest.json`,
  );
  if (!response.ok()) throw new Error(`${remote}: mf-manifest.json answered ${response.status()}`);
  return (await response.json()) as RemoteManifest;
}

export const remoteFiles = (remote: RemoteName) => `**/remotes/${remote}/**`;
const manifestUrl = (remote: RemoteName) => `**/remotes/${remote}/mf-manifest.json`;
const entryUrl = (remote: RemoteName, manifest: RemoteManifest) =>
  `**/remotes/${remote}/${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`;

/** What a broken container's exposed module evaluates to (JavaScript source of an expression). */
export type BrokenModule = 'throwsOnRender' | 'defaultIsANumber' | 'noDefault';
const BROKEN_MODULES: Record<BrokenModule, string> = {
  throwsOnRender:
    "{ __esModule: true, default: function BrokenRemote() { throw new Error('render failed'); } }",
  defaultIsANumber: '{ __esModule: true, default: 42 }',
  noDefault: '{ __esModule: true }',
};
const FAULT_ENTRY = 'fault-remoteEntry.js';

/**
 * A hand-written federation container, as a `global`-type remote entry is: a script that defines
 * `window[globalName]` with `init(shareScope)` and `get(expose)` resolving to a module factory.
 * It loads and initialises like the real one; only the module it hands out is broken.
 */
export function brokenContainer(globalName: string, module: BrokenModule): string {
  return `self[${JSON.stringify(globalName)}] = {
  init: function () { return Promise.resolve(); },
  get: function () { return Promise.resolve(function () { return ${BROKEN_MODULES[module]}; }); }
};`;
}

/** One way a remote fails; `install` routes the page so the next navigation sees the fault. */
export interface RemoteFault {
  name: string;
  install(page: Page, remote: RemoteName, manifest: RemoteManifest): Promise<unknown>;
  /** The remote's exposed modules the fault does not touch: their slots keep working. */
  spares?(manifest: RemoteManifest): string[];
}

/** The exposed modules' files of one kind answered with `appended` added to their bytes. */
function alteredOnTheWay(kind: 'js' | 'css', what: string, appended: string): RemoteFault {
  return {
    name: `exposed ${what} altered on the way`,
    async install(page, remote, manifest) {
      const files = new Set(
        manifest.exposes
          .flatMap((expose) => expose.assets[kind].sync)
          .map((file) => `/remotes/${remote}/${file}`),
      );
      if (files.size === 0)
        throw new Error(`${remote}: the manifest lists no ${what} of an exposed module`);
      await page.route(
        (url) => files.has(url.pathname),
        async (route) => {
          // Plain localhost: Node cannot resolve the sites' *.localhost names.
          const { pathname } = new URL(route.request().url());
          const original = await route.fetch({ url: `http://localhost:${E2E_PORT}${pathname}` });
          await route.fulfill({ response: original, body: `${await original.text()}${appended}` });
        },
      );
    },
  };
}

function brokenModuleFault(name: string, module: BrokenModule): RemoteFault {
  return {
    name,
    async install(page, remote, manifest) {
      // The real manifest, pointed at the broken container; it lists no assets, so nothing of the
      // real remote is preloaded or shared.
      const faulty: RemoteManifest = {
        ...manifest,
        metaData: {
          ...manifest.metaData,
          remoteEntry: { ...manifest.metaData.remoteEntry, path: '', name: FAULT_ENTRY },
        },
        shared: [],
        exposes: manifest.exposes.map((expose) => ({
          ...expose,
          assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
        })),
      };
      await page.route(manifestUrl(remote), (route) =>
        route.fulfill({ json: faulty, headers: { 'cache-control': 'no-cache' } }),
      );
      await page.route(`**/remotes/${remote}/${FAULT_ENTRY}`, (route) =>
        route.fulfill({
          body: brokenContainer(manifest.metaData.globalName, module),
          contentType: 'text/javascript; charset=utf-8',
        }),
      );
    },
  };
}

export const REMOTE_FAULTS: readonly RemoteFault[] = [
  {
    name: 'manifest 404',
    install: (page, remote) =>
      page.route(manifestUrl(remote), (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/problem+json',
          body: '{"status":404}',
        }),
      ),
  },
  {
    name: 'remoteEntry 500',
    install: (page, remote, manifest) =>
      page.route(entryUrl(remote, manifest), (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'error' }),
      ),
  },
  {
    name: 'exposed chunks never answer',
    async install(page, remote, manifest) {
      const chunks = new Set(
        manifest.exposes
          .flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async])
          .map((file) => `/remotes/${remote}/${file}`),
      );
      if (chunks.size === 0)
        throw new Error(`${remote}: the manifest lists no chunk of an exposed module`);
      await page.route(
        (url) => chunks.has(url.pathname),
        () => {
          /* never answers: the request stays open until the page goes away */
        },
      );
    },
  },
  // A host's disk or a cache on the way changed the module's bytes: the hash the remote entry
  // carries for it no longer matches, so the browser refuses to run it (Subresource Integrity).
  alteredOnTheWay('js', 'chunk', '\n;window.__altered = true;'),
  // The same for a style sheet: the entry carries its hash too (tools/webpack/integrity.cjs), so
  // the browser refuses a sheet whose bytes changed, and the module that needs it does not load.
  {
    ...alteredOnTheWay('css', 'style sheet', '\nbody { display: none; }'),
    spares: (manifest) =>
      manifest.exposes
        .filter((expose) => expose.assets.css.sync.length === 0)
        .map((expose) => expose.name),
  },
  brokenModuleFault('render throws', 'throwsOnRender'),
  brokenModuleFault('export of the wrong shape (default: 42)', 'defaultIsANumber'),
  brokenModuleFault('export of the wrong shape (no default)', 'noDefault'),
];

/**
 * Records, in page time (ms since navigation start), when each slot's fallback first appeared and
 * when each slot gave up (the shell logs `[slot <remote>] showing the fallback`), so a test can
 * check the deadline without depending on how fast the test runner polls.
 */
export async function recordSlotTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times = { fallback: {} as Record<string, number>, gaveUp: {} as Record<string, number> };
    Object.assign(window, { __slotTimes: times });
    const consoleError = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const match =
        typeof args[0] === 'string' ? /^\[slot (\w+)\] showing the fallback/.exec(args[0]) : null;
      if (match?.[1] && times.gaveUp[match[1]] === undefined)
        times.gaveUp[match[1]] = performance.now();
      consoleError(...args);
    };
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-fallback]')) {
        const remote = element.getAttribute('data-fallback') ?? '';
        if (times.fallback[remote] === undefined) times.fallback[remote] = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function slotTimes(
  page: Page,
): Promise<{ fallback: Record<string, number>; gaveUp: Record<string, number> }> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __slotTimes: { fallback: Record<string, number>; gaveUp: Record<string, number> };
        }
      ).__slotTimes,
  );
}
