import { SITES, type Site } from '@storefront/contracts';
import {
  FOOTER_GROUP_ICON_NAMES,
  FOOTER_ICON_NAMES,
  FOOTER_LOGO_SOURCES,
  footerFlagName,
  type FooterGroupIconName,
  type FooterIconName,
  type FooterLogoSource,
} from '@storefront/footer-schemas';

/** Simple drawn logos, flags and icons made for this project, so the footer needs no image service. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Background, text colour and the short text each logo shows. */
const LOGO_STYLES: Record<FooterLogoSource, readonly [string, string, string]> = {
  MASTERCARD: ['#ffffff', '#eb001b', 'mastercard'],
  VISA: ['#1a1f71', '#ffffff', 'VISA'],
  PAYPAL: ['#ffffff', '#003087', 'PayPal'],
  AMEX: ['#2e77bc', '#ffffff', 'AMEX'],
  TROY: ['#00a3e0', '#ffffff', 'troy'],
  MAESTRO: ['#ffffff', '#0099df', 'maestro'],
  KLARNA: ['#ffb3c7', '#17120f', 'Klarna.'],
  INVOICE: ['#ffffff', '#333333', '€ / CHF'],
  TWINT: ['#000000', '#ffffff', 'TWINT'],
  POSTFINANCE: ['#ffcc00', '#000000', 'PostFinance'],
  PRZELEWY24: ['#ffffff', '#d13239', 'P24'],
  BLIK: ['#000000', '#ffffff', 'blik'],
  APPLE_PAY: ['#000000', '#ffffff', 'Apple Pay'],
  GOOGLE_PAY: ['#ffffff', '#5f6368', 'G Pay'],
  DHL: ['#ffcc00', '#d40511', 'DHL'],
  HERMES: ['#ffffff', '#0091cd', 'Hermes'],
  POST_AT: ['#ffdc00', '#000000', 'post.at'],
  POST_CH: ['#ffcc00', '#000000', 'Die Post'],
  PPL: ['#ffffff', '#004a99', 'PPL'],
  CESKA_POSTA: ['#ffffff', '#002776', 'Česká pošta'],
  MAGYAR_POSTA: ['#ffffff', '#c8102e', 'Magyar Posta'],
  INPOST: ['#ffcd00', '#1d1d1b', 'InPost'],
  POCZTA_POLSKA: ['#e30613', '#ffed00', 'Poczta Polska'],
  SPS: ['#ffffff', '#e2001a', 'SPS'],
  YURTICI: ['#ffffff', '#0055a4', 'Yurtiçi'],
  ARAS: ['#ffffff', '#d6001c', 'Aras'],
  MNG: ['#ffffff', '#f39200', 'MNG'],
  PTT: ['#ffcc00', '#003f87', 'PTT'],
  TRUSTED_SHOPS: ['#ffdc0f', '#000000', 'Trusted Shops'],
  EHI: ['#ffffff', '#005aa0', 'EHI'],
  SAFE_SHOP: ['#ffffff', '#d52b1e', 'Swiss Online Garantie'],
  HEUREKA: ['#ffffff', '#4a9d2b', 'Heureka'],
  ETBIS: ['#ffffff', '#c8102e', 'ETBİS'],
};

function logoSvg(source: FooterLogoSource): string {
  const [background, color, text] = LOGO_STYLES[source];
  const size = text.length > 10 ? 9 : text.length > 6 ? 12 : 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 40" width="90" height="40"><rect x="0.5" y="0.5" width="89" height="39" rx="5" fill="${background}" stroke="#c9c4bb"/><text x="45" y="25" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${color}">${escapeXml(text)}</text></svg>`;
}

const stripes = (colors: readonly string[], vertical = false) =>
  colors
    .map((color, index) => {
      const part = 1 / colors.length;
      return vertical
        ? `<rect x="${(index * 30 * part).toFixed(2)}" y="0" width="${(30 * part).toFixed(2)}" height="20" fill="${color}"/>`
        : `<rect x="0" y="${(index * 20 * part).toFixed(2)}" width="30" height="${(20 * part).toFixed(2)}" fill="${color}"/>`;
    })
    .join('');

const SWISS =
  '<rect width="30" height="20" fill="#d52b1e"/><rect x="13" y="4" width="4" height="12" fill="#fff"/><rect x="9" y="8" width="12" height="4" fill="#fff"/>';

const FLAGS: Record<Site, string> = {
  DE: stripes(['#000000', '#dd0000', '#ffce00']),
  AT: stripes(['#c8102e', '#ffffff', '#c8102e']),
  CH: SWISS,
  CH_FR: SWISS,
  CZ: '<rect width="30" height="10" fill="#fff"/><rect y="10" width="30" height="10" fill="#d7141a"/><path d="M0 0 15 10 0 20z" fill="#11457e"/>',
  HU: stripes(['#ce2939', '#ffffff', '#477050']),
  PL: stripes(['#ffffff', '#dc143c']),
  SK: `${stripes(['#ffffff', '#0b4ea2', '#ee1c25'])}<path d="M7 5h8v7a4 4 0 0 1-8 0z" fill="#ee1c25" stroke="#fff" stroke-width="0.8"/>`,
  TR: '<rect width="30" height="20" fill="#e30a17"/><circle cx="11" cy="10" r="5" fill="#fff"/><circle cx="12.3" cy="10" r="4" fill="#e30a17"/><circle cx="17" cy="10" r="1.6" fill="#fff"/>',
};

function flagSvg(site: Site): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20">${FLAGS[site]}<rect x="0.25" y="0.25" width="29.5" height="19.5" fill="none" stroke="#0002" stroke-width="0.5"/></svg>`;
}

const ICON_STYLES: Record<FooterIconName, readonly [string, string]> = {
  FACEBOOK: ['#1877f2', 'f'],
  INSTAGRAM: ['#c13584', '◎'],
  YOUTUBE: ['#ff0000', '▶'],
  PINTEREST: ['#e60023', 'P'],
  TIKTOK: ['#000000', '♪'],
  APP_STORE: ['#0d96f6', 'A'],
  GOOGLE_PLAY: ['#01875f', '▶'],
};

function iconSvg(name: FooterIconName): string {
  const [background, glyph] = ICON_STYLES[name];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="7" fill="${background}"/><text x="16" y="22" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="17" fill="#fff">${escapeXml(glyph)}</text></svg>`;
}

/** Teaser-group heading icons (spec 3.2 heading iconName): a glyph on the brand colour. */
const GROUP_ICON_GLYPHS: Record<FooterGroupIconName, string> = {
  payment: '€',
  delivery: '➜',
  returns: '↺',
  help: '?',
  store: '⌂',
  card: '▭',
  company: 'i',
  services: '★',
};

function groupIconSvg(name: FooterGroupIconName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="12" fill="#6b3f1d"/><text x="12" y="17" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="14" fill="#fff">${escapeXml(GROUP_ICON_GLYPHS[name])}</text></svg>`;
}

/** Every image by its path below the footer images path, e.g. `logos/VISA.svg`. */
export const FOOTER_IMAGES: ReadonlyMap<string, string> = new Map([
  ...FOOTER_LOGO_SOURCES.map((source) => [`logos/${source}.svg`, logoSvg(source)] as const),
  ...SITES.map((site) => [`logos/${footerFlagName(site)}.svg`, flagSvg(site)] as const),
  ...FOOTER_ICON_NAMES.map((name) => [`icons/${name}.svg`, iconSvg(name)] as const),
  ...FOOTER_GROUP_ICON_NAMES.map(
    (name) => [`group-icons/${name}.svg`, groupIconSvg(name)] as const,
  ),
]);
