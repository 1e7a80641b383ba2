import type { Platform } from '@storefront/contracts';
import { useTranslation } from '@storefront/i18n';
import { choosePlatform, switchTarget } from './footerPlatform';
import styles from './ViewSwitch.module.css';

export interface ViewSwitchProps {
  platform: Platform;
  /** Editors' wording from the footer content; the namespace's texts otherwise. */
  texts?: { toMobile: string; toDesktop: string };
}

/** Switches between the mobile view and the full desktop view. */
export function ViewSwitch({ platform, texts }: ViewSwitchProps) {
  const { t } = useTranslation('footer');
  const target = switchTarget(platform);
  const label =
    target === 'CLASSIC'
      ? (texts?.toDesktop ?? t('viewSwitch.toDesktop'))
      : (texts?.toMobile ?? t('viewSwitch.toMobile'));
  return (
    <button type="button" className={styles.switch} onClick={() => choosePlatform(target)}>
      {label}
    </button>
  );
}
