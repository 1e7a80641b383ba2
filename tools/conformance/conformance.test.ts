import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkCitations,
  checkConformance,
  checkTestsNameIds,
  namesRuleId,
  parseConformance,
} from './conformanceTable';
import { RULE_IDS_NOT_YET_NAMED_IN_TESTS } from './pendingRuleIds';

const ROOT = join(__dirname, '..', '..');
const DOCUMENT = 'docs/spec-conformance.md';

describe(DOCUMENT, () => {
  const markdown = readFileSync(join(ROOT, DOCUMENT), 'utf8');

  it('names only files that exist, each rule id once across every section, and only the three statuses', () => {
    expect(checkConformance(markdown, ROOT)).toEqual([]);
  });

  it('every rule id a named code file cites in a comment is a row of the document', () => {
    expect(checkCitations(markdown, ROOT)).toEqual([]);
  });

  it('every conforms row names its rule id in a cited test (a test name or a comment), but for the shrinking pending list', () => {
    expect(checkTestsNameIds(markdown, ROOT, new Set(RULE_IDS_NOT_YET_NAMED_IN_TESTS))).toEqual([]);
  });

  it('holds a table for each of the two specs', () => {
    const sections = new Set(parseConformance(markdown).rows.map((row) => row.section));
    expect([...sections].sort()).toEqual([
      'header-search-cart.md',
      'newsletter-footer-preview-login.md',
    ]);
  });
});

describe('the check itself', () => {
  const HEADER = '| id | rule | code | test | status |\n|---|---|---|---|---|\n';
  const exists = (path: string) => !path.includes('missing');
  const check = (body: string) => checkConformance(body, ROOT, exists);

  it('accepts tables in several sections', () => {
    const markdown = `## a.md\n\n${HEADER}| A-1-1 | r \\| s | \`x.ts\` | \`x.test.ts\` | conforms |\n\n## b.md\n\n${HEADER}| B-2.1-1 | r | — | — | n/a: no such page |\n`;
    expect(check(markdown)).toEqual([]);
    expect(parseConformance(markdown).rows.map((row) => [row.section, row.id, row.rule])).toEqual([
      ['a.md', 'A-1-1', 'r | s'],
      ['b.md', 'B-2.1-1', 'r'],
    ]);
  });

  it('reports a repeated id across sections, a missing file, a wrong status and a missing test', () => {
    const markdown = [
      `## a.md\n\n${HEADER}| A-1-1 | r | \`missing.ts\` | \`x.test.ts\` | conforms |`,
      `## b.md\n\n${HEADER}| A-1-1 | r | \`x.ts\` | \`missing.spec.ts\` | fine |`,
      `| A-1-2 | r | \`x.ts\` | — | deviation: on purpose |`,
      `| A-1-3 | r | \`x.ts\` | \`x.ts\` | conforms |`,
    ].join('\n');
    expect(check(markdown)).toEqual([
      'line 5: A-1-1: code file missing.ts does not exist',
      'line 10: A-1-1: the id appears again (first on line 5)',
      'line 10: A-1-1: the status must be "conforms", "deviation: <why>" or "n/a: <why>"',
      'line 10: A-1-1: test file missing.spec.ts does not exist',
      'line 11: A-1-2: only a not-applicable rule may name no test',
      'line 12: A-1-3: x.ts is not a test file (*.test.ts, *.test.tsx, *.spec.ts)',
    ]);
  });

  it('reports a comment citing a rule id the document does not have', () => {
    const markdown = `## a.md\n\n${HEADER}| A-1-1 | r | \`README.md\` | \`x.test.ts\` | conforms |\n`;
    const read = () =>
      '// deviation (docs/spec-conformance.md, A-1-1) and (docs/spec-conformance.md, A-1-2)';
    expect(checkCitations(markdown, ROOT, read)).toEqual([
      'README.md cites A-1-2, which is no row of the document',
    ]);
  });

  it('finds a rule id only in a test name or a comment, and only as the whole id', () => {
    expect(namesRuleId("  it('A-1-1: shows it', () => {", 'A-1-1')).toBe(true);
    expect(namesRuleId("  // A-1-1: the spec's words", 'A-1-1')).toBe(true);
    expect(namesRuleId("  it.each([1, 2])('A-1-1: %s', (n) => {", 'A-1-1')).toBe(true);
    expect(namesRuleId("describe('x (A-1-1)', () => {", 'A-1-1')).toBe(true);
    expect(namesRuleId("  expect(id).toBe('A-1-1');", 'A-1-1')).toBe(false);
    expect(namesRuleId("  it('A-1-10: another rule', () => {", 'A-1-1')).toBe(false);
    expect(namesRuleId('  // A-1.1-1 is another section', 'A-1-1')).toBe(false);
    // A long name Prettier put on the line after its call, and strings that are no test name.
    expect(namesRuleId("  it.each([1, 2])(\n    'A-1-1: %s',\n    (n) => {", 'A-1-1')).toBe(true);
    expect(namesRuleId("  it(\n    'A-1-1: a long name',\n    async () => {", 'A-1-1')).toBe(true);
    expect(namesRuleId("  const ids = [\n    'A-1-1',\n  ];", 'A-1-1')).toBe(false);
    expect(namesRuleId("  expect(ids).toEqual(\n    'A-1-1',\n  );", 'A-1-1')).toBe(false);
  });

  it('reports a conforms row whose cited tests do not name its id, and a pending entry that must leave the list', () => {
    const markdown = `## a.md\n\n${HEADER}| A-1-1 | r | \`x.ts\` | \`a.test.ts\` | conforms |\n| A-1-2 | r | \`x.ts\` | \`b.test.ts\` | conforms |\n| A-1-3 | r | \`x.ts\` | \`b.test.ts\` | deviation: why |\n`;
    const files: Record<string, string> = {
      'a.test.ts': "it('A-1-1: works', () => {});",
      'b.test.ts': "it('works', () => {});",
    };
    const read = (path: string) => files[path];
    expect(checkTestsNameIds(markdown, ROOT, new Set(), read)).toEqual([
      'line 6: A-1-2: no cited test file names the rule id in a test name or a comment',
    ]);
    expect(checkTestsNameIds(markdown, ROOT, new Set(['A-1-2']), read)).toEqual([]);
    expect(checkTestsNameIds(markdown, ROOT, new Set(['A-1-1', 'A-1-2', 'A-1-3']), read)).toEqual([
      'A-1-1: its tests name it now; take it off the pending list',
      'A-1-3: on the pending list but no conforms row',
    ]);
  });

  it('reports a table with another header', () => {
    expect(check('## a.md\n\n| id | rule |\n|---|---|\n')).toEqual([
      "line 3: a table's header must be | id | rule | code | test | status |",
    ]);
  });
});
