import { useEffect, useRef, useState } from 'react';
import type { RemoteName, Site } from '@storefront/contracts';
import type { ReleaseLinkResponse } from '@storefront/preview-schemas';
import { useTranslation } from '@storefront/i18n';
import { Button, Notification, TextField } from '@storefront/ui';
import { formatStaffDateTime } from '../../shared/staffDateTime';
import { createReleaseLink } from './releasePreviewApi';
import styles from './ReleasePreview.module.css';

export interface PreviewLinkProps {
  remote: RemoteName;
  /** The release previewed now. */
  release: string;
  /** The site the link opens. */
  site: Site;
  /** The id of the text saying which release is previewed, which describes the button. */
  describedBy?: string;
}

type CopyState = 'copied' | 'failed';

/**
 * "Create preview link": a signed, expiring link to the previewed release on this site, for a team to
 * send a reviewer (it opens only for a logged-in staff member). The link shows in a read-only field,
 * which takes the focus with its text selected, with its expiry and a "Copy link" button.
 */
export function PreviewLink({ remote, release, site, describedBy }: PreviewLinkProps) {
  const { t } = useTranslation('preview');
  const [link, setLink] = useState<ReleaseLinkResponse>();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [copy, setCopy] = useState<CopyState>();
  const field = useRef<HTMLInputElement>(null);
  const focusLink = useRef(false);

  useEffect(() => {
    if (!link || !focusLink.current) return;
    focusLink.current = false;
    field.current?.focus();
  }, [link]);

  async function create() {
    if (creating) return;
    setCreating(true);
    setFailure(undefined);
    setCopy(undefined);
    const outcome = await createReleaseLink({ remote, release, site });
    setCreating(false);
    if (outcome.ok) {
      focusLink.current = true;
      setLink(outcome.value);
    } else {
      setFailure(outcome.detail ?? t('releaseLinkFailed'));
    }
  }

  async function copyLink(url: string) {
    try {
      // Missing on http pages other than localhost, and in some browsers' settings.
      if (!navigator.clipboard) throw new Error('No clipboard.');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // Left to the staff member: the link is selected in its field, ready for the keyboard's copy.
      setCopy('failed');
      field.current?.focus();
      field.current?.select();
    }
  }

  return (
    <div className={styles.link}>
      <div>
        <Button
          variant="secondary"
          state={creating ? 'loading' : 'none'}
          aria-describedby={describedBy}
          onClick={() => void create()}
        >
          {t('releaseLinkCreate')}
        </Button>
      </div>
      {failure && (
        <Notification
          kind="error"
          onDismiss={() => setFailure(undefined)}
          dismissLabel={t('dismiss')}
        >
          {failure}
        </Notification>
      )}
      {link && (
        <div className={styles.linkResult}>
          <TextField
            className={styles.linkField}
            label={t('releaseLink')}
            name="link"
            value={link.url}
            readOnly
            onChange={() => undefined}
            onFocus={(event) => event.currentTarget.select()}
            inputRef={field}
            hint={t('releaseLinkExpires', { expires: formatStaffDateTime(link.expires) })}
          />
          <Button variant="secondary" onClick={() => void copyLink(link.url)}>
            {t('releaseLinkCopy')}
          </Button>
        </div>
      )}
      <p role="status" className={styles.copyState}>
        {copy === 'copied' && t('releaseLinkCopied')}
        {copy === 'failed' && t('releaseLinkCopyFailed')}
      </p>
    </div>
  );
}
