import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DomainContext } from '../../domain';
import { nowSeconds, verifyToken, type LoginClaims } from './tokens';

/**
 * Server-side logout. Tokens are signed, not stored, so a copied token would stay valid until it
 * expires; a logout therefore records its login id (`lid`, shared by the login token and the
 * long-term token of one login, and carried by a staff token) until the last of them expires, and
 * every verification refuses a revoked login id. Expired entries are dropped on the next revocation.
 */
export async function revokeLogin(
  db: Kysely<Database>,
  loginId: string,
  expiresAtS: number,
): Promise<void> {
  await db.deleteFrom('revoked_logins').where('expires_at', '<', nowSeconds()).execute();
  await db
    .insertInto('revoked_logins')
    .values({ login_id: loginId, expires_at: expiresAtS })
    .onConflict((oc) =>
      oc
        .column('login_id')
        .doUpdateSet({ expires_at: expiresAtS })
        .where('revoked_logins.expires_at', '<', expiresAtS),
    )
    .execute();
}

export async function isRevoked(db: Kysely<Database>, loginId: string): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_logins')
    .select('login_id')
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A valid token of that type whose login has not been logged out; undefined for anything else. */
export async function verifyLiveToken(
  { db, config }: Pick<DomainContext, 'db' | 'config'>,
  token: string | undefined,
  typ: LoginClaims['typ'],
): Promise<LoginClaims | undefined> {
  const claims = await verifyToken(config.tokenSecret, token, typ, config.previousTokenSecrets);
  if (!claims || (await isRevoked(db, claims.lid))) return undefined;
  return claims;
}
