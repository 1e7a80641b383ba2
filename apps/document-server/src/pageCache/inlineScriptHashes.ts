import crypto from 'node:crypto';

/** `<script …>…</script>` with its attributes and text; the page's markup comes from React and our template. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\ssrc\s*=/i;
/** Data blocks the browser never runs (the initial state is application/json). */
const DATA_TYPE = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * CSP hash sources (`'sha256-…'`) for the inline scripts a page runs. A cached page is answered to
 * many visitors, so it cannot carry a per-response nonce that means anything; its policy allows
 * exactly the inline code it holds instead (CSP 3 hash-source). The page's own script files stay
 * allowed by origin, as on every page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `<style …>…</style>`: the head's inlined stylesheets (inlineStylesheets.ts). */
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** CSP hash sources for the inline style elements a cached page holds, for the same reason as its scripts'. */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(STYLE)].map(
        ([, text = '']) =>
          `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`,
      ),
    ),
  ];
}
