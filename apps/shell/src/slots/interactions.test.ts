import { hasHeldClick, replayHeldClicks, whenInteracted } from './interactions';

/** What the document's start-up script does with a click on a slot that is not live yet. */
function holdClick(slot: string, control: Element): void {
  const held = window.__storefrontInteractions ?? { clicks: [], listeners: [] };
  window.__storefrontInteractions = held;
  held.clicks.push({ slot, control });
  for (const listener of held.listeners) listener();
}

afterEach(() => {
  delete window.__storefrontInteractions;
  document.body.innerHTML = '';
});

describe('clicks held before a slot is live (issue 27 item 3)', () => {
  it('replays each held click on its control once, only for its own slot', () => {
    document.body.innerHTML = '<div data-slot="navigation/Header"><button type="button">legal</button></div><div data-slot="footer/Footer"><button type="button">cookies</button></div>';
    const [legal, cookies] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const clicked: string[] = [];
    legal?.addEventListener('click', () => clicked.push('legal'));
    cookies?.addEventListener('click', () => clicked.push('cookies'));
    holdClick('navigation/Header', legal as Element);
    holdClick('footer/Footer', cookies as Element);

    replayHeldClicks('navigation/Header');
    expect(clicked).toEqual(['legal']);
    replayHeldClicks('navigation/Header');
    expect(clicked).toEqual(['legal']);
    expect(hasHeldClick('footer/Footer')).toBe(true);
  });

  it('skips a control that left the page meanwhile', () => {
    const gone = document.createElement('button');
    const clicks = jest.fn();
    gone.addEventListener('click', clicks);
    holdClick('footer/Footer', gone);
    replayHeldClicks('footer/Footer');
    expect(clicks).not.toHaveBeenCalled();
  });

  it('a slot waiting for its code is woken by a click held for it or by focus inside it, not by one for another slot', async () => {
    document.body.innerHTML = '<div data-slot="footer/Footer"><input aria-label="e-mail" /></div><div data-slot="cart/CartPage"><button type="button">remove</button></div>';
    const cartWrapper = document.querySelector('[data-slot="cart/CartPage"]') as Element;
    const footerWrapper = document.querySelector('[data-slot="footer/Footer"]') as Element;
    const woken: string[] = [];
    void whenInteracted('cart/CartPage', [cartWrapper], new AbortController().signal).then(() => woken.push('cart'));
    void whenInteracted('footer/Footer', [footerWrapper], new AbortController().signal).then(() => woken.push('footer'));
    holdClick('navigation/Header', document.createElement('button'));
    await Promise.resolve();
    expect(woken).toEqual([]);
    holdClick('cart/CartPage', cartWrapper.querySelector('button') as Element);
    await Promise.resolve();
    expect(woken).toEqual(['cart']);
    (footerWrapper.querySelector('input') as HTMLInputElement).focus();
    await Promise.resolve();
    expect(woken).toEqual(['cart', 'footer']);
  });

  it('a slot on the page many times is woken by focus inside any of its instances', async () => {
    document.body.innerHTML = '<div data-slot="cart/AddToCartButton"><button>1</button></div><div data-slot="cart/AddToCartButton"><button>2</button></div>';
    const wrappers = [...document.querySelectorAll('[data-slot="cart/AddToCartButton"]')];
    let woken = false;
    void whenInteracted('cart/AddToCartButton', wrappers, new AbortController().signal).then(() => (woken = true));
    (wrappers[1]?.querySelector('button') as HTMLButtonElement).focus();
    await Promise.resolve();
    expect(woken).toBe(true);
  });
});
