import type { ThemeWorld } from '@storefront/navigation-schemas';

/** The default teaser image (spec header-search-cart 9): what the card's picture is cut to. */
export const DEFAULT_TEASER_IMAGE = { width: 488, height: 287 } as const;
/** A derivative whose shape is within this share of the teaser's is used at its own size (spec 9). */
export const IMAGE_DERIVATIVE_TOLERANCE = 0.05;
/** The focus point is placed to a tenth of the picture; the page's CSS has a rule for each step. */
const FOCUS_STEPS = 10;
/** The zoom to a tenth, from 1 (the whole picture) to 2; the page's CSS has a rule for each step. */
const ZOOM_STEP = 0.1;
const ZOOM_MOST = 2;

/** How a theme world's card cuts its picture: its size, and the focus and zoom as CSS steps. */
export interface ThemeWorldCrop {
  width: number;
  height: number;
  /** Percent of the picture's width and height, in tens (0–100): the crop's centre. */
  focusX: number;
  focusY: number;
  /** The zoom in tenths (10 = 1×, 20 = 2×). */
  zoom: number;
}

const DERIVATIVE = /^(\d{1,4})x(\d{1,4})$/;
const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, Number.isFinite(value) ? value : low));

/**
 * HSC-3.5-3: the theme world's desktop image decides the crop (spec header-search-cart 3,
 * "Theme-world": desktopImg, an image derivative and a cutout with focusPoint and zoom). The card
 * shows the derivative's size when its shape is within IMAGE_DERIVATIVE_TOLERANCE of the default
 * teaser image's, else the default's; the cutout's focus point stays in view and its zoom
 * enlarges around it. Without one, the picture is shown whole at the default size.
 */
export function themeWorldCrop(world: Pick<ThemeWorld, 'desktopImg'>): ThemeWorldCrop {
  const image = world.desktopImg;
  const [, width, height] = DERIVATIVE.exec(image?.derivative ?? '') ?? [];
  const derivative =
    width && height && Number(width) > 0 && Number(height) > 0
      ? { width: Number(width), height: Number(height) }
      : undefined;
  const teaserShape = DEFAULT_TEASER_IMAGE.width / DEFAULT_TEASER_IMAGE.height;
  const fits =
    derivative &&
    Math.abs(derivative.width / derivative.height / teaserShape - 1) <= IMAGE_DERIVATIVE_TOLERANCE;
  const size = fits ? derivative : DEFAULT_TEASER_IMAGE;
  const focus = image?.cutout.focusPoint ?? { x: 0.5, y: 0.5 };
  const zoom = clamp(image?.cutout.zoom ?? 1, 1, ZOOM_MOST);
  return {
    width: size.width,
    height: size.height,
    focusX: Math.round(clamp(focus.x, 0, 1) * FOCUS_STEPS) * (100 / FOCUS_STEPS),
    focusY: Math.round(clamp(focus.y, 0, 1) * FOCUS_STEPS) * (100 / FOCUS_STEPS),
    zoom: Math.round(zoom / ZOOM_STEP),
  };
}
