import { LOCALE_FALLBACKS, type InitialState, type Locale } from '@storefront/contracts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON that is safe inside a <script type="application/json">: no `</script>` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The namespaces the shell awaits before its first render (apps/shell/src/index.tsx). */
export const FIRST_RENDER_NAMESPACES = ['common', 'shell', 'ui'] as const;

/**
 * The translation chunks the shell's first render waits for, found among the built files by the
 * name webpack gives them (libs/i18n: `i18n-<locale>-<namespace>-json.<hash>.js`). Announced in
 * the document, the browser fetches them with the shell instead of after it has started.
 */
export function firstRenderTranslationFiles(builtFiles: readonly string[], locale: Locale): string[] {
  const locales = [locale, ...(LOCALE_FALLBACKS[locale] ?? [])];
  return locales.flatMap((each) =>
    FIRST_RENDER_NAMESPACES.flatMap((namespace) => builtFiles.filter((file) => file.startsWith(`i18n-${each}-${namespace}-json.`) && file.endsWith('.js'))),
  );
}

/** Fills the shell's built document.html with the page's language, type, platform, title, state and preload hints. */
export function renderDocument(template: string, state: InitialState, title: string, preloadScripts: readonly string[] = []): string {
  return template
    .replace('%PRELOADS%', preloadScripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}" />`).join(''))
    .replace('%LANG%', state.locale)
    .replace('%PAGE_TYPE%', state.pageType)
    .replace('%PLATFORM%', state.platform)
    .replace('%TITLE%', escapeHtml(title))
    .replace('%STATE%', jsonForScript(state));
}
