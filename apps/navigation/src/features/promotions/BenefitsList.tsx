import { trackGaEvent, trackPromotionClick } from '../../shared/tracking';
import styles from './promotions.module.css';

export const MAX_BENEFITS = 4;

export interface BenefitLink {
  url: string;
  text: string;
  slot?: string;
  boldLink?: boolean;
}

/** The benefits strip: at most four tracked links. */
export function BenefitsList({ links, label }: { links: readonly BenefitLink[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.benefits}>
      <ul>
        {links.slice(0, MAX_BENEFITS).map((link) => (
          <li key={`${link.slot ?? ''}${link.url}`}>
            <a
              href={link.url}
              className={link.boldLink ? styles.bold : undefined}
              onClick={() => {
                trackGaEvent('promotion', 'click', link.slot ?? link.url);
                trackPromotionClick('internal_link', link.url);
              }}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
