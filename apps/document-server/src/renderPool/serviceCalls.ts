import type { MessagePort } from 'node:worker_threads';
import * as z from 'zod/mini';
import type { ServerRequestContext } from '@storefront/contracts';
import type { ServiceAnswer } from '@storefront/shell';

/** A service call as a worker may send it: the worker runs other teams' code, so nothing is taken on trust. */
const ServiceCallSchema = z.object({
  id: z.number().check(z.int(), z.nonnegative()),
  path: z.string().check(z.maxLength(2048)),
  headers: z.record(z.string().check(z.maxLength(256)), z.string().check(z.maxLength(4096))),
  shareForS: z.optional(z.number().check(z.nonnegative())),
});

/**
 * Answers a page's service calls coming from its render worker with the page's own `fetchService`
 * (apps/document-server/src/serviceFetcher.ts: in-process, only `/service/…`, the visitor's cookies). A
 * malformed call is dropped: its loader waits until the page's deadline, as for a slow service.
 */
export function answerServiceCalls(
  port: MessagePort,
  fetchService: ServerRequestContext['fetchService'],
): void {
  port.on('message', (message: unknown) => {
    const call = ServiceCallSchema.safeParse(message);
    if (!call.success) return;
    const { id, path, headers, shareForS } = call.data;
    fetchService(path, headers, shareForS === undefined ? {} : { shareForS }).then(
      (answer) => post(port, { id, status: answer.status, body: answer.body }),
      (error: unknown) =>
        post(port, { id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

function post(port: MessagePort, answer: ServiceAnswer): void {
  try {
    port.postMessage(answer);
  } catch {
    // The worker is gone (its page was abandoned): nobody waits for this answer.
  }
}
