// The API's entry for the server that mounts it (README.md, "For the host that mounts it"):
// mountApi registers the API and hands back what a host asks of it, bound to the API's own
// database. The rest are the few settings and values a host needs beside it. The API's own tests
// and its stand-alone start (main.ts) build it from src/api.ts.
export { mountApi, type MountedApi } from './mountApi';
// Settings from the environment, and the probes that answer while a start migrates and seeds.
export { apiConfigFromEnv, publicOriginOf, type ApiConfig } from './config';
export { startBehindProbes } from './http/startingProbes';
// The shoppers' health of releases, for the release service's console (a reader of its own).
export {
  openReleaseHealth,
  RELEASE_HEALTH_TABLES,
  type ReleaseHealthReader,
} from './releaseHealth';
// What a host counts of its own server renders, in the shapes health.addServerOutcomes takes,
// and the reasons beacons.onReportsDropped names (the metrics' labels).
export {
  type DroppedReason,
  minuteOf,
  SERVER_SLOT_OUTCOMES,
  type ServerOutcomeCount,
  type ServerSlotOutcome,
} from './domains/rum';
