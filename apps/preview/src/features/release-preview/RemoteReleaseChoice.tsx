import { useId, useState, type FormEvent } from 'react';
import type { Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button, Notification, Select, type SelectOption } from '@storefront/ui';
import { LIVE_RELEASE } from './constants';
import { PreviewLink } from './PreviewLink';
import { chooseRelease, endReleasePreview } from './releasePreviewApi';
import { useReleaseLabel } from './useReleaseLabel';
import type { RemoteReleases } from './useReleaseList';
import styles from './ReleasePreview.module.css';

export interface RemoteReleaseChoiceProps extends RemoteReleases {
  site: Site;
  /** After the server took the choice: the page reloads to render with it. */
  onChosen: () => void;
}

/**
 * One remote: a select of its live release and its published ones, the current choice preselected,
 * and "Preview this release". A refusal shows the server's reason and changes nothing. A remote
 * previewed now also offers a link to its preview.
 */
export function RemoteReleaseChoice({
  remote,
  releases,
  chosen,
  site,
  onChosen,
}: RemoteReleaseChoiceProps) {
  const { t } = useTranslation('preview');
  const labelOf = useReleaseLabel();
  const id = useId();
  const [value, setValue] = useState(chosen ?? LIVE_RELEASE);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const options: SelectOption[] = [
    { value: LIVE_RELEASE, label: t('releaseLive') },
    // A previewed release the list no longer holds (older than the releases listed) stays choosable.
    ...(chosen && !releases.some((release) => release.id === chosen)
      ? [{ value: chosen, label: chosen }]
      : []),
    ...releases.map((release) => ({ value: release.id, label: labelOf(release) })),
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setRefusal(undefined);
    const outcome =
      value === LIVE_RELEASE
        ? await endReleasePreview(remote)
        : await chooseRelease({ remote, release: value });
    if (outcome.ok) {
      // The button stays busy while the page reloads with the choice.
      onChosen();
      return;
    }
    setSubmitting(false);
    setRefusal(outcome.detail ?? t('releaseChoiceFailed'));
  }

  return (
    <section className={styles.remote} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.remoteName}>
        {remote}
      </h3>
      <form className={styles.choice} onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={t('releaseLabel', { remote })}
          name={`${remote}-release`}
          value={value}
          options={options}
          onChange={(next) => setValue(next)}
        />
        <div>
          <Button type="submit" state={submitting ? 'loading' : 'none'}>
            {t('releaseSubmit')}
          </Button>
        </div>
        {refusal && (
          <Notification
            kind="error"
            onDismiss={() => setRefusal(undefined)}
            dismissLabel={t('dismiss')}
          >
            {refusal}
          </Notification>
        )}
      </form>
      {chosen && (
        <>
          <p id={`${id}-previewing`} className={styles.previewing}>
            {t('releasePreviewing', { release: chosen })}
          </p>
          <PreviewLink
            remote={remote}
            release={chosen}
            site={site}
            describedBy={`${id}-previewing`}
          />
        </>
      )}
    </section>
  );
}
