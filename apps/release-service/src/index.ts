// The release service's one entry: what its composition roots (`./storefront release-service`, the
// operator's `./storefront keys`) use. Named exports only.
export { createReleaseService, type ReleaseServiceOptions } from './service/releaseService';
export { ServiceRefusal } from './service/problems';
export {
  CONSOLE_LOGIN,
  type ConsoleAccountGrant,
  type ConsoleAccountRecord,
  issueConsoleAccount,
  passwordMatches,
} from './keys/consoleAccounts';
export { folderKeyStore } from './keys/folderKeyStore';
export { type KeyStore } from './keys/keyStore';
export { openKeyStore } from './keys/openKeyStore';
export { postgresKeyStore } from './keys/postgresKeyStore';
export {
  issueKey,
  KEY_LIFETIME_DAYS_DEFAULT,
  KEY_LIFETIME_DAYS_MAX,
  type KeyGrant,
  type KeyRecord,
  TEAM_NAME,
} from './keys/teamKeys';
