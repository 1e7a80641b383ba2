import { footerLogoPath } from '@storefront/footer-schemas';
import styles from './Footer.module.css';

export interface FooterLogoProps {
  source: string;
  label: string;
  width?: number;
  height?: number;
}

/** The image of a known logo source; an unknown source is logged and shows nothing. */
export function logoImagePath(source: string): string | undefined {
  const path = footerLogoPath(source);
  if (!path) console.error(`Unknown footer logo source "${source}"; the logo is left out.`);
  return path;
}

export function FooterLogo({ source, label, width = 60, height = 36 }: FooterLogoProps) {
  const path = logoImagePath(source);
  if (!path) return null;
  return (
    <img
      className={styles.logo}
      src={path}
      alt={label}
      width={width}
      height={height}
      loading="lazy"
    />
  );
}
