// For the tests only: a stand-in release service on a real local port, so the client is tested over
// real HTTP (fetch, headers, status codes) and every request it made can be inspected afterwards.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChangeReply, KeyReply } from './contract';

export interface RecordedRequest {
  method: string;
  /** The path and query, as sent. */
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body parsed as JSON; undefined when there was none. */
  body: unknown;
}

export interface Answer {
  status: number;
  /** Sent as JSON, or as it is when a string. */
  body: unknown;
  headers?: Record<string, string>;
}

/** An answer for the request, or 'hang' to never answer (a timeout). */
export type Handler = (request: RecordedRequest) => Answer | 'hang';

export interface TestService {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestService(handler: Handler): Promise<TestService> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      const answer = handler(recorded);
      if (answer === 'hang') return;
      const payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A well-formed key, made fresh so no test depends on a real one. */
export const testKey = () =>
  `sfk_${randomBytes(6).toString('hex')}_${randomBytes(32).toString('base64url')}`;

export const problem = (status: number, code: string, title: string, detail?: string): Answer => ({
  status,
  body: { status, code, title, ...(detail ? { detail } : {}) },
  headers: { 'content-type': 'application/problem+json' },
});

export const changeReply = (
  change: Partial<ChangeReply['change']> & Pick<ChangeReply['change'], 'kind'>,
  scope: { environment?: string; site?: ChangeReply['site'] } = {},
): ChangeReply => ({
  change: {
    remote: 'footer',
    release: null,
    previous: null,
    actor: 'team-footer',
    reason: '',
    commit: '',
    at: new Date().toISOString(),
    ...change,
  },
  environment: scope.environment ?? 'production',
  site: scope.site ?? null,
});

export const keyReply = (team: string): KeyReply => ({
  id: '0123456789ab',
  team,
  remotes: ['footer'],
  environment: 'production',
  sites: null,
  expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
});
