import { emit, on } from '@storefront/contracts';
import { RENEWAL_CHECK_INTERVAL_MS, RENEWAL_CODES, type RenewalCode } from './constants';
import { startLoginRenewal } from './loginRenewal';
import { EVERY_TAB_LEADS, lockLeadership, type RenewalLeadership } from './renewalLeadership';

// Several tabs of one browser in one test: each has its own document and window, they share the
// cookie jar, the Web Locks of the origin and (standing in for the cross-tab bridge) the
// shopper-activity and activity-counted events.

const NOW_S = 1_800_000_000;
const token = (claims: Record<string, unknown>) =>
  `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const LOCK = 'storefront:DE:login-renewal';

/** Web Locks as the browser has them for one origin: exclusive, granted in request order, abortable while queued. */
function fakeLockManager(): Pick<LockManager, 'request'> {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const next = (name: string) => {
    const grant = queues.get(name)?.shift();
    if (grant) grant();
    else held.delete(name);
  };
  const request = (
    name: string,
    options: LockOptions,
    callback: LockGrantedCallback<unknown>,
  ): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const grant = () => {
        held.add(name);
        void Promise.resolve()
          .then(() => callback({ name, mode: 'exclusive' }))
          .then(resolve, reject)
          .finally(() => next(name));
      };
      if (!held.has(name)) return grant();
      const queue = queues.get(name) ?? [];
      queues.set(name, [...queue, grant]);
      options.signal?.addEventListener('abort', () => {
        queues.set(
          name,
          (queues.get(name) ?? []).filter((queued) => queued !== grant),
        );
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
    });
  return { request: request as LockManager['request'] };
}

interface Tab {
  window: EventTarget;
  document: EventTarget & { visibilityState: DocumentVisibilityState };
  stop: () => void;
  setVisibility(state: DocumentVisibilityState): void;
  activity(type?: string): void;
}

let cookies: Record<string, string | undefined>;
let renew: jest.Mock<Promise<RenewalCode | undefined>, []>;
let tabs: Tab[];

beforeEach(() => {
  jest.useFakeTimers({ now: NOW_S * 1000 });
  cookies = {
    LoginToken: token({ exp: NOW_S + 1200, ren: NOW_S - 10, lid: 'L1' }),
    LongTermToken: token({ exp: NOW_S + 86400 * 60, ren: NOW_S + 86400 * 20, lid: 'L1' }),
  };
  renew = jest.fn(async () => RENEWAL_CODES.RENEWED);
  tabs = [];
});
afterEach(() => {
  for (const tab of tabs) tab.stop();
  jest.useRealTimers();
});

/** Opens a tab (visible unless told otherwise) and relays its activity events to the open tabs, as the bridge does. */
function openTab(
  leadership: RenewalLeadership,
  visibility: DocumentVisibilityState = 'visible',
): Tab {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: visibility });
  const stopRenewal = startLoginRenewal({
    window: win as Window,
    document: doc as unknown as Document,
    cookie: (name) => cookies[name],
    renew,
    requestLongTermToken: async () => undefined,
    leadership,
  });
  const relays = (['login:shopper-active', 'login:activity-counted'] as const).map((name) =>
    on(
      name,
      ({ fromOtherTab }) => {
        if (fromOtherTab) return;
        for (const other of tabs)
          if (other.window !== win) emit(name, { fromOtherTab: true }, other.window);
      },
      win,
    ),
  );
  const tab: Tab = {
    window: win,
    document: doc,
    stop: () => {
      stopRenewal();
      for (const stopRelay of relays) stopRelay();
    },
    setVisibility(state) {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    activity(type = 'click') {
      win.dispatchEvent(new Event(type));
    },
  };
  tabs.push(tab);
  return tab;
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('one renewing tab per browser (Web Locks)', () => {
  it('five visible tabs: only the first renews at once, then once per interval after activity in any tab', async () => {
    const locks = fakeLockManager();
    const five = [1, 2, 3, 4, 5].map(() => openTab(lockLeadership(locks, LOCK)));
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);

    await advance(RENEWAL_CHECK_INTERVAL_MS * 2);
    expect(renew).toHaveBeenCalledTimes(1);

    five[3]!.activity('scroll');
    await advance(RENEWAL_CHECK_INTERVAL_MS);
    expect(renew).toHaveBeenCalledTimes(2);
    five[4]!.activity('keydown');
    five[0]!.activity('click');
    await advance(RENEWAL_CHECK_INTERVAL_MS);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('a renewing tab that is hidden hands over to a visible one, which checks at once; hidden tabs never renew', async () => {
    const locks = fakeLockManager();
    const [first, second] = [
      openTab(lockLeadership(locks, LOCK)),
      openTab(lockLeadership(locks, LOCK)),
    ];
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);

    first!.setVisibility('hidden');
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(2);

    second!.setVisibility('hidden');
    first!.activity();
    second!.activity();
    await advance(RENEWAL_CHECK_INTERVAL_MS * 3);
    expect(renew).toHaveBeenCalledTimes(2);

    first!.setVisibility('visible');
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('a tab that stopped waiting does not take over later; the next waiting one does', async () => {
    const locks = fakeLockManager();
    const [first, second, third] = [1, 2, 3].map(() => openTab(lockLeadership(locks, LOCK)));
    await advance(0);
    second!.setVisibility('hidden');
    first!.stop();
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(2);
    // The third tab leads now: activity there renews, the hidden second tab stays out.
    third!.activity();
    await advance(RENEWAL_CHECK_INTERVAL_MS);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it("shares a tab's first activity after each check of the renewing tab, so activity right after a check still counts", async () => {
    const locks = fakeLockManager();
    const [renewing, other] = [
      openTab(lockLeadership(locks, LOCK)),
      openTab(lockLeadership(locks, LOCK)),
    ];
    const shared = jest.fn();
    on('login:shopper-active', shared, renewing!.window);
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);

    // Busy in the other tab just before the check and again just after it, then idle.
    await advance(RENEWAL_CHECK_INTERVAL_MS - 500);
    for (let i = 0; i < 10; i += 1) other!.activity('scroll');
    await advance(500);
    expect(renew).toHaveBeenCalledTimes(2);
    await advance(300);
    other!.activity('scroll');
    await advance(RENEWAL_CHECK_INTERVAL_MS);
    expect(renew).toHaveBeenCalledTimes(3);
    // One message per check, however busy the shopper was.
    expect(shared).toHaveBeenCalledTimes(2);
    await advance(RENEWAL_CHECK_INTERVAL_MS * 2);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('a tab that takes over asks every tab for its activity afresh', async () => {
    const locks = fakeLockManager();
    const [first, , third] = [1, 2, 3].map(() => openTab(lockLeadership(locks, LOCK)));
    await advance(0);
    third!.activity();
    first!.setVisibility('hidden');
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(2);
    // The second tab leads now; the third one's next activity reaches it, though it told the first.
    third!.activity();
    await advance(RENEWAL_CHECK_INTERVAL_MS);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('a login token gone or expired at the renewing tab announces a login-status change there, truthfully', async () => {
    const tab = openTab(lockLeadership(fakeLockManager(), LOCK));
    const changed = jest.fn();
    on('login:status-changed', changed, tab.window);
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
    // The long-term token still makes the shopper REMEMBERED.
    renew.mockResolvedValueOnce(RENEWAL_CODES.FAILED);
    tab.setVisibility('visible');
    await advance(0);
    expect(changed).toHaveBeenLastCalledWith({ loggedIn: true });
    renew.mockResolvedValueOnce(RENEWAL_CODES.RENEWED);
    tab.setVisibility('visible');
    await advance(0);
    expect(changed).toHaveBeenCalledTimes(1);
    // Without it the shopper is logged out.
    cookies.LongTermToken = undefined;
    cookies.LoginToken = token({ exp: NOW_S - 1, lid: 'L1' });
    tab.setVisibility('visible');
    await advance(0);
    expect(changed).toHaveBeenLastCalledWith({ loggedIn: false });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a server out of reach stops the checks like code 3 but announces nothing', async () => {
    const tab = openTab(lockLeadership(fakeLockManager(), LOCK));
    const changed = jest.fn();
    on('login:status-changed', changed, tab.window);
    renew.mockResolvedValueOnce(undefined);
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);
    tab.activity();
    await advance(RENEWAL_CHECK_INTERVAL_MS);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
  });
});

describe('without Web Locks', () => {
  it('every visible tab renews on its own, as before', async () => {
    openTab(EVERY_TAB_LEADS);
    openTab(EVERY_TAB_LEADS);
    openTab(EVERY_TAB_LEADS, 'hidden');
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
