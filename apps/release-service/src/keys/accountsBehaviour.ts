// What every key store does with the console's accounts, run against the folder store
// (consoleAccounts.test.ts) and PostgreSQL (postgresKeyStore.postgres.test.ts).
import type { KeyStore } from './keyStore';
import { issueConsoleAccount, passwordMatches } from './consoleAccounts';

const GRANT = {
  login: 'ada',
  name: 'Ada Lovelace',
  team: 'footer',
  remotes: ['footer' as const],
  environment: 'production',
};

export function describeAccountStore(name: string, open: () => Promise<KeyStore>): void {
  describe(`the console's accounts in ${name}`, () => {
    let keys: KeyStore;
    beforeEach(async () => {
      keys = await open();
    });
    afterEach(() => keys.close());

    it('keeps an account with its password’s hash, finds it, refuses the same login twice, and revokes it', async () => {
      const now = new Date('2026-12-04T08:00:00Z');
      const { password, record } = await issueConsoleAccount(GRANT, now);
      expect(await keys.accounts.add(record)).toBe(true);
      const kept = await keys.accounts.find('ada');
      expect(kept).toEqual(record);
      expect(kept?.passwordHash).not.toContain(password);
      expect(kept && (await passwordMatches(kept, password))).toBe(true);
      const again = await issueConsoleAccount({ ...GRANT, name: 'Someone Else' }, now);
      expect(await keys.accounts.add(again.record)).toBe(false);
      expect((await keys.accounts.find('ada'))?.name).toBe('Ada Lovelace');
      expect(await keys.accounts.revoke('ada', new Date('2026-12-05T00:00:00Z'))).toBe(true);
      expect(await keys.accounts.revoke('ada', new Date('2026-12-06T00:00:00Z'))).toBe(true);
      expect((await keys.accounts.list()).map((account) => account.revokedAt)).toEqual([
        new Date('2026-12-05T00:00:00Z'),
      ]);
      expect(await keys.accounts.revoke('nobody', now)).toBe(false);
      expect(await keys.accounts.find('nobody')).toBeUndefined();
    });
  });
}
