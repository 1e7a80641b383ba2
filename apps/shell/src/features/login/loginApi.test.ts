/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { on } from '@storefront/contracts';
import { createHttpClient, type HttpClient } from '@storefront/platform';
import { loginCustomer, loginStaff } from './loginApi';

/**
 * The login outcome by HTTP status (spec 7.4, 8), through the real HTTP client against a real
 * server that answers what each case needs: 200 with any body is SUCCESS, 401 UNAUTHORIZED,
 * anything else (201, 400, 500, no answer) SERVICE_UNAVAILABLE.
 */
interface Answer {
  status: number;
  body?: string;
}
let next: Answer = { status: 200 };
const received: { url: string; body: string; site: string | undefined }[] = [];
let server: http.Server;
let client: HttpClient;
// The page's events go to window; in node, an EventTarget stands in for it.
(globalThis as { window?: EventTarget }).window ??= new EventTarget();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        body,
        site: request.headers['x-hunter-site'] as string | undefined,
      });
      response.statusCode = next.status;
      response.end(next.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createHttpClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    csrfToken: () => 'token',
  });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => (received.length = 0));

const CASES: ReadonlyArray<[string, Answer, string]> = [
  [
    '200 with the usual body',
    { status: 200, body: '{"status":"SUCCESS","loginId":"L"}' },
    'SUCCESS',
  ],
  ['200 with an empty body', { status: 200 }, 'SUCCESS'],
  ['200 with a body of another shape', { status: 200, body: '{"status":"NOPE"}' }, 'SUCCESS'],
  ['200 with a body that is no JSON', { status: 200, body: '<html>' }, 'SUCCESS'],
  ['201', { status: 201, body: '{"status":"SUCCESS","loginId":"L"}' }, 'SERVICE_UNAVAILABLE'],
  ['204', { status: 204 }, 'SERVICE_UNAVAILABLE'],
  ['401', { status: 401, body: '{"type":"urn:storefront:unauthorized"}' }, 'UNAUTHORIZED'],
  ['401 without a body', { status: 401 }, 'UNAUTHORIZED'],
  ['400', { status: 400 }, 'SERVICE_UNAVAILABLE'],
  ['403', { status: 403 }, 'SERVICE_UNAVAILABLE'],
  ['429', { status: 429 }, 'SERVICE_UNAVAILABLE'],
  ['500', { status: 500, body: '{"status":"SUCCESS"}' }, 'SERVICE_UNAVAILABLE'],
  ['503', { status: 503 }, 'SERVICE_UNAVAILABLE'],
];

describe('the login outcome is the status of the answer, not its body (spec 7.4)', () => {
  it.each(CASES)(
    'NFPL-4.3-2, NFPL-7.4-1: shopper login answered %s gives %s',
    async (_name, answer, outcome) => {
      next = answer;
      expect(await loginCustomer('HU', 'a@b.test', 'pw', client)).toBe(outcome);
      expect(received).toEqual([
        {
          url: '/service/login/api/v1/login',
          body: '{"email":"a@b.test","password":"pw"}',
          site: 'HU',
        },
      ]);
    },
  );

  it.each(CASES)(
    'NFPL-4.3-2, NFPL-7.4-1: staff login answered %s gives %s',
    async (_name, answer, outcome) => {
      next = answer;
      expect(await loginStaff('staff', 'pw', client)).toBe(outcome);
      expect(received).toEqual([
        {
          url: '/service/login/api/v1/staff/login',
          body: '{"username":"staff","password":"pw"}',
          site: undefined,
        },
      ]);
    },
  );

  it('NFPL-8-8: an unreachable service is SERVICE_UNAVAILABLE', async () => {
    const nowhere = createHttpClient({ baseURL: 'http://127.0.0.1:9' });
    expect(await loginCustomer('DE', 'a@b.test', 'pw', nowhere)).toBe('SERVICE_UNAVAILABLE');
    expect(await loginStaff('staff', 'pw', nowhere)).toBe('SERVICE_UNAVAILABLE');
  });

  it('judges no credentials itself: an over-long e-mail, user name or password still asks the API, which decides', async () => {
    next = { status: 401 };
    expect(await loginCustomer('DE', 'x'.repeat(300), 'pw', client)).toBe('UNAUTHORIZED');
    expect(await loginStaff('x'.repeat(101), 'y'.repeat(201), client)).toBe('UNAUTHORIZED');
    expect(received).toHaveLength(2);
  });

  it('a staff login tells the preview panels of the other tabs; a refused one does not (issue 19)', async () => {
    const told = jest.fn();
    const off = on('preview:staff-login-changed', told);
    next = { status: 401 };
    expect(await loginStaff('staff', 'wrong', client)).toBe('UNAUTHORIZED');
    next = { status: 201 };
    expect(await loginStaff('staff', 'right', client)).toBe('SERVICE_UNAVAILABLE');
    expect(told).not.toHaveBeenCalled();
    next = { status: 200, body: 'anything' };
    expect(await loginStaff('staff', 'right', client)).toBe('SUCCESS');
    expect(told).toHaveBeenCalledWith({ loggedIn: true });
    off();
  });
});
