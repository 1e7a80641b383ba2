import crypto from 'node:crypto';
import * as z from 'zod/mini';
import { REMOTE_NAMES, SITES, type RemoteName, type Site } from '@storefront/contracts';
import { TEAM_KEY, type ProblemCode } from '@storefront/deploy-client';

/**
 * What a team key may do, as the service stores it: only the SHA-256 of its secret, so a copy of
 * the store deploys nothing (docs/architecture/releases.md, "Team keys and the release service").
 */
export const KeyRecordSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{12}$/)),
  team: z.string(),
  remotes: z.array(z.enum(REMOTE_NAMES)),
  environment: z.string(),
  /** null: every site of the environment, and the environment's own registry. */
  sites: z.nullable(z.array(z.enum(SITES))),
  secretHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  createdAt: z.coerce.date(),
  expiresAt: z.coerce.date(),
  revokedAt: z.nullable(z.coerce.date()),
});
export type KeyRecord = z.infer<typeof KeyRecordSchema>;

/** What the operator grants a team (`./storefront keys add`). */
export interface KeyGrant {
  team: string;
  remotes: RemoteName[];
  environment: string;
  sites: Site[] | null;
  expiresAt: Date;
}

/** A team is named as its CI and its history show it: lower-case words joined by dashes. */
export const TEAM_NAME = /^[a-z][a-z0-9-]{1,39}$/;
/** How long a key lives unless the operator says otherwise: a quarter, then it is rotated. */
export const KEY_LIFETIME_DAYS_DEFAULT = 90;
/** The longest a key may live: a key nobody rotates is a key nobody owns. */
export const KEY_LIFETIME_DAYS_MAX = 366;
const SECRET_BYTES = 32;

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** A new key: the token the team's CI keeps (shown once) and the record the service keeps. */
export function issueKey(grant: KeyGrant, now = new Date()): { token: string; record: KeyRecord } {
  const id = crypto.randomBytes(6).toString('hex');
  const secret = crypto.randomBytes(SECRET_BYTES).toString('base64url');
  return {
    token: `sfk_${id}_${secret}`,
    record: {
      id,
      ...grant,
      secretHash: hashOf(secret),
      createdAt: now,
      revokedAt: null,
    },
  };
}

/** What one request asks to change: a remote in an environment, on a site or the environment's own registry. */
export interface KeyUse {
  remote: RemoteName;
  environment: string;
  site: Site | undefined;
}

/** Why a key is not let through: the status, a code CI can branch on, and what to do about it. */
export interface KeyRefusal {
  status: 401 | 403;
  code: ProblemCode;
  title: string;
}

/** The id of a well-formed token, else undefined; the secret never leaves this module. */
export function keyIdOf(token: string): string | undefined {
  return TEAM_KEY.exec(token)?.[1];
}

/**
 * Who holds `token`, or why not: a missing, malformed, unknown, revoked or expired key is a 401; a
 * key of another remote, environment or site a 403. The secret is compared in constant time.
 */
export function authenticate(
  token: string | undefined,
  record: KeyRecord | undefined,
  now: Date,
): KeyRecord | KeyRefusal {
  if (!token)
    return {
      status: 401,
      code: 'key-missing',
      title:
        'No team key: send it as `Authorization: Bearer <key>` (RELEASE_KEY of the deploy client).',
    };
  const parts = TEAM_KEY.exec(token);
  if (!parts)
    return {
      status: 401,
      code: 'key-malformed',
      title: 'This is no team key: a key reads sfk_<12 hex digits>_<43 base64url characters>.',
    };
  const given = Buffer.from(hashOf(parts[2] ?? ''), 'hex');
  if (
    !record ||
    record.id !== parts[1] ||
    !crypto.timingSafeEqual(given, Buffer.from(record.secretHash, 'hex'))
  )
    return {
      status: 401,
      code: 'key-unknown',
      title:
        'This key is not one the release service issued: ask the operator for your team’s key.',
    };
  if (record.revokedAt && record.revokedAt <= now)
    return {
      status: 401,
      code: 'key-revoked',
      title: `Key ${record.id} of team ${record.team} was revoked on ${record.revokedAt.toISOString()}: ask the operator for a new one.`,
    };
  if (record.expiresAt <= now)
    return {
      status: 401,
      code: 'key-expired',
      title: `Key ${record.id} of team ${record.team} expired on ${record.expiresAt.toISOString()}: ask the operator for a new one.`,
    };
  return record;
}

/** Whether the key may make this change; undefined when it may. */
export function refusalOfUse(record: KeyRecord, use: KeyUse): KeyRefusal | undefined {
  if (record.environment !== use.environment)
    return {
      status: 403,
      code: 'environment-not-granted',
      title: `Key ${record.id} of team ${record.team} is for the ${record.environment} environment, not ${use.environment}. Nothing changed.`,
    };
  if (!record.remotes.includes(use.remote))
    return {
      status: 403,
      code: 'remote-not-granted',
      title: `Team ${record.team} may change ${record.remotes.join(', ')}, not ${use.remote}. Nothing changed.`,
    };
  if (record.sites !== null && (use.site === undefined || !record.sites.includes(use.site)))
    return {
      status: 403,
      code: 'site-not-granted',
      title: `Key ${record.id} of team ${record.team} may change ${record.sites.join(', ')} only${use.site ? `, not ${use.site}` : ', so name the site (--site)'}. Nothing changed.`,
    };
  return undefined;
}

/** Who made a change, as history records it: the key's team and the key, never a name the client sends. */
export const actorOf = (record: KeyRecord) => `team ${record.team} (key ${record.id})`;

export const isRefusal = (value: KeyRecord | KeyRefusal): value is KeyRefusal => 'status' in value;
