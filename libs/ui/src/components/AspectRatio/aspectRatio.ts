export const NAMED_ASPECT_RATIOS = ['16/9', '4/3', '3/2', '1/1'] as const;
export type NamedAspectRatio = (typeof NAMED_ASPECT_RATIOS)[number];
export type AspectRatioValue = number | NamedAspectRatio;

/** Width divided by height for a positive number or one of 16/9, 4/3, 3/2, 1/1; undefined otherwise. */
export function parseAspectRatio(ratio: unknown): number | undefined {
  if (typeof ratio === 'number') return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
  if (
    typeof ratio !== 'string' ||
    !(NAMED_ASPECT_RATIOS as readonly string[]).includes(ratio.trim())
  )
    return undefined;
  const [width, height] = ratio.trim().split('/').map(Number) as [number, number];
  return width / height;
}
