import type { InitialState } from '@storefront/contracts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON that is safe inside a <script type="application/json">: no `</script>` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Fills the shell's built document.html with the page's language, type, platform, title and state. */
export function renderDocument(template: string, state: InitialState, title: string): string {
  return template
    .replace('%LANG%', state.locale)
    .replace('%PAGE_TYPE%', state.pageType)
    .replace('%PLATFORM%', state.platform)
    .replace('%TITLE%', escapeHtml(title))
    .replace('%STATE%', jsonForScript(state));
}
