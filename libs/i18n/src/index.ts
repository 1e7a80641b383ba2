export { initI18n, loadNamespace, registerTexts, type TextsLoader } from './setup';
export { NAMESPACES, type Namespace } from './namespaces';
export { formatPrice, formatNumber } from './format';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export { useTestLocale } from './testing';
