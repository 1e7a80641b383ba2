import type { MessagePort } from 'node:worker_threads';
import type { ServerRequestContext } from '@storefront/contracts';
import {
  callIdOf,
  MalformedMessage,
  readMessage,
  ServiceCallSchema,
  type ServiceAnswer,
} from '@storefront/shell';

/**
 * Answers a page's service calls coming from its render worker with the page's own `fetchService`
 * (apps/document-server/src/serviceFetcher.ts: in-process, only `/service/…`, the visitor's
 * cookies). The worker runs other teams' code, so each call is read by its schema first: a
 * malformed call is answered with why it was refused, and fails at once in its loader; one
 * without a readable id is dropped (no call waits on it by that id: its loader waits until the
 * page's deadline, as for a slow service).
 */
export function answerServiceCalls(
  port: MessagePort,
  fetchService: ServerRequestContext['fetchService'],
): void {
  port.on('message', (message: unknown) => {
    let call;
    try {
      call = readMessage(ServiceCallSchema, 'a service call', message);
    } catch (error) {
      if (!(error instanceof MalformedMessage)) throw error;
      const id = callIdOf(message);
      if (id !== undefined) post(port, { id, error: error.message });
      return;
    }
    const { id, path, headers, shareForS } = call;
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
