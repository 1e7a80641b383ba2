import { BREAKPOINTS } from '@storefront/contracts';
import {
  PROMOTION_TYPES,
  PromotionContentSchema,
  type PromotionContent,
  type PromotionCutout,
  type PromotionKind,
  type PromotionResponse,
} from '@storefront/navigation-schemas';

export interface PromotionLink {
  url: string;
  text: string;
  boldLink: boolean;
  slot?: string;
}

/** A cutout with the media query it is for; the last one (no breakpoint) is the default. */
export interface PromotionSource extends PromotionCutout {
  media?: string;
}

export interface Promotion {
  headline?: string;
  headlineShort?: string;
  subline?: string;
  image?: { alt: string; sources: PromotionSource[] };
  theme: 'dark' | 'light';
  backgroundColorCode?: string;
  textColor?: string;
  legalText?: string;
  legalTextHint?: string;
  legalTextHintShort?: string;
  voucherCode?: string;
  voucherCodeInstructions?: string;
  ctaButtonText?: string;
  ctaButtonLink?: string;
  /** The voucher-or-button choice: exactly one of them, or neither. */
  show: 'voucher' | 'button' | 'none';
  links: PromotionLink[];
}

export interface LoadedPromotion {
  kind: PromotionKind;
  promotion: Promotion;
}

const KIND_BY_TYPE: Record<string, PromotionKind> = Object.fromEntries(
  Object.entries(PROMOTION_TYPES).map(([kind, type]) => [type, kind as PromotionKind]),
);

/** The kind for a response type; any other type shows nothing. */
export function promotionKind(type: string): PromotionKind | undefined {
  return KIND_BY_TYPE[type];
}

function minWidthQuery(breakpoint: string | undefined): string | undefined {
  if (!breakpoint) return undefined;
  const px = (BREAKPOINTS as Record<string, number>)[breakpoint];
  return px === undefined ? undefined : `(min-width: ${px + 1}px)`;
}

const CSS_COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|rgba?\([\d\s.,%]+\))$/;
const colour = (value: string | undefined) =>
  value && CSS_COLOUR.test(value.trim()) ? value.trim() : undefined;
const text = (value: string | undefined) => (value && value.trim() ? value : undefined);

export function normalisePromotion(content: PromotionContent): Promotion {
  const links: PromotionLink[] = content.links
    ? content.links.map((link) => ({
        url: link.url,
        text: link.text,
        boldLink: Boolean(link.boldLink),
        slot: link.slot,
      }))
    : content.link
      ? [
          {
            url: content.link.url,
            text: content.link.text,
            boldLink: Boolean(content.link.boldLink),
          },
        ]
      : content.linkURL
        ? [{ url: content.linkURL, text: content.linkText ?? '', boldLink: false }]
        : [];
  const cutouts = content.image?.cutouts ?? [];
  // Widest breakpoint first, so the first matching <source> wins; cutouts without one come last.
  const sources: PromotionSource[] = [...cutouts]
    .map((cutout) => ({ ...cutout, media: minWidthQuery(cutout.breakpoint) }))
    .sort(
      (a, b) =>
        (b.media ? ((BREAKPOINTS as Record<string, number>)[b.breakpoint ?? ''] ?? 0) : -1) -
        (a.media ? ((BREAKPOINTS as Record<string, number>)[a.breakpoint ?? ''] ?? 0) : -1),
    );
  const hasVoucher = Boolean(text(content.voucherCode));
  const hasButton = Boolean(text(content.ctaButtonText) && text(content.ctaButtonLink));
  const show: Promotion['show'] =
    content.voucherOrButton === 'BUTTON'
      ? hasButton
        ? 'button'
        : 'none'
      : content.voucherOrButton === 'VOUCHER'
        ? hasVoucher
          ? 'voucher'
          : 'none'
        : hasVoucher
          ? 'voucher'
          : hasButton
            ? 'button'
            : 'none';
  return {
    // The long promotion text overrides the headline.
    headline: text(content.promotionTextLong) ?? text(content.headline),
    headlineShort: text(content.headlineShort),
    subline: text(content.subline),
    image: sources.length > 0 ? { alt: content.image?.alt ?? '', sources } : undefined,
    theme: content.theme ?? 'light',
    backgroundColorCode: colour(content.backgroundColorCode),
    textColor: colour(content.textColor),
    legalText: text(content.legalText),
    legalTextHint: text(content.legalTextHint),
    legalTextHintShort: text(content.legalTextHintShort),
    voucherCode: text(content.voucherCode),
    voucherCodeInstructions: text(content.voucherCodeInstructions),
    ctaButtonText: text(content.ctaButtonText),
    ctaButtonLink: text(content.ctaButtonLink),
    show,
    links: links.filter((link) => link.url && link.text),
  };
}

/** A service answer to what the header shows, or undefined for an unknown type or broken content. */
export function toLoadedPromotion(response: PromotionResponse): LoadedPromotion | undefined {
  const kind = promotionKind(response.type);
  if (!kind) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(response.contentJSON);
  } catch {
    return undefined;
  }
  const content = PromotionContentSchema.safeParse(raw);
  return content.success ? { kind, promotion: normalisePromotion(content.data) } : undefined;
}
