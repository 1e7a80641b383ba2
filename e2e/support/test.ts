import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test runs under the storefront's Content-Security-Policy and fails if the browser
 * reports a single violation (a `securitypolicyviolation` event in any frame), whatever it tested.
 */
export const test = base.extend<{ failOnCspViolation: void }>({
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__storefrontCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (
            window as unknown as { __storefrontCspViolation(text: string): Promise<void> }
          ).__storefrontCspViolation;
          void report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
          );
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
