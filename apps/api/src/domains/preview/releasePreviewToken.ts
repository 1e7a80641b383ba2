import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { REMOTE_NAMES, SITES, z, type RemoteName, type Site } from '@storefront/contracts';
import { ReleaseChoiceSchema, type ReleaseChoice } from '@storefront/preview-schemas';
import { nowSeconds, encodedKey, keyId, verificationKey } from '../login';
import { PREVIEW_COOKIE_LIFETIME_S } from './previewToken';

/** How long a preview link opens its preview: long enough for a reviewer to get to it. */
export const RELEASE_PREVIEW_LINK_LIFETIME_S = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';
/** The tokens' types: a choice never stands in for a link, nor either for another token. */
const CHOICE = 'release-preview';
const LINK = 'release-preview-link';

/** A staff member's choice of releases, bound to one staff login (`lid`): it ends with it. */
export interface ReleaseChoiceClaims {
  sub: string;
  lid: string;
  releases: ReleaseChoice;
}

/** What a preview link opens: one release of one remote, on one site. */
export interface ReleaseLink {
  remote: RemoteName;
  release: string;
  site: Site;
}

const ChoicePayloadSchema = z.object({
  typ: z.literal(CHOICE),
  sub: z.string(),
  lid: z.string(),
  releases: ReleaseChoiceSchema,
});
const LinkPayloadSchema = z.object({
  typ: z.literal(LINK),
  remote: z.enum(REMOTE_NAMES),
  release: z.string().check(z.regex(/^[0-9a-f]{12}$/)),
  site: z.enum(SITES),
});

async function sign(
  secret: string,
  payload: Record<string, unknown>,
  now: number,
  lifetimeS: number,
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: keyId(secret) })
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeS)
    .sign(encodedKey(secret));
}

async function verified(
  secret: string,
  previousSecrets: readonly string[],
  token: string | undefined,
  now: number,
): Promise<JWTPayload | undefined> {
  if (!token || token.length > 4096) return undefined;
  try {
    return (
      await jwtVerify(token, verificationKey(secret, previousSecrets), {
        algorithms: [ALGORITHM],
        currentDate: new Date(now * 1000),
      })
    ).payload;
  } catch {
    return undefined;
  }
}

/** The release preview cookie's value: as long as a preview lasts, for this staff login only. */
export function signReleaseChoice(
  secret: string,
  claims: ReleaseChoiceClaims,
  now = nowSeconds(),
): Promise<string> {
  return sign(secret, { typ: CHOICE, ...claims }, now, PREVIEW_COOKIE_LIFETIME_S);
}

export async function verifyReleaseChoice(
  secret: string,
  token: string | undefined,
  previousSecrets: readonly string[] = [],
  now = nowSeconds(),
): Promise<ReleaseChoiceClaims | undefined> {
  const parsed = ChoicePayloadSchema.safeParse(await verified(secret, previousSecrets, token, now));
  return parsed.success
    ? { sub: parsed.data.sub, lid: parsed.data.lid, releases: parsed.data.releases }
    : undefined;
}

/** A preview link's token and when it stops opening anything. */
export async function signReleaseLink(
  secret: string,
  link: ReleaseLink,
  now = nowSeconds(),
): Promise<{ token: string; expires: Date }> {
  return {
    token: await sign(secret, { typ: LINK, ...link }, now, RELEASE_PREVIEW_LINK_LIFETIME_S),
    expires: new Date((now + RELEASE_PREVIEW_LINK_LIFETIME_S) * 1000),
  };
}

export async function verifyReleaseLink(
  secret: string,
  token: string | undefined,
  previousSecrets: readonly string[] = [],
  now = nowSeconds(),
): Promise<ReleaseLink | undefined> {
  const parsed = LinkPayloadSchema.safeParse(await verified(secret, previousSecrets, token, now));
  return parsed.success
    ? { remote: parsed.data.remote, release: parsed.data.release, site: parsed.data.site }
    : undefined;
}
