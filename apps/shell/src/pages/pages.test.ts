/**
 * @jest-environment node
 */
import { PAGE_TYPES } from '@storefront/contracts';
import { PAGES, pageSlots, titleText } from './pages';
import { SHELL_PAGE_MODULES } from './pageModules';
import { ALL_SERVER_RENDERED_SLOTS, serverRenderedSlots } from '../ssr/pageSlots';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('the pages table', () => {
  it("has a row for every page type of contracts, and a module for every page of the shell's own", () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PAGE_TYPES].sort());
    const ownPages = PAGE_TYPES.filter((pageType) => !('remotePage' in PAGES[pageType]));
    expect(Object.keys(SHELL_PAGE_MODULES).sort()).toEqual(ownPages.sort());
  });

  it("renders a remote's page as the slot between header and footer, on the server too", () => {
    expect(pageSlots('basket')).toEqual(['cart/CartPage']);
    expect(serverRenderedSlots({ pageType: 'search', reduced: true })).toEqual([
      'navigation/Header',
      'search/SearchResults',
      'footer/Footer',
    ]);
    expect(serverRenderedSlots({ pageType: 'ProductDetailPage', reduced: false })).toEqual([
      'navigation/Header',
      'search/SearchBox',
      'cart/MiniCart',
      'cart/AddToCartButton',
      'newsletter/SignUp',
      'footer/Footer',
    ]);
    expect(ALL_SERVER_RENDERED_SLOTS).toEqual(
      expect.arrayContaining([
        'cart/CartPage',
        'newsletter/DoubleOptIn',
        'newsletter/SignUpPage',
        'search/SearchResults',
      ]),
    );
  });

  it('reads a title of another namespace from its key', () => {
    expect(titleText('staffLogin')).toEqual({ namespace: 'login', key: 'staffLogin.title' });
    expect(titleText('basket')).toEqual({ namespace: 'shell', key: 'pageTitle.basket' });
  });
});
