export {
  CURRENCIES,
  type Currency,
  DEFAULT_SITE,
  isSite,
  type Locale,
  LOCALE_FALLBACKS,
  LOCALES,
  type Site,
  SITE_CONFIG,
  siteConfig,
  type SiteConfig,
  siteFromHost,
  siteOrigin,
  SITES,
  toSite,
} from './sites';
export {
  BREAKPOINTS,
  DEFAULT_PLATFORM,
  guessFooterPlatform,
  guessHeaderPlatform,
  isAppLike,
  isPlatform,
  isSmallOrTablet,
  type Platform,
  PLATFORMS,
  toPlatform,
} from './platforms';
export {
  APP_BANNER_CLOSED_KEY,
  appBannerShowsHere,
  type BannerConditions,
  type Device,
  deviceOf,
  hasNativeAppCookie,
  isNativeAppCookieName,
  NATIVE_APP_COOKIE_BRAND,
  shouldShowAppBanner,
} from './appBanner';
export {
  HEADER_PLACEHOLDER_CLASSES,
  HEADER_PLACEHOLDER_STYLESHEET,
  headerPlaceholderClassName,
  headerPlaceholderStylesheet,
} from './headerPlaceholder';
export { isReducedByCookies, isReducedVersion, NEW_APP_MARKER } from './reduced';
export {
  COOKIE_NAMES,
  HEADER_NAMES,
  isLoggedInOrRemembered,
  LOGIN_STATUSES,
  type LoginStatus,
} from './login';
export {
  type AddToCartProps,
  type CartPageProps,
  type FooterProps,
  type HeaderProps,
  PAGE_TYPES,
  type PageType,
  type RemoteProps,
  STATIC_CATEGORIES,
} from './props';
export {
  emit,
  type FromOtherTab,
  on,
  type StorefrontEventName,
  type StorefrontEvents,
} from './events';
export {
  type ConsentUpdateEvent,
  type DataLayerEvent,
  type FormInteractionEvent,
  type GaEvent,
  type GaEventAction,
  type GaEventCategory,
  type PromotionClickEvent,
  pushToDataLayer,
  type SignUpEvent,
} from './dataLayer';
export { type Health, HealthSchema, type Problem, ProblemSchema } from './schemas/common';
export {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRegistry,
  RemoteRegistrySchema,
  releaseIdOfEntry,
} from './schemas/registry';
export {
  type ExposedComponentKey,
  type ExposedComponentProps,
  SLOT_MODULES,
  type SlotModule,
  type SlotParts,
  slotParts,
} from './exposedModules';
export { EVENT_CATALOGUE, type EventParty } from './eventCatalogue';
export {
  HOME_PRODUCT_COUNT,
  prefetchedHomeProductsKey,
  prefetchedProductKey,
  type Product,
  type ProductList,
  ProductListSchema,
  ProductQuerySchema,
  ProductSchema,
} from './schemas/catalogue';
export {
  INITIAL_STATE_ELEMENT_ID,
  type InitialState,
  InitialStateSchema,
  type RemoteEntryIntegrity,
  RemoteEntryIntegritySchema,
  SLOT_OUTCOMES,
  type SlotOutcome,
} from './schemas/state';
export {
  CART_PAGE_PATH,
  CONTENT_PATHS,
  CONTENT_PATTERNS,
  LOGIN_PATH,
  LOGOUT_FORM_FIELDS,
  LOGOUT_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PATH,
  NEWSLETTER_SUBSCRIPTION_PATH,
  PAGE_ROUTES,
  pageTypeForPath,
  type PageRoute,
  type PathRule,
  productIdOfPath,
  productPath,
  SEARCH_PATH,
  SERVICE_PATH_PREFIX,
  STAFF_LOGIN_PATH,
  trimTrailingSlashes,
  UI_CATALOGUE_PATH,
} from './routes';
export {
  LOGIN_FORM_ERRORS,
  LOGIN_FORM_FIELDS,
  LOGIN_FORM_PATHS,
  LOGIN_OUTCOME_PARAM,
  type LoginFormError,
  loginPageWithError,
  parseLoginFormError,
} from './schemas/loginForm';
export {
  type CustomerInfo,
  CustomerInfoParamsSchema,
  CustomerInfoSchema,
  LOGIN_API_PATH,
  LOGIN_OUTCOMES,
  LOGIN_PATHS,
  type LoginOutcome,
  type LoginRequest,
  LoginRequestSchema,
  type LoginResponse,
  LoginResponseSchema,
  type LongTermTokenResponse,
  LongTermTokenResponseSchema,
  RenewRequestSchema,
  type RenewResponse,
  RenewResponseSchema,
  type StaffLoginRequest,
  StaffLoginRequestSchema,
  type StaffLoginResponse,
  StaffLoginResponseSchema,
  type TokenClaims,
  TokenClaimsSchema,
} from './schemas/login';
export { type PersonalDataResponse, PersonalDataResponseSchema } from './schemas/personalData';
export {
  CONSENT_STAGES,
  type ConsentConfigFile,
  ConsentConfigFileSchema,
  ConsentScriptUrlSchema,
  type ConsentStage,
} from './schemas/consent';
export type {
  FetchServiceOptions,
  LoadServerData,
  LoadTexts,
  ServerRenderableModule,
  ServerRequestContext,
} from './serverRendering';
export * as z from './zod';
