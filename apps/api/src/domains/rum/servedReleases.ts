import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import type { ApiConfig } from '../../config';
import { acceptedSecrets, purposeSignature, signedByOneOf } from '@storefront/server-kit';

/**
 * The releases a page was served, signed by the server that rendered it: the page state carries
 * it, the page's beacons echo it, and the beacon route counts a slot report only for a release in
 * it (reports naming any other release, or beacons without a valid one, are dropped and counted).
 * Only what the server chose for this visitor can then move a release's health: no stranger can
 * report for a canary they were never served, nor invent release ids.
 *
 * `<base64url JSON {r: {remote: release}, t: issued at, s}>.<base64url HMAC>`, under a key of its
 * own derived from the token secret, so every host of a fleet checks what any host signed.
 */
const PURPOSE = 'storefront served releases';
/** A page left open this long still reports (an INP at pagehide); older echoes are dropped. */
export const SERVED_RELEASES_MAX_AGE_S = 24 * 60 * 60;
/** A release id (12 hex digits) or `local`, the shell's own build (beaconSchema.ts). */
const RELEASE = /^(?:[0-9a-f]{12}|local)$/;
/** Far above a page of every remote, far below an abuse. */
export const SERVED_RELEASES_MAX_LENGTH = 1_024;

const ServedClaimsSchema = z.strictObject({
  r: z.partialRecord(z.enum(REMOTE_NAMES), z.string().check(z.regex(RELEASE))),
  t: z.number().check(z.int(), z.gte(0)),
  s: z.string().check(z.maxLength(20)),
});
export type ServedReleases = Partial<Record<RemoteName, string>>;

export function signServedReleases(
  releases: ServedReleases,
  site: string,
  secret: string,
  now: Date,
): string {
  const claims = Buffer.from(
    JSON.stringify({ r: releases, t: Math.floor(now.getTime() / 1000), s: site }),
  ).toString('base64url');
  return `${claims}.${purposeSignature(secret, PURPOSE, claims).toString('base64url')}`;
}

/**
 * The releases a token names, when this fleet signed it for `site` within
 * SERVED_RELEASES_MAX_AGE_S; else why not.
 */
export function verifiedServedReleases(
  token: string | undefined,
  site: string,
  config: Pick<ApiConfig, 'tokenSecret' | 'previousTokenSecrets'>,
  now: Date,
): { releases: ServedReleases } | { refused: 'unsigned' | 'signature' | 'expired' } {
  if (!token) return { refused: 'unsigned' };
  const [claims, signature, extra] = token.split('.');
  if (claims === undefined || signature === undefined || extra !== undefined)
    return { refused: 'signature' };
  if (!signedByOneOf(acceptedSecrets(config), PURPOSE, claims, Buffer.from(signature, 'base64url')))
    return { refused: 'signature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  } catch {
    return { refused: 'signature' };
  }
  const served = ServedClaimsSchema.safeParse(parsed);
  if (!served.success || served.data.s !== site) return { refused: 'signature' };
  const age = Math.floor(now.getTime() / 1000) - served.data.t;
  if (age > SERVED_RELEASES_MAX_AGE_S || age < -60) return { refused: 'expired' };
  return { releases: served.data.r };
}
