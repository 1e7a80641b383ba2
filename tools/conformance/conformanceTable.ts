import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One row of a conformance table: | id | rule | code | test | status |. */
export interface ConformanceRow {
  section: string;
  line: number;
  id: string;
  rule: string;
  code: string[];
  test: string[];
  status: string;
}

export const TABLE_HEADER = ['id', 'rule', 'code', 'test', 'status'] as const;
const ID = /^[A-Z]+-\d+(\.\d+)*-\d+$/;
const STATUS = /^(conforms|deviation: \S.*|n\/a: \S.*)$/;
const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;
const NONE = '—';

/** Splits a table line into cells; `\|` inside a cell is a literal bar. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The paths of a cell: each in backticks, or the dash for none. */
function paths(cell: string): string[] {
  if (cell === NONE) return [];
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

/** Every row of every table, with the `## ` section it stands in; a table with another header is an error. */
export function parseConformance(markdown: string): { rows: ConformanceRow[]; problems: string[] } {
  const rows: ConformanceRow[] = [];
  const problems: string[] = [];
  let section = '';
  let inTable = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (text.startsWith('## ')) section = text.slice(3).trim();
    if (!text.trim().startsWith('|')) {
      inTable = false;
      return;
    }
    const row = cells(text);
    if (!inTable) {
      inTable = true;
      if (row.join('|') !== TABLE_HEADER.join('|'))
        problems.push(`line ${line}: a table's header must be | ${TABLE_HEADER.join(' | ')} |`);
      return;
    }
    if (row.every((cell) => /^:?-+:?$/.test(cell))) return;
    if (row.length !== TABLE_HEADER.length) {
      problems.push(`line ${line}: ${row.length} cells instead of ${TABLE_HEADER.length}`);
      return;
    }
    const [id = '', rule = '', code = '', test = '', status = ''] = row;
    rows.push({ section, line, id, rule, code: paths(code), test: paths(test), status });
    if (code !== NONE && paths(code).length === 0)
      problems.push(`line ${line}: ${id}: code names no \`path\``);
    if (test !== NONE && paths(test).length === 0)
      problems.push(`line ${line}: ${id}: test names no \`path\``);
  });
  return { rows, problems };
}

/** Everything that makes the document dishonest: missing files, repeated ids, unknown statuses. */
export function checkConformance(
  markdown: string,
  root: string,
  exists: (path: string) => boolean = (path) => existsSync(join(root, path)),
): string[] {
  const { rows, problems } = parseConformance(markdown);
  const seen = new Map<string, number>();
  for (const row of rows) {
    const where = `line ${row.line}: ${row.id}`;
    if (!row.section) problems.push(`${where}: the table stands under no ## section`);
    if (!ID.test(row.id)) problems.push(`${where}: the id is not of the form PREFIX-<section>-<n>`);
    const first = seen.get(row.id);
    if (first !== undefined)
      problems.push(`${where}: the id appears again (first on line ${first})`);
    else seen.set(row.id, row.line);
    if (!row.rule) problems.push(`${where}: the rule is empty`);
    if (!STATUS.test(row.status))
      problems.push(`${where}: the status must be "conforms", "deviation: <why>" or "n/a: <why>"`);
    const notApplicable = row.status.startsWith('n/a:');
    if (row.code.length === 0 && !notApplicable)
      problems.push(`${where}: only a not-applicable rule may name no code`);
    if (row.test.length === 0 && !notApplicable)
      problems.push(`${where}: only a not-applicable rule may name no test`);
    for (const path of row.code)
      if (!exists(path)) problems.push(`${where}: code file ${path} does not exist`);
    for (const path of row.test) {
      if (!TEST_FILE.test(path))
        problems.push(`${where}: ${path} is not a test file (*.test.ts, *.test.tsx, *.spec.ts)`);
      else if (!exists(path)) problems.push(`${where}: test file ${path} does not exist`);
    }
  }
  return problems;
}

/** Rule ids the way code comments cite them: "(docs/spec-conformance.md, NFPL-4.1-7)". */
const CITED_ID = /docs\/spec-conformance\.md, ([A-Z]+-\d+(?:\.\d+)*-\d+)/g;

/**
 * Every rule id a file named in the document cites must be a row of the document, so a renumbered
 * table cannot leave a comment pointing at another rule.
 */
export function checkCitations(
  markdown: string,
  root: string,
  read: (path: string) => string = (path) => readFileSync(join(root, path), 'utf8'),
): string[] {
  const { rows } = parseConformance(markdown);
  const ids = new Set(rows.map((row) => row.id));
  const files = new Set(
    rows.flatMap((row) => row.code).filter((path) => existsSync(join(root, path))),
  );
  const problems: string[] = [];
  for (const path of [...files].sort()) {
    for (const match of read(path).matchAll(CITED_ID))
      if (!ids.has(match[1] ?? ''))
        problems.push(`${path} cites ${match[1]}, which is no row of the document`);
  }
  return problems;
}

/** A line that names a rule next to an assertion: a comment, or a test's or group's name. */
const NAMING_LINE = /^\s*(\/\/|\/?\*)|\b(it|test|describe)(\.each\b.*?\))?\s*\(|\)\s*\(\s*['"`]/;

/**
 * A test call whose name Prettier moved to the next line (a long name): `it.each([…])(` or `it(`
 * ends the line, and the name is the string that opens the next.
 */
const CALL_OPENING_LINE = /\b(it|test|describe)(\.each\b.*)?\s*\(\s*$|\)\s*\(\s*$/;
const NAME_ARGUMENT_LINE = /^\s*['"`]/;

/** Whether a test file names the rule id in a comment or a test name (not merely somewhere). */
export function namesRuleId(source: string, id: string): boolean {
  const word = new RegExp(`(^|[^\\w.-])${id.replace(/\./g, '\\.')}(?![\\w.]|-\\d)`);
  const lines = source.split('\n');
  return lines.some(
    (line, index) =>
      word.test(line) &&
      (NAMING_LINE.test(line) ||
        (NAME_ARGUMENT_LINE.test(line) && CALL_OPENING_LINE.test(lines[index - 1] ?? ''))),
  );
}

/**
 * Every `conforms` row's cited tests name its rule id (in a test name or a comment
 * next to the assertion), in at least one of the cited test files, so a reader finds the assertion
 * that holds the rule. `pending` lists the rows not yet brought there; it may only shrink: a pending
 * row that now names its id, or is no longer a `conforms` row, must leave the list.
 */
export function checkTestsNameIds(
  markdown: string,
  root: string,
  pending: ReadonlySet<string>,
  read: (path: string) => string | undefined = (path) =>
    existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined,
): string[] {
  const { rows } = parseConformance(markdown);
  const problems: string[] = [];
  const conforming = new Set<string>();
  for (const row of rows) {
    if (row.status !== 'conforms') continue;
    conforming.add(row.id);
    const named = row.test.some((path) => {
      const source = read(path);
      return source !== undefined && namesRuleId(source, row.id);
    });
    if (named && pending.has(row.id))
      problems.push(`${row.id}: its tests name it now; take it off the pending list`);
    if (!named && !pending.has(row.id))
      problems.push(
        `line ${row.line}: ${row.id}: no cited test file names the rule id in a test name or a comment`,
      );
  }
  for (const id of [...pending].sort())
    if (!conforming.has(id)) problems.push(`${id}: on the pending list but no conforms row`);
  return problems;
}
