/** Drawn stand-ins for the promotion image service: a wide and a small cutout of one motif. */
const MOTIFS: Record<string, { width: number; height: number; background: string }> = {
  'household-wide.svg': { width: 1200, height: 300, background: '#2f6f73' },
  'household-small.svg': { width: 600, height: 300, background: '#2f6f73' },
};

export function promotionImage(name: string): string | undefined {
  const motif = MOTIFS[name];
  if (!motif) return undefined;
  const { width, height, background } = motif;
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/><rect x="${cx - 120}" y="110" width="240" height="120" rx="14" fill="#e9f2f2"/><rect x="${cx - 140}" y="96" width="280" height="20" rx="10" fill="#e9f2f2"/></svg>`;
}
