import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { signedVisitorId, verifiedVisitorId } from '@storefront/api';
import { visitorOf } from './visitorCookie';

const SECRET = 'the-current-token-secret-of-32-bytes!';
const PREVIOUS = 'the-previous-token-secret-of-32-bytes';

async function pageServer(previousTokenSecrets: string[] = []): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  app.get('/', async (request, reply) => ({
    visitor: visitorOf(request, reply, {
      secureCookies: false,
      tokenSecret: SECRET,
      previousTokenSecrets,
    }),
  }));
  return app;
}

const visitorCookieSet = (headers: Record<string, unknown>): string | undefined => {
  const raw = headers['set-cookie'];
  const all = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return /^sf_visitor=([^;]+);/.exec(all.find((set) => set.startsWith('sf_visitor=')) ?? '')?.[1];
};

describe('the visitor cookie that keeps a shopper’s canary cohort', () => {
  it('is a new id signed by the server on a first visit, and the same id after', async () => {
    const app = await pageServer();
    const first = await app.inject({ url: '/' });
    const set = visitorCookieSet(first.headers);
    expect(set).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    const { visitor } = first.json<{ visitor: string }>();
    expect(set?.startsWith(`${visitor}.`)).toBe(true);

    const again = await app.inject({ url: '/', cookies: { sf_visitor: set ?? '' } });
    expect(again.json()).toEqual({ visitor });
    expect(visitorCookieSet(again.headers)).toBeUndefined();
  });

  it('replaces an id the client chose: unsigned, signed with a key of its own, or its signature moved to another id', async () => {
    const app = await pageServer();
    const chosen = 'canaryspec000000000000';
    const other = 'zzzzzzzzzzzzzzzzzzzzzz';
    const signedByServer = signedVisitorId(other, SECRET);
    for (const forged of [
      chosen,
      signedVisitorId(chosen, 'a-secret-the-client-made-up-32-bytes'),
      `${chosen}.${signedByServer.split('.')[1]}`,
      `${chosen}.`,
      `${chosen}.${'A'.repeat(22)}.x`,
    ]) {
      const answer = await app.inject({ url: '/', cookies: { sf_visitor: forged } });
      expect(answer.json<{ visitor: string }>().visitor).not.toBe(chosen);
      expect(visitorCookieSet(answer.headers)).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    }
  });

  it('keeps an id signed with the previous token secret, so replacing the secret reshuffles nobody', async () => {
    const id = 'kept-since-last-year-0';
    expect(
      verifiedVisitorId(signedVisitorId(id, PREVIOUS), { tokenSecret: SECRET }),
    ).toBeUndefined();
    expect(
      verifiedVisitorId(signedVisitorId(id, PREVIOUS), {
        tokenSecret: SECRET,
        previousTokenSecrets: [PREVIOUS],
      }),
    ).toBe(id);
    const app = await pageServer([PREVIOUS]);
    const answer = await app.inject({
      url: '/',
      cookies: { sf_visitor: signedVisitorId(id, PREVIOUS) },
    });
    expect(answer.json()).toEqual({ visitor: id });
  });
});
