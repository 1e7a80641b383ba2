import fs from 'node:fs';
import path from 'node:path';
import { servedFileLocation, type ServerEntryRoots } from '@storefront/shell';

/** A stylesheet of the page: inlined in the head when its text could be read, else linked. */
export interface PageStylesheet {
  href: string;
  css?: string;
}

/** A stylesheet larger than this is linked, not inlined: it would hold the head back more than a request costs. */
export const INLINE_STYLESHEET_MAX_BYTES = 64 * 1024;
/** A CDN's stylesheet that has not arrived within this long is linked instead (the browser still loads it). */
export const STYLESHEET_FETCH_TIMEOUT_MS = 1000;
/** The shell's own files: `/shell/<file>.css` is `<shellDist>/<file>.css`. */
const SHELL_CSS = /^\/shell\/([A-Za-z0-9_][A-Za-z0-9._-]*\.css)$/;

/**
 * The head's stylesheets inlined: the server-rendered slots' and the shared ui
 * library's CSS goes into the page as `<style data-href="…">`, so the one render-blocking
 * stylesheet left is the shell's own main.css (cached across pages), not seven files. The federation
 * runtime's CSS loader (mini-css-extract's) looks for `<style data-href>` as for `<link href>` and
 * loads none of these again when the remote's code arrives. Each file is read once per version (a
 * release's files never change; a local build's is read again when rebuilt); one that cannot be read,
 * is too large or could end its style element early is linked as before.
 */
export function createStylesheetTexts(
  roots: ServerEntryRoots,
  shellDist: string,
  fetchText: (url: string) => Promise<string> = fetchStylesheet,
) {
  const cache = new Map<string, Promise<string | undefined>>();

  function locationOf(href: string): string {
    const shell = SHELL_CSS.exec(href);
    return shell?.[1] ? path.join(shellDist, shell[1]) : servedFileLocation(href, roots);
  }

  function textOf(href: string): Promise<string | undefined> {
    let location: string;
    try {
      location = locationOf(href);
    } catch {
      return Promise.resolve(undefined);
    }
    const remote = /^https?:\/\//.test(location);
    const key = remote ? location : `${location}@${statTime(location)}`;
    let text = cache.get(key);
    if (!text) {
      text = (remote ? fetchText(location) : fs.promises.readFile(location, 'utf8')).then(
        inlinable,
        () => undefined,
      );
      cache.set(key, text);
      // A local file that is missing, too large or unsafe stays so until it changes (its key holds
      // its mtime): asked on every page (a navigation release without a header placeholder) it is
      // not read again. Only a CDN's failure may be passing, and is asked again.
      void text.then((value) => value === undefined && remote && cache.delete(key));
    }
    return text;
  }

  /** Each address with its text where it can be inlined, in the order given. */
  return (hrefs: readonly string[]): Promise<PageStylesheet[]> =>
    Promise.all(
      hrefs.map(async (href) => ({
        href,
        ...(await textOf(href).then((css) => (css === undefined ? {} : { css }))),
      })),
    );
}

/**
 * The address a stylesheet's chunk loader looks for in the page (`<style data-href>`): its
 * publicPath and file. The shell's publicPath is `/shell/` (apps/shell/webpack.config.cjs); a
 * remote's is `auto`, the absolute address of its entry, resolved against the page.
 */
export function loaderAddress(href: string, pageOrigin: string): string {
  return SHELL_CSS.test(href) ? href : new URL(href, pageOrigin).href;
}

/** The text if it may go into a `<style>` element as it is. */
function inlinable(css: string): string | undefined {
  if (Buffer.byteLength(css) > INLINE_STYLESHEET_MAX_BYTES || /<\/style/i.test(css))
    return undefined;
  return css;
}

function statTime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

async function fetchStylesheet(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(STYLESHEET_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
