import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { emit, on, type StorefrontEventName, type StorefrontEvents } from '@storefront/contracts';
import { crossTabChannelName } from '@storefront/platform';
import { startCrossTabBridge, type TabChannel } from './crossTabBridge';
import { startCrossTab } from './startCrossTab';

// The page is jsdom's window with Node's BroadcastChannel; the other tab is a bridge of its own.
const opened: { channel: NodeBroadcastChannel; closed: boolean }[] = [];
class RecordingChannel extends NodeBroadcastChannel {
  private readonly record = { channel: this as NodeBroadcastChannel, closed: false };
  constructor(name: string) {
    super(name);
    opened.push(this.record);
  }
  override close(): void {
    this.record.closed = true;
    super.close();
  }
}
const cleanup: (() => void)[] = [];
beforeAll(() => {
  Object.assign(window, { BroadcastChannel: RecordingChannel });
  Object.defineProperty(window.navigator, 'locks', {
    configurable: true,
    value: { request: () => Promise.resolve() },
  });
});
afterEach(() => {
  for (const stop of cleanup.splice(0)) stop();
  opened.splice(0);
});

const next = <K extends StorefrontEventName>(target: EventTarget, name: K) =>
  new Promise<StorefrontEvents[K]>((resolve) => {
    const off = on(name, (detail) => (off(), resolve(detail)), target);
  });
const otherTab = () => {
  const target = new EventTarget();
  const channel = new NodeBroadcastChannel(crossTabChannelName('DE'));
  const stop = startCrossTabBridge('DE', channel as unknown as TabChannel, target);
  cleanup.push(() => (stop(), channel.close()));
  return target;
};
const transition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(new PageTransitionEvent(type, { persisted }));

describe('cross-tab and the back/forward cache', () => {
  it('closes the channel while the page is kept in the cache, and catches up when it comes back', async () => {
    cleanup.push(startCrossTab('DE'));
    const other = otherTab();
    expect(opened).toHaveLength(1);

    transition('pagehide', true);
    // Closed: no message of the site's next page can reach (and so evict) the kept page.
    expect(opened[0]?.closed).toBe(true);

    const cartReread = next(window, 'cart:cart-changed');
    const personalReread = next(window, 'login:status-changed');
    transition('pageshow', true);
    expect(await cartReread).toEqual({ source: 'shell:back-forward-cache', fromOtherTab: true });
    expect(await personalReread).toEqual({ loggedIn: false });
    expect(opened.map(({ closed }) => closed)).toEqual([true, false]);

    // Open again: the other tab's events arrive as before.
    const fromOther = next(window, 'cart:cart-update');
    emit('cart:cart-update', { source: 'cart:add-to-cart' }, other);
    expect(await fromOther).toEqual({ source: 'cart:add-to-cart', fromOtherTab: true });
  });

  it('keeps the channel on a page that leaves for good, and on a first show', () => {
    cleanup.push(startCrossTab('DE'));
    const reread = jest.fn();
    cleanup.push(on('cart:cart-changed', reread));
    transition('pageshow', false);
    transition('pagehide', false);
    expect(opened.map(({ closed }) => closed)).toEqual([false]);
    expect(reread).not.toHaveBeenCalled();
  });
});

describe('a tab the shopper comes back to', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
  });
  afterEach(() => {
    visibility = 'visible';
    document.cookie = 'LoginToken=; max-age=0';
  });
  const become = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const recorded = () => {
    const cart = jest.fn();
    const login = jest.fn();
    cleanup.push(on('cart:cart-changed', cart), on('login:status-changed', login));
    return { cart, login };
  };

  it('reads the cart again once per return, and its login state only when the cookies say it changed', () => {
    cleanup.push(startCrossTab('DE'));
    const { cart, login } = recorded();

    become('hidden');
    become('visible');
    expect(cart.mock.calls).toEqual([[{ source: 'shell:visible-again', fromOtherTab: true }]]);
    expect(login).not.toHaveBeenCalled();

    // Another tab logged in while this one was hidden.
    become('hidden');
    document.cookie = 'LoginToken=a.b.c';
    become('visible');
    expect(cart).toHaveBeenCalledTimes(2);
    expect(login.mock.calls).toEqual([[{ loggedIn: true }]]);

    // A second visible without a hidden in between is no return.
    become('visible');
    expect(cart).toHaveBeenCalledTimes(2);
  });

  it('reads nothing on a page that was never hidden, or once stopped', () => {
    const stop = startCrossTab('DE');
    const { cart } = recorded();
    become('visible');
    stop();
    become('hidden');
    become('visible');
    expect(cart).not.toHaveBeenCalled();
  });
});
