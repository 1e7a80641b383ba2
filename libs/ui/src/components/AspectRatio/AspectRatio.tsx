import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { parseAspectRatio, type AspectRatioValue } from './aspectRatio';
import styles from './AspectRatio.module.css';

export interface AspectRatioProps {
  ratio: AspectRatioValue;
  children?: ReactNode;
  className?: string;
}

const NAMED_CLASSES: Record<string, string | undefined> = {
  '16/9': styles.r16x9,
  '4/3': styles.r4x3,
  '3/2': styles.r3x2,
  '1/1': styles.r1x1,
};

/** A box of a fixed width-to-height ratio; its child (an image, a video) fills it. */
export function AspectRatio({ ratio, children, className }: AspectRatioProps) {
  const named = typeof ratio === 'string' ? NAMED_CLASSES[ratio] : undefined;
  // An unknown ratio falls back to 16/9 rather than collapsing the box to zero height.
  const value = parseAspectRatio(ratio) ?? 16 / 9;
  return (
    // A free number needs a value only known at run time: set through the CSSOM, which CSP allows.
    <div
      className={cx(
        styles.box,
        named ?? (parseAspectRatio(ratio) === undefined && styles.r16x9),
        className,
      )}
      style={named ? undefined : { aspectRatio: String(value) }}
      data-ratio={value.toFixed(4)}
    >
      {children}
    </div>
  );
}
