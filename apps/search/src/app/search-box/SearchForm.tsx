import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { SEARCH_PATH, type Site } from '@storefront/contracts';
import { type SuggestedProduct } from '@storefront/search-schemas';
import { useTranslation } from '@storefront/i18n';
import { keywordTarget } from '../../features/keywords';
import {
  useSuggestions,
  productHref,
  SuggestionPanel,
  type SuggestionOption,
} from '../../features/suggestions';
import { trackProductClick } from '../../features/tracking';
import { navigateTo } from './browserNavigation';
import { MAX_QUERY_LENGTH } from '../../shared/constants';
import { normaliseTerm, searchPageUrl, termFromAddress } from '../../shared/searchTerm';
import styles from './SearchBox.module.css';
import { visuallyHidden } from '@storefront/ui';

export type SearchFormVariant = 'overlay' | 'flyout';

export interface SearchFormProps {
  site: Site;
  /** overlay: the header's inline box with a 550 px panel; flyout: inside the phone flyout, no products. */
  variant: SearchFormVariant;
  /**
   * The term of the page's address as the server read it (the box's server data), so the server's
   * HTML and the first browser render show the same value; undefined: the box reads the address
   * itself, after its first render.
   */
  initialTerm?: string;
  autoFocus?: boolean;
  /** Escape while no suggestion panel is open (the flyout closes itself with it). */
  onEscape?: () => void;
}

function toOptions(
  terms: readonly { searchterm: string }[],
  products: readonly SuggestedProduct[],
  typed: string,
): SuggestionOption[] {
  const termOptions: SuggestionOption[] = terms.map((term) => ({
    kind: 'term',
    text: term.searchterm,
  }));
  const productOptions: SuggestionOption[] = products.flatMap((product) => {
    const href = productHref(product, typed);
    return href ? [{ kind: 'product' as const, text: product.title, product, href }] : [];
  });
  return [...termOptions, ...productOptions];
}

/**
 * The search box as a WAI-ARIA 1.2 combobox with a listbox popup: focus stays in the input, the
 * active option is named by aria-activedescendant, Up/Down wrap and copy the option into the input,
 * Enter searches for the text in the box, Escape closes the panel.
 */
export function SearchForm({
  site,
  variant,
  initialTerm,
  autoFocus = false,
  onEscape,
}: SearchFormProps) {
  const { t } = useTranslation('search');
  const inputId = useId();
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialTerm ?? '');
  /** What the shopper typed: drives suggestions and highlighting; Up/Down change only `value`. */
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(site, typed);

  useEffect(() => {
    const box = input.current;
    if (box && box.value !== (initialTerm ?? '')) {
      // Typed into the server's HTML before hydration (nothing the shopper did
      // before hydration is lost): React keeps such text in the input without telling this state,
      // so the box takes it over, with its suggestions if the shopper is still in the box.
      const text = box.value.slice(0, MAX_QUERY_LENGTH);
      setValue(text);
      if (document.activeElement === box) {
        setFocused(true);
        setTyped(normaliseTerm(text));
      }
    } else if (initialTerm === undefined) {
      // The pre-fill (spec section 2, "Search") from the address, read only in the browser and
      // after the first render, which must match the server's HTML.
      setValue(termFromAddress(window.location.search));
    }
  }, [initialTerm]);

  const options = useMemo(
    () =>
      suggestions
        ? toOptions(
            suggestions.searchTerms,
            variant === 'overlay' ? suggestions.products : [],
            typed,
          )
        : [],
    [suggestions, variant, typed],
  );
  const expanded = focused && !dismissed && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function search(raw: string) {
    const term = normaliseTerm(raw);
    if (!term) {
      input.current?.focus();
      return;
    }
    navigateTo(keywordTarget(site, term, window.location.origin) ?? searchPageUrl(term));
  }

  function openProduct(option: Extract<SuggestionOption, { kind: 'product' }>) {
    trackProductClick(option.product.id, typed);
    navigateTo(option.href);
  }

  function choose(option: SuggestionOption) {
    if (option.kind === 'product') return openProduct(option);
    setValue(option.text);
    search(option.text);
  }

  // Enter searches for the text in the box, also after arrowing to a product (spec
  // header-search-cart.md section 4, "Search suggestion panel"); a product opens by click.
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search(value);
  }

  function move(step: 1 | -1) {
    if (options.length === 0) return;
    const from = expanded ? activeIndex : -1;
    const next =
      from < 0
        ? step === 1
          ? 0
          : options.length - 1
        : (from + step + options.length) % options.length;
    setDismissed(false);
    setActive(next);
    setValue(options[next]!.text.slice(0, MAX_QUERY_LENGTH));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setDismissed(true);
        setActive(-1);
      } else {
        onEscape?.();
      }
    }
  }

  return (
    // Without JavaScript the form itself searches: GET /search?query=… (spec section
    // 2). With it, onSubmit takes over (keyword table first, then the same address).
    <form
      role="search"
      method="get"
      action={SEARCH_PATH}
      className={`${styles.form} ${variant === 'flyout' ? styles.inFlyout : ''}`}
      onSubmit={onSubmit}
      data-boundary="search"
      data-variant={variant}
    >
      <label htmlFor={inputId} className={visuallyHidden}>
        {t('label')}
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        name="query"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('placeholder')}
        autoComplete="off"
        autoFocus={autoFocus}
        onChange={(event) => {
          const next = event.target.value.slice(0, MAX_QUERY_LENGTH);
          setValue(next);
          setTyped(normaliseTerm(next));
          setDismissed(false);
          setActive(-1);
        }}
        onFocus={() => {
          setFocused(true);
          // A pre-filled term offers its suggestions once the shopper comes back to the box.
          if (!typed && value) setTyped(normaliseTerm(value));
        }}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.button}>
        {t('submit')}
      </button>
      <SuggestionPanel
        id={listboxId}
        variant={variant}
        hidden={!expanded}
        options={options}
        activeIndex={activeIndex}
        optionId={optionId}
        typed={typed}
        onChoose={choose}
        onProductClick={(option) => trackProductClick(option.product.id, typed)}
      />
      <div role="status" className={visuallyHidden}>
        {expanded ? t('suggestions.count', { count: options.length }) : ''}
      </div>
    </form>
  );
}
