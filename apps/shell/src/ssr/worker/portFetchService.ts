import type { MessagePort } from 'node:worker_threads';
import type { ServerRequestContext } from '@storefront/contracts';
import {
  callIdOf,
  MalformedMessage,
  readMessage,
  ServiceAnswerSchema,
  type ServiceCall,
} from './renderProtocol';

type Waiting = {
  resolve: (answer: { status: number; body: unknown }) => void;
  reject: (error: Error) => void;
};

/**
 * A page's `fetchService` in a worker: each call goes to the accepting thread over the page's port
 * (ServiceCall), which asks the API in-process and answers (ServiceAnswer). A malformed answer
 * fails its call with the reason; one whose call cannot be told fails every call still waiting on
 * this page's port, since none of their answers can be trusted to come.
 */
export function portFetchService(port: MessagePort): ServerRequestContext['fetchService'] {
  let next = 0;
  const waiting = new Map<number, Waiting>();
  port.on('message', (message: unknown) => {
    try {
      const answer = readMessage(ServiceAnswerSchema, 'a service answer', message);
      const call = waiting.get(answer.id);
      if (!call) return;
      waiting.delete(answer.id);
      if ('error' in answer) call.reject(new Error(answer.error));
      else call.resolve({ status: answer.status, body: answer.body });
    } catch (error) {
      if (!(error instanceof MalformedMessage)) throw error;
      const id = callIdOf(message);
      const failed = id !== undefined && waiting.has(id) ? [id] : [...waiting.keys()];
      for (const call of failed) {
        waiting.get(call)?.reject(error);
        waiting.delete(call);
      }
    }
  });
  return (path, headers = {}, options = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      const call: ServiceCall = {
        id,
        path,
        headers: { ...headers },
        ...(options.shareForS !== undefined ? { shareForS: options.shareForS } : {}),
      };
      port.postMessage(call);
    });
}
