/**
 * Shoppers' reports, one row per shopper, release, event and minute: the remote, the release, the
 * event, the site and a keyed hash of the shopper (their signed visitor id, else their address),
 * never the id or address itself, no page. Counting distinct shoppers, not reports, one shopper
 * counts once however many beacons they send. In the API's database, so every process of a fleet
 * (PostgreSQL) adds to and reads the same rows: the automatic rollback of any process sees every
 * shopper's reports. Purged after RUM_RETENTION_S (aggregates.ts).
 */
export interface RumSlotVisitorRow {
  /** The minute, `YYYY-MM-DDTHH:MM` (UTC): compares as text on SQLite and PostgreSQL alike. */
  minute: string;
  site: string;
  remote: string;
  release: string;
  event: string;
  /** 32 hex digits: HMAC of the shopper under a key derived from the token secret. */
  visitor: string;
}

/**
 * What the storefront's own hosts saw of each server-rendered slot, per minute: counts of its
 * outcomes (rendered, deadline, error, fallback) by remote and release, added by every host of a
 * fleet. No visitor can write them: the canary verdict's evidence a stranger cannot forge.
 */
export interface ServerSlotOutcomeRow {
  minute: string;
  site: string;
  remote: string;
  release: string;
  outcome: string;
  count: number;
}

/**
 * Each shopper's worst value of a web vital this minute, for the release of the remote the browser
 * attributed it to (the INP target, the LCP element, the largest layout shift inside its slot):
 * what the canary verdict reads p75s from (vitals.ts). Keyed like RumSlotVisitorRow, purged with it.
 */
export interface RumVitalVisitorRow {
  minute: string;
  site: string;
  remote: string;
  release: string;
  /** LCP, INP or CLS (RELEASE_VITALS). */
  vital: string;
  visitor: string;
  /** Milliseconds; CLS its unitless score. */
  value: number;
}

export interface RumTables {
  rum_slot_visitors: RumSlotVisitorRow;
  rum_vital_visitors: RumVitalVisitorRow;
  server_slot_outcomes: ServerSlotOutcomeRow;
}
