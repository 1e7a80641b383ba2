import { COOKIE_NAMES } from './login';
import { NEW_APP_MARKER, isReducedVersion } from './reduced';

const cookies = (jar: Record<string, string>) => (name: string) => jar[name];

// NFPL-2.2-11: spec 2.2 "Reduced footer applies when the reduced flag is set, or when a cookie contains an
// affiliate number or the new-app marker." The header and the footer both take this one rule.
describe('isReducedVersion (NFPL-2.2-11)', () => {
  it('NFPL-2.2-11: the flag, an affiliate number or the new-app marker reduce', () => {
    expect(isReducedVersion(true, cookies({}))).toBe(true);
    expect(isReducedVersion(false, cookies({ [COOKIE_NAMES.affiliate]: '123456' }))).toBe(true);
    expect(isReducedVersion(false, cookies({ [COOKIE_NAMES.affiliate]: NEW_APP_MARKER }))).toBe(
      true,
    );
    expect(isReducedVersion(false, cookies({ [COOKIE_NAMES.affiliate]: ' NewApp ' }))).toBe(true);
  });

  it('NFPL-2.2-11: nothing else reduces, whatever the native app cookie says', () => {
    expect(isReducedVersion(false, cookies({}))).toBe(false);
    expect(isReducedVersion(false, cookies({ [COOKIE_NAMES.affiliate]: 'partner-x' }))).toBe(false);
    expect(isReducedVersion(false, cookies({ [COOKIE_NAMES.affiliate]: '' }))).toBe(false);
    for (const value of ['true', '1', 'false'])
      expect(isReducedVersion(false, cookies({ [COOKIE_NAMES.nativeApp]: value }))).toBe(false);
  });
});
