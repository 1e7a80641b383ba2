// The preview domain's public face: other domains and the API's root import it from here, never from
// its files (eslint.config.mjs); its tables are the database schema's (db/schema.ts).
export { createPreviewDomain } from './routes';
export { previewAllowedFor, previewDateTimeOf, previewOfRequest } from './previewOfRequest';
export { parseIsoDateTime } from './previewToken';
export { requireStaff } from './staffGuard';
export {
  releaseChoiceOf,
  setReleaseChoice,
  staffLoginOf,
  type StaffLogin,
} from './releaseChoiceOfRequest';
export {
  RELEASE_PREVIEW_LINK_LIFETIME_S,
  type ReleaseLink,
  signReleaseLink,
  verifyReleaseLink,
} from './releasePreviewToken';
