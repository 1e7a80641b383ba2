import { useRef } from 'react';
import type { Site } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { Button, Notification } from '@storefront/ui';
import { RemoteReleaseChoice } from './RemoteReleaseChoice';
import { useReleaseList, type ReleaseList } from './useReleaseList';
import styles from './ReleasePreview.module.css';

export interface ReleasePreviewContentProps {
  /** The page's site: a preview link opens it. */
  site: Site;
  /** After a release was chosen or the live one restored; the page reloads with it by default. */
  onChosen?: () => void;
}

const STATE_KEYS: Record<Exclude<ReleaseList['state'], 'failed'>, string> = {
  loading: 'releasesLoading',
  empty: 'releasesEmpty',
  found: 'releasesFound',
};

/** The dialog's content: the release list's state, then one section per remote with releases. */
export function ReleasePreviewContent({
  site,
  onChosen = () => window.location.reload(),
}: ReleasePreviewContentProps) {
  const { t } = useTranslation('preview');
  const { list, retry } = useReleaseList();
  const status = useRef<HTMLParagraphElement>(null);

  function tryAgain() {
    retry();
    // The button goes with the failure: the focus waits on the status, which reads the outcome.
    status.current?.focus();
  }

  return (
    <div className={styles.content} lang="en">
      <p ref={status} role="status" tabIndex={-1} className={styles.listState}>
        {list.state !== 'failed' && t(STATE_KEYS[list.state])}
      </p>
      {list.state === 'failed' && (
        <div className={styles.failed}>
          <Notification kind="error">{t('releasesFailed')}</Notification>
          <div>
            <Button variant="secondary" onClick={tryAgain}>
              {t('releasesRetry')}
            </Button>
          </div>
        </div>
      )}
      {list.state === 'found' &&
        list.remotes.map((remote) => (
          <RemoteReleaseChoice key={remote.remote} {...remote} site={site} onChosen={onChosen} />
        ))}
    </div>
  );
}
