import { cx } from '../../internal/cx';
import {
  chooseDerivative,
  cutoutMinWidth,
  derivativeUrl,
  IMAGE_DERIVATIVES,
  type ImageSize,
} from './images';
import styles from './ResponsiveImage.module.css';

/** One crop of an image for a screen width (the promotion's cutout). */
export interface ImageCutout {
  imagePath: string;
  targetSize: ImageSize;
  /** A breakpoint name (xs … 4xl) or a px number; the cutout applies from that width up. */
  breakpoint?: string;
}

export interface ResponsiveImageProps {
  cutouts: readonly ImageCutout[];
  /** Empty for a decorative image. */
  alt: string;
  derivatives?: readonly ImageSize[];
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A <picture> with one source per cutout breakpoint, each the best derivative of its target size. */
export function ResponsiveImage({
  cutouts,
  alt,
  derivatives = IMAGE_DERIVATIVES,
  loading = 'lazy',
  className,
}: ResponsiveImageProps) {
  if (cutouts.length === 0) return null;
  const ordered = [...cutouts].sort(
    (a, b) => cutoutMinWidth(b.breakpoint) - cutoutMinWidth(a.breakpoint),
  );
  const base = ordered[ordered.length - 1]!;
  const sources = ordered.filter(
    (cutout) => cutout !== base && cutoutMinWidth(cutout.breakpoint) > 0,
  );
  const fallback = chooseDerivative(base.targetSize, derivatives);
  return (
    <picture className={cx(styles.picture, className)}>
      {sources.map((cutout) => (
        <source
          key={`${cutout.breakpoint}-${cutout.imagePath}`}
          media={`(min-width: ${cutoutMinWidth(cutout.breakpoint)}px)`}
          srcSet={derivativeUrl(cutout.imagePath, chooseDerivative(cutout.targetSize, derivatives))}
          width={cutout.targetSize.width}
          height={cutout.targetSize.height}
        />
      ))}
      <img
        className={styles.image}
        src={derivativeUrl(base.imagePath, fallback)}
        alt={alt}
        width={base.targetSize.width}
        height={base.targetSize.height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
