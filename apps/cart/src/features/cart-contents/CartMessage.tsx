import { useTranslation } from '@storefront/i18n';
import { cartMessageKey, type CartMessage as Message } from '../../shared/cart-state';
import styles from './CartContents.module.css';

/** The current error or limit message; an alert, so screen readers announce it at once. */
export function CartMessage({ message }: { message: Message | undefined }) {
  const { t } = useTranslation('cart');
  return (
    <div role="alert" className={styles.alertRegion}>
      {message && (
        <p className={styles.error}>
          {t(
            cartMessageKey(message.code, message.call),
            message.limit === undefined ? {} : { limit: message.limit },
          )}
        </p>
      )}
    </div>
  );
}
