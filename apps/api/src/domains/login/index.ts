// The login domain's public face: other domains and the API's root import it from here, never from
// its files (eslint.config.mjs); its tables are the database schema's (db/schema.ts).
export { loginDomain } from './routes';
export { clearLoginCookies, loginOfRequest, logOut } from './session';
export {
  clearStaffCookies,
  hasStaffCookie,
  setStaffCookie,
  staffOfRequest,
  type StaffOfRequest,
} from './staff';
export { revokeLogin, verifyLiveToken } from './revocation';
export { LONGEST_STAFF_TOKEN_LIFETIME_S, nowSeconds } from './tokens';
export { encodedKey, keyId, verificationKey } from './tokenKeys';
export { hashPassword } from './passwords';
