/**
 * Shoppers' reports, aggregated per minute: counts only, no visitor, no
 * address, no page. In the API's database, so every process of a fleet (PostgreSQL) adds to and
 * reads the same counts: the automatic rollback of any process sees every shopper's reports.
 */
export interface RumSlotHealthRow {
  /** The minute, `YYYY-MM-DDTHH:MM` (UTC): compares as text on SQLite and PostgreSQL alike. */
  minute: string;
  site: string;
  remote: string;
  release: string;
  event: string;
  count: number;
}

export interface RumTables {
  rum_slot_health: RumSlotHealthRow;
}
