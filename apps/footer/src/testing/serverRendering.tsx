import path from 'node:path';
import type { ReactNode } from 'react';
import type { Locale } from '@storefront/contracts';
import { serverTexts, withServerTexts } from '@storefront/testing';

export { requestContext } from '@storefront/testing';

/** The footer remote's texts (and the shared ones) for `locale`, as the document server provides them. */
export const withTexts = (locale: Locale, children: ReactNode) =>
  withServerTexts(serverTexts(locale, 'footer', path.resolve(__dirname, '../texts')), children);
