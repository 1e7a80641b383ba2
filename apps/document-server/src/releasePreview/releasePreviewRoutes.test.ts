/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { RemoteName, Site } from '@storefront/contracts';
import {
  RELEASE_PREVIEW_OPEN_PATH,
  RELEASE_PREVIEW_PATHS,
  ReleaseChoiceSchema,
  type ReleaseChoice,
} from '@storefront/preview-schemas';
import type { PublishedRelease } from '@storefront/releases';
import { registerReleasePreview, RELEASES_LISTED } from './releasePreviewRoutes';

const LIVE = 'aaaaaaaaaaaa';
const CANDIDATE = 'bbbbbbbbbbbb';
const BROKEN = 'cccccccccccc';
const STAFF = { staffId: 'S-1', loginId: 'L-1' };
const CSRF = 'csrf-token-of-the-test';
/** The fake staff login: this cookie's value is a valid staff token. */
const STAFF_COOKIES = { PreviewAuth: 'valid', csrf_token: CSRF };
const CHANGES = { 'x-csrf-token': CSRF, host: 'de.localhost' };

/**
 * The routes with the API's side faked at its interface (MountedApi['releasePreview']: the choice
 * travels as plain JSON in the cookie here; signing it is the API's, tested there) and a store of
 * three footer releases: the live one, a candidate, and one whose checks fail.
 */
async function server(): Promise<{ app: FastifyInstance; ensured: string[]; checked: string[] }> {
  const app = Fastify();
  await app.register(cookie);
  const ensured: string[] = [];
  const checked: string[] = [];
  const published = (id: string, day: number, publisher: string | null): PublishedRelease => ({
    id,
    published: new Date(Date.UTC(2026, 11, day, 9, 30)),
    publisher,
  });
  const footer = [
    published(BROKEN, 4, 'footer'),
    published(CANDIDATE, 3, 'footer'),
    published(LIVE, 1, null),
  ];
  registerReleasePreview(app, {
    api: {
      config: {
        secureCookies: false,
        publicOrigins: { DE: 'https://www.example.de' } as Record<Site, string>,
      },
      releasePreview: {
        staffOf: async (request) => (request.cookies.PreviewAuth === 'valid' ? STAFF : undefined),
        choiceOf: async (request) => {
          const value = request.cookies.release_preview;
          return value ? ReleaseChoiceSchema.parse(JSON.parse(value)) : undefined;
        },
        setChoice: async (reply, staff, choice) => {
          expect(staff).toEqual(STAFF);
          reply.setCookie('release_preview', JSON.stringify(choice), { path: '/' });
        },
        signLink: async (link) => ({
          token: `signed.${Buffer.from(JSON.stringify(link)).toString('base64url')}`,
          expires: new Date('2026-12-12T09:30:00.000Z'),
        }),
        verifyLink: async (token) =>
          token?.startsWith('signed.')
            ? JSON.parse(Buffer.from(token.slice(7), 'base64url').toString('utf8'))
            : undefined,
      },
    },
    source: {
      releases: async (remote: RemoteName) => (remote === 'footer' ? footer : []),
      ensure: async (remote, release) => {
        ensured.push(`${remote}/${release}`);
      },
    },
    check: async (remote, release) => {
      checked.push(`${remote}/${release}`);
      return release === BROKEN ? ['footer/Footer on AT: the render threw: Error: boom'] : [];
    },
    registry: (site) =>
      site === 'AT' ? {} : { footer: `/remotes/footer/${LIVE}/mf-manifest.json` },
    canaries: (site) =>
      site === 'HU'
        ? {
            footer: {
              entry: `/remotes/footer/${CANDIDATE}/mf-manifest.json`,
              release: CANDIDATE,
              percent: 10,
            },
          }
        : {},
  });
  return { app, ensured, checked };
}

const choiceSet = (headers: Record<string, unknown>): ReleaseChoice | undefined => {
  const raw = headers['set-cookie'];
  const set = (Array.isArray(raw) ? raw : [raw])
    .map(String)
    .find((one) => one.startsWith('release_preview='));
  if (!set) return undefined;
  const value = decodeURIComponent(set.slice('release_preview='.length).split(';')[0] ?? '');
  return value ? ReleaseChoiceSchema.parse(JSON.parse(value)) : {};
};

describe('staff preview of any published release', () => {
  it('lists every remote’s releases newest first with who published them and where each is live or a canary, to staff only', async () => {
    const { app } = await server();
    expect((await app.inject({ url: RELEASE_PREVIEW_PATHS.releases })).statusCode).toBe(401);
    const answer = await app.inject({
      url: RELEASE_PREVIEW_PATHS.releases,
      cookies: STAFF_COOKIES,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { remotes, chosen } = answer.json();
    expect(chosen).toEqual({});
    expect(remotes.cart).toEqual([]);
    expect(remotes.footer).toEqual([
      {
        id: BROKEN,
        published: '2026-12-04T09:30:00.000Z',
        publisher: 'footer',
        live: [],
        canary: [],
      },
      {
        id: CANDIDATE,
        published: '2026-12-03T09:30:00.000Z',
        publisher: 'footer',
        live: [],
        canary: ['HU'],
      },
      {
        id: LIVE,
        published: '2026-12-01T09:30:00.000Z',
        publisher: null,
        live: ['DE', 'CH', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR'],
        canary: [],
      },
    ]);
    expect(RELEASES_LISTED).toBe(20);
  });

  it('previews a release once it is on this host and passed a deploy’s checks, and adds it to what the staff member already previews', async () => {
    const { app, ensured, checked } = await server();
    const answer = await app.inject({
      method: 'PUT',
      url: RELEASE_PREVIEW_PATHS.choice,
      cookies: { ...STAFF_COOKIES, release_preview: JSON.stringify({ search: 'dddddddddddd' }) },
      headers: CHANGES,
      payload: { remote: 'footer', release: CANDIDATE },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ chosen: { search: 'dddddddddddd', footer: CANDIDATE } });
    expect(choiceSet(answer.headers)).toEqual({ search: 'dddddddddddd', footer: CANDIDATE });
    expect([ensured, checked]).toEqual([[`footer/${CANDIDATE}`], [`footer/${CANDIDATE}`]]);
  });

  it('refuses a release that fails its checks with why, and changes nothing', async () => {
    const { app } = await server();
    const answer = await app.inject({
      method: 'PUT',
      url: RELEASE_PREVIEW_PATHS.choice,
      cookies: STAFF_COOKIES,
      headers: CHANGES,
      payload: { remote: 'footer', release: BROKEN },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json()).toMatchObject({
      title: `footer ${BROKEN} did not pass the checks a deploy runs; it is not previewed.`,
      detail: 'footer/Footer on AT: the render threw: Error: boom',
    });
    expect(choiceSet(answer.headers)).toBeUndefined();
  });

  it.each([
    [
      'no staff login',
      { csrf_token: CSRF },
      CHANGES,
      { remote: 'footer', release: CANDIDATE },
      401,
    ],
    [
      'no anti-forgery header',
      STAFF_COOKIES,
      { host: 'de.localhost' },
      { remote: 'footer', release: CANDIDATE },
      403,
    ],
    [
      'another site’s Origin',
      STAFF_COOKIES,
      { ...CHANGES, origin: 'https://evil.example' },
      { remote: 'footer', release: CANDIDATE },
      403,
    ],
    [
      'a release id that is none',
      STAFF_COOKIES,
      CHANGES,
      { remote: 'footer', release: '../../etc' },
      400,
    ],
    ['a remote that is none', STAFF_COOKIES, CHANGES, { remote: 'shop', release: CANDIDATE }, 400],
    [
      'a release the store does not hold',
      STAFF_COOKIES,
      CHANGES,
      { remote: 'footer', release: 'eeeeeeeeeeee' },
      404,
    ],
  ])(
    'refuses a choice with %s (%#), and changes nothing',
    async (_case, cookies, headers, payload, status) => {
      const { app, ensured } = await server();
      const answer = await app.inject({
        method: 'PUT',
        url: RELEASE_PREVIEW_PATHS.choice,
        cookies,
        headers,
        payload,
      });
      expect(answer.statusCode).toBe(status);
      expect(choiceSet(answer.headers)).toBeUndefined();
      expect(ensured).toEqual([]);
    },
  );

  it('ends one remote’s preview and keeps the others', async () => {
    const { app } = await server();
    const answer = await app.inject({
      method: 'DELETE',
      url: `${RELEASE_PREVIEW_PATHS.choice}?remote=footer`,
      cookies: {
        ...STAFF_COOKIES,
        release_preview: JSON.stringify({ footer: CANDIDATE, search: 'dddddddddddd' }),
      },
      headers: CHANGES,
    });
    expect(answer.json()).toEqual({ chosen: { search: 'dddddddddddd' } });
    expect(choiceSet(answer.headers)).toEqual({ search: 'dddddddddddd' });
  });

  it('makes a preview link on the site’s own origin, for a release the store holds', async () => {
    const { app } = await server();
    const answer = await app.inject({
      method: 'POST',
      url: RELEASE_PREVIEW_PATHS.link,
      cookies: STAFF_COOKIES,
      headers: CHANGES,
      payload: { remote: 'footer', release: CANDIDATE, site: 'DE' },
    });
    expect(answer.statusCode).toBe(200);
    const { url, expires } = answer.json();
    expect(expires).toBe('2026-12-12T09:30:00.000Z');
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe(
      `https://www.example.de${RELEASE_PREVIEW_OPEN_PATH}`,
    );
    expect(link.searchParams.get('link')).toMatch(/^signed\./);
    const unknown = await app.inject({
      method: 'POST',
      url: RELEASE_PREVIEW_PATHS.link,
      cookies: STAFF_COOKIES,
      headers: CHANGES,
      payload: { remote: 'footer', release: 'eeeeeeeeeeee', site: 'DE' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('opens a link for a logged-in staff member on its site (checked as a choice is); anyone else gets the live home page', async () => {
    const { app, checked } = await server();
    const token = `signed.${Buffer.from(JSON.stringify({ remote: 'footer', release: CANDIDATE, site: 'DE' })).toString('base64url')}`;
    const open = (cookies: Record<string, string>, host = 'de.localhost', link = token) =>
      app.inject({
        url: `${RELEASE_PREVIEW_OPEN_PATH}?link=${encodeURIComponent(link)}`,
        cookies,
        headers: { host },
      });

    const staff = await open({ PreviewAuth: 'valid' });
    expect([staff.statusCode, staff.headers.location]).toEqual([303, '/']);
    expect(choiceSet(staff.headers)).toEqual({ footer: CANDIDATE });
    expect(checked).toEqual([`footer/${CANDIDATE}`]);

    for (const refused of [
      await open({}),
      await open({ PreviewAuth: 'valid' }, 'hu.localhost'),
      await open(
        { PreviewAuth: 'valid' },
        'de.localhost',
        `${token}x`.replace('signed.', 'forged.'),
      ),
    ]) {
      expect([refused.statusCode, refused.headers.location]).toEqual([303, '/']);
      expect(choiceSet(refused.headers)).toBeUndefined();
    }
  });
});
