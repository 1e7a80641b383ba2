import { SignJWT } from 'jose';
import { apiConfigFromEnv } from '../../config';
import { signPreviewToken, verifyPreviewToken } from '../preview/previewToken';
import { signToken, verifyToken } from './tokens';
import { ConfigError } from '@storefront/server-kit';

const OLD = 'old-secret-of-at-least-thirty-two-bytes';
const NEW = 'new-secret-of-at-least-thirty-two-bytes';

describe('rotating the token secret', () => {
  it('keeps tokens of the previous secret valid while it is listed, and refuses them once it is dropped', async () => {
    const login = await signToken(OLD, { sub: 'C1', lid: 'L1', typ: 'login' }, 60, 30);
    expect(await verifyToken(NEW, login, 'login', [OLD])).toMatchObject({ sub: 'C1', lid: 'L1' });
    expect(await verifyToken(NEW, login, 'login')).toBeUndefined();
    const preview = await signPreviewToken(OLD, { sub: 'S1', dt: '2026-12-24T10:00:00.000Z' });
    expect(await verifyPreviewToken(NEW, preview, [OLD])).toMatchObject({ sub: 'S1' });
    expect(await verifyPreviewToken(NEW, preview)).toBeUndefined();
    // New tokens are signed with the current secret.
    expect(
      await verifyToken(
        NEW,
        await signToken(NEW, { sub: 'C2', lid: 'L2', typ: 'login' }, 60, 30),
        'login',
        [OLD],
      ),
    ).toMatchObject({ sub: 'C2' });
  });

  it('checks a token without key id (signed before key ids) against the current secret only', async () => {
    const now = Math.floor(Date.now() / 1000);
    const legacy = (secret: string) =>
      new SignJWT({ lid: 'L3', ren: now + 30, typ: 'login' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('C3')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode(secret));
    expect(await verifyToken(NEW, await legacy(NEW), 'login', [OLD])).toMatchObject({ sub: 'C3' });
    expect(await verifyToken(NEW, await legacy(OLD), 'login', [OLD])).toBeUndefined();
  });

  it('refuses a previous secret shorter than 32 bytes', () => {
    expect(() =>
      apiConfigFromEnv({
        DATABASE_FILE: ':memory:',
        TOKEN_SECRET: NEW,
        TOKEN_SECRET_PREVIOUS: `${OLD},short`,
      }),
    ).toThrow(ConfigError);
    expect(
      apiConfigFromEnv({
        DATABASE_FILE: ':memory:',
        TOKEN_SECRET: NEW,
        TOKEN_SECRET_PREVIOUS: ` ${OLD} `,
      }).previousTokenSecrets,
    ).toEqual([OLD]);
  });
});
