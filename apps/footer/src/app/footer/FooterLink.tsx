import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/i18n';
import { linkTarget } from '../../features/footer-rules';
import { visuallyHidden } from '@storefront/ui';

/** A footer link; links leaving the shop open a new tab without a referrer and say so to screen readers. */
export function FooterLink({
  url,
  children,
  className,
}: {
  url: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('footer');
  const target = linkTarget(url);
  return (
    <a href={target.href} target={target.target} rel={target.rel} className={className}>
      {children}
      {target.opensNewTab && <span className={visuallyHidden}> {t('opensInNewTab')}</span>}
    </a>
  );
}
