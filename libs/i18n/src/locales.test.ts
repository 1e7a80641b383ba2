import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from './namespaces';
import { describeTextCompleteness } from './textCompleteness';

for (const namespace of NAMESPACES) {
  describeTextCompleteness(
    namespace,
    (locale) =>
      JSON.parse(
        fs.readFileSync(path.join(__dirname, 'locales', locale, `${namespace}.json`), 'utf8'),
      ) as Record<string, unknown>,
  );
}
