import { z, SITE_CONFIG, isSite, toSite, type Site } from '@storefront/contracts';
import { HrefSchema } from '@storefront/platform';

/** The promotion id under which each site's footer content is stored (spec 7.2). */
export const SHOP_FOOTER_PROMOTION_ID = 'SHOP_FOOTER';
/** The promotion type the footer content is stored with. */
export const SHOP_FOOTER_PROMOTION_TYPE = 'ApiShopFooter';

/** Every footer image (logos, flags, icons) is served under this path by the footer API domain. */
export const FOOTER_IMAGES_PATH = '/service/footer-images';

/**
 * The fixed list of logo sources editors may use (card brands, carriers, trust marks, country
 * specific ones). Each maps to `${FOOTER_IMAGES_PATH}/logos/<source>.svg`.
 */
export const FOOTER_LOGO_SOURCES = [
  // payment
  'MASTERCARD',
  'VISA',
  'PAYPAL',
  'AMEX',
  'TROY',
  'MAESTRO',
  'KLARNA',
  'INVOICE',
  'TWINT',
  'POSTFINANCE',
  'PRZELEWY24',
  'BLIK',
  'APPLE_PAY',
  'GOOGLE_PAY',
  // delivery
  'DHL',
  'HERMES',
  'POST_AT',
  'POST_CH',
  'PPL',
  'CESKA_POSTA',
  'MAGYAR_POSTA',
  'INPOST',
  'POCZTA_POLSKA',
  'SPS',
  'YURTICI',
  'ARAS',
  'MNG',
  'PTT',
  // trust marks
  'TRUSTED_SHOPS',
  'EHI',
  'SAFE_SHOP',
  'HEUREKA',
  'ETBIS',
] as const;
export type FooterLogoSource = (typeof FOOTER_LOGO_SOURCES)[number];

export function isFooterLogoSource(value: unknown): value is FooterLogoSource {
  return typeof value === 'string' && (FOOTER_LOGO_SOURCES as readonly string[]).includes(value);
}

/** The image path of a logo source; undefined for a source the footer does not know. */
export function footerLogoPath(source: string): string | undefined {
  return isFooterLogoSource(source) ? `${FOOTER_IMAGES_PATH}/logos/${source}.svg` : undefined;
}

/** Social-media and app icons. */
export const FOOTER_ICON_NAMES = [
  'FACEBOOK',
  'INSTAGRAM',
  'YOUTUBE',
  'PINTEREST',
  'TIKTOK',
  'APP_STORE',
  'GOOGLE_PLAY',
] as const;
export type FooterIconName = (typeof FOOTER_ICON_NAMES)[number];

export function isFooterIconName(value: unknown): value is FooterIconName {
  return typeof value === 'string' && (FOOTER_ICON_NAMES as readonly string[]).includes(value);
}

export function footerIconPath(name: FooterIconName): string {
  return `${FOOTER_IMAGES_PATH}/icons/${name}.svg`;
}

/**
 * The icons editors give a teaser group's heading (spec 3.2: heading with iconName). Each is drawn
 * under `${FOOTER_IMAGES_PATH}/group-icons/<name>.svg`; an unknown name shows no icon.
 */
export const FOOTER_GROUP_ICON_NAMES = [
  'payment',
  'delivery',
  'returns',
  'help',
  'store',
  'card',
  'company',
  'services',
] as const;
export type FooterGroupIconName = (typeof FOOTER_GROUP_ICON_NAMES)[number];

export function footerGroupIconPath(name: string): string | undefined {
  return (FOOTER_GROUP_ICON_NAMES as readonly string[]).includes(name)
    ? `${FOOTER_IMAGES_PATH}/group-icons/${name}.svg`
    : undefined;
}

/** The flag of a country-selector entry: `flag_<site>` under the logos path (CH_FR has its own file). */
export function footerFlagName(site: Site): string {
  return `flag_${site}`;
}

export function footerFlagPath(site: Site): string {
  return `${FOOTER_IMAGES_PATH}/logos/${footerFlagName(site)}.svg`;
}

/**
 * Caps on the footer's CMS text and lists: the footer renders on the server for
 * every page, so no text may be longer than an editor's could be; content over a cap is refused
 * as a whole (the footer shows without it), as any other malformed content.
 */
export const FOOTER_TEXT_MAX_LENGTH = 1_000;
export const FOOTER_LIST_MAX_LENGTH = 200;
const footerText = () => z.string().check(z.maxLength(FOOTER_TEXT_MAX_LENGTH));

const LinkSchema = z.object({ text: footerText(), url: HrefSchema });
export type FooterLink = z.infer<typeof LinkSchema>;

const TeaserLinkSchema = z.object({
  text: footerText(),
  url: HrefSchema,
  /** Shown only on mobile clients (any platform but CLASSIC). */
  hideInClassic: z.optional(z.boolean()),
});
export type FooterTeaserLink = z.infer<typeof TeaserLinkSchema>;

const FooterImageSchema = z.object({ label: footerText(), source: footerText() });
export type FooterImage = z.infer<typeof FooterImageSchema>;

const TeaserGroupSchema = z.object({
  heading: z.object({
    text: footerText(),
    iconName: z.optional(footerText()),
    link: z.optional(LinkSchema),
  }),
  /** Dropped from the reduced footer (checkout, app visitors). */
  hideGroupInCheckout: z.optional(z.boolean()),
  introductoryText: z.optional(footerText()),
  links: z.array(TeaserLinkSchema).check(z.maxLength(FOOTER_LIST_MAX_LENGTH)),
  /** Payment and delivery logos; shown in the icon strip above the teasers. */
  images: z.optional(z.array(FooterImageSchema).check(z.maxLength(FOOTER_LIST_MAX_LENGTH))),
});
export type FooterTeaserGroup = z.infer<typeof TeaserGroupSchema>;

const LegalLinkSchema = z.object({
  text: footerText(),
  url: HrefSchema,
  /** This link opens the cookie-consent settings dialog instead of navigating. */
  opensConsentSettings: z.optional(z.boolean()),
});
export type FooterLegalLink = z.infer<typeof LegalLinkSchema>;

const QualityLogoSchema = z.object({
  link: HrefSchema,
  image: z.object({
    label: footerText(),
    source: footerText(),
    width: z.number(),
    height: z.number(),
  }),
});
export type FooterQualityLogo = z.infer<typeof QualityLogoSchema>;

/** The parsed contentJSON of the SHOP_FOOTER promotion (spec 3.2). */
export const FooterContentSchema = z.object({
  headline: z.optional(footerText()),
  teaser: z.object({
    groups: z.array(TeaserGroupSchema).check(z.maxLength(FOOTER_LIST_MAX_LENGTH)),
  }),
  seo: z.optional(
    z.object({
      heading: footerText(),
      columns: z
        .array(z.array(LinkSchema).check(z.maxLength(FOOTER_LIST_MAX_LENGTH)))
        .check(z.maxLength(FOOTER_LIST_MAX_LENGTH)),
    }),
  ),
  socialMedia: z.optional(
    z.object({
      heading: footerText(),
      icons: z
        .array(z.object({ iconName: footerText(), link: HrefSchema }))
        .check(z.maxLength(FOOTER_LIST_MAX_LENGTH)),
    }),
  ),
  appReferences: z.optional(
    z.object({
      heading: footerText(),
      ios: z.optional(z.object({ link: HrefSchema })),
      android: z.optional(z.object({ link: HrefSchema })),
    }),
  ),
  legalLinks: z.optional(z.array(LegalLinkSchema).check(z.maxLength(FOOTER_LIST_MAX_LENGTH))),
  viewChanger: z.optional(z.object({ toMobile: footerText(), toDesktop: footerText() })),
  qualityLogos: z.optional(
    z.object({ logos: z.array(QualityLogoSchema).check(z.maxLength(FOOTER_LIST_MAX_LENGTH)) }),
  ),
  salesTax: z.optional(
    z.object({
      textBeforeLink: footerText(),
      link: LinkSchema,
      textAfterLink: z.optional(footerText()),
    }),
  ),
  international: z.optional(
    z.object({
      items: z
        .array(z.object({ code: footerText(), label: footerText(), href: HrefSchema }))
        .check(z.maxLength(FOOTER_LIST_MAX_LENGTH)),
    }),
  ),
});
export type FooterContent = z.infer<typeof FooterContentSchema>;

/**
 * Every site's public origin as the API is configured (PUBLIC_ORIGIN_<SITE>, or the local
 * `*.localhost` address): the country selector's links when the footer renders on the server
 *, which must never build them from a request's Host header (a forged Host would put
 * another host into a page a CDN may cache).
 */
export const FOOTER_SITE_ORIGINS_PATH = '/service/footer/site-origins';

/** One entry of the country and language selector. */
export interface CountrySwitcherEntry {
  code: Site;
  label: string;
  href: string;
  flag: string;
  flagName: string;
  selected: boolean;
}

/**
 * The selector's order as the spec lists the switcher codes (3.2): PL before CZ, unlike SITES. A
 * shopper scanning the list meets the countries in the order the business presents them.
 */
export const COUNTRY_SWITCHER_ORDER: readonly Site[] = [
  'DE',
  'AT',
  'CH',
  'CH_FR',
  'PL',
  'CZ',
  'HU',
  'SK',
  'TR',
];

/** The editors' country list (spec 3.2 `international`: items with code, label, href). */
export interface InternationalItem {
  code: string;
  label: string;
  href: string;
}

/**
 * The selector entries, the current site selected; an unknown current country counts as DE (spec
 * 3.2). The editors' `international` list decides the entries, their order, labels and addresses;
 * items whose code is none of the nine sites are left out (no flag, no language to mark). Only
 * without such a list (none, or none usable) the nine sites in the spec's order with their origins
 * stand in — the fallback spec 3.2 allows. `origin(site)` gives a site's address (locally its
 * *.localhost host, see `siteOrigin`).
 */
export function countrySwitcherEntries(
  current: unknown,
  origin: (site: Site) => string,
  international?: readonly InternationalItem[],
): CountrySwitcherEntry[] {
  const selected = toSite(current);
  const entry = (code: Site, label: string, href: string): CountrySwitcherEntry => ({
    code,
    label,
    href,
    flag: footerFlagPath(code),
    flagName: footerFlagName(code),
    selected: code === selected,
  });
  const seen = new Set<Site>();
  const editors: CountrySwitcherEntry[] = [];
  for (const item of international ?? []) {
    if (!isSite(item.code) || seen.has(item.code)) continue;
    seen.add(item.code);
    editors.push(entry(item.code, item.label, item.href));
  }
  if (editors.length > 0) return editors;
  return COUNTRY_SWITCHER_ORDER.map((code) =>
    entry(code, SITE_CONFIG[code].label, `${origin(code)}/`),
  );
}

/** Whether the editors' list can stand alone: it has an entry for one of the nine sites. */
export function hasUsableInternationalList(international?: readonly InternationalItem[]): boolean {
  return (international ?? []).some((item) => isSite(item.code));
}
