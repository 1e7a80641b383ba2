import { useEffect, useId, useState, type FormEvent } from 'react';
import { emit } from '@storefront/contracts';
import { type CheckAuthResponse } from '@storefront/preview-schemas';
import { useTranslation } from '@storefront/i18n';
import { Button, ExpansionPanel, Notification, type NotificationKind } from '@storefront/ui';
import {
  EMPTY_SELECTION,
  groupRequired,
  isValidSelection,
  selectGroup,
  selectTest,
  type AbSelection,
} from './abTestSelection';
import { applyPreview, logout } from './previewApi';
import { previewDateTime, toDateField, toTimeField } from './previewDateTime';
import { useAbTests, type AbTestList } from './useAbTests';
import { NONE_VALUE } from './constants';
import styles from './PreviewPanel.module.css';

export interface PreviewSettingsFormProps {
  /** The applied preview from the auth check; fills the fields when set. */
  current: CheckAuthResponse;
  /** After a successful logout; the page reloads without the panel by default. */
  onLoggedOut?: () => void;
  /** After settings were applied, so a reopened dialog starts from them. */
  onApplied?: (applied: CheckAuthResponse) => void;
  now?: () => Date;
}

interface StatusMessage {
  kind: NotificationKind;
  text: string;
}

const LIST_STATE_KEYS: Record<AbTestList['state'], string> = {
  loading: 'loadingTests',
  failed: 'testsFailed',
  empty: 'noTests',
  found: 'testsFound',
};

/** The dialog's content: date, time, the A/B test selection, apply, status and logout (spec 2.3). */
export function PreviewSettingsForm({
  current,
  onLoggedOut = () => window.location.reload(),
  onApplied,
  now = () => new Date(),
}: PreviewSettingsFormProps) {
  const { t } = useTranslation('preview');
  const id = useId();
  const [initial] = useState(() => (current.dateTime ? new Date(current.dateTime) : now()));
  const [date, setDate] = useState(() => toDateField(initial));
  const [time, setTime] = useState(() => toTimeField(initial));
  const [selection, setSelection] = useState<AbSelection>(() =>
    current.abTestName && current.abTestGroup
      ? { test: current.abTestName, group: current.abTestGroup }
      : EMPTY_SELECTION,
  );
  // The Name select distinguishes "not chosen yet" (placeholder) from an explicit 'None'.
  const [noneChosen, setNoneChosen] = useState(false);
  const [status, setStatus] = useState<StatusMessage>();
  const [applying, setApplying] = useState(false);
  const tests = useAbTests(date, time);

  // A test that does not run at the new date cannot stay selected.
  useEffect(() => {
    if (tests.state === 'loading' || !selection.test) return;
    const known =
      tests.state === 'found' && tests.tests.some((test) => test.name === selection.test);
    if (!known) setSelection(EMPTY_SELECTION);
  }, [tests, selection.test]);

  const chosenTest =
    tests.state === 'found' ? tests.tests.find((test) => test.name === selection.test) : undefined;
  const required = groupRequired(selection);
  const nameValue =
    tests.state === 'failed' ? NONE_VALUE : selection.test || (noneChosen ? NONE_VALUE : '');

  function changeDate(value: string) {
    setDate(value);
    setSelection((previous) => ({ test: previous.test, group: '' }));
  }

  function changeTest(value: string) {
    setNoneChosen(value === NONE_VALUE);
    setSelection(selectTest(value === NONE_VALUE ? undefined : value));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidSelection(selection)) {
      setStatus({ kind: 'error', text: t('groupMissing') });
      return;
    }
    setApplying(true);
    const dateTime = previewDateTime(date, time, now);
    const result = await applyPreview(dateTime, selection);
    setApplying(false);
    if (result === 'SUCCESS') {
      setStatus({ kind: 'success', text: t('applied') });
      onApplied?.({
        status: 'SUCCESS',
        dateTime: dateTime.toISOString(),
        abTestName: selection.test || null,
        abTestGroup: selection.group || null,
      });
    } else {
      setStatus({ kind: 'error', text: t('applyFailed') });
    }
  }

  async function logOut() {
    try {
      const status = await logout();
      // The panels of the site's other tabs disappear too; this one reloads.
      if (status === 'SUCCESS') emit('preview:staff-login-changed', { loggedIn: false });
      onLoggedOut();
    } catch (error) {
      console.error('Preview logout failed.', error);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate lang="en">
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>{t('date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            name="date"
            value={date}
            onChange={(event) => changeDate(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-time`}>{t('time')}</label>
          <input
            id={`${id}-time`}
            type="time"
            name="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
      </div>

      <ExpansionPanel
        title={t('abTests')}
        defaultExpanded={Boolean(selection.test)}
        headingLevel={3}
      >
        <p
          role="status"
          className={
            tests.state === 'failed'
              ? `${styles.listState} ${styles.listStateError}`
              : styles.listState
          }
        >
          {t(LIST_STATE_KEYS[tests.state])}
        </p>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-test`}>{t('name')}</label>
            <select
              id={`${id}-test`}
              name="test"
              value={tests.state === 'loading' ? '' : nameValue}
              disabled={tests.state === 'loading'}
              onChange={(event) => changeTest(event.target.value)}
            >
              {tests.state === 'loading' && <option value="">{t('loading')}</option>}
              {(tests.state === 'found' || tests.state === 'empty') && (
                <option value="" disabled>
                  {t('selectTest')}
                </option>
              )}
              {tests.state !== 'loading' && <option value={NONE_VALUE}>{t('none')}</option>}
              {tests.state === 'found' &&
                tests.tests.map((test) => (
                  <option key={test.name} value={test.name}>
                    {test.name}
                  </option>
                ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-group`}>{t('group')}</label>
            <select
              id={`${id}-group`}
              name="group"
              value={selection.group}
              disabled={!chosenTest}
              aria-invalid={required || undefined}
              aria-describedby={required ? `${id}-group-error` : undefined}
              onChange={(event) => setSelection(selectGroup(selection, event.target.value))}
            >
              <option value="" disabled>
                {t('selectGroup')}
              </option>
              {chosenTest?.groups.map((group) => (
                <option key={group.name} value={group.name}>
                  {group.name}
                </option>
              ))}
            </select>
            {required && (
              <p id={`${id}-group-error`} className={styles.fieldError}>
                {t('required')}
              </p>
            )}
          </div>
        </div>
      </ExpansionPanel>

      {status && (
        <Notification
          kind={status.kind}
          onDismiss={() => setStatus(undefined)}
          dismissLabel={t('dismiss')}
        >
          {status.text}
        </Notification>
      )}

      <div className={styles.actions}>
        <Button type="submit" state={applying ? 'loading' : 'none'}>
          {t('submit')}
        </Button>
        <Button variant="secondary" onClick={() => void logOut()}>
          {t('logout')}
        </Button>
      </div>
    </form>
  );
}
