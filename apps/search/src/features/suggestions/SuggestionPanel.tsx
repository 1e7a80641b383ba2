import { useId } from 'react';
import type { SuggestedProduct } from '@storefront/search-schemas';
import { useTranslation } from '@storefront/i18n';
import { Highlight } from './Highlight';
import styles from './SuggestionPanel.module.css';

export type SuggestionOption =
  | { kind: 'term'; text: string }
  | { kind: 'product'; text: string; product: SuggestedProduct; href: string };

export interface SuggestionPanelProps {
  id: string;
  variant: 'overlay' | 'flyout';
  hidden: boolean;
  options: readonly SuggestionOption[];
  activeIndex: number;
  optionId: (index: number) => string;
  typed: string;
  onChoose: (option: SuggestionOption) => void;
  onProductClick: (option: Extract<SuggestionOption, { kind: 'product' }>) => void;
}

/**
 * The listbox: search terms, then product tiles, each group labelled. Product options are links
 * (role option, so a screen reader hears one list), opened by click or by Enter in the input.
 */
export function SuggestionPanel({
  id,
  variant,
  hidden,
  options,
  activeIndex,
  optionId,
  typed,
  onChoose,
  onProductClick,
}: SuggestionPanelProps) {
  const { t } = useTranslation('search');
  const termsLabel = useId();
  const productsLabel = useId();
  const indexed = options.map((option, index) => ({ option, index }));
  const terms = indexed.filter((entry) => entry.option.kind === 'term');
  const products = indexed.filter((entry) => entry.option.kind === 'product');
  const className = (index: number) =>
    `${styles.option} ${index === activeIndex ? styles.active : ''}`;

  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('suggestions.label')}
      className={`${styles.panel} ${variant === 'flyout' ? styles.flyout : ''}`}
      hidden={hidden}
      // Keeps focus in the input while the pointer picks an option; the click still happens.
      onMouseDown={(event) => event.preventDefault()}
    >
      {terms.length > 0 && (
        <div role="group" aria-labelledby={termsLabel} className={styles.group}>
          <div role="presentation" id={termsLabel} className={styles.groupLabel}>
            {t('suggestions.terms')}
          </div>
          {terms.map(({ option, index }) => (
            <div
              key={`term-${option.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={className(index)}
              onClick={() => onChoose(option)}
            >
              <span>
                <Highlight text={option.text} term={typed} />
              </span>
            </div>
          ))}
        </div>
      )}
      {products.length > 0 && (
        <div role="group" aria-labelledby={productsLabel} className={styles.group}>
          <div role="presentation" id={productsLabel} className={styles.groupLabel}>
            {t('suggestions.products')}
          </div>
          {products.map(({ option, index }) =>
            option.kind === 'product' ? (
              <a
                key={`product-${option.product.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                href={option.href}
                className={className(index)}
                onClick={() => onProductClick(option)}
              >
                <img
                  className={styles.thumb}
                  src={option.product.imageProductThumb}
                  alt={
                    option.product.imageAltText === option.text ? '' : option.product.imageAltText
                  }
                  width={48}
                  height={48}
                />
                <span>
                  <Highlight text={option.text} term={typed} />
                </span>
              </a>
            ) : null,
          )}
        </div>
      )}
    </div>
  );
}
