import fs from 'node:fs';
import path from 'node:path';
import { describeTextCompleteness } from '@storefront/i18n/src/textCompleteness';

describeTextCompleteness(
  'preview',
  (locale) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<
      string,
      unknown
    >,
);
