/** Simple drawn product pictures, one per category, so pages show images without an image service. */
const PICTURES: Record<string, { background: string; shape: string }> = {
  coffee: {
    background: '#6f4e37',
    shape:
      '<path d="M90 110h100v50a40 40 0 0 1-40 40h-20a40 40 0 0 1-40-40z" fill="#f5efe6"/><path d="M190 125h15a15 15 0 0 1 0 30h-15" fill="none" stroke="#f5efe6" stroke-width="8"/>',
  },
  household: {
    background: '#2f6f73',
    shape:
      '<rect x="80" y="110" width="120" height="80" rx="10" fill="#e9f2f2"/><rect x="70" y="100" width="140" height="14" rx="7" fill="#e9f2f2"/>',
  },
  clothing: {
    background: '#8c3b5e',
    shape:
      '<path d="M110 90l-40 25 15 25 15-8v78h80v-78l15 8 15-25-40-25c-5 12-15 18-30 18s-25-6-30-18z" fill="#f7e9ef"/>',
  },
};

export function categoryImage(category: string): string | undefined {
  const picture = PICTURES[category];
  if (!picture) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 280" width="280" height="280" role="img" aria-hidden="true"><rect width="280" height="280" fill="${picture.background}"/>${picture.shape}</svg>`;
}
