import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_PATH, type Site } from '@storefront/contracts';
import {
  NEWSLETTER_NAME_MAX_LENGTH,
  NEWSLETTER_SUBSCRIPTION_FORM_FIELDS,
  NEWSLETTER_SUBSCRIPTION_FORM_PATH,
  SUBSCRIPTION_ANCHOR,
  SUBSCRIPTION_FORM_ACTIONS,
  type NewsletterSalutation,
} from '@storefront/newsletter-schemas';
import { Trans, useTranslation } from '@storefront/i18n';
import {
  Button,
  Checkbox,
  Notification,
  SalutationSelect,
  TextField,
  visuallyHidden,
} from '@storefront/ui';
import { SIGN_UP_SALUTATION_ORDER, TECHNICAL_ERROR, legalLinks } from '../../shared/constants';
import { asksForDne, type ChangeableField } from './subscriptionModel';
import { useSubscription, type SubscriptionStart } from './useSubscription';
import styles from './SubscriptionPage.module.css';

export interface SubscriptionPageProps {
  site: Site;
  /** What the server read for this page; without it the page asks in the browser. */
  start?: SubscriptionStart;
  readSearch?: () => string;
}

/**
 * The subscriber's own page (spec 1: "update the subscription through a subscriber token"; 4.1, 7.1),
 * opened from the link in the newsletter mails: the subscription as the service
 * has it, a form to change salutation, names and the DNE consent, and one to end it. Both are real
 * forms: without JavaScript they post to the API, which answers back to this page with the outcome;
 * with JavaScript the page calls the service's PUT itself.
 */
export function SubscriptionPage({ site, start, readSearch }: SubscriptionPageProps) {
  const { t } = useTranslation('newsletter');
  const ids = { heading: useId(), change: useId(), end: useId() };
  const { state, token, change, focus, blur, save, unsubscribe } = useSubscription({
    site,
    ...(start ? { start } : {}),
    ...(readSearch ? { readSearch } : {}),
  });
  const [checkFailed, setCheckFailed] = useState(false);
  const { subscriber, values } = state;
  const error = (field: ChangeableField) => {
    const key = state.errors[field];
    return key ? t(key, { max: NEWSLETTER_NAME_MAX_LENGTH }) : undefined;
  };
  const links = legalLinks(site);
  const consentLinks = {
    marketing: links.personalMarketingConsent ? (
      <a href={links.personalMarketingConsent} />
    ) : (
      <span />
    ),
  };
  const required = { salutation: site === 'HU', names: site === 'HU' || site === 'TR' };
  const ended = subscriber?.status === 'UNSUBSCRIBED';
  const hidden = (
    <>
      <input type="hidden" name={NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.token} value={token ?? ''} />
      <input type="hidden" name={NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.site} value={site} />
    </>
  );

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCheckFailed(!(await save()));
  }
  async function onUnsubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await unsubscribe();
  }
  const signUpAgain = (
    <p>
      <a href={NEWSLETTER_PATH}>{t('subscription.signUpAgain')}</a>
    </p>
  );

  return (
    <section
      id={SUBSCRIPTION_ANCHOR}
      className={styles.subscription}
      aria-labelledby={ids.heading}
      data-boundary="newsletter"
    >
      <h1 id={ids.heading}>{t('subscription.heading')}</h1>
      {state.phase === 'loading' && <p role="status">{t('subscription.loading')}</p>}
      {state.phase === 'invalid' && (
        <>
          {/* The spec's invalid-link message (spec 8): an unknown, expired or malformed token. */}
          <Notification kind="warning">{t('doiInvalid')}</Notification>
          {signUpAgain}
        </>
      )}
      {state.phase === 'error' && (
        // German on every site (spec 8; docs/spec-conformance.md, NFPL-8-2).
        <Notification kind="error">
          <span lang={TECHNICAL_ERROR.lang}>{TECHNICAL_ERROR.text}</span>
        </Notification>
      )}
      {state.phase === 'ready' && subscriber && (
        <>
          <div key={state.noticeKey} className={styles.notice}>
            {state.notice === 'saved' && (
              <Notification kind="success">{t('subscription.saved')}</Notification>
            )}
            {state.notice === 'technicalError' && (
              <Notification kind="error">
                <span lang={TECHNICAL_ERROR.lang}>{TECHNICAL_ERROR.text}</span>
              </Notification>
            )}
          </div>
          <h2 className={styles.title}>{t('subscription.details')}</h2>
          <dl className={styles.details}>
            <dt>{t('field.email')}</dt>
            <dd>{subscriber.email}</dd>
            <dt>{t('subscription.status')}</dt>
            <dd>{t(`subscription.status.${subscriber.status}`)}</dd>
          </dl>
          {ended ? (
            <>
              <Notification kind={state.notice === 'ended' ? 'success' : 'info'}>
                <h2 className={styles.title}>{t('subscription.ended.title')}</h2>
                <p>{t('subscription.ended.text')}</p>
              </Notification>
              {signUpAgain}
            </>
          ) : (
            <>
              <section aria-labelledby={ids.change} className={styles.part}>
                <h2 id={ids.change}>{t('subscription.change.heading')}</h2>
                <form
                  method="post"
                  action={NEWSLETTER_SUBSCRIPTION_FORM_PATH}
                  noValidate
                  aria-labelledby={ids.change}
                  onSubmit={onSave}
                  className={styles.form}
                >
                  {hidden}
                  <input
                    type="hidden"
                    name={NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.action}
                    value={SUBSCRIPTION_FORM_ACTIONS.save}
                  />
                  <div onFocus={() => focus('salutation')}>
                    <SalutationSelect
                      label={t('field.salutation')}
                      name={NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.salutation}
                      salutations={SIGN_UP_SALUTATION_ORDER}
                      value={values.salutation}
                      required={required.salutation}
                      error={error('salutation')}
                      disabled={state.sending !== undefined}
                      onChange={(salutation) =>
                        change({ salutation: salutation as '' | NewsletterSalutation })
                      }
                      onBlur={() => blur('salutation')}
                    />
                  </div>
                  {(['firstName', 'lastName'] as const).map((field) => (
                    <TextField
                      key={field}
                      label={t(`field.${field}`)}
                      name={NEWSLETTER_SUBSCRIPTION_FORM_FIELDS[field]}
                      autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                      required={required.names}
                      maxLength={NEWSLETTER_NAME_MAX_LENGTH}
                      value={values[field]}
                      error={error(field)}
                      disabled={state.sending !== undefined}
                      onChange={(value) => change({ [field]: value })}
                      onFocus={() => focus(field)}
                      onBlur={() => blur(field)}
                    />
                  ))}
                  {asksForDne(site) && (
                    <Checkbox
                      name={NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.consents}
                      value="DNE"
                      label={<Trans t={t} i18nKey="dne.label" components={consentLinks} />}
                      checked={values.dne}
                      disabled={state.sending !== undefined}
                      onChange={(dne) => change({ dne })}
                    />
                  )}
                  <p role="status" className={visuallyHidden}>
                    {checkFailed && Object.keys(state.errors).length > 0 ? t('form.invalid') : ''}
                  </p>
                  <Button type="submit" state={state.sending === 'save' ? 'loading' : 'none'}>
                    {t('subscription.save')}
                  </Button>
                </form>
              </section>
              <section aria-labelledby={ids.end} className={styles.part}>
                <h2 id={ids.end}>{t('subscription.end.heading')}</h2>
                <p>{t('subscription.end.text')}</p>
                <form
                  method="post"
                  action={NEWSLETTER_SUBSCRIPTION_FORM_PATH}
                  aria-labelledby={ids.end}
                  onSubmit={onUnsubscribe}
                >
                  {hidden}
                  <input
                    type="hidden"
                    name={NEWSLETTER_SUBSCRIPTION_FORM_FIELDS.action}
                    value={SUBSCRIPTION_FORM_ACTIONS.unsubscribe}
                  />
                  <Button
                    type="submit"
                    variant="secondary"
                    state={state.sending === 'unsubscribe' ? 'loading' : 'none'}
                  >
                    {t('subscription.end.submit')}
                  </Button>
                </form>
              </section>
            </>
          )}
        </>
      )}
    </section>
  );
}
