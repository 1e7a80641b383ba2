/**
 * @jest-environment node
 */
import {
  jestTests,
  playwrightTests,
  retriesUsed,
  slowest,
  timeReport,
  SLOWEST_SHOWN,
} from './testReport.cjs';

/** The shapes jest's --json and Playwright's json reporter write (trimmed to what is read). */
const JEST = {
  testResults: [
    {
      name: '/repo/apps/a.test.ts',
      assertionResults: [
        {
          fullName: 'a fast one',
          duration: 12,
          status: 'passed',
          invocations: 1,
          retryReasons: [],
        },
        {
          fullName: 'a retried one',
          duration: 900,
          status: 'passed',
          invocations: 3,
          retryReasons: ['first', 'second'],
        },
      ],
    },
    {
      name: '/repo/apps/b.test.ts',
      assertionResults: [{ fullName: 'no duration', duration: null, status: 'passed' }],
    },
  ],
};
const PLAYWRIGHT = {
  suites: [
    {
      title: 'cart.spec.ts',
      file: 'cart.spec.ts',
      specs: [
        {
          title: 'adds a line',
          file: 'cart.spec.ts',
          tests: [
            {
              projectName: 'desktop',
              status: 'expected',
              results: [{ retry: 0, duration: 4_000, status: 'passed' }],
            },
            {
              projectName: 'phone',
              status: 'flaky',
              results: [
                { retry: 0, duration: 3_000, status: 'failed' },
                { retry: 1, duration: 2_500, status: 'passed' },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'cart page',
          specs: [
            {
              title: 'shows totals',
              file: 'cart.spec.ts',
              tests: [{ projectName: 'desktop', results: [{ duration: 20_000 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the test command’s closing report', () => {
  const tests = [...jestTests(JEST), ...playwrightTests(PLAYWRIGHT)];

  it('reads every test of both runners with its time and the retries it used', () => {
    expect(tests.map(({ runner, name, ms, retries }) => [runner, name, ms, retries])).toEqual([
      ['jest', 'a fast one', 12, 0],
      ['jest', 'a retried one', 900, 2],
      ['jest', 'no duration', 0, 0],
      ['e2e', 'adds a line › [desktop]', 4_000, 0],
      ['e2e', 'adds a line › [phone]', 5_500, 1],
      ['e2e', 'cart page › shows totals › [desktop]', 20_000, 0],
    ]);
    expect(retriesUsed(tests)).toBe(3);
  });

  it('names the slowest first, at most fifteen', () => {
    expect(SLOWEST_SHOWN).toBe(15);
    expect(slowest(tests, 2).map((test) => test.ms)).toEqual([20_000, 5_500]);
    const many = Array.from({ length: 40 }, (_, index) => ({
      runner: 'jest',
      file: 'f',
      name: `t${index}`,
      ms: index,
      retries: 0,
      status: 'passed',
    }));
    expect(slowest(many)).toHaveLength(15);
  });

  it('prints the slowest with their files relative to the checkout, and the retries with the tests that used them', () => {
    const lines = timeReport(tests, '/repo');
    expect(lines[1]).toBe('   20.0 s  e2e   cart.spec.ts: cart page › shows totals › [desktop]');
    expect(lines).toContain('    0.9 s  jest  apps/a.test.ts: a retried one');
    expect(lines.at(-1)).toBe('\nretries used: 3 (a retried one; adds a line › [phone])');
    expect(timeReport(jestTests({ testResults: [] })).at(-1)).toBe('\nretries used: 0');
  });
});
