import { BREAKPOINTS } from '@storefront/contracts';

export interface ImageSize {
  width: number;
  height: number;
}

/** A derivative is an exact size the image service renders, or a width alone (height by ratio). */
export type ImageDerivative = ImageSize | { width: number; height?: undefined };

/** Two sizes count as the same shape when their ratios differ by at most 5 percent. */
export const DERIVATIVE_RATIO_TOLERANCE = 0.05;
export const DEFAULT_TEASER_SIZE: ImageSize = { width: 488, height: 287 };
/** Asked for when no derivative has the wanted shape. */
export const FALLBACK_IMAGE_WIDTH = 500;

/** The sizes the image service offers (teasers, banners, squares, 4:3 and their double-density twins). */
export const IMAGE_DERIVATIVES: readonly ImageSize[] = [
  { width: 488, height: 287 },
  { width: 976, height: 574 },
  { width: 400, height: 300 },
  { width: 800, height: 600 },
  { width: 273, height: 273 },
  { width: 546, height: 546 },
  { width: 1440, height: 480 },
  { width: 2880, height: 960 },
];

/** The image-delivery path, with or without a host, that the storefront serves under /img. */
export const IMAGE_DELIVERY_PATH = /^(?:https?:\/\/[^/]+)?\/image-delivery\//;
export const IMAGE_PATH = '/img/';

/** '/image-delivery/x.jpg' or 'https://cdn…/image-delivery/x.jpg' → '/img/x.jpg'; anything else as is. */
export function rewriteImagePath(path: string): string {
  return path.replace(IMAGE_DELIVERY_PATH, IMAGE_PATH);
}

function ratioWithin(a: ImageSize, b: ImageSize): boolean {
  const wanted = b.width / b.height;
  return Math.abs(a.width / a.height - wanted) / wanted <= DERIVATIVE_RATIO_TOLERANCE;
}

/**
 * The derivative for a target size: of those within 5 percent of its ratio, the smallest at least as
 * wide as the target, else the widest; when none has that shape, the fallback width 500.
 */
export function chooseDerivative(
  target: ImageSize = DEFAULT_TEASER_SIZE,
  derivatives: readonly ImageSize[] = IMAGE_DERIVATIVES,
): ImageDerivative {
  if (!(target.width > 0 && target.height > 0)) return { width: FALLBACK_IMAGE_WIDTH };
  const sameShape = derivatives
    .filter((derivative) => ratioWithin(derivative, target))
    .sort((a, b) => a.width - b.width);
  if (sameShape.length === 0) return { width: FALLBACK_IMAGE_WIDTH };
  return (
    sameShape.find((derivative) => derivative.width >= target.width) ??
    sameShape[sameShape.length - 1]!
  );
}

/** The address of one derivative of an image. */
export function derivativeUrl(path: string, derivative: ImageDerivative): string {
  const base = rewriteImagePath(path);
  if (base.startsWith('data:')) return base;
  const separator = base.includes('?') ? '&' : '?';
  return derivative.height === undefined
    ? `${base}${separator}w=${derivative.width}`
    : `${base}${separator}w=${derivative.width}&h=${derivative.height}`;
}

/** The breakpoint a cutout applies from, in px (0 for none or an unknown name). */
export function cutoutMinWidth(breakpoint: string | undefined): number {
  if (!breakpoint) return 0;
  if (/^\d+$/.test(breakpoint)) return Number(breakpoint);
  return (BREAKPOINTS as Record<string, number>)[breakpoint] ?? 0;
}
