import { http, type HttpClient } from '@storefront/platform';
import { ABTEST_PATHS } from '@storefront/preview-schemas';

let requested = false;

/**
 * Asks once per page for the visitor's A/B assignment (the service sets its cookie); the answer is
 * not used here and a failure is silent: the footer must never depend on the A/B service.
 */
export function requestAbAssignmentOnce(client: HttpClient = http): void {
  if (requested) return;
  requested = true;
  client.request('GET', ABTEST_PATHS.assignment, undefined).catch(() => undefined);
}

/** For tests: forget that the assignment was requested. */
export function resetAbAssignmentRequest(): void {
  requested = false;
}
