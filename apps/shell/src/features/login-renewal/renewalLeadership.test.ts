import { emit, on } from '@storefront/contracts';
import { ACTIVITY_SHARE_INTERVAL_MS, RENEWAL_CHECK_INTERVAL_MS, RENEWAL_CODES, type RenewalCode } from './constants';
import { startLoginRenewal } from './loginRenewal';
import { EVERY_TAB_LEADS, lockLeadership, type RenewalLeadership } from './renewalLeadership';

// Several tabs of one browser in one test: each has its own document and window, they share the
// cookie jar, the Web Locks of the origin and (standing in for the cross-tab bridge) the
// shopper-activity event.

const NOW_S = 1_800_000_000;
const token = (claims: Record<string, unknown>) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
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
  const request = (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>): Promise<unknown> =>
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
let renew: jest.Mock<Promise<RenewalCode>, []>;
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

/** Opens a tab (visible unless told otherwise) and relays its shopper activity to the open tabs, as the bridge does. */
function openTab(leadership: RenewalLeadership, visibility: DocumentVisibilityState = 'visible'): Tab {
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
  const stopRelay = on(
    'login:shopper-active',
    ({ fromOtherTab }) => {
      if (fromOtherTab) return;
      for (const other of tabs) if (other.window !== win) emit('login:shopper-active', { fromOtherTab: true }, other.window);
    },
    win,
  );
  const tab: Tab = {
    window: win,
    document: doc,
    stop: () => {
      stopRenewal();
      stopRelay();
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
    const [first, second] = [openTab(lockLeadership(locks, LOCK)), openTab(lockLeadership(locks, LOCK))];
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

  it('tells the other tabs about activity at most once a second', async () => {
    const shared = jest.fn();
    const tab = openTab(lockLeadership(fakeLockManager(), LOCK));
    const other = openTab(lockLeadership(fakeLockManager(), 'another-lock'));
    on('login:shopper-active', shared, other.window);
    for (let i = 0; i < 10; i += 1) tab.activity('scroll');
    expect(shared).toHaveBeenCalledTimes(1);
    await advance(ACTIVITY_SHARE_INTERVAL_MS - 1);
    tab.activity('scroll');
    expect(shared).toHaveBeenCalledTimes(1);
    await advance(1);
    tab.activity('scroll');
    expect(shared).toHaveBeenCalledTimes(2);
  });

  it('a login token gone or expired at the renewing tab announces a login-status change there', async () => {
    const tab = openTab(lockLeadership(fakeLockManager(), LOCK));
    const changed = jest.fn();
    on('login:status-changed', changed, tab.window);
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
    renew.mockResolvedValueOnce(RENEWAL_CODES.FAILED);
    tab.setVisibility('visible');
    await advance(0);
    expect(changed).toHaveBeenCalledWith({ loggedIn: false });
    renew.mockResolvedValueOnce(RENEWAL_CODES.RENEWED);
    tab.setVisibility('visible');
    await advance(0);
    expect(changed).toHaveBeenCalledTimes(1);
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
