/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { decodeClaims } from '@storefront/platform';
import { renderCookies } from './renderCookies';
import { serviceFetcher } from './serviceFetcher';
import { sharedServiceAnswers } from './sharedServiceAnswers';

/** A document server with one page whose server render asks the API in-process. */
async function documentServer(trustProxy: string[] | false): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  await app.register(cookie);
  app.get('/service/echo', (request) => ({
    protocol: request.protocol,
    ip: request.ip,
    site: request.headers['x-hunter-site'],
    csrf: request.headers['x-csrf-token'] ?? null,
  }));
  app.get(
    '/page',
    async (request) => (await serviceFetcher(app, request, 'HU')('/service/echo')).body,
  );
  return app;
}

describe('serviceFetcher: the API as the visitor’s own call would reach it', () => {
  it('behind a trusted TLS-terminating proxy: https and the visitor’s address, so the __Host- cookies count', async () => {
    const app = await documentServer(['10.0.0.1']);
    const page = await app.inject({
      url: '/page',
      remoteAddress: '10.0.0.1',
      headers: {
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
        cookie: '__Host-csrf_token=abc',
      },
    });
    expect(page.json()).toEqual({ protocol: 'https', ip: '203.0.113.7', site: 'HU', csrf: 'abc' });
    await app.close();
  });

  it('believes no forwarding header from a client that is not a trusted proxy', async () => {
    const app = await documentServer(['10.0.0.1']);
    const page = await app.inject({
      url: '/page',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(page.json()).toEqual({ protocol: 'http', ip: '198.51.100.9', site: 'HU', csrf: null });
    await app.close();
  });

  it('asks only /service paths', async () => {
    const app = await documentServer(false);
    app.get('/other', async (request) =>
      serviceFetcher(
        app,
        request,
        'DE',
      )('/admin').then(
        () => 'asked',
        (error: Error) => error.message,
      ),
    );
    expect((await app.inject({ url: '/other' })).body).toMatch(/only asks \/service/);
    await app.close();
  });

  it('shares what a loader marks as the same for every visitor by path, site and named headers, never by cookies; asks the rest per page', async () => {
    const app = Fastify();
    await app.register(cookie);
    let asked = 0;
    app.get('/service/content', (request) => ({
      call: (asked += 1),
      site: request.headers['x-hunter-site'],
      tag: request.headers['x-tag'] ?? null,
    }));
    const shared = sharedServiceAnswers();
    app.get('/page/:site', async (request) => {
      const { site } = request.params as { site: 'DE' | 'HU' };
      const fetch = serviceFetcher(app, request, site, shared);
      const share = { shareForS: 60 };
      return [
        (await fetch('/service/content', {}, share)).body,
        (await fetch('/service/content', { 'x-tag': 'a' }, share)).body,
        (await fetch('/service/content')).body,
      ];
    });
    const anna = (
      await app.inject({ url: '/page/DE', headers: { cookie: 'LoginToken=anna' } })
    ).json();
    const ben = (
      await app.inject({ url: '/page/DE', headers: { cookie: 'LoginToken=ben' } })
    ).json();
    const hu = (await app.inject({ url: '/page/HU' })).json();
    expect(anna).toEqual([
      { call: 1, site: 'DE', tag: null },
      { call: 2, site: 'DE', tag: 'a' },
      { call: 3, site: 'DE', tag: null },
    ]);
    // Another visitor of the same site: the shared answers again, the unmarked call asked anew.
    expect(ben).toEqual([anna[0], anna[1], { call: 4, site: 'DE', tag: null }]);
    expect(hu).toEqual([
      { call: 5, site: 'HU', tag: null },
      { call: 6, site: 'HU', tag: 'a' },
      { call: 7, site: 'HU', tag: null },
    ]);
    await app.close();
  });

  it("carries the visitor's cookies, anti-forgery token and login token to a call for the visitor, but never a staff login; a shared call carries none of them", async () => {
    const app = Fastify();
    await app.register(cookie);
    app.get('/service/who', (request) => ({
      cookie: request.headers.cookie ?? null,
      csrf: request.headers['x-csrf-token'] ?? null,
      loginToken: request.headers['x-logintoken'] ?? null,
    }));
    app.get('/page', async (request) => {
      const fetch = serviceFetcher(app, request, 'DE', sharedServiceAnswers());
      return [
        (await fetch('/service/who')).body,
        (await fetch('/service/who', {}, { shareForS: 60 })).body,
        // A loader cannot put another login token in the document server's place.
        (await fetch('/service/who', { 'x-logintoken': 'forged' })).body,
      ];
    });
    const [forTheVisitor, forAnyone, withForgedToken] = (
      await app.inject({
        url: '/page',
        headers: {
          cookie:
            'LoginToken=l; PreviewAuth=staff-jwt; csrf_token=t; __Host-ToolAuth=tool-jwt; cart_id=c; preview=p',
        },
      })
    ).json<Array<{ cookie: string | null; csrf: string | null; loginToken: string | null }>>();
    expect(forTheVisitor).toEqual({
      cookie: 'LoginToken=l; csrf_token=t; cart_id=c; preview=p',
      csrf: 't',
      loginToken: 'l',
    });
    expect(forAnyone).toEqual({ cookie: null, csrf: null, loginToken: null });
    expect(withForgedToken).toMatchObject({ loginToken: 'l' });
    await app.close();
  });

  it('serves a loader built before contracts 2.9, which reads the login from the token in its cookies and sends that token: the call carries the real one', async () => {
    const claims = { exp: 2_000_000_000, ren: 1_900_000_000, lid: 'L-7' };
    const token = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signed`;
    const app = Fastify();
    await app.register(cookie);
    app.get('/service/customer-info/:lid', (request) => ({
      lid: (request.params as { lid: string }).lid,
      loginToken: request.headers['x-logintoken'] ?? null,
    }));
    app.get('/page', async (request) => {
      // The old footer's loader, as it was built: the login's id from the token's claims, the token as the header.
      const seen = renderCookies(request.cookies).LoginToken ?? '';
      const lid = decodeClaims(seen)?.lid;
      return {
        seen,
        answer: (
          await serviceFetcher(
            app,
            request,
            'DE',
          )(`/service/customer-info/${String(lid)}`, {
            'x-logintoken': seen,
          })
        ).body,
      };
    });
    const page = (
      await app.inject({ url: '/page', headers: { cookie: `LoginToken=${token}` } })
    ).json<{
      seen: string;
      answer: unknown;
    }>();
    expect(page.seen).not.toContain('signed');
    expect(page.answer).toEqual({ lid: 'L-7', loginToken: token });
    await app.close();
  });
});
