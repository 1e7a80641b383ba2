import './tokens/tokens.css';

export { renderHarness } from './harness/renderHarness';
export {
  Button,
  BUTTON_VARIANTS,
  BUTTON_SIZES,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';
export { RIPPLE_MIN_MS } from './components/Button/useRipple';
export { ProductTile, type ProductTileProps } from './components/ProductTile/ProductTile';
export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './components/Modal/Modal';
export {
  ExpansionPanel,
  type ExpansionPanelProps,
} from './components/ExpansionPanel/ExpansionPanel';
export {
  Notification,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationProps,
} from './components/Notification/Notification';
export {
  CopyButton,
  COPY_SUCCESS_MS,
  type CopyButtonProps,
} from './components/CopyButton/CopyButton';
export { Expander, type ExpanderProps } from './components/Expander/Expander';
export {
  THEME_NAMES,
  THEME_TYPES,
  isThemeName,
  themeAttributes,
  type ThemeName,
  type ThemeType,
} from './tokens/themes';
export {
  BREAKPOINTS,
  isBreakpointName,
  minWidthQuery,
  type BreakpointName,
} from './tokens/breakpoints';
export { TextField, type TextFieldProps } from './form/TextField/TextField';
export { useTypedBeforeHydration } from './form/useTypedBeforeHydration';
export { useRenderedFromScratch } from './rendering/useRenderedFromScratch';
export { useDismiss, type DismissOptions } from './disclosure/useDismiss';
export { Checkbox, type CheckboxProps } from './form/Checkbox/Checkbox';
export {
  Select,
  SalutationSelect,
  SALUTATIONS,
  type Salutation,
  type SalutationSelectProps,
  type SelectOption,
  type SelectProps,
} from './form/Select/Select';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField/PasswordField';
export {
  passwordStrength,
  PASSWORD_MIN_LENGTH,
  type PasswordStrength,
} from './form/PasswordField/passwordStrength';
export { IbanInput, type IbanInputProps } from './form/IbanInput/IbanInput';
export {
  formatIban,
  normalizeIban,
  isIbanPrefix,
  hasIbanStart,
  IBAN_MAX_LENGTH,
} from './form/IbanInput/formatIban';
export { NumberInput, type NumberInputProps } from './form/NumberInput/NumberInput';
export {
  isAllowedNumberKey,
  isNumberText,
  NUMBER_EDITING_KEYS,
  type NumberKeyContext,
} from './form/NumberInput/numberKeys';
export {
  useValidatedField,
  VALIDATION_DEBOUNCE_MS,
  type FieldState,
  type ValidatedField,
  type ValidatedFieldOptions,
} from './form/validation/useValidatedField';
export {
  required,
  regex,
  maxLength,
  invalidCharacters,
  noUrl,
  firstError,
  DEFAULT_INVALID_MESSAGE,
  ALLOWED_NAME_CHARACTERS,
  WEB_ADDRESS,
  type Rule,
} from './form/validation/rules';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonState,
} from './components/IconButton/IconButton';
export {
  Badge,
  badgeText,
  BADGE_MAX_COUNT,
  BADGE_VARIANTS,
  type BadgeProps,
  type BadgeVariant,
} from './components/Badge/Badge';
export {
  Rating,
  RATING_DEFAULT_MAX,
  type RatingIcon,
  type RatingProps,
} from './components/Rating/Rating';
export { AspectRatio, type AspectRatioProps } from './components/AspectRatio/AspectRatio';
export {
  parseAspectRatio,
  NAMED_ASPECT_RATIOS,
  type AspectRatioValue,
  type NamedAspectRatio,
} from './components/AspectRatio/aspectRatio';
export {
  ResponsiveImage,
  type ImageCutout,
  type ResponsiveImageProps,
} from './components/ResponsiveImage/ResponsiveImage';
export {
  chooseDerivative,
  derivativeUrl,
  rewriteImagePath,
  cutoutMinWidth,
  DEFAULT_TEASER_SIZE,
  DERIVATIVE_RATIO_TOLERANCE,
  FALLBACK_IMAGE_WIDTH,
  IMAGE_DERIVATIVES,
  type ImageDerivative,
  type ImageSize,
} from './components/ResponsiveImage/images';
export { visuallyHidden } from './internal/visuallyHidden';
