/**
 * The `conforms` rows of docs/spec-conformance.md whose cited tests do not yet name the rule id (issue
 * 31 item 8). The list may only shrink: conformance.test.ts fails when a row not listed here lacks
 * its id in a cited test, and when a listed row has it. Bring a row off the list by naming its id in
 * the test name, or in a comment next to the assertion, of one of its cited test files.
 */
export const RULE_IDS_NOT_YET_NAMED_IN_TESTS: readonly string[] = [];
