import {
  CrossTabMessageSchema,
  crossTabChannelName,
  renewalLockName,
  supportsCrossTab,
} from './crossTab';

describe('cross-tab plumbing', () => {
  class FakeChannel {}
  const locks = { request: () => Promise.resolve() };
  const browser = (parts: { BroadcastChannel?: unknown; locks?: unknown }) =>
    ({
      BroadcastChannel: parts.BroadcastChannel,
      navigator: { locks: parts.locks },
    }) as unknown as Parameters<typeof supportsCrossTab>[0];

  it('coordinates tabs only with both BroadcastChannel and Web Locks; otherwise each tab works alone', () => {
    expect(supportsCrossTab(browser({ BroadcastChannel: FakeChannel, locks }))).toBe(true);
    expect(supportsCrossTab(browser({ BroadcastChannel: FakeChannel }))).toBe(false);
    expect(supportsCrossTab(browser({ locks }))).toBe(false);
    // jsdom has neither: the unit tests of every remote run the per-tab way.
    expect(supportsCrossTab()).toBe(false);
  });

  it('names the channel and the renewal lock per site', () => {
    expect(crossTabChannelName('DE')).not.toBe(crossTabChannelName('AT'));
    expect(renewalLockName('CH')).not.toBe(renewalLockName('CH_FR'));
  });

  it('accepts only the listed events with their own details', () => {
    expect(
      CrossTabMessageSchema.safeParse({
        site: 'DE',
        name: 'login:status-observed',
        detail: { loginStatus: 'LOGGED_IN' },
      }).success,
    ).toBe(true);
    expect(
      CrossTabMessageSchema.safeParse({
        site: 'DE',
        name: 'login:status-observed',
        detail: { loginStatus: 'ADMIN' },
      }).success,
    ).toBe(false);
    expect(
      CrossTabMessageSchema.safeParse({
        site: 'DE',
        name: 'login:status-changed',
        detail: { loggedIn: true },
      }).success,
    ).toBe(false);
    expect(
      CrossTabMessageSchema.safeParse({
        site: 'XX',
        name: 'cart:cart-update',
        detail: { source: 'x' },
      }).success,
    ).toBe(false);
    expect(
      CrossTabMessageSchema.safeParse({
        site: 'DE',
        name: 'preview:staff-login-changed',
        detail: { loggedIn: false },
      }).success,
    ).toBe(true);
    expect(
      CrossTabMessageSchema.safeParse({
        site: 'DE',
        name: 'preview:staff-login-changed',
        detail: {},
      }).success,
    ).toBe(false);
    expect(
      CrossTabMessageSchema.safeParse({ site: 'DE', name: 'login:activity-counted', detail: {} })
        .success,
    ).toBe(true);
  });
});
