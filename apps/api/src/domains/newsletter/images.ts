import { NEWSLETTER_IMAGE_SIZES } from '@storefront/newsletter-schemas';

/**
 * Stand-ins for the sign-up pictures (newsletter_image_{size}.jpg): drawn as SVG so the page has an
 * image without an image service. Served as image/svg+xml whatever the name says.
 */
export function newsletterImage(file: string): string | undefined {
  const match = /^newsletter_image_(\d+)x(\d+)\.jpg$/.exec(file);
  if (
    !match ||
    !(Object.values(NEWSLETTER_IMAGE_SIZES) as string[]).includes(`${match[1]}x${match[2]}`)
  )
    return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const cx = width / 2;
  const cy = height / 2 + 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true"><rect width="${width}" height="${height}" fill="#e8dccb"/><rect x="${cx - 70}" y="${cy - 60}" width="140" height="100" rx="8" fill="#fff" stroke="#6f4e37" stroke-width="6"/><path d="M${cx - 70} ${cy - 56}l70 52 70-52" fill="none" stroke="#6f4e37" stroke-width="6"/><path d="M${cx - 20} ${cy - 95}c-10-15 10-20 0-35M${cx} ${cy - 95}c-10-15 10-20 0-35M${cx + 20} ${cy - 95}c-10-15 10-20 0-35" fill="none" stroke="#6f4e37" stroke-width="5" stroke-linecap="round"/></svg>`;
}
