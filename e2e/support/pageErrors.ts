import type { Page } from '@playwright/test';

/** Collects uncaught page errors and CSP violations, so a test can assert there were none. */
export function watchPageErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      errors.push(`csp: ${message.text()}`);
  });
  return { errors };
}

/** React's hydration mismatch reports (minified in production: errors #418 to #425). */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[0-5]/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}
