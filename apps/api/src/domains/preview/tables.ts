/**
 * The footer's preview flag, kept per site: only where it is set does the document server let the
 * shell load the staff preview panel (and only for requests with a staff cookie).
 */
export interface PreviewSiteRow {
  site: string;
  /** 1: the preview panel may be loaded on this site; 0: never. */
  enabled: number;
}

export interface PreviewTables {
  preview_sites: PreviewSiteRow;
}
