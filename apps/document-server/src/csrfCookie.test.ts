import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { ensureCsrfCookie } from './csrfCookie';

async function pageServer(secureCookies: boolean, trustProxy: boolean): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  await app.register(cookie);
  app.get('/', async (request, reply) => {
    ensureCsrfCookie(request, reply, { secureCookies });
    return 'page';
  });
  return app;
}

const setCookies = (headers: Record<string, unknown>): string[] => {
  const raw = headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
};

describe("the document server's anti-forgery cookie", () => {
  it('is csrf_token over plain http: SameSite=Strict, readable by the page, not Secure', async () => {
    const app = await pageServer(false, true);
    const [set, ...rest] = setCookies((await app.inject({ url: '/' })).headers);
    expect(rest).toEqual([]);
    expect(set).toMatch(/^csrf_token=[A-Za-z0-9_-]{24}; Path=\/; SameSite=Strict$/);
    expect(
      setCookies((await app.inject({ url: '/', cookies: { csrf_token: 'kept' } })).headers),
    ).toEqual([]);
  });

  it('is __Host-csrf_token with Secure, Path=/ and no Domain over https (trusted X-Forwarded-Proto)', async () => {
    const app = await pageServer(false, true);
    const [set] = setCookies(
      (await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers,
    );
    expect(set).toMatch(/^__Host-csrf_token=[A-Za-z0-9_-]{24}; Path=\/; Secure; SameSite=Strict$/);
  });

  it('over https a plain (possibly tossed) csrf_token does not stand in for the __Host- one', async () => {
    const app = await pageServer(false, true);
    const headers = { 'x-forwarded-proto': 'https' };
    expect(
      setCookies(
        (await app.inject({ url: '/', headers, cookies: { csrf_token: 'tossed' } })).headers,
      )[0],
    ).toMatch(/^__Host-csrf_token=/);
    expect(
      setCookies(
        (await app.inject({ url: '/', headers, cookies: { '__Host-csrf_token': 'kept' } })).headers,
      ),
    ).toEqual([]);
  });

  it('SECURE_COOKIES=true declares https even when the proxy does not forward the scheme', async () => {
    const app = await pageServer(true, false);
    expect(setCookies((await app.inject({ url: '/' })).headers)[0]).toMatch(
      /^__Host-csrf_token=.*; Secure; SameSite=Strict$/,
    );
  });

  it('an untrusted X-Forwarded-Proto changes nothing', async () => {
    const app = await pageServer(false, false);
    expect(
      setCookies(
        (await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers,
      )[0],
    ).toMatch(/^csrf_token=/);
  });
});
