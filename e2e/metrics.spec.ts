import { expect } from '@playwright/test';
import { REMOTE_NAMES } from '@storefront/contracts';
import { test } from './support/test';
import { serverHtml } from './support/sites';
import { E2E_METRICS_PORT, E2E_PORT } from '../playwright.config';

/** Issue 28, item 2: Prometheus metrics on METRICS_PORT, never on the shoppers' port. */
test('/metrics on METRICS_PORT names every remote with its server outcome counts, the API routes and process health', async ({
  request,
}) => {
  await serverHtml(request, 'DE', '/');
  await request.get(`http://127.0.0.1:${E2E_PORT}/service/health`);
  const text = await (await request.get(`http://127.0.0.1:${E2E_METRICS_PORT}/metrics`)).text();
  for (const remote of REMOTE_NAMES) {
    for (const outcome of ['rendered', 'deadline', 'error', 'fallback'])
      expect(text).toMatch(
        new RegExp(
          `storefront_server_slot_renders_total\\{remote="${remote}",release="[a-z0-9]+",outcome="${outcome}"\\} \\d+`,
        ),
      );
  }
  // The home page rendered its header on the server at least once.
  expect(text).toMatch(
    /storefront_server_slot_renders_total\{remote="navigation",release="[a-z0-9]+",outcome="rendered"\} [1-9]/,
  );
  // Each slot's own time from its render worker, and the page's as a whole.
  expect(text).toMatch(
    /storefront_server_slot_render_duration_seconds_count\{remote="navigation",release="[a-z0-9]+",outcome="rendered"\} [1-9]/,
  );
  expect(text).toMatch(
    /storefront_server_page_render_duration_seconds_count\{outcome="rendered"\} [1-9]/,
  );
  expect(text).toMatch(
    /storefront_api_request_duration_seconds_count\{route="\/service\/health",method="GET",status_code="200"\} [1-9]/,
  );
  // The render pool's workers, counted from their start (a rise between deploys means lost workers).
  expect(text).toMatch(/^storefront_render_worker_starts_total [1-9]\d*$/m);
  expect(text).toContain('process_resident_memory_bytes');
  // Not on the shoppers' port.
  const shoppers = await request.get(`http://127.0.0.1:${E2E_PORT}/metrics`, {
    headers: { host: `de.localhost:${E2E_PORT}` },
  });
  expect(await shoppers.text()).not.toContain('storefront_server_slot_renders_total');
});
