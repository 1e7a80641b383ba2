/** A pair of test and group names; both empty means no A/B override (spec 3.3). */
export interface AbSelection {
  test: string;
  group: string;
}

export const EMPTY_SELECTION: AbSelection = { test: '', group: '' };

/** Choosing a test (or none): no test gives the empty pair, a test starts without a group. */
export function selectTest(test: string | undefined): AbSelection {
  return test ? { test, group: '' } : EMPTY_SELECTION;
}

/** Choosing a group of the chosen test gives the full pair. */
export function selectGroup(selection: AbSelection, group: string): AbSelection {
  return selection.test ? { test: selection.test, group } : EMPTY_SELECTION;
}

/** The group select shows 'Required' while a test has no group. */
export function groupRequired(selection: AbSelection): boolean {
  return Boolean(selection.test) && !selection.group;
}

/** Valid if empty, or if the chosen test has a group (spec 5.2). */
export function isValidSelection(selection: AbSelection): boolean {
  return !selection.test ? !selection.group : Boolean(selection.group);
}
