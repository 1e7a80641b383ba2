import SQLite from 'better-sqlite3';
import { foldSearchText, searchWords } from '@storefront/search-schemas';
import { matchExpression } from './ranking';

// [as written in the catalogue, as a shopper types it without diacritics]
const PAIRS = [
  ['kávéfőző', 'kavefozo'],
  ['űrtartalom', 'urtartalom'],
  ['şeker', 'seker'],
  ['čaj', 'caj'],
  ['żelazko', 'zelazko'],
  ['kôš', 'kos'],
  ['İstanbul', 'istanbul'],
  ['ısıtıcı', 'isitici'],
  ['łagodna', 'lagodna'],
  ['weiß', 'weiss'],
  ['smørbrød', 'smorbrod'],
  ['đak', 'dak'],
] as const;

function ftsWith(texts: readonly string[]): SQLite.Database {
  const db = new SQLite(':memory:');
  db.exec("CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'unicode61 remove_diacritics 2')");
  for (const text of texts) db.prepare('INSERT INTO t VALUES (?)').run(text);
  return db;
}
const count = (db: SQLite.Database, match: string) =>
  (db.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?').get(match) as { n: number }).n;

describe('diacritics folding', () => {
  it('the unicode61 tokenizer alone folds ő, ű, ş, č, ż, ô but not ı, ł, ß, ø, đ', () => {
    const db = ftsWith(PAIRS.map(([written]) => written));
    const missed = PAIRS.filter(([, typed]) => count(db, `"${typed}"`) === 0).map(
      ([written]) => written,
    );
    expect(missed).toEqual(['ısıtıcı', 'łagodna', 'weiß', 'smørbrød', 'đak']);
  });

  it('folding the indexed text and the query in JavaScript matches every pair, also as a prefix', () => {
    const db = ftsWith(PAIRS.map(([written]) => foldSearchText(written)));
    for (const [written, typed] of PAIRS) {
      expect([written, count(db, matchExpression(typed)!)]).toEqual([written, 1]);
      expect([written, count(db, matchExpression(written.slice(0, 3))!)]).toEqual([written, 1]);
    }
  });

  it('lower-cases Turkish dotted and dotless capitals to plain i', () => {
    expect(foldSearchText('İZMİR ISPARTA')).toBe('izmir isparta');
    expect(foldSearchText('Işık')).toBe('isik');
  });

  it('splits words at punctuation and drops FTS syntax', () => {
    expect(searchWords(' Damen-T-Shirt, "Blau"* OR x ')).toEqual([
      'damen',
      't',
      'shirt',
      'blau',
      'or',
      'x',
    ]);
    expect(matchExpression('"*')).toBeUndefined();
    expect(matchExpression('Kaffee-Mühle')).toBe('"kaffee"* "muhle"*');
  });
});
