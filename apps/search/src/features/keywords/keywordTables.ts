import { CART_PAGE_PATH, NEWSLETTER_PATH, type Site } from '@storefront/contracts';

/**
 * Per-site keyword tables (spec section 2): a term typed exactly like a key goes to its fixed target
 * instead of the search page. Keys are lower case in the site's language. Targets are paths on the
 * same host or https addresses of partner sites listed in PARTNER_HOSTS; keywords.test.ts checks
 * every entry, and only these entries can ever be redirected to.
 */
export type KeywordTable = Readonly<Record<string, string>>;

const STORE_FINDER = '/service/storefinder/search';
const GIFT_CARDS = '/giftcards';

/** The only external hosts a keyword may lead to. */
export const PARTNER_HOSTS: readonly string[] = [
  'www.storefront-mobil.de',
  'www.storefront-reisen.de',
  'www.storefront-blumen.de',
  'www.storefront-reisen.at',
  'www.storefront-reisen.ch',
];

const GERMAN_COMMON: KeywordTable = {
  warenkorb: CART_PAGE_PATH,
  kontakt: '/contact',
  hilfe: '/help',
  faq: '/faq',
  kundenservice: '/help',
  filiale: STORE_FINDER,
  filialen: STORE_FINDER,
  filialfinder: STORE_FINDER,
  bestellungen: '/orders',
  'meine bestellungen': '/orders',
  registrieren: '/signup',
  treuebohnen: '/beanaccount',
  bohnenkonto: '/beanaccount',
  scout: '/scout',
  gutschein: GIFT_CARDS,
  geschenkkarte: GIFT_CARDS,
  newsletter: NEWSLETTER_PATH,
  mode: '/c/clothing',
  bekleidung: '/c/clothing',
  haushalt: '/c/household',
  kaffeewelt: '/c/coffee',
};

export const KEYWORD_TARGETS_DE: KeywordTable = {
  ...GERMAN_COMMON,
  mobilfunk: 'https://www.storefront-mobil.de/',
  handyvertrag: 'https://www.storefront-mobil.de/',
  reisen: 'https://www.storefront-reisen.de/',
  blumen: 'https://www.storefront-blumen.de/',
};

export const KEYWORD_TARGETS_AT: KeywordTable = {
  ...GERMAN_COMMON,
  reisen: 'https://www.storefront-reisen.at/',
};

/** Swiss German spelling; no ß to look after here, but kept apart because targets differ. */
export const KEYWORD_TARGETS_CH: KeywordTable = {
  ...GERMAN_COMMON,
  reisen: 'https://www.storefront-reisen.ch/',
};

export const KEYWORD_TARGETS_CH_FR: KeywordTable = {
  panier: CART_PAGE_PATH,
  contact: '/contact',
  aide: '/help',
  faq: '/faq',
  magasins: STORE_FINDER,
  commandes: '/orders',
  inscription: '/signup',
  'carte cadeau': GIFT_CARDS,
  newsletter: NEWSLETTER_PATH,
  mode: '/c/clothing',
  maison: '/c/household',
  voyages: 'https://www.storefront-reisen.ch/',
};

export const KEYWORD_TARGETS_PL: KeywordTable = {
  koszyk: CART_PAGE_PATH,
  kontakt: '/contact',
  pomoc: '/help',
  faq: '/faq',
  sklepy: STORE_FINDER,
  zamówienia: '/orders',
  rejestracja: '/signup',
  'karta podarunkowa': GIFT_CARDS,
  newsletter: NEWSLETTER_PATH,
  moda: '/c/clothing',
  dom: '/c/household',
};

export const KEYWORD_TARGETS_CZ: KeywordTable = {
  košík: CART_PAGE_PATH,
  kontakt: '/contact',
  nápověda: '/help',
  faq: '/faq',
  prodejny: STORE_FINDER,
  objednávky: '/orders',
  registrace: '/signup',
  'dárková karta': GIFT_CARDS,
  newsletter: NEWSLETTER_PATH,
  móda: '/c/clothing',
  domácnost: '/c/household',
};

export const KEYWORD_TARGETS_SK: KeywordTable = {
  košík: CART_PAGE_PATH,
  kontakt: '/contact',
  pomoc: '/help',
  faq: '/faq',
  predajne: STORE_FINDER,
  objednávky: '/orders',
  registrácia: '/signup',
  'darčeková karta': GIFT_CARDS,
  newsletter: NEWSLETTER_PATH,
  móda: '/c/clothing',
};

/** HU and TR have few entries (spec section 2). */
export const KEYWORD_TARGETS_HU: KeywordTable = {
  kosár: CART_PAGE_PATH,
  kapcsolat: '/contact',
  hírlevél: NEWSLETTER_PATH,
  ajándékkártya: GIFT_CARDS,
  üzletek: STORE_FINDER,
};

export const KEYWORD_TARGETS_TR: KeywordTable = {
  sepet: CART_PAGE_PATH,
  iletişim: '/contact',
  bülten: NEWSLETTER_PATH,
  'hediye kartı': GIFT_CARDS,
};

export const KEYWORD_TABLES: Readonly<Record<Site, KeywordTable>> = {
  DE: KEYWORD_TARGETS_DE,
  AT: KEYWORD_TARGETS_AT,
  CH: KEYWORD_TARGETS_CH,
  CH_FR: KEYWORD_TARGETS_CH_FR,
  PL: KEYWORD_TARGETS_PL,
  CZ: KEYWORD_TARGETS_CZ,
  SK: KEYWORD_TARGETS_SK,
  HU: KEYWORD_TARGETS_HU,
  TR: KEYWORD_TARGETS_TR,
};
