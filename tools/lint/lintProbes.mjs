// Lints pieces of code as if they were files of the repository: stdin is [{ file, code }], stdout the
// messages of `no-restricted-imports` for each, in order. A process of its own because ESLint loads
// eslint.config.mjs with import(), which a jest test cannot (boundaries.test.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/** The boundary rules: imports, and the barrels' `export *`. */
const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const answers = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  answers.push(
    (result?.messages ?? [])
      .filter((message) => RULES.has(message.ruleId ?? ''))
      .map((message) => message.message),
  );
}
process.stdout.write(JSON.stringify(answers));
