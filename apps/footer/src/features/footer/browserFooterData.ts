import type { Site } from '@storefront/contracts';
import { fetchFooterContent, type FooterContentResult } from '../footer-content';
import { fetchNlStatus } from '../newsletter-block';

/**
 * How long a footer the browser renders from scratch waits for its content and the newsletter
 * status before it shows without what is still missing (that then loads in place, as before).
 * Both answer in milliseconds; this only caps what a slow service costs the footer.
 */
export const FOOTER_DATA_WAIT_MS = 1_000;

/** What the document server would have sent: the content, and the newsletter status (null: known, none). */
export interface BrowserFooterData {
  content?: FooterContentResult;
  nlStatus?: string | null;
}

// One request per page and site: every render of the footer reads the same answer (React's `use`
// needs the same promise again once it has settled), and a footer mounted again never asks twice.
const asked = new Map<Site, Promise<BrowserFooterData>>();

/** Forgets what was asked, as a new page does: for tests, which render many pages in one document. */
export function forgetBrowserFooterData(): void {
  asked.clear();
}

/**
 * The footer's data when the browser renders it from scratch (the page left to the browser, or a
 * slot the server could only give its fallback): the footer waits for it before it first shows, as
 * on the server, so its content and the newsletter sign-up above it do not grow in after it and
 * move what the shopper is about to click. A failed newsletter-status call counts as none, as the
 * footer always treated it (the sign-up shows).
 */
export function browserFooterData(site: Site): Promise<BrowserFooterData> {
  const known = asked.get(site);
  if (known) return known;
  const data: BrowserFooterData = {};
  const all = Promise.all([
    fetchFooterContent(site).then((content) => {
      data.content = content;
    }),
    fetchNlStatus().then(
      (nlStatus) => {
        data.nlStatus = nlStatus ?? null;
      },
      () => {
        data.nlStatus = null;
      },
    ),
  ]);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FOOTER_DATA_WAIT_MS));
  const footerData = Promise.race([all, waited]).then(() => ({ ...data }));
  asked.set(site, footerData);
  return footerData;
}
