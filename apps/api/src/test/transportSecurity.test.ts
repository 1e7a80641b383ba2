import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiConfigFromEnv,
  MIN_TOKEN_SECRET_BYTES,
  publicOriginsFromEnv,
  storedSecret,
} from '../config';
import { HSTS_MAX_AGE_S } from '../api';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from './testApi';
import { ConfigError, flagFromEnv, trustProxyFromEnv } from '@storefront/server-kit';

describe('configuration refuses what cannot be safe', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-config-'));

  it('refuses an empty or short TOKEN_SECRET', () => {
    for (const secret of ['', '   ', 'short-secret', 'x'.repeat(MIN_TOKEN_SECRET_BYTES - 1)]) {
      expect(() =>
        apiConfigFromEnv({ DATABASE_FILE: path.join(dir(), 'db.sqlite'), TOKEN_SECRET: secret }),
      ).toThrow(ConfigError);
    }
    expect(
      apiConfigFromEnv({
        DATABASE_FILE: path.join(dir(), 'db.sqlite'),
        TOKEN_SECRET: 'x'.repeat(MIN_TOKEN_SECRET_BYTES),
      }).tokenSecret,
    ).toHaveLength(MIN_TOKEN_SECRET_BYTES);
  });

  it('makes a stored secret once, whole, and replaces an empty one an interrupted write left', () => {
    const folder = dir();
    const database = path.join(folder, 'db.sqlite');
    const first = storedSecret(database);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(MIN_TOKEN_SECRET_BYTES);
    expect(storedSecret(database)).toBe(first);
    fs.writeFileSync(path.join(folder, 'token-secret'), '');
    const warnings: string[] = [];
    const replaced = storedSecret(database, (message) => warnings.push(message));
    expect(Buffer.byteLength(replaced)).toBeGreaterThanOrEqual(MIN_TOKEN_SECRET_BYTES);
    expect(replaced).not.toBe(first);
    expect(warnings).toHaveLength(1);
    expect(fs.readdirSync(folder).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('trusts proxies by hop count or address and CIDR, never "any"', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1, ::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const value of ['true', 'yes', '10.0.0.0/33', 'evil.example', '1.2.3'])
      expect(() => trustProxyFromEnv(value)).toThrow(ConfigError);
  });

  it('takes each site public origin from configuration, and refuses anything but an origin', () => {
    expect(publicOriginsFromEnv({ PORT: '3100' }).HU).toBe('http://hu.localhost:3100');
    expect(publicOriginsFromEnv({ PUBLIC_ORIGIN_CH_FR: 'https://fr.shop.example.ch' }).CH_FR).toBe(
      'https://fr.shop.example.ch',
    );
    for (const value of ['https://shop.example/path', 'javascript:alert(1)', 'shop.example'])
      expect(() => publicOriginsFromEnv({ PUBLIC_ORIGIN_DE: value })).toThrow(ConfigError);
  });

  it('refuses an https site without TRUST_PROXY or SECURE_COOKIES, naming the settings (issue 29 item 5)', () => {
    const env = {
      DATABASE_FILE: path.join(dir(), 'db.sqlite'),
      TOKEN_SECRET: 'x'.repeat(MIN_TOKEN_SECRET_BYTES),
      PUBLIC_ORIGIN_CH_FR: 'https://fr.shop.example.ch',
      PUBLIC_ORIGIN_DE: 'https://www.shop.example.de',
    };
    expect(() => apiConfigFromEnv(env)).toThrow(ConfigError);
    expect(() => apiConfigFromEnv(env)).toThrow(
      /PUBLIC_ORIGIN_DE, PUBLIC_ORIGIN_CH_FR are https.*TRUST_PROXY.*SECURE_COOKIES/,
    );
    expect(apiConfigFromEnv({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(apiConfigFromEnv({ ...env, SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(() => apiConfigFromEnv({ ...env, SECURE_COOKIES: 'false' })).toThrow(ConfigError);
    // Plain http sites (local) need neither.
    expect(
      apiConfigFromEnv({ DATABASE_FILE: env.DATABASE_FILE, TOKEN_SECRET: env.TOKEN_SECRET })
        .secureCookies,
    ).toBe(false);
  });

  it(
    'the storefront refuses to start that way, saying which settings',
    async () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/document-server/src/main.ts'],
        {
          cwd: path.resolve(__dirname, '../../../..'),
          env: {
            ...process.env,
            PORT: '3201',
            DATABASE_FILE: path.join(dir(), 'db.sqlite'),
            PUBLIC_ORIGIN_AT: 'https://www.shop.example.at',
            TRUST_PROXY: '',
            SECURE_COOKIES: '',
            DATABASE_URL: '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /Cannot start: PUBLIC_ORIGIN_AT is https, but neither TRUST_PROXY nor SECURE_COOKIES is set/,
      );
    },
    API_START_TIMEOUT_MS,
  );

  it('refuses a DEMO value that is neither true nor false', () => {
    expect(() =>
      apiConfigFromEnv({ DATABASE_FILE: path.join(dir(), 'db.sqlite'), DEMO: 'yes' }),
    ).toThrow(ConfigError);
    // A switch that is on unless turned off (SERVER_DATA_SHARING) reads the same way.
    expect(
      [undefined, '', 'true', 'false'].map((value) =>
        flagFromEnv({ SERVER_DATA_SHARING: value }, 'SERVER_DATA_SHARING', true),
      ),
    ).toEqual([true, true, true, false]);
    expect(() => flagFromEnv({ SERVER_DATA_SHARING: 'off' }, 'SERVER_DATA_SHARING', true)).toThrow(
      ConfigError,
    );
  });
});

describe('answers', () => {
  let api: TestApi;
  let proxied: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    proxied = await startTestApi({ trustProxy: ['127.0.0.1'] });
  }, API_START_TIMEOUT_MS);
  afterAll(async () => {
    await api.close();
    await proxied.close();
  });

  it('never carry a parser message or exception text', async () => {
    const malformed = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().title).toBe('The request is not valid.');
    expect(malformed.body).not.toMatch(/JSON|position|Unexpected|at \w+ \(/);
    const wrongType = await api.inject({
      method: 'POST',
      url: '/service/login/api/v1/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(wrongType.json().title).toBe('The request body must be JSON.');
  });

  it('carry nosniff on every API answer', async () => {
    for (const url of ['/service/health', '/service/nothing-here', '/service/cart/api/cart']) {
      expect((await api.inject({ method: 'GET', url })).headers['x-content-type-options']).toBe(
        'nosniff',
      );
    }
  });

  it('carry HSTS when served over https, and not over plain http', async () => {
    const https = await proxied.inject({
      method: 'GET',
      url: '/service/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_S}`);
    expect(
      (await proxied.inject({ method: 'GET', url: '/service/health' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    // An untrusted client cannot claim https (nor any address) through forwarding headers.
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/service/health',
          headers: { 'x-forwarded-proto': 'https' },
        })
      ).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('client addresses behind proxies', () => {
  const signUp = (api: TestApi, n: number, forwardedFor: string) =>
    api.inject({
      method: 'POST',
      url: '/service/newsletter/api/internal/newsletter-subscribers',
      payload: {
        email: `xff${n}@example.com`,
        consents: ['DNE'],
        origin: 'onsite',
        originAddition: 'subsite',
      },
      headers: { 'x-hunter-site': 'DE', 'x-forwarded-for': forwardedFor },
    });

  /** Four sign-ups, each claiming another client address, under a limit of two per client. */
  async function statusesOfFourClients(
    trustProxy: TestApi['config']['trustProxy'],
  ): Promise<number[]> {
    process.env.NEWSLETTER_SIGN_UP_LIMIT = '2';
    const api = await startTestApi({ trustProxy });
    try {
      const statuses = [];
      for (let n = 0; n < 4; n += 1)
        statuses.push((await signUp(api, n, `203.0.113.${n}`)).statusCode);
      return statuses;
    } finally {
      delete process.env.NEWSLETTER_SIGN_UP_LIMIT;
      await api.close();
    }
  }

  it(
    'an untrusted client cannot escape a per-client limit by inventing X-Forwarded-For addresses',
    async () => {
      expect(await statusesOfFourClients(false)).toEqual([202, 202, 429, 429]);
    },
    API_START_TIMEOUT_MS,
  );

  it(
    'behind a trusted proxy each forwarded client counts on its own',
    async () => {
      expect(await statusesOfFourClients(['127.0.0.1'])).toEqual([202, 202, 202, 202]);
    },
    API_START_TIMEOUT_MS,
  );
});
