import { SITES } from '@storefront/contracts';
import { keywordTarget, resolveTarget } from './keywordRedirect';
import { KEYWORD_TABLES } from './keywordTables';

const ORIGIN = 'http://de.localhost:3000';

describe('keyword tables', () => {
  it('exist for every site, with few entries for HU and TR', () => {
    // HSC-2.3-5: tables for DE, AT, CH, CH_FR, PL, CZ, SK, HU, TR; HU and TR have few entries.
    expect(Object.keys(KEYWORD_TABLES).sort()).toEqual([
      'AT',
      'CH',
      'CH_FR',
      'CZ',
      'DE',
      'HU',
      'PL',
      'SK',
      'TR',
    ]);
    for (const site of SITES) expect(Object.keys(KEYWORD_TABLES[site]).length).toBeGreaterThan(3);
    expect(Object.keys(KEYWORD_TABLES.HU).length).toBeLessThanOrEqual(6);
    expect(Object.keys(KEYWORD_TABLES.TR).length).toBeLessThanOrEqual(6);
    expect(Object.keys(KEYWORD_TABLES.DE).length).toBeGreaterThan(15);
  });

  it("lead to the spec's kinds of target", () => {
    // HSC-2.3-3: category pages, service and help pages, /contact, cart, store finder, /orders, /signup, /beanaccount, /scout, gift cards, newsletter, partner sites.
    const targets = new Set(Object.values(KEYWORD_TABLES.DE));
    for (const target of [
      '/c/clothing',
      '/help',
      '/contact',
      '/service/cartfrontend/cart',
      '/service/storefinder/search',
      '/orders',
      '/signup',
      '/beanaccount',
      '/scout',
      '/giftcards',
      '/subscribenewsletter',
    ])
      expect([target, targets.has(target)]).toEqual([target, true]);
    expect([...targets].filter((target) => target.startsWith('https://')).length).toBeGreaterThan(
      0,
    );
  });

  it('hold only lower-case keys and targets that resolve (same host or a listed partner)', () => {
    for (const site of SITES) {
      for (const [key, target] of Object.entries(KEYWORD_TABLES[site])) {
        expect([site, key]).toEqual([site, key.trim().toLocaleLowerCase()]);
        expect([site, key, resolveTarget(target, ORIGIN)]).toEqual([site, key, expect.any(String)]);
      }
    }
  });
});

describe('keywordTarget', () => {
  it.each([
    ['DE', 'Warenkorb', `${ORIGIN}/service/cartfrontend/cart`],
    ['DE', '  meine   Bestellungen ', `${ORIGIN}/orders`],
    ['DE', 'TREUEBOHNEN', `${ORIGIN}/beanaccount`],
    ['DE', 'mode', `${ORIGIN}/c/clothing`],
    // Deliberate (docs/spec-conformance.md, HSC-2.3-2): case and inner spaces do not matter.
    ['DE', 'MODE', `${ORIGIN}/c/clothing`],
    ['DE', 'Mobilfunk', 'https://www.storefront-mobil.de/'],
    ['AT', 'reisen', 'https://www.storefront-reisen.at/'],
    ['CH', 'Newsletter', `${ORIGIN}/subscribenewsletter`],
    ['CH_FR', 'Panier', `${ORIGIN}/service/cartfrontend/cart`],
    ['PL', 'Zamówienia', `${ORIGIN}/orders`],
    ['CZ', 'košík', `${ORIGIN}/service/cartfrontend/cart`],
    ['SK', 'Darčeková karta', `${ORIGIN}/giftcards`],
    ['HU', 'Kosár', `${ORIGIN}/service/cartfrontend/cart`],
    ['HU', 'hírlevél', `${ORIGIN}/subscribenewsletter`],
    ['TR', 'İletişim', `${ORIGIN}/contact`],
    ['TR', 'Hediye Kartı', `${ORIGIN}/giftcards`],
    // HSC-2.3-3: typed keywords go to their fixed targets on every site.
  ] as const)('%s: "%s" goes to %s', (site, term, expected) => {
    expect(keywordTarget(site, term, ORIGIN)).toBe(expected);
  });

  it.each([
    ['DE', 'Warenkorbs'],
    ['DE', 'warenkorb kaufen'],
    ['HU', 'kosar'], // exact match: no diacritics folding for keywords
    ['TR', 'warenkorb'], // another site's keyword
    ['DE', 'panier'],
    ['DE', 'constructor'],
    ['DE', '__proto__'],
    ['DE', 'toString'],
  ] as const)('%s: "%s" is not a keyword', (site, term) => {
    expect(keywordTarget(site, term, ORIGIN)).toBeUndefined();
  });

  it.each([
    '//evil.example',
    'https://evil.example/',
    'http:evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    ' https://www.storefront-mobil.de/',
  ])('a typed address "%s" never redirects', (term) => {
    expect(keywordTarget('DE', term, ORIGIN)).toBeUndefined();
  });
});

describe('resolveTarget', () => {
  // HSC-2.3-4 (a stated deviation): http targets go to their address only over https and only to a listed partner host.
  it('HSC-2.3-4: keeps same-host paths on the current origin, follows https partner targets and refuses anything else', () => {
    expect(resolveTarget('/help?x=1', ORIGIN)).toBe(`${ORIGIN}/help?x=1`);
    expect(resolveTarget('//evil.example/', ORIGIN)).toBeUndefined();
    expect(resolveTarget('/\\evil.example', ORIGIN)).toBeUndefined();
    expect(resolveTarget('help', ORIGIN)).toBeUndefined();
    expect(resolveTarget('https://evil.example/', ORIGIN)).toBeUndefined();
    expect(resolveTarget('http://www.storefront-mobil.de/', ORIGIN)).toBeUndefined();
    expect(resolveTarget('https://www.storefront-mobil.de/tarife', ORIGIN)).toBe(
      'https://www.storefront-mobil.de/tarife',
    );
  });
});
