import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeAccountStore } from './accountsBehaviour';
import { issueConsoleAccount, passwordMatches } from './consoleAccounts';
import { folderKeyStore } from './folderKeyStore';

const GRANT = { login: 'ada', name: 'Ada', team: 'footer', remotes: [], environment: 'production' };

describe('a console account’s password', () => {
  it('is a fresh random one, kept as an OWASP-cost scrypt hash that only it matches', async () => {
    const first = await issueConsoleAccount(GRANT);
    const second = await issueConsoleAccount(GRANT);
    expect(first.password).not.toBe(second.password);
    expect(first.password.length).toBeGreaterThanOrEqual(24);
    expect(first.record.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await passwordMatches(first.record, first.password)).toBe(true);
    expect(await passwordMatches(first.record, second.password)).toBe(false);
    expect(await passwordMatches({ ...first.record, passwordHash: 'plain' }, 'plain')).toBe(false);
  });
});

describe('beside the folder store', () => {
  let dir: string;
  describeAccountStore('console-accounts.json', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-'));
    return folderKeyStore({ RELEASE_STORE_DIR: dir });
  });
  afterEach(() => {
    // The hashes are the service's alone, as the keys are.
    expect(fs.statSync(path.join(dir, 'console-accounts.json')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
