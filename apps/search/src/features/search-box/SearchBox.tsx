import { useId, useRef, useState, type FormEvent } from 'react';
import { SEARCH_PATH, type RemoteProps } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import styles from './SearchBox.module.css';

export const MAX_QUERY_LENGTH = 200;

function initialQuery(): string {
  return new URLSearchParams(window.location.search).get('query')?.slice(0, MAX_QUERY_LENGTH) ?? '';
}

export function SearchBox(_props: RemoteProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = query.trim();
    if (!term) {
      input.current?.focus();
      return;
    }
    window.location.assign(`${SEARCH_PATH}?query=${encodeURIComponent(term)}`);
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit} data-boundary="search">
      <label htmlFor={id} className={styles.label}>
        {t('label')}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="search"
        name="query"
        value={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('placeholder')}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        {t('submit')}
      </button>
    </form>
  );
}
