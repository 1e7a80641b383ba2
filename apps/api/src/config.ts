import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { SITES, SITE_CONFIG, siteOrigin, type Site } from '@storefront/contracts';
import {
  ConfigError,
  flagFromEnv,
  type TrustProxy,
  trustProxyFromEnv,
} from '@storefront/server-kit';

export interface ApiConfig {
  /** The embedded SQLite file, used when no databaseUrl is set. */
  databaseFile: string;
  /** DATABASE_URL: a shared PostgreSQL (postgres://…) for several processes; SQLite without it. */
  databaseUrl?: string;
  /** Secret that signs login, long-term and staff tokens; at least MIN_TOKEN_SECRET_BYTES. */
  tokenSecret: string;
  /** Secrets replaced by tokenSecret (TOKEN_SECRET_PREVIOUS): their tokens stay valid until they expire. */
  previousTokenSecrets?: readonly string[];
  /** Set on https deployments: cookies then get Secure. */
  secureCookies: boolean;
  logLevel: string;
  /** SQLite's commit guarantee (DATABASE_SYNCHRONOUS); see openDatabase. */
  synchronous?: DatabaseSynchronous;
  /**
   * DEMO=true: demo customers and staff, demo carts, the newsletter outbox route and the UI
   * catalogue. Off (production) unless asked for, in every way the server is run.
   */
  demo?: boolean;
  /** Which proxies' forwarding headers (client address, scheme) are believed; see trustProxyFromEnv. */
  trustProxy?: TrustProxy;
  /** Each site's public origin, for links that leave the page (the double-opt-in e-mail). */
  publicOrigins?: Readonly<Record<Site, string>>;
  /** Redis for what several processes must share (login throttling); in-process without it. */
  redisUrl?: string;
  /** MAIL_URL and MAIL_FROM: the mail gateway the newsletter's mails go to; the log without it. */
  mail?: MailGateway;
  /** RUM_RETENTION_HOURS: how long shoppers' health reports are kept (rum domain); a day without it. */
  rumRetentionS?: number;
}

export interface MailGateway {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  /** The sender address, e.g. newsletter@shop.example.de. */
  from: string;
}

/**
 * NORMAL (WAL): a commit survives the process being killed, not a power loss or kernel crash.
 * FULL: every commit is fsynced (about 2 ms on this machine), so it survives those too.
 */
export type DatabaseSynchronous = 'NORMAL' | 'FULL';

/** HS256 wants a key at least as long as its 256-bit hash; a shorter one can be guessed offline. */
export const MIN_TOKEN_SECRET_BYTES = 32;

const repoRoot = path.resolve(__dirname, '../../..');

const isStrongSecret = (secret: string) =>
  Buffer.byteLength(secret, 'utf8') >= MIN_TOKEN_SECRET_BYTES;

/**
 * Without TOKEN_SECRET (the embedded default), a secret is made once and kept beside the database,
 * so logins survive a restart and no secret is ever committed. It is written to a temporary file and
 * linked into place, so the file is either absent or whole: an interrupted first start can never leave
 * an empty secret behind. A short one left by an older version is replaced (every token it signed is
 * forgeable, so logging everyone out is right).
 */
export function storedSecret(
  databaseFile: string,
  warn: (message: string) => void = console.warn,
): string {
  if (databaseFile === ':memory:') return crypto.randomBytes(32).toString('hex');
  const file = path.join(path.dirname(databaseFile), 'token-secret');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '');
  const existing = read();
  if (isStrongSecret(existing)) return existing;
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    if (existing === '' && !fs.existsSync(file)) {
      // link fails when another process made the file first; its secret is then the one to use.
      try {
        fs.linkSync(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    } else {
      warn(
        `${file} held no usable token secret (shorter than ${MIN_TOKEN_SECRET_BYTES} bytes); a new one replaces it and earlier logins end.`,
      );
      fs.renameSync(temporary, file);
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const secret = read();
  if (!isStrongSecret(secret)) throw new ConfigError(`${file} holds no usable token secret.`);
  return secret;
}

function tokenSecretFromEnv(env: NodeJS.ProcessEnv, databaseFile: string): string {
  const configured = env.TOKEN_SECRET;
  if (configured === undefined && env.DATABASE_URL) {
    // Several processes share one PostgreSQL: a secret made beside one of them would not be the others'.
    throw new ConfigError(
      `TOKEN_SECRET is required with DATABASE_URL (at least ${MIN_TOKEN_SECRET_BYTES} bytes, the same for every process, e.g. \`openssl rand -hex 32\`).`,
    );
  }
  if (configured === undefined) return storedSecret(databaseFile);
  if (!isStrongSecret(configured.trim())) {
    throw new ConfigError(
      `TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_BYTES} bytes (e.g. \`openssl rand -hex 32\`); leave it unset to have one made beside the database.`,
    );
  }
  return configured.trim();
}

/**
 * TOKEN_SECRET_PREVIOUS: the secrets TOKEN_SECRET replaced, comma-separated. Tokens name their
 * secret by key id, so tokens signed with one of these stay valid until they expire; drop it from
 * the list once its longest-lived token (90 days) has expired.
 */
function previousTokenSecretsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const secrets = (env.TOKEN_SECRET_PREVIOUS ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.some((secret) => !isStrongSecret(secret)))
    throw new ConfigError(
      `Every secret in TOKEN_SECRET_PREVIOUS must be at least ${MIN_TOKEN_SECRET_BYTES} bytes.`,
    );
  return secrets;
}

/**
 * A site's public origin as configured (a config without origins, as in tests, gets the local
 * address); the origin redirects and mail links are built on, never a host from the request.
 */
export function publicOriginOf(config: Pick<ApiConfig, 'publicOrigins'>, site: Site): string {
  return config.publicOrigins?.[site] ?? siteOrigin(site, { protocol: 'http:', port: '3000' });
}

const publicOriginVariable = (site: Site) => `PUBLIC_ORIGIN_${site}`;

/**
 * Each site's public origin from PUBLIC_ORIGIN_<SITE> (e.g. PUBLIC_ORIGIN_CH_FR=https://fr.example.ch);
 * where unset, the local address `./storefront start` serves (http://<site>.localhost:<PORT>). Never
 * taken from a request: a forged Host header must not put another host into a mail's link.
 */
export function publicOriginsFromEnv(env: NodeJS.ProcessEnv): Record<Site, string> {
  const port = env.PORT ?? '3000';
  const origins = {} as Record<Site, string>;
  for (const site of SITES) {
    const configured = env[publicOriginVariable(site)];
    if (configured === undefined || configured === '') {
      origins[site] = `http://${SITE_CONFIG[site].localHost}${port === '80' ? '' : `:${port}`}`;
      continue;
    }
    let url: URL | undefined;
    try {
      url = new URL(configured);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.origin !== configured.replace(/\/$/, '')
    ) {
      throw new ConfigError(
        `${publicOriginVariable(site)} must be an origin such as https://www.example.de (scheme and host, no path), not ${JSON.stringify(configured)}.`,
      );
    }
    origins[site] = url.origin;
  }
  return origins;
}

/** DATABASE_URL must name a PostgreSQL; anything else would silently fall back to nothing useful. */
function databaseUrlFromEnv(value: string): string {
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL address (postgres://user@host:5432/database); leave it unset for the embedded SQLite file.',
    );
  return value;
}

/**
 * MAIL_URL and MAIL_FROM go together: a gateway without a sender (or the reverse) cannot send, and
 * a mistyped one must stop the start rather than swallow the double-opt-in mails.
 */
export function mailGatewayFromEnv(env: NodeJS.ProcessEnv): MailGateway | undefined {
  const url = env.MAIL_URL?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() ?? '';
  if (url === '' && from === '') return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || parsed.hostname === '') {
    throw new ConfigError(
      'MAIL_URL must be an SMTP address (smtp://user:password@host:587 or smtps://…:465) when MAIL_FROM is set; leave both unset to write mails to the log.',
    );
  }
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(from)) {
    throw new ConfigError(
      'MAIL_FROM must be the sender address (e.g. newsletter@shop.example.de) when MAIL_URL is set.',
    );
  }
  return { url, from };
}

/**
 * A site served over https (its PUBLIC_ORIGIN_<SITE>) whose cookies could still go out without
 * Secure: the server sees plain http behind a TLS-terminating proxy unless it may believe the
 * proxy's X-Forwarded-Proto (TRUST_PROXY) or is told every request is https (SECURE_COOKIES=true).
 * Login, staff and cart cookies would then travel over any plain-http request too.
 */
export function refuseHttpsWithoutSecureCookies(
  origins: Readonly<Record<Site, string>>,
  trustProxy: TrustProxy,
  secureCookies: boolean,
): void {
  if (trustProxy !== false || secureCookies) return;
  const https = SITES.filter((site) => origins[site].startsWith('https:'));
  if (https.length === 0) return;
  throw new ConfigError(
    `${https.map(publicOriginVariable).join(', ')} ${https.length === 1 ? 'is' : 'are'} https, but neither TRUST_PROXY nor SECURE_COOKIES is set, so cookies would go out without Secure: set TRUST_PROXY to the proxy that terminates TLS (e.g. 1, or its address), or SECURE_COOKIES=true when every request reaches this server over https.`,
  );
}

/** Whole hours, at least one: a canary that runs longer than this is judged on its last reports. */
function rumRetentionFromEnv(raw: string): number {
  const hours = Number(raw);
  if (!/^\d+$/.test(raw) || hours < 1 || !Number.isSafeInteger(hours))
    throw new ConfigError(
      `RUM_RETENTION_HOURS wants whole hours, at least 1 (default 24), not ${JSON.stringify(raw)}`,
    );
  return hours * 60 * 60;
}

/** The embedded default's SQLite file: DATABASE_FILE, else `.data/storefront.sqlite` in the checkout. */
export const databaseFileOf = (env: NodeJS.ProcessEnv) =>
  env.DATABASE_FILE ?? path.join(repoRoot, '.data', 'storefront.sqlite');

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseFile = databaseFileOf(env);
  const mail = mailGatewayFromEnv(env);
  const publicOrigins = publicOriginsFromEnv(env);
  const trustProxy = trustProxyFromEnv(env.TRUST_PROXY);
  const secureCookies = flagFromEnv(env, 'SECURE_COOKIES');
  refuseHttpsWithoutSecureCookies(publicOrigins, trustProxy, secureCookies);
  return {
    databaseFile,
    tokenSecret: tokenSecretFromEnv(env, databaseFile),
    previousTokenSecrets: previousTokenSecretsFromEnv(env),
    secureCookies,
    logLevel: env.LOG_LEVEL ?? 'info',
    synchronous: env.DATABASE_SYNCHRONOUS === 'FULL' ? 'FULL' : 'NORMAL',
    demo: flagFromEnv(env, 'DEMO'),
    trustProxy,
    publicOrigins,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(mail ? { mail } : {}),
    ...(env.RUM_RETENTION_HOURS === undefined
      ? {}
      : { rumRetentionS: rumRetentionFromEnv(env.RUM_RETENTION_HOURS) }),
    ...(env.DATABASE_URL ? { databaseUrl: databaseUrlFromEnv(env.DATABASE_URL) } : {}),
  };
}
