import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import type { RemoteName, RemoteRegistry } from '@storefront/contracts';
import { servedFileLocation, type ServerEntryRoots } from '@storefront/shell';

/** A manifest on a CDN that has not arrived within this long costs only its links (the browser still loads them). */
export const MANIFEST_FETCH_TIMEOUT_MS = 1000;

/** The part of a remote's mf-manifest.json read here: each exposed module's own stylesheets. */
const ManifestStylesSchema = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({ css: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});
/** A stylesheet a manifest may name: a plain file name beside the manifest, nothing that climbs out or names another host. */
const CSS_FILE = /^[A-Za-z0-9_][A-Za-z0-9._-]*\.css$/;

type Styles = Map<string, string[]>;

/**
 * The stylesheets of the remotes' modules a page renders on the server, for `<link rel=stylesheet>`
 * in its head: the server's HTML is styled before any script runs, for a shopper without
 * JavaScript or a crawler, and does not move when the remotes' code arrives (without them Lighthouse
 * measured CLS 0.3 on a phone: the header's markup was unstyled until then). The federation runtime
 * finds the same links in the page and adds none of its own.
 *
 * Each release's manifest is read once (a release never changes; a local build's file is read again
 * when it is rebuilt); a manifest that cannot be read or is not one costs only its remote's links.
 */
export function createSlotStylesheets(
  roots: ServerEntryRoots,
  fetchText: (url: string) => Promise<string> = fetchManifest,
) {
  const cache = new Map<string, Promise<Styles>>();

  function stylesOf(manifestUrl: string): Promise<Styles> {
    const location = servedFileLocation(manifestUrl, roots);
    const remote = /^https?:\/\//.test(location);
    const key = remote ? location : `${location}@${statTime(location)}`;
    let styles = cache.get(key);
    if (!styles) {
      styles = (remote ? fetchText(location) : fs.promises.readFile(location, 'utf8')).then(
        (text) => parseStyles(JSON.parse(text) as unknown, manifestUrl),
      );
      cache.set(key, styles);
      styles.catch(() => cache.delete(key));
    }
    return styles;
  }

  /** The stylesheet addresses of `slots` (`remote/Module`), in slot order, each once. */
  return async function slotStylesheets(
    slots: readonly string[],
    registry: RemoteRegistry,
  ): Promise<string[]> {
    const perSlot = await Promise.all(
      slots.map(async (slot) => {
        const [remote, module] = slot.split('/') as [RemoteName, string];
        const manifestUrl = registry[remote];
        if (!manifestUrl) return [];
        return (
          (await stylesOf(manifestUrl).catch(() => new Map<string, string[]>())).get(module) ?? []
        );
      }),
    );
    return [...new Set(perSlot.flat())];
  };
}

function statTime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Each exposed module's stylesheets as addresses beside the manifest (`./Header` → Header). */
function parseStyles(manifest: unknown, manifestUrl: string): Styles {
  const parsed = ManifestStylesSchema.safeParse(manifest);
  if (!parsed.success) throw new Error(`${manifestUrl} is no manifest with exposed modules`);
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return new Map(
    parsed.data.exposes.map((exposed) => [
      exposed.name.replace(/^\.\//, ''),
      exposed.assets.css.sync.filter((file) => CSS_FILE.test(file)).map((file) => `${base}${file}`),
    ]),
  );
}

async function fetchManifest(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const SharedStylesheetsSchema = z.array(
  z.string().check(z.regex(/^(\/|https:\/\/)[^\s"'<>]*\.css$/)),
);

/**
 * The stylesheets of the shared ui library's chunk, as the shell's build listed them
 * (`shared-stylesheets.json`, apps/shell/webpack.config.cjs), for the head of every server-rendered
 * page: the ui components in the server's HTML are then styled when first painted. Read once: the
 * shell's files do not change while the server runs.
 */
export function sharedStylesheetsOf(shellDist: string): string[] {
  const file = path.join(shellDist, 'shared-stylesheets.json');
  const parsed = SharedStylesheetsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file} is no list of stylesheet addresses: build the storefront again (pnpm build).`,
    );
  return parsed.data;
}
