import { whenIdleOrInteracted, whenNeeded } from './nearViewport';

/** The browser's idle callbacks, run when the test says the page is idle. */
let idle: IdleRequestCallback[] = [];
/** The observers' callbacks, run when the test scrolls a box into view. */
let observers: Array<{
  callback: IntersectionObserverCallback;
  boxes: Element[];
  disconnected: boolean;
}> = [];

beforeEach(() => {
  idle = [];
  observers = [];
  window.requestIdleCallback = (callback) => idle.push(callback);
  window.cancelIdleCallback = (id) => {
    idle[id - 1] = () => undefined;
  };
  window.IntersectionObserver = class {
    private readonly entry: {
      callback: IntersectionObserverCallback;
      boxes: Element[];
      disconnected: boolean;
    };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, boxes: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(box: Element) {
      this.entry.boxes.push(box);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  // @ts-expect-error -- jsdom has none of these; each test adds its own.
  delete window.requestIdleCallback;
  // @ts-expect-error -- as above
  delete window.cancelIdleCallback;
  // @ts-expect-error -- as above
  delete window.IntersectionObserver;
  document.body.innerHTML = '';
});

const goIdle = () =>
  idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
const scrollIntoView = () =>
  observers.forEach(({ callback, boxes }) =>
    callback(
      boxes.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function slot(key: string): { wrapper: HTMLElement; box: HTMLElement; button: HTMLButtonElement } {
  const wrapper = document.createElement('div');
  wrapper.dataset.slot = key;
  const box = document.createElement('section');
  const button = document.createElement('button');
  box.append(button);
  wrapper.append(box);
  document.body.append(wrapper);
  return { wrapper, box, button };
}

describe('when a slot the server rendered goes live (issue 27 item 3)', () => {
  it('a slot in view waits for the page to be idle first, so the header goes live before it', async () => {
    const { wrapper, box } = slot('cart/AddToCartButton');
    const live = jest.fn();
    void whenNeeded('cart/AddToCartButton', [wrapper], [box]).then(live);
    scrollIntoView();
    await flush();
    expect(live).not.toHaveBeenCalled();
    goIdle();
    await flush();
    expect(live).toHaveBeenCalled();
  });

  it('a slot out of view stays server HTML however idle the page is, until it is scrolled to', async () => {
    const { wrapper, box } = slot('footer/Footer');
    const live = jest.fn();
    void whenNeeded('footer/Footer', [wrapper], [box]).then(live);
    goIdle();
    await flush();
    expect(live).not.toHaveBeenCalled();
    scrollIntoView();
    goIdle();
    await flush();
    expect(live).toHaveBeenCalled();
  });

  it('a slot the shopper touches goes live at once, busy page or not, and stops watching', async () => {
    const { wrapper, box, button } = slot('cart/AddToCartButton');
    const live = jest.fn();
    void whenNeeded('cart/AddToCartButton', [wrapper], [box]).then(live);
    scrollIntoView();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    expect(live).toHaveBeenCalled();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('the search box and the mini cart follow the header at the first idle moment, or at once when touched', async () => {
    const search = slot('search/SearchBox');
    const cart = slot('cart/MiniCart');
    const searchLive = jest.fn();
    const cartLive = jest.fn();
    void whenIdleOrInteracted('search/SearchBox', [search.wrapper]).then(searchLive);
    void whenIdleOrInteracted('cart/MiniCart', [cart.wrapper]).then(cartLive);
    search.button.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(searchLive).toHaveBeenCalled();
    expect(cartLive).not.toHaveBeenCalled();
    goIdle();
    await flush();
    expect(cartLive).toHaveBeenCalled();
  });
});
