export interface AbTestRow {
  name: string;
  /** ISO 8601 instants; a test is active from starts_at (inclusive) to ends_at (exclusive). */
  starts_at: string;
  ends_at: string;
}

export interface AbTestGroupRow {
  test_name: string;
  name: string;
  position: number;
}

export interface AbTestTables {
  ab_tests: AbTestRow;
  ab_test_groups: AbTestGroupRow;
}
