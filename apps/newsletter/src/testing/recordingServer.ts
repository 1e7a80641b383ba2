import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpClient } from '@storefront/platform';

/** The last request the server got, as it came over the wire. */
export interface SeenRequest {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RecordingServer {
  /** What the server answers next; a body is sent as JSON, none as an empty answer. */
  answer: { status: number; body?: string };
  readonly seen: SeenRequest;
  /** The real client, pointed at the server, with `csrf-1` as its anti-forgery token. */
  readonly client: HttpClient;
}

/**
 * A real server and the real client for the newsletter API calls' tests (node environment): what
 * goes over the wire is asserted, not what a mock was handed. Call it at a test file's top level: it
 * starts before all tests and closes after them. The page's location is a stub at `pageAddress`, as
 * the browser's would be, for the X-Original-Address header.
 */
export function startRecordingServer(pageAddress: string): RecordingServer {
  let server: http.Server;
  let client: HttpClient | undefined;
  let seen: SeenRequest = { headers: {}, body: '' };
  const state: RecordingServer = {
    answer: { status: 200 },
    get seen() {
      return seen;
    },
    get client() {
      if (!client)
        throw new Error('The recording server starts in beforeAll: use its client inside a test.');
      return client;
    },
  };
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = { method: request.method, url: request.url, headers: request.headers, body };
        response.writeHead(
          state.answer.status,
          state.answer.body === undefined ? {} : { 'content-type': 'application/json' },
        );
        response.end(state.answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = createHttpClient({
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      csrfToken: () => 'csrf-1',
    });
    Object.assign(globalThis, { window: { location: { href: pageAddress } } });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}
