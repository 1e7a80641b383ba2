export interface PromotionRow {
  site: string;
  id: string;
  /** Sorted, comma-joined tags; part of the key, so one id may have variants per tag set. */
  tags: string;
  type: string;
  content_json: string;
  /** ISO timestamps; null means unbounded. */
  valid_from: string | null;
  valid_to: string | null;
  updated_at: string;
}

export interface PromotionTables {
  promotions: PromotionRow;
}
