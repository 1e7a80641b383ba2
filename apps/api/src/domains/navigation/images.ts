/**
 * Navigation and theme-world pictures are stored as relative paths; the browser puts the
 * host-dependent prefix in front. Locally both prefixes point here, so images need no image service.
 */
export const NAVIGATION_IMAGE_PATH = 'navigation';

const COLOURS = ['#6f4e37', '#2f6f73', '#8c3b5e', '#3b5e8c', '#7a6a2f', '#5e3b8c'];

export function navigationImage(name: string): string | undefined {
  if (!/^[a-z0-9-]{1,60}\.svg$/.test(name)) return undefined;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 488 287" width="488" height="287"><rect width="488" height="287" fill="${colour}"/><circle cx="244" cy="143" r="70" fill="#ffffff" opacity="0.35"/></svg>`;
}
