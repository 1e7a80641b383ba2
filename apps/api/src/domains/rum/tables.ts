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

export interface RumTables {
  rum_slot_visitors: RumSlotVisitorRow;
  server_slot_outcomes: ServerSlotOutcomeRow;
}
