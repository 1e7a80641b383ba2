import type { ReactNode } from 'react';
import styles from './ProductTile.module.css';

export interface ProductTileProps {
  title: string;
  href: string;
  imageUrl: string;
  /** Already formatted in the site's currency. */
  price: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

export function ProductTile({
  title,
  href,
  imageUrl,
  price,
  headingLevel = 3,
  children,
}: ProductTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.tile}>
      <img className={styles.image} src={imageUrl} alt="" width={280} height={280} loading="lazy" />
      <Heading className={styles.title}>
        <a href={href}>{title}</a>
      </Heading>
      <p className={styles.price}>{price}</p>
      {children}
    </article>
  );
}
