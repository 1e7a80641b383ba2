import type { PageStylesheet } from './inlineStylesheets';
import { LOCALE_FALLBACKS, type InitialState, type Locale } from '@storefront/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FirstFrame, type FirstFrameProps } from '@storefront/shell';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON that is safe inside a <script type="application/json">: no `</script>` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The namespaces the shell awaits before its first render (apps/shell/src/index.tsx). */
export const FIRST_RENDER_NAMESPACES = ['common', 'shell', 'ui'] as const;

/**
 * The translation chunks the shell's first render waits for, found among the built files by the
 * name webpack gives them (libs/i18n: `i18n-<locale>-<namespace>-json.<hash>.js`). Announced in
 * the document, the browser fetches them with the shell instead of after it has started.
 */
export function firstRenderTranslationFiles(
  builtFiles: readonly string[],
  locale: Locale,
): string[] {
  const locales = [locale, ...(LOCALE_FALLBACKS[locale] ?? [])];
  return locales.flatMap((each) =>
    FIRST_RENDER_NAMESPACES.flatMap((namespace) =>
      builtFiles.filter(
        (file) => file.startsWith(`i18n-${each}-${namespace}-json.`) && file.endsWith('.js'),
      ),
    ),
  );
}

/**
 * The page frame as the shell's first render draws it: the same components (apps/shell/src/frame.tsx)
 * rendered to markup. In the HTML, the heading paints before any script ran; the shell's first
 * render replaces it with the same geometry.
 */
export function firstFrameMarkup(frame: FirstFrameProps): string {
  return renderToStaticMarkup(createElement(FirstFrame, frame));
}

/** What the document carries besides the page itself. */
export interface DocumentExtras {
  /** The page's meta description (metaDescription.ts), plain text. */
  description?: string;
  /** The response's CSP nonce (securityHeaders.ts): every script tag of the template carries it. */
  nonce?: string;
  /** The stylesheets of the remotes' modules the server renders into this page (slotStylesheets.ts), inlined where read (inlineStylesheets.ts). */
  stylesheets?: readonly PageStylesheet[];
}

/** A stylesheet in the head: its text in a `<style>` the nonce allows, marked with its address for the federation runtime; else a link. */
function stylesheetMarkup({ href, css }: PageStylesheet, nonce: string | undefined): string {
  if (css === undefined) return `<link rel="stylesheet" href="${escapeHtml(href)}" />`;
  return `<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''} data-href="${escapeHtml(href)}">${css}</style>`;
}

/**
 * Fills the shell's built document.html with the page's language, type, platform, title,
 * description, state and preload hints. Every value goes in through a replacer function: a string
 * replacement would read `$'`, `$&` or `$1` in a value (a path the visitor typed) as a pattern and
 * splice in other parts of the template.
 */
export function renderDocument(
  template: string,
  state: InitialState,
  title: string,
  preloadScripts: readonly string[] = [],
  firstFrame = '',
  extras: DocumentExtras = {},
): string {
  const values: Record<string, string> = {
    '%FIRST_FRAME%': firstFrame,
    '%DESCRIPTION%': escapeHtml(extras.description ?? ''),
    '%PRELOADS%': [
      ...(extras.stylesheets ?? []).map((stylesheet) => stylesheetMarkup(stylesheet, extras.nonce)),
      // Named, not preloaded: a script requested before the first paint holds it back;
      // the template's start-up script preloads them with the shell's entry after that paint.
      ...preloadScripts.map(
        (src) => `<meta name="storefront-preload" content="${escapeHtml(src)}" />`,
      ),
    ].join(''),
    '%LANG%': state.locale,
    '%PAGE_TYPE%': state.pageType,
    '%PLATFORM%': state.platform,
    '%TITLE%': escapeHtml(title),
    '%STATE%': jsonForScript(state),
  };
  // The template's own script tags, before any value goes in: no value can gain a nonce.
  let html = extras.nonce
    ? template.replace(/<script\b/g, () => `<script nonce="${escapeHtml(extras.nonce ?? '')}"`)
    : template;
  for (const [placeholder, value] of Object.entries(values))
    html = html.replace(placeholder, () => value);
  return html;
}

/** Where the page's body goes in the template (apps/shell/src/document.html). */
const BODY_PLACEHOLDER = '%FIRST_FRAME%';

/**
 * The template cut where the body goes, for a streamed page: the head goes out first,
 * before the server has rendered anything, and the rest (with the page state, which knows what
 * the server rendered) after the body. Each part is filled by `renderDocument`.
 */
export function splitTemplate(template: string): { beforeBody: string; afterBody: string } {
  const at = template.indexOf(BODY_PLACEHOLDER);
  if (at < 0) throw new Error(`The document template has no ${BODY_PLACEHOLDER}.`);
  return {
    beforeBody: template.slice(0, at),
    afterBody: template.slice(at + BODY_PLACEHOLDER.length),
  };
}
