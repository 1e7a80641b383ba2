import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCitations, checkConformance, parseConformance } from './conformanceTable';

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

  it('holds a table for each of the two specs', () => {
    const sections = new Set(parseConformance(markdown).rows.map((row) => row.section));
    expect([...sections].sort()).toEqual(['header-search-cart.md', 'newsletter-footer-preview-login.md']);
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
    const read = () => '// deviation (docs/spec-conformance.md, A-1-1) and (docs/spec-conformance.md, A-1-2)';
    expect(checkCitations(markdown, ROOT, read)).toEqual(['README.md cites A-1-2, which is no row of the document']);
  });

  it('reports a table with another header', () => {
    expect(check('## a.md\n\n| id | rule |\n|---|---|\n')).toEqual(['line 3: a table\'s header must be | id | rule | code | test | status |']);
  });
});
