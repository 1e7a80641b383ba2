// The operator's `./storefront keys`: a key printed once and kept as a hash, bad input refused with
// nothing made, a revoked key listed as such.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderKeyStore, passwordMatches, type KeyStore } from '@storefront/release-service';
import { runKeysCommand } from './keysCommand';

let dir: string;
let keys: KeyStore;
let printed: string[];
const now = new Date('2026-12-03T08:00:00Z');
const keys_ = (...argv: string[]) => runKeysCommand(keys, argv, (line) => printed.push(line), now);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
  keys = folderKeyStore({ RELEASE_STORE_DIR: dir });
  printed = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('./storefront keys', () => {
  it('prints a new key once and keeps only its hash, readable by the service’s user alone', async () => {
    await keys_(
      'add',
      '--team',
      'footer',
      '--remote',
      'footer',
      '--site',
      'AT',
      '--environment',
      'production',
    );
    const token = printed.at(-1) ?? '';
    expect(token).toMatch(/^sfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(printed[0]).toBe(
      `Key ${token.slice(4, 16)} for team footer: footer in production on AT, active until 2027-03-03T08:00:00.000Z.`,
    );
    const file = path.join(dir, 'keys.json');
    expect(fs.readFileSync(file, 'utf8')).not.toContain(token.slice(17));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    [['add', '--team', 'footer', '--remote', 'checkout'], '--remote wants one or more of'],
    [['add', '--team', 'Footer Team', '--remote', 'footer'], '--team wants a team name'],
    [['add', '--team', 'footer'], '--remote wants one or more of'],
    [['add', '--team', 'footer', '--remote', 'footer', '--site', 'FR'], '--site wants one of'],
    [
      ['add', '--team', 'footer', '--remote', 'footer', '--expires-days', '400'],
      '--expires-days wants',
    ],
    [['revoke', 'not-an-id'], 'keys revoke wants a key id'],
    [['rotate'], 'usage: ./storefront keys add'],
  ])('refuses %j saying what is wrong, and makes no key', async (argv, message) => {
    await expect(keys_(...argv)).rejects.toThrow(message);
    expect(await keys.list()).toEqual([]);
  });

  it('revokes a key, lists it as revoked, and refuses to revoke one it does not have', async () => {
    await keys_('add', '--team', 'cart', '--remote', 'cart', '--remote', 'search');
    const id = (printed.at(-1) ?? '').slice(4, 16);
    await keys_('revoke', id);
    printed = [];
    await keys_('list');
    expect(printed).toEqual([
      expect.stringMatching(
        new RegExp(`^${id}  cart +cart,search +local  revoked 2026-12-03T08:00:00.000Z$`),
      ),
    ]);
    await expect(keys_('revoke', 'abcdefabcdef')).rejects.toThrow('There is no key abcdefabcdef');
  });
});

describe('./storefront keys signing-key', () => {
  it('writes the release service’s key pair, the private half readable by its user alone, and never overwrites one', async () => {
    const out = path.join(dir, 'signing');
    await keys_('signing-key', '--out', out);
    const privateFile = path.join(out, 'release-signing-key.pem');
    expect(fs.readFileSync(privateFile, 'utf8')).toContain('BEGIN PRIVATE KEY');
    expect(fs.statSync(privateFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(out, 'release-verify-key.pem'), 'utf8')).toContain(
      'BEGIN PUBLIC KEY',
    );
    const before = fs.readFileSync(privateFile, 'utf8');
    await expect(keys_('signing-key', '--out', out)).rejects.toThrow('nothing was overwritten');
    expect(fs.readFileSync(privateFile, 'utf8')).toBe(before);
  });
});

describe('./storefront keys console-add|console-list|console-revoke', () => {
  it('makes a person’s console account for their team’s remotes and prints its password once', async () => {
    await keys_(
      'console-add',
      'ada.l',
      '--name',
      'Ada Lovelace',
      '--team',
      'footer',
      '--remote',
      'footer',
      '--environment',
      'production',
    );
    expect(printed[0]).toBe(
      'Console account ada.l (Ada Lovelace, team footer): may change footer in production.',
    );
    const password = printed.at(-1) ?? '';
    const account = await keys.accounts.find('ada.l');
    expect(account && (await passwordMatches(account, password))).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'console-accounts.json'), 'utf8')).not.toContain(
      password,
    );
    await expect(
      keys_('console-add', 'ada.l', '--name', 'Other', '--team', 'cart', '--remote', 'cart'),
    ).rejects.toThrow('There is already a console account ada.l');
    expect((await keys.accounts.find('ada.l'))?.team).toBe('footer');
  });

  it('makes a read-only account when no remote is named, lists and revokes accounts', async () => {
    await keys_('console-add', 'rita', '--name', 'Rita Reader', '--team', 'platform');
    expect(printed[0]).toBe(
      'Console account rita (Rita Reader, team platform): reads the console, changes nothing in local.',
    );
    await keys_('console-revoke', 'rita');
    printed = [];
    await keys_('console-list');
    expect(printed).toEqual([
      'rita             Rita Reader (team platform) read only in local  revoked 2026-12-03T08:00:00.000Z',
    ]);
    await expect(keys_('console-revoke', 'nobody')).rejects.toThrow(
      'There is no console account nobody',
    );
  });

  it.each([
    [['console-add', 'Ada Lovelace', '--name', 'Ada', '--team', 'footer'], 'wants a login'],
    [['console-add', 'ada', '--team', 'footer'], '--name wants the person’s name'],
    [
      ['console-add', 'ada', '--name', 'Ada', '--team', 'footer', '--remote', 'checkout'],
      '--remote wants',
    ],
    [['console-add', 'ada', '--name', 'Ada'], '--team wants a team name'],
  ])('refuses %j saying what is wrong, and makes no account', async (argv, message) => {
    await expect(keys_(...argv)).rejects.toThrow(message);
    expect(await keys.accounts.list()).toEqual([]);
  });
});
