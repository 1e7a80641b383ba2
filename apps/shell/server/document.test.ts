/**
 * @jest-environment jsdom
 */
import { INITIAL_STATE_ELEMENT_ID, InitialStateSchema, type InitialState } from '@storefront/contracts';
import { jsonForScript, renderDocument } from './document';

const template = `<!doctype html><html lang="%LANG%" data-page-type="%PAGE_TYPE%" data-platform="%PLATFORM%"><head><title>%TITLE%</title></head><body><script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">%STATE%</script></body></html>`;

const state: InitialState = {
  site: 'TR',
  locale: 'tr-TR',
  platform: 'MATCH',
  pageType: 'search',
  reduced: false,
  staff: false,
  path: '/search',
  registry: { cart: '/remotes/cart/mf-manifest.json' },
  prefetched: { hostile: '</script><script>alert(1)</script>\u2028' },
};

describe('renderDocument', () => {
  it('writes language, page type, platform and an escaped title', () => {
    const html = renderDocument(template, state, 'Arama <sonuçları> & "test"');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.documentElement.lang).toBe('tr-TR');
    expect(document.documentElement.dataset.pageType).toBe('search');
    expect(document.documentElement.dataset.platform).toBe('MATCH');
    expect(document.title).toBe('Arama <sonuçları> & "test"');
  });

  it('embeds the state so that no text in it can end the script element', () => {
    const html = renderDocument(template, state, 't');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const parsed = InitialStateSchema.parse(JSON.parse(document.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent ?? ''));
    expect(parsed.prefetched).toEqual(state.prefetched);
  });

  it('escapes <, > and & in embedded JSON', () => {
    expect(jsonForScript({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });
});
