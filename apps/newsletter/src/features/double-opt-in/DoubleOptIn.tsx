import { useEffect, useRef, useState, type ReactNode } from 'react';
import { type Site } from '@storefront/contracts';
import { isHttpError } from '@storefront/platform';
import { useTranslation } from '@storefront/i18n';
import { Notification } from '@storefront/ui';
import { confirmSubscription, tokenFromLocation } from './doubleOptInApi';
import { DISCOUNT_PERCENT, TECHNICAL_ERROR } from '../../shared/constants';
import styles from './DoubleOptIn.module.css';

export type ConfirmationStatus = 'confirming' | 'confirmed' | 'invalid' | 'error';

/** An unknown, expired or malformed token means the link is no longer valid; anything else is technical. */
export function statusOfFailure(error: unknown): ConfirmationStatus {
  return isHttpError(error) &&
    error.kind === 'status' &&
    (error.status === 404 || error.status === 400)
    ? 'invalid'
    : 'error';
}

export interface DoubleOptInProps {
  site: Site;
  /**
   * Whether the page's address carries a well-formed token, as the server saw it; the
   * server and the first browser render show the pending state for a token and the sign-up for none.
   * Unknown (rendered in the browser only): the pending state until the address was read.
   */
  hasToken?: boolean;
  /** The page's query, read after mounting, never while rendering (window.location.search by default). */
  readSearch?: () => string;
  /** What follows an invalid link: the sign-up form with the invalid-link notice. */
  renderSignUp: () => ReactNode;
}

/** The page the e-mail link opens: confirms the subscription by token and says how it went. */
export function DoubleOptIn({
  site,
  hasToken,
  readSearch = () => window.location.search,
  renderSignUp,
}: DoubleOptInProps) {
  const { t } = useTranslation('newsletter');
  const [status, setStatus] = useState<ConfirmationStatus>(
    hasToken === false ? 'invalid' : 'confirming',
  );
  const readSearchRef = useRef(readSearch);

  // The PUT confirms in the browser only: the server's GET of this page changes nothing.
  useEffect(() => {
    const token = tokenFromLocation(readSearchRef.current());
    if (!token) {
      setStatus('invalid');
      return;
    }
    const controller = new AbortController();
    confirmSubscription(site, token, controller.signal).then(
      () => setStatus('confirmed'),
      (error: unknown) => {
        if (!controller.signal.aborted) setStatus(statusOfFailure(error));
      },
    );
    return () => controller.abort();
  }, [site]);

  if (status === 'invalid') return <>{renderSignUp()}</>;
  return (
    <section
      className={styles.confirm}
      aria-labelledby="newsletter-confirm-heading"
      data-boundary="newsletter"
    >
      <h1 id="newsletter-confirm-heading">{t('confirm.heading')}</h1>
      {status === 'confirming' && <p role="status">{t('confirm.loading')}</p>}
      {status === 'confirmed' && (
        <Notification kind="success">
          <h2 className={styles.title}>{t('confirm.success.title')}</h2>
          <p>{t('confirm.success.text', { percent: DISCOUNT_PERCENT })}</p>
          <a href="/">{t('confirm.continue')}</a>
        </Notification>
      )}
      {status === 'error' && (
        // German on every site (spec 8; docs/spec-conformance.md, NFPL-8-2).
        <Notification kind="error">
          <span lang={TECHNICAL_ERROR.lang}>{TECHNICAL_ERROR.text}</span>
        </Notification>
      )}
    </section>
  );
}
