import { LOGIN_PATHS } from '@storefront/contracts';
import { API_START_TIMEOUT_MS, startTestApi, type TestApi } from '../test/testApi';
import { openDatabase } from '../db/database';
import { StaffAccountError, upsertStaffAccount } from './staffAccount';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ demo: false });
}, API_START_TIMEOUT_MS);
afterAll(() => api.close());

const staffLogin = (username: string, password: string) =>
  api.inject({ method: 'POST', url: LOGIN_PATHS.staffLogin, payload: { username, password } });

describe('staff accounts an operator adds (pnpm staff:add)', () => {
  it('creates an account that can log in, and sets a new password for an existing one', async () => {
    const { db } = openDatabase(api.config);
    try {
      expect(
        await upsertStaffAccount(db, {
          username: ' Maria.Keller ',
          name: 'Maria Keller',
          password: 'first-password-123',
        }),
      ).toBe('created');
      expect((await staffLogin('maria.keller', 'first-password-123')).statusCode).toBe(200);
      expect(
        await upsertStaffAccount(db, {
          username: 'maria.keller',
          name: 'Maria Keller',
          password: 'second-password-456',
        }),
      ).toBe('updated');
      expect((await staffLogin('maria.keller', 'first-password-123')).statusCode).toBe(401);
      expect((await staffLogin('maria.keller', 'second-password-456')).statusCode).toBe(200);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a short password or an odd user name, and stores nothing', async () => {
    const { db } = openDatabase(api.config);
    try {
      await expect(
        upsertStaffAccount(db, { username: 'short.pw', name: '', password: 'too-short' }),
      ).rejects.toThrow(StaffAccountError);
      await expect(
        upsertStaffAccount(db, {
          username: 'a b<script>',
          name: '',
          password: 'long-enough-password',
        }),
      ).rejects.toThrow(StaffAccountError);
      const rows = await db.selectFrom('staff_accounts').select('username').execute();
      expect(rows.map((row) => row.username)).not.toEqual(expect.arrayContaining(['short.pw']));
    } finally {
      await db.destroy();
    }
  });
});
