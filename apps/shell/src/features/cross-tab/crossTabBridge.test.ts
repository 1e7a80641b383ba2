import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { emit, on, type StorefrontEventName, type StorefrontEvents } from '@storefront/contracts';
import { crossTabChannelName } from '@storefront/platform';
import { startCrossTabBridge, type TabChannel } from './crossTabBridge';

// Two tabs of the DE site over real (Node) BroadcastChannels, each with its own event target.

const channels: NodeBroadcastChannel[] = [];
const open = (name = crossTabChannelName('DE')) => {
  const channel = new NodeBroadcastChannel(name);
  channels.push(channel);
  return channel;
};
const stops: (() => void)[] = [];
const tab = (site: 'DE' | 'AT' = 'DE') => {
  const target = new EventTarget();
  stops.push(
    startCrossTabBridge(site, open(crossTabChannelName(site)) as unknown as TabChannel, target),
  );
  return target;
};
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const channel of channels.splice(0)) channel.close();
});

/** Resolves with the next detail of that event on that tab. */
const next = <K extends StorefrontEventName>(target: EventTarget, name: K) =>
  new Promise<StorefrontEvents[K]>((resolve) => {
    const off = on(
      name,
      (detail) => {
        off();
        resolve(detail);
      },
      target,
    );
  });
/** Channel order is kept: once this marker arrived, everything sent before it did too. */
const marker = async (from: EventTarget, to: EventTarget) => {
  const arrived = next(to, 'login:shopper-active');
  emit('login:shopper-active', {}, from);
  await arrived;
};

describe('the cross-tab bridge', () => {
  it('carries cart, login and staff-login events to the other tab, marked as from another tab, and never back', async () => {
    const [first, second] = [tab(), tab()];
    const echoes = jest.fn();
    on('cart:cart-update', echoes, first);
    const update = next(second, 'cart:cart-update');
    emit('cart:cart-update', { source: 'cart:add-to-cart' }, first);
    expect(await update).toEqual({ source: 'cart:add-to-cart', fromOtherTab: true });

    const changed = next(second, 'cart:cart-changed');
    emit('cart:cart-changed', { source: 'cart:cart-state' }, first);
    expect(await changed).toEqual({ source: 'cart:cart-state', fromOtherTab: true });

    const observed = next(first, 'login:status-observed');
    emit('login:status-observed', { loginStatus: 'LOGGED_IN' }, second);
    expect(await observed).toEqual({ loginStatus: 'LOGGED_IN', fromOtherTab: true });

    const staff = next(first, 'preview:staff-login-changed');
    emit('preview:staff-login-changed', { loggedIn: false }, second);
    expect(await staff).toEqual({ loggedIn: false, fromOtherTab: true });

    const counted = next(second, 'login:activity-counted');
    emit('login:activity-counted', {}, first);
    expect(await counted).toEqual({ fromOtherTab: true });

    await marker(second, first);
    await marker(first, second);
    expect(echoes).toHaveBeenCalledTimes(1);
  });

  it('keeps every other event in its page', async () => {
    const [first, second] = [tab(), tab()];
    const flyout = jest.fn();
    on('navigation:flyout-toggle', flyout, second);
    emit('navigation:flyout-toggle', { open: true, id: 'coffee' }, first);
    emit('login:status-changed', { loggedIn: true }, first);
    await marker(first, second);
    expect(flyout).not.toHaveBeenCalled();
  });

  it('ignores messages of another site and malformed ones', async () => {
    const second = tab();
    const sender = tab();
    const updates = jest.fn();
    on('cart:cart-update', updates, second);
    const raw = open();
    raw.postMessage({ site: 'AT', name: 'cart:cart-update', detail: { source: 'at' } });
    raw.postMessage({ site: 'DE', name: 'cart:cart-update', detail: {} });
    raw.postMessage({ site: 'DE', name: 'login:status-changed', detail: { loggedIn: true } });
    raw.postMessage('hello');
    await marker(sender, second);
    expect(updates).not.toHaveBeenCalled();
  });

  it('never reaches the tabs of another site', async () => {
    const [de, deAgain, at, atAgain] = [tab('DE'), tab('DE'), tab('AT'), tab('AT')];
    const atUpdates = jest.fn();
    on('cart:cart-update', atUpdates, at);
    const delivered = next(deAgain, 'cart:cart-update');
    emit('cart:cart-update', { source: 'cart:add-to-cart' }, de);
    await delivered;
    await marker(atAgain, at);
    expect(atUpdates).not.toHaveBeenCalled();
  });
});
