import { useId } from 'react';
import {
  footerIconPath,
  isFooterIconName,
  type FooterContent,
  type FooterIconName,
} from '@storefront/footer-schemas';
import { useTranslation } from '@storefront/i18n';
import { FooterLink } from './FooterLink';
import styles from './Footer.module.css';

/** Brand names are the same in every language. */
const SOCIAL_BRANDS: Readonly<Partial<Record<FooterIconName, string>>> = {
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  PINTEREST: 'Pinterest',
  TIKTOK: 'TikTok',
};

function IconLink({ url, icon, label }: { url: string; icon: FooterIconName; label: string }) {
  return (
    <FooterLink url={url} className={styles.iconLink}>
      <img src={footerIconPath(icon)} alt={label} width={32} height={32} loading="lazy" />
    </FooterLink>
  );
}

/** Social-media icons and the app links (both left out of the reduced footer by the caller). */
export function SocialAndApps({
  socialMedia,
  appReferences,
}: Pick<FooterContent, 'socialMedia' | 'appReferences'>) {
  const { t } = useTranslation('footer');
  const socialId = useId();
  const appsId = useId();
  const icons = (socialMedia?.icons ?? []).filter((icon) => {
    if (isFooterIconName(icon.iconName) && SOCIAL_BRANDS[icon.iconName]) return true;
    console.error(`Unknown footer social-media icon "${icon.iconName}"; the icon is left out.`);
    return false;
  });
  if (!socialMedia && !appReferences) return null;
  return (
    <div className={styles.socialRow}>
      {socialMedia && icons.length > 0 && (
        <section aria-labelledby={socialId}>
          <h3 id={socialId} className={styles.groupHeading}>
            {socialMedia.heading}
          </h3>
          <ul className={styles.iconList}>
            {icons.map((icon) => (
              <li key={icon.iconName}>
                <IconLink
                  url={icon.link}
                  icon={icon.iconName as FooterIconName}
                  label={SOCIAL_BRANDS[icon.iconName as FooterIconName] ?? icon.iconName}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {appReferences && (appReferences.ios || appReferences.android) && (
        <section aria-labelledby={appsId}>
          <h3 id={appsId} className={styles.groupHeading}>
            {appReferences.heading}
          </h3>
          <ul className={styles.iconList}>
            {appReferences.ios && (
              <li>
                <IconLink url={appReferences.ios.link} icon="APP_STORE" label={t('app.ios')} />
              </li>
            )}
            {appReferences.android && (
              <li>
                <IconLink
                  url={appReferences.android.link}
                  icon="GOOGLE_PLAY"
                  label={t('app.android')}
                />
              </li>
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
