import fs from 'node:fs';
import path from 'node:path';
import { describeTextCompleteness } from '@storefront/i18n/src/textCompleteness';

// HSC-9-10: each locale has its own header and navigation texts (every key resolves in each of the nine).
describeTextCompleteness(
  'navigation',
  (locale) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<
      string,
      unknown
    >,
);
