// The release control plane's one entry: what the document server, the release CLI and the console use.
// Named exports only, so what crosses this boundary is read here (README.md says what each part owns).

// The release store: immutable releases, the registry pointer, its history (a folder, or PostgreSQL for a fleet).
export { entryOfRelease, folderStore } from './store/folderStore';
export { releaseEnvironment, releaseStoreDir, remoteReleasesDir } from './store/locations';
export { openReleaseStore } from './store/openStore';
export { postgresStore, PREPARE_CHANNEL, REGISTRY_CHANNEL } from './store/postgresStore';
export {
  ensureReleaseSchema,
  HOST_RELEASE_PRIVILEGES,
  RELEASE_SCHEMA,
  RELEASE_TABLES,
  ReleaseSchemaMissingError,
  type ReleaseTable,
  type TablePrivilege,
} from './store/releaseSchema';
export { readReleaseFolder } from './store/readReleaseFolder';
export { fileHash, RELEASE_ID } from './store/releaseId';
export { rollbackTarget } from './store/history';
export {
  newSigningKeyPair,
  releaseSignerFromEnv,
  releaseVerifierFromEnv,
  type ReleaseSigner,
  type ReleaseVerifier,
  signingStore,
} from './store/releaseSignature';
export {
  type Canary,
  CHANGE_KINDS,
  ChangeRefusedError,
  RegistryBusyError,
  type ChangeAuthor,
  type RegistryChange,
  type RegistryScope,
  type ReleaseFiles,
  type ReleaseId,
  type PublishedRelease,
  type ReleaseStore,
  type Rollout,
  type ShellCatalogue,
  ShellCatalogueSchema,
} from './store/types';

// What the document server reads: the registry of live releases, per site, with canaries and integrity.
export { fleetRegistry, type FleetRegistry } from './registry/fleetRegistry';
export {
  lastKnownGoodRegistry,
  loadRegistry,
  LOCAL_REGISTRY,
  registryOrigins,
} from './registry/registry';
export { releaseCache, type ReleaseCache, TamperedReleaseError } from './registry/releaseCache';
export { EVICT_EVERY_MS, evictUnusedCopies } from './registry/evictCopies';
export { remoteEntryIntegrity } from './registry/remoteEntryIntegrity';

// Canaries: who is in one, and the health verdict that ends one.
export {
  type AutoRollbackOptions,
  canarySettingsFromEnv,
  startAutoRollback,
} from './canary/autoRollback';
export { JUDGED_VITALS, type JudgedVital, p75, type ReleaseVitals } from './canary/vitalsVerdict';
export { cohortPlace, newVisitorId } from './canary/cohort';
export { loadCanaries } from './canary/folderCanaries';
export {
  registryWithCanaries,
  releasesForRequest,
  type SiteCanaries,
} from './canary/releasesForRequest';

// A fleet of storefront hosts: heartbeats, notifications, every live host preparing a release.
export { prepareAnswerer, type PrepareRelease } from './fleet/answerPrepareRequests';
export {
  HEARTBEAT_MS,
  HOST_LIVE_MS,
  liveHosts,
  liveInstances,
  startHeartbeat,
} from './fleet/heartbeat';
export { listenOnChannels } from './fleet/listenOnChannels';
export { pollUntil } from './fleet/pollUntil';
export {
  DEPLOY_APPLICATION_NAME,
  PREPARE_DEADLINE_MS,
  PrepareFailedError,
  prepareOnLiveHosts,
} from './fleet/prepareOnLiveHosts';

// What a team does to its remote: deploy, canary, promote, roll back, prune; the compatibility check.
export {
  compatibilityProblems,
  type ReleaseManifest,
  ReleaseManifestSchema,
} from './operations/compatibility';
export { type RegistryChanges } from './operations/registryChanges';
export {
  CANARY_PERCENT_MAX,
  CANARY_PERCENT_MIN,
  changeAuthor,
  changeCanaryShare,
  deployCanary,
  deployRelease,
  endCanary,
  listReleases,
  type FleetChange,
  type PrepareFleet,
  promoteCanary,
  PRUNE_GRACE_MS,
  pruneReleases,
  releaseName,
  RELEASES_KEPT_BY_PRUNE,
  rollbackRelease,
  rolloutFrom,
  scopeOf,
} from './operations/releases';
