/**
 * @jest-environment node
 */
import type { InitialState } from '@storefront/contracts';
import { headStylesheets, pageTitle, type HeadStylesheetSources } from './pageHead';

const PLACEHOLDER_CSS = '.sf-header-placeholder{height:155px}';
const registry = {
  navigation: '/remotes/navigation/r7/mf-manifest.json',
  cart: '/remotes/cart/mf-manifest.json',
};

function sources(readable: (href: string) => boolean): HeadStylesheetSources {
  return {
    slotStylesheets: (slots) =>
      Promise.resolve(slots.includes('cart/CartPage') ? ['/remotes/cart/CartPage.css'] : []),
    uiStylesheets: ['/shell/ui.css'],
    stylesheetTexts: (hrefs) =>
      Promise.resolve(
        hrefs.map((href) =>
          readable(href)
            ? { href, css: href.endsWith('header-placeholder.css') ? PLACEHOLDER_CSS : 'x{}' }
            : { href },
        ),
      ),
  };
}

const state: Pick<InitialState, 'pageType' | 'reduced' | 'registry'> = {
  pageType: 'basket',
  reduced: false,
  registry,
};

describe('the head', () => {
  it('inlines the header placeholder the live navigation release publishes, on a page the browser renders too', async () => {
    const browser = await headStylesheets(
      sources(() => true),
      state,
      false,
      'http://hu.localhost:3000',
    );
    expect(browser).toEqual([
      {
        href: 'http://hu.localhost:3000/remotes/navigation/r7/header-placeholder.css',
        css: PLACEHOLDER_CSS,
      },
    ]);
    const server = await headStylesheets(
      sources(() => true),
      state,
      true,
      'http://hu.localhost:3000',
    );
    expect(server.map((sheet) => sheet.href)).toEqual([
      'http://hu.localhost:3000/remotes/navigation/r7/header-placeholder.css',
      'http://hu.localhost:3000/remotes/cart/CartPage.css',
      '/shell/ui.css',
    ]);
  });

  it('never links a placeholder it could not read: that would block the first paint', async () => {
    const sheets = await headStylesheets(
      sources((href) => !href.endsWith('header-placeholder.css')),
      state,
      false,
      'http://de.localhost:3000',
    );
    expect(sheets).toEqual([]);
  });

  it("titles a page with the pages table's text in the site's language", () => {
    expect(pageTitle('hu-HU', 'notFound')).not.toContain('pageTitle');
    expect(pageTitle('de-DE', 'basket')).toBe('Warenkorb | Storefront');
    expect(pageTitle('de-DE', 'staffLogin')).toMatch(/ \| Storefront$/);
  });
});
