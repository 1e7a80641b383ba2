/**
 * The flags every headless Chromium of this repository starts with: the e2e tests
 * (playwright.config.ts) and the benchmark (bench/page.ts, bench/lighthouse.ts) drive the same
 * browser on the same machines. No sandbox and no /dev/shm (containers running as root with a small
 * shared memory), no GPU, and none of Chromium's own background traffic in the measurements.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];
