/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from '@storefront/contracts';
import { createHttpClient, HttpError, REQUEST_TIMEOUT_MS } from './client';
import type * as ClientModule from './client';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
let handler: Handler;
let server: http.Server;
let baseURL: string;

beforeAll(async () => {
  server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const Body = z.object({ name: z.string() });
const json =
  (status: number, body: unknown): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('http client', () => {
  // NFPL-7.1-7: JSON in, validated JSON out; NFPL-7.2-4: the anti-forgery header psdata carries too.
  it('NFPL-7.1-7, NFPL-7.2-4: returns a validated body and sends the anti-forgery header', async () => {
    let seen: http.IncomingHttpHeaders = {};
    handler = (request, response) => {
      seen = request.headers;
      json(200, { name: 'Anna' })(request, response);
    };
    const client = createHttpClient({ baseURL, csrfToken: () => 'token-1' });
    await expect(client.get('/x', Body)).resolves.toEqual({ name: 'Anna' });
    expect(seen['x-csrf-token']).toBe('token-1');
    expect(seen['x-longtermtoken']).toBeUndefined();
  });

  it('sends a write that must outlive the page as a keepalive fetch, with its body and headers', async () => {
    let seen: { headers: http.IncomingHttpHeaders; body: string } | undefined;
    handler = (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = { headers: request.headers, body };
        json(200, { name: 'Anna' })(request, response);
      });
    };
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const client = createHttpClient({ baseURL, csrfToken: () => 'token-2' });
      await expect(
        client.postJson('/cart', { productId: '100001' }, Body, { keepalive: true }),
      ).resolves.toEqual({ name: 'Anna' });
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect((fetchSpy.mock.calls[0]?.[1] as RequestInit | undefined)?.keepalive).toBe(true);
      expect(seen).toEqual({
        headers: expect.objectContaining({
          'x-csrf-token': 'token-2',
          'content-type': 'application/json',
        }),
        body: '{"productId":"100001"}',
      });
      // Without the option: the usual request, no fetch.
      await client.postJson('/cart', { productId: '100002' }, Body);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('by default repeats the anti-forgery cookie of an https page (__Host-csrf_token), else csrf_token', async () => {
    const seen: (string | string[] | undefined)[] = [];
    handler = (request, response) => {
      seen.push(request.headers['x-csrf-token']);
      json(200, { name: 'x' })(request, response);
    };
    // This file runs in node (a real server): the page's document is a stub holding its cookie string.
    const page = { cookie: 'csrf_token=tossed; __Host-csrf_token=from-https' };
    Object.assign(globalThis, { document: page });
    try {
      const client = createHttpClient({ baseURL });
      await client.postJson('/x', {}, Body);
      page.cookie = 'csrf_token=from-http';
      await client.postJson('/x', {}, Body);
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
    expect(seen).toEqual(['from-https', 'from-http']);
  });

  it('sends the long-term token only on the generic calls that ask for it', async () => {
    let seen: http.IncomingHttpHeaders = {};
    handler = (request, response) => {
      seen = request.headers;
      json(200, { name: 'x' })(request, response);
    };
    const client = createHttpClient({
      baseURL,
      csrfToken: () => 'c',
      longTermToken: () => 'ltt-1',
    });
    // HSC-7-9: a generic PUT with a JSON body and a GET to caller-supplied paths send the long-term token and the anti-forgery header.
    await client.putJson('/x', { a: 1 }, Body, { withLongTermToken: true });
    expect(seen['x-longtermtoken']).toBe('ltt-1');
    expect(seen['x-csrf-token']).toBe('c');
    expect(seen['content-type']).toBe('application/json');
    await client.get('/y', Body, { withLongTermToken: true });
    expect([seen['x-longtermtoken'], seen['x-csrf-token']]).toEqual(['ltt-1', 'c']);
    await client.get('/z', Body);
    expect(seen['x-longtermtoken']).toBeUndefined();
  });

  it('asks with no-cache when the caller says so (the personal data)', async () => {
    const seen: (string | undefined)[] = [];
    handler = (request, response) => {
      seen.push(request.headers['cache-control']);
      json(200, { name: 'x' })(request, response);
    };
    const client = createHttpClient({ baseURL, csrfToken: () => 'c' });
    // HSC-7-1: psdata is asked with no-cache; other calls are not.
    await client.get('/psdata', Body, { noCache: true });
    await client.get('/other', Body);
    expect(seen).toEqual(['no-cache', undefined]);
  });

  it('sends no token to an absolute address of another origin', async () => {
    let seen: http.IncomingHttpHeaders = {};
    handler = (request, response) => {
      seen = request.headers;
      json(200, { name: 'x' })(request, response);
    };
    // 127.0.0.1 and localhost are different origins: the same server stands in for another host.
    const other = baseURL.replace('127.0.0.1', 'localhost');
    const client = createHttpClient({
      baseURL,
      csrfToken: () => 'c',
      longTermToken: () => 'ltt-1',
    });
    await client.putJson(`${other}/x`, { a: 1 }, Body, { withLongTermToken: true });
    expect(seen['x-csrf-token']).toBeUndefined();
    expect(seen['x-longtermtoken']).toBeUndefined();
    await client.putJson(`${baseURL}/x`, { a: 1 }, Body, { withLongTermToken: true });
    expect(seen['x-csrf-token']).toBe('c');
    expect(seen['x-longtermtoken']).toBe('ltt-1');
  });

  it('refuses a response of the wrong shape with an invalid-response error', async () => {
    handler = json(200, { name: 42 });
    const error = await failure(createHttpClient({ baseURL }).get('/x', Body));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('name');
  });

  it('refuses a body that is not JSON', async () => {
    handler = json(200, '<html>oops</html>');
    expect((await failure(createHttpClient({ baseURL }).get('/x', Body))).kind).toBe(
      'invalid-response',
    );
  });

  it('turns an error status into a status error carrying the parsed problem body', async () => {
    handler = json(422, { type: 'urn:newsletter:email_invalid', title: 'Invalid', status: 422 });
    const error = await failure(createHttpClient({ baseURL }).postJson('/x', {}, Body));
    expect(error).toMatchObject({
      kind: 'status',
      status: 422,
      body: { type: 'urn:newsletter:email_invalid' },
    });
  });

  it('answers 304 without a body only when the caller allows it', async () => {
    handler = (_request, response) => {
      response.writeHead(304);
      response.end();
    };
    const client = createHttpClient({ baseURL });
    await expect(
      client.request('POST', '/x', {}, { schema: Body, allowNotModified: true }),
    ).resolves.toEqual({ status: 304, data: undefined });
    expect((await failure(client.request('POST', '/x', {}, { schema: Body }))).status).toBe(304);
  });

  it('gives up after its timeout', async () => {
    handler = () => undefined; // never answers
    const error = await failure(createHttpClient({ baseURL, timeoutMs: 100 }).get('/x', Body));
    expect(error.kind).toBe('timeout');
  });

  it('NFPL-7.1-7, NFPL-7.2-1, NFPL-9-1: by default waits 15 s for an answer, not a moment longer (spec 7.1, 9)', async () => {
    handler = () => undefined; // never answers
    // Only the timers are fake (the client's limit runs on them): sockets and the test server stay real.
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance', 'Date'],
    });
    try {
      let settled: HttpError | 'pending' = 'pending';
      const call = failure(createHttpClient({ baseURL }).get('/x', Body)).then(
        (error) => (settled = error),
      );
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      await call;
      expect(settled).toMatchObject({ kind: 'timeout' });
      expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a network failure', async () => {
    const error = await failure(
      createHttpClient({ baseURL: 'http://127.0.0.1:1' }).get('/x', Body),
    );
    expect(error.kind).toBe('network');
  });

  it('never calls a protocol-relative URL', async () => {
    // HSC-5-13: no request URL starting with a double slash leaves the client.
    expect(
      (await failure(createHttpClient({ baseURL }).get('//evil.example/x', Body))).message,
    ).toContain('protocol-relative');
  });

  it('leaves out undefined query parameters', async () => {
    let url = '';
    handler = (request, response) => {
      url = request.url ?? '';
      json(200, { name: 'x' })(request, response);
    };
    await createHttpClient({ baseURL }).get('/x', Body, {
      params: { a: 'b c', skip: undefined, n: 2 },
    });
    expect(url).toBe('/x?a=b+c&n=2');
  });

  it('reports a network failure when its HTTP library could not be loaded, and loads it again for the next call', async () => {
    // axios comes with the first call (issue 27); on a page its file can fail to arrive.
    let failures = 1;
    jest.doMock('axios', () => {
      if (failures-- > 0) throw new Error('Loading chunk 1448 failed.');
      return jest.requireActual('axios');
    });
    try {
      let client: typeof ClientModule | undefined;
      jest.isolateModules(() => {
        client = jest.requireActual<typeof ClientModule>('./client');
      });
      if (!client) throw new Error('the client module did not load');
      const http = client.createHttpClient({ baseURL });
      handler = json(200, { name: 'again' });
      const error: unknown = await http.get('/x', Body).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(client.HttpError);
      expect(error).toMatchObject({ kind: 'network', message: 'Loading chunk 1448 failed.' });
      await expect(http.get('/x', Body)).resolves.toEqual({ name: 'again' });
    } finally {
      jest.dontMock('axios');
    }
  });
});
