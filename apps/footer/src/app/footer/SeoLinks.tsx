import { useId } from 'react';
import type { FooterContent } from '@storefront/footer-schemas';
import { ExpansionPanel } from '@storefront/ui';
import { FooterLink } from './FooterLink';
import type { GroupLayout } from './TeaserGroups';
import styles from './Footer.module.css';

type Seo = NonNullable<FooterContent['seo']>;

function SeoColumns({ seo }: { seo: Seo }) {
  return (
    <div className={styles.columns}>
      {seo.columns.map((column, index) => (
        <ul key={index} className={styles.linkList}>
          {column.map((link) => (
            <li key={`${link.url}-${link.text}`}>
              <FooterLink url={link.url}>{link.text}</FooterLink>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/** The search-engine link group (popular categories): accordion on phones, columns otherwise. */
export function SeoLinks({ seo, layout }: { seo: Seo; layout: GroupLayout }) {
  const headingId = useId();
  if (layout === 'accordion') {
    return (
      <div className={styles.accordion}>
        <ExpansionPanel title={seo.heading}>
          <SeoColumns seo={seo} />
        </ExpansionPanel>
      </div>
    );
  }
  return (
    <section className={styles.seo} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupHeading}>
        {seo.heading}
      </h3>
      <SeoColumns seo={seo} />
    </section>
  );
}
