/**
 * @jest-environment node
 */
import { CONTENT_PATHS, PAGE_TYPES, pageTypeForPath, productPath } from '@storefront/contracts';
import { PAGES, pageSlots, pageTypeOf, titleText, type PageDefinition } from './pages';
import { SHELL_PAGE_MODULES } from './pageModules';
import { ALL_SERVER_RENDERED_SLOTS, serverRenderedSlots } from '../ssr/pageSlots';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

/** Every path some row names, the families' examples, and paths no page has. */
const PATHS = [
  ...(Object.values(PAGES) as PageDefinition[]).flatMap((page) =>
    page.paths.filter((rule): rule is string => typeof rule === 'string'),
  ),
  ...CONTENT_PATHS.map((path) => `${path}/`),
  productPath('100001'),
  `${productPath('100001')}//`,
  '/p/100001/more',
  '/p/',
  '/c/kaffee',
  '/c/kaffee/',
  '/kaffee-c123.html',
  '/kaffee-c123.html/',
  '/hilfe-s9.html',
  '/registerfreegoldcard',
  '/content/ueber-uns',
  '/themeworld/garten',
  '/search/',
  '/nowhere',
  '/login/x',
  '//',
];

describe('the pages table', () => {
  it("routes every path as contracts' pageTypeForPath does (what the footer's links are checked against)", () => {
    for (const path of PATHS)
      expect([path, pageTypeOf(path, { demo: true })]).toEqual([path, pageTypeForPath(path)]);
  });

  it('serves the UI catalogue in demo mode only', () => {
    expect(pageTypeOf('/ui-catalogue/', { demo: true })).toBe('uiCatalogue');
    expect(pageTypeOf('/ui-catalogue', { demo: false })).toBe('notFound');
  });

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
