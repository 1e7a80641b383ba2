import type { Site } from '@storefront/contracts';
import { collectedWithin } from '@storefront/platform';
import { fetchFooterContent, type FooterContentResult } from '../../features/footer-content';
import { fetchNlStatus } from '../../features/newsletter-block';

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
 * footer always treated it (the sign-up shows). It waits SLOT_DATA_WAIT_MS at most, as the header.
 */
export function browserFooterData(site: Site): Promise<BrowserFooterData> {
  const known = asked.get(site);
  if (known) return known;
  const footerData = collectedWithin<BrowserFooterData>({}, (data) =>
    Promise.all([
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
    ]),
  );
  asked.set(site, footerData);
  return footerData;
}
