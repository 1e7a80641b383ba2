import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe tags them: what every page of the storefront is held to. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds on the page against WCAG 2.2 A/AA, one line per rule with the nodes it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  return audit.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
