export interface NavigationDocumentRow {
  site: string;
  /** 'tree' (header-backend) or 'themeworlds' (themeworld-frontend). */
  kind: string;
  /** The document as the service answers it, validated against the contracts schema at seed time. */
  body_json: string;
}

export interface NavigationTables {
  navigation_documents: NavigationDocumentRow;
}
