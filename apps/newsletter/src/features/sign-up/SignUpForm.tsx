import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { type Locale, type Site } from '@storefront/contracts';
import {
  NEWSLETTER_DEFAULT_ORIGIN,
  NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
  NEWSLETTER_EMAIL_MAX_LENGTH,
  NEWSLETTER_FORM_ANCHOR,
  NEWSLETTER_FORM_FIELDS,
  NEWSLETTER_FORM_PATH,
  NEWSLETTER_IMAGE_SIZES,
  NEWSLETTER_NAME_MAX_LENGTH,
  newsletterImagePath,
  type NewsletterFormOutcome,
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
import {
  DISCOUNT_PERCENT,
  IMAGE_BREAKPOINTS,
  SIGN_UP_SALUTATION_ORDER,
  TECHNICAL_ERROR,
  TRAP_FIELD_NAME,
  legalLinks,
  minimumAge,
} from '../../shared/constants';
import { displayOf, fullFormVisible, isFieldDisabled, visibleFields } from './signUpModel';
import { useSignUp } from './useSignUp';
import { outcomeOfQuery, returnPathOf } from './signUpServerData';
import styles from './SignUpForm.module.css';

export interface SignUpFormProps {
  site: Site;
  locale: Locale;
  /** Analytics page name (the page type). */
  pageName: string;
  /** 1 on the newsletter page, 2 where the block sits in another page. */
  headingLevel?: 1 | 2;
  /** Optional parts (spec 2.1); the title defaults to the teaser title. */
  title?: string;
  showImage?: boolean;
  /** Where the desktop (400x300) and tablet (273x273) images come from; the service's by default. */
  imageSources?: SignUpImageSources;
  imageAlt?: string;
  showDiscountText?: boolean;
  showVoucherText?: boolean;
  showFootnote?: boolean;
  scrollToSuccess?: boolean;
  /** The external "already subscribed" flag: shows the success message instead of the form. */
  alreadySubscribed?: boolean;
  /** Shows the invalid double-opt-in link notice on load. */
  invalidLinkNotice?: boolean;
  usePrivateApi?: boolean;
  origin?: string;
  originAddition?: string;
  prefill?: boolean;
  /**
   * The plain form post's page and outcome as the server saw them: the same on the server
   * and the first browser render. Without it (rendered in the browser only) the form reads both from
   * the address after mounting.
   */
  formPost?: { returnTo: string; outcome?: NewsletterFormOutcome };
}

export interface SignUpImageSources {
  desktop: string;
  tablet: string;
}

const DEFAULT_IMAGE_SOURCES: SignUpImageSources = {
  desktop: newsletterImagePath(NEWSLETTER_IMAGE_SIZES.desktop),
  tablet: newsletterImagePath(NEWSLETTER_IMAGE_SIZES.tablet),
};

const link = (href: string) => <a href={href} />;

export function SignUpForm({
  site,
  locale,
  pageName,
  headingLevel = 2,
  title,
  showImage = true,
  imageSources = DEFAULT_IMAGE_SOURCES,
  imageAlt,
  showDiscountText = true,
  showVoucherText = true,
  showFootnote = true,
  scrollToSuccess = false,
  alreadySubscribed = false,
  invalidLinkNotice = false,
  usePrivateApi = false,
  origin = NEWSLETTER_DEFAULT_ORIGIN,
  originAddition = NEWSLETTER_DEFAULT_ORIGIN_ADDITION,
  prefill = true,
  formPost,
}: SignUpFormProps) {
  const { t } = useTranslation('newsletter');
  const headingId = useId();
  const successRef = useRef<HTMLDivElement>(null);
  const { state, change, focus, blur, submit, applyOutcome } = useSignUp({
    site,
    locale,
    pageName,
    origin,
    originAddition,
    usePrivateApi,
    invalidLinkNotice,
    prefill,
    ...(formPost?.outcome ? { outcome: formPost.outcome } : {}),
  });
  // Where the plain post returns to; never read from the window while rendering.
  const [returnTo, setReturnTo] = useState(formPost?.returnTo ?? '/');
  const knownOnServer = formPost !== undefined;
  useEffect(() => {
    if (knownOnServer) return;
    setReturnTo(returnPathOf(window.location.pathname, window.location.search));
    const outcome = outcomeOfQuery(window.location.search);
    if (outcome) applyOutcome(outcome);
  }, [knownOnServer, applyOutcome]);
  const display = displayOf(state.result, alreadySubscribed);
  const shown = visibleFields(site, state);
  const full = fullFormVisible(state);
  const links = legalLinks(site);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const error = (field: keyof typeof state.errors) => {
    const key = state.errors[field];
    return key ? t(key, { max: NEWSLETTER_NAME_MAX_LENGTH }) : undefined;
  };
  const fieldState = (field: keyof typeof state.valid) =>
    state.valid[field] ? 'valid' : 'default';
  const disabled = (field: Parameters<typeof isFieldDisabled>[0]) => isFieldDisabled(field, state);

  // The form disappears on success: focus moves to the message, so no one is left on nothing.
  const succeeded = state.result === 'SUCCESS';
  useEffect(() => {
    if (!succeeded || !successRef.current) return;
    successRef.current.focus({ preventScroll: !scrollToSuccess });
    if (scrollToSuccess) successRef.current.scrollIntoView?.({ block: 'start' });
  }, [succeeded, scrollToSuccess]);

  // Focus stays on the button after a failed check: moving it to the first field would clear that
  // field's error at once (errors clear on focus), so a polite message points to the marked fields.
  const [checkFailed, setCheckFailed] = useState(false);
  const hasErrors = Object.keys(state.errors).length > 0;
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCheckFailed(!(await submit()));
  }

  const components: Record<string, ReactElement> = {
    privacy: link(links.privacy),
    contact: link(links.contact),
    example: links.exampleNewsletter ? link(links.exampleNewsletter) : <span />,
    conditions: link(links.voucherConditions),
    hint: links.newsletterHint ? link(links.newsletterHint) : <span />,
    usage: links.commercialMessageConsent ? link(links.commercialMessageConsent) : <span />,
    marketing: links.personalMarketingConsent ? link(links.personalMarketingConsent) : <span />,
  };

  const fullFields = (
    <>
      {shown.salutation && (
        <div onFocus={() => focus('salutation')} className={styles.salutation}>
          <SalutationSelect
            label={t('field.salutation')}
            salutations={SIGN_UP_SALUTATION_ORDER}
            value={state.values.salutation}
            required={site === 'HU'}
            error={error('salutation')}
            disabled={disabled('salutation')}
            onChange={(salutation) =>
              change({ salutation: salutation as '' | NewsletterSalutation })
            }
            onBlur={() => blur('salutation')}
          />
        </div>
      )}
      {shown.names && (
        <div className={styles.names}>
          <TextField
            label={t('field.firstName')}
            name={NEWSLETTER_FORM_FIELDS.firstName}
            autoComplete="given-name"
            required={site === 'HU' || site === 'TR'}
            maxLength={NEWSLETTER_NAME_MAX_LENGTH}
            value={state.values.firstName}
            error={error('firstName')}
            state={fieldState('firstName')}
            disabled={disabled('firstName')}
            onChange={(firstName) => change({ firstName })}
            onFocus={() => focus('firstName')}
            onBlur={() => blur('firstName')}
          />
          <TextField
            label={t('field.lastName')}
            name={NEWSLETTER_FORM_FIELDS.lastName}
            autoComplete="family-name"
            required={site === 'HU' || site === 'TR'}
            maxLength={NEWSLETTER_NAME_MAX_LENGTH}
            value={state.values.lastName}
            error={error('lastName')}
            state={fieldState('lastName')}
            disabled={disabled('lastName')}
            onChange={(lastName) => change({ lastName })}
            onFocus={() => focus('lastName')}
            onBlur={() => blur('lastName')}
          />
        </div>
      )}
      <p className={styles.legal}>
        <Trans t={t} i18nKey="legalNotice" components={components} />
        {links.exampleNewsletter && (
          <>
            {' '}
            <Trans t={t} i18nKey="legalNotice.example" components={components} />
          </>
        )}
      </p>
      {shown.dne && (
        <Checkbox
          name={NEWSLETTER_FORM_FIELDS.consents}
          value="DNE"
          label={<Trans t={t} i18nKey="dne.label" components={components} />}
          checked={state.values.dne}
          disabled={disabled('dne')}
          onChange={(dne) => change({ dne })}
        />
      )}
      {shown.legals && (
        <div onFocus={() => focus('legals')}>
          <Checkbox
            name={NEWSLETTER_FORM_FIELDS.legals}
            required
            label={<Trans t={t} i18nKey="legals.label" components={components} />}
            checked={state.values.legals}
            error={error('legals')}
            disabled={disabled('legals')}
            onChange={(legals) => change({ legals })}
          />
        </div>
      )}
    </>
  );

  return (
    <section
      id={NEWSLETTER_FORM_ANCHOR}
      className={styles.signUp}
      aria-labelledby={headingId}
      data-boundary="newsletter"
    >
      {showImage && (
        <div className={styles.media}>
          <picture>
            <source
              media={`(min-width: ${IMAGE_BREAKPOINTS.desktop}px)`}
              srcSet={imageSources.desktop}
              width={400}
              height={300}
            />
            <source
              media={`(min-width: ${IMAGE_BREAKPOINTS.tablet}px)`}
              srcSet={imageSources.tablet}
              width={273}
              height={273}
            />
            <img
              className={styles.image}
              src={imageSources.desktop}
              alt={imageAlt ?? t('image.alt')}
              width={400}
              height={300}
              loading="lazy"
            />
          </picture>
          <p className={styles.bubble}>
            <span className={styles.bubbleValue}>
              {t('bubble.value', { percent: DISCOUNT_PERCENT })}
            </span>{' '}
            <span>{t('bubble.label')}</span>
          </p>
        </div>
      )}
      <div className={styles.content}>
        <Heading id={headingId} className={styles.title}>
          {title ?? t('teaser.title')}
        </Heading>
        {display.success ? (
          <div ref={successRef} tabIndex={-1} className={styles.success}>
            <Notification kind="success">
              <SubHeading className={styles.successTitle}>{t('success.title')}</SubHeading>
              {/* After the plain form post the address is not known here (it is never put into the page's address). */}
              <p>
                {state.submittedEmail
                  ? t('success.text', { email: state.submittedEmail })
                  : t('success.textWithoutEmail')}
              </p>
              {site === 'TR' && <p>{t('success.retention')}</p>}
            </Notification>
          </div>
        ) : (
          <>
            {state.invalidLinkNotice && (
              <Notification kind="warning">{t('doiInvalid')}</Notification>
            )}
            {showDiscountText && (
              <p className={styles.discount}>
                {t('intro.discount', { percent: DISCOUNT_PERCENT })}
              </p>
            )}
            {display.technicalError && (
              // A new key on every submit: the alert is a new element and is announced again. The text
              // is German on every site (spec 8; docs/spec-conformance.md, NFPL-8-2).
              <div key={state.errorKey}>
                <Notification kind="error">
                  <span lang={TECHNICAL_ERROR.lang}>{TECHNICAL_ERROR.text}</span>
                </Notification>
              </div>
            )}
            {/* A real form: without JavaScript, or before this block hydrated, it posts to the
                API, which answers 303 back to this page with the outcome; with JavaScript onSubmit calls
                the JSON route instead and the page stays. */}
            <form
              className={styles.form}
              method="post"
              action={NEWSLETTER_FORM_PATH}
              noValidate
              aria-label={t('form.label')}
              onSubmit={onSubmit}
            >
              <input type="hidden" name={NEWSLETTER_FORM_FIELDS.returnTo} value={returnTo} />
              <input type="hidden" name={NEWSLETTER_FORM_FIELDS.site} value={site} />
              <input type="hidden" name={NEWSLETTER_FORM_FIELDS.origin} value={origin} />
              <input
                type="hidden"
                name={NEWSLETTER_FORM_FIELDS.originAddition}
                value={originAddition}
              />
              <TextField
                label={t('field.email')}
                name={NEWSLETTER_FORM_FIELDS.email}
                type="email"
                autoComplete="email"
                required
                maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
                value={state.values.email}
                error={error('email')}
                state={fieldState('email')}
                disabled={disabled('email')}
                onChange={(email) => change({ email })}
                onFocus={() => focus('email')}
                onBlur={() => blur('email')}
              />
              {/* Only bots fill this: it is out of sight, out of the tab order and hidden from assistive tech. */}
              <div className={styles.trap} aria-hidden="true">
                <label>
                  {t('trap.label')}
                  <input
                    type="text"
                    name={TRAP_FIELD_NAME}
                    tabIndex={-1}
                    autoComplete="off"
                    value={state.values.verifyEmail}
                    onChange={(event) => change({ verifyEmail: event.target.value })}
                  />
                </label>
              </div>
              {/* Without JavaScript the whole form shows at once (noscript), so one post signs up also
                  where names or consent are required (HU, TR); with JavaScript it opens on focus (spec 2.1). */}
              {full ? fullFields : <noscript>{fullFields}</noscript>}
              <p role="status" className={visuallyHidden}>
                {checkFailed && hasErrors ? t('form.invalid') : ''}
              </p>
              <Button
                type="submit"
                state={state.submitting ? 'loading' : 'none'}
                className={styles.submit}
              >
                {t('submit')}
              </Button>
            </form>
            {showVoucherText && <p className={styles.voucher}>{t('voucher.text')}</p>}
            {showFootnote && (
              <p className={styles.footnote}>
                <Trans
                  t={t}
                  i18nKey="voucher.footnote"
                  values={{ age: minimumAge(site) }}
                  components={components}
                />
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
