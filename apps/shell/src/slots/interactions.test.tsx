import fs from 'node:fs';
import path from 'node:path';
import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hasHeldInteraction, replayHeldInteractions, whenInteracted } from './interactions';

/** The document's own start-up script (document.html), run as the browser runs it before any other script. */
const START_UP =
  /<script id="storefront-start"[^>]*>([\s\S]*?)<\/script>/.exec(
    fs.readFileSync(path.join(__dirname, '../document.html'), 'utf8'),
  )?.[1] ?? '';

function startUp(html: string): void {
  document.body.innerHTML = `${html}<script id="storefront-start" data-src="/shell/main.js"></script>`;
  // The script reads itself (its data-src) as document.currentScript, which only a parsed script has.
  Object.defineProperty(document, 'currentScript', {
    value: document.getElementById('storefront-start'),
    configurable: true,
  });
  // A page runs it once; each test is a page of its own, so its listeners go with the test.
  const add = jest.spyOn(document, 'addEventListener');
  // The template's inline script, as the page runs it.
  new Function(START_UP)();
  for (const [event, listener, options] of add.mock.calls)
    pageListeners.push(() => document.removeEventListener(event, listener, options));
  add.mockRestore();
}
const pageListeners: Array<() => void> = [];

/** What a shopper's typing does to a field: the browser changes its value, then says so. */
function type(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// These tests hydrate by hand (hydrateRoot) inside act, as React's own tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let roots: Root[] = [];
afterEach(() => {
  for (const remove of pageListeners.splice(0)) remove();
  for (const root of roots) act(() => root.unmount());
  roots = [];
  delete window.__storefrontInteractions;
  document.body.innerHTML = '';
});

it('the start-up script is in the template', () => {
  expect(START_UP).toContain('__storefrontInteractions');
});

describe('clicks held before a slot is live (issue 27 item 3)', () => {
  it('holds a click on a control of a slot that is not live, and replays it once on that control when its wrapper is live', async () => {
    startUp(
      '<div data-slot="navigation/Header"><button type="button">legal</button></div><div data-slot="footer/Footer"><button type="button">cookies</button></div>',
    );
    const [header, footer] = [...document.querySelectorAll('[data-slot]')] as HTMLElement[];
    const [legal, cookies] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const clicked: string[] = [];
    legal?.addEventListener('click', () => clicked.push('legal'));
    cookies?.addEventListener('click', () => clicked.push('cookies'));
    legal?.click();
    cookies?.click();
    expect(clicked).toEqual([]);

    header?.setAttribute('data-hydrated', 'true');
    await replayHeldInteractions(header as Element);
    expect(clicked).toEqual(['legal']);
    await replayHeldInteractions(header as Element);
    expect(clicked).toEqual(['legal']);
    expect(hasHeldInteraction('footer/Footer')).toBe(true);
    footer?.setAttribute('data-hydrated', 'true');
    await replayHeldInteractions(footer as Element);
    expect(clicked).toEqual(['legal', 'cookies']);
  });

  it('leaves submit buttons, and every control of a live slot, to the browser', () => {
    startUp(
      '<div data-slot="cart/AddToCartButton"><form><button type="submit">add</button></form></div><div data-slot="footer/Footer" data-hydrated="true"><button type="button">cookies</button></div>',
    );
    const submits = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submits);
    const cookies = jest.fn();
    document
      .querySelector('[data-slot="footer/Footer"] button')
      ?.addEventListener('click', cookies);
    (document.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    (document.querySelector('[data-slot="footer/Footer"] button') as HTMLButtonElement).click();
    expect(submits).toHaveBeenCalledTimes(1);
    expect(cookies).toHaveBeenCalledTimes(1);
    expect(window.__storefrontInteractions?.clicks).toEqual([]);
  });

  it('replays a click held on one instance of a slot on that instance only', async () => {
    startUp(
      '<div data-slot="cart/AddToCartButton"><button type="button">1</button></div><div data-slot="cart/AddToCartButton"><button type="button">2</button></div>',
    );
    const [first, second] = [...document.querySelectorAll('[data-slot]')] as HTMLElement[];
    const clicked: string[] = [];
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', () => clicked.push(button.textContent ?? ''));
    (second?.querySelector('button') as HTMLButtonElement).click();
    first?.setAttribute('data-hydrated', 'true');
    await replayHeldInteractions(first as Element);
    expect(clicked).toEqual([]);
    second?.setAttribute('data-hydrated', 'true');
    await replayHeldInteractions(second as Element);
    expect(clicked).toEqual(['2']);
  });
});

describe('waking a slot that waits for its code', () => {
  it('wakes on a click held for it, a field event noted in it, or focus inside it; not on another slot’s', async () => {
    startUp(
      '<div data-slot="footer/Footer"><input aria-label="e-mail" /></div><div data-slot="cart/CartPage"><button type="button">remove</button></div><div data-slot="search/SearchBox"><input aria-label="search" /></div>',
    );
    const [footer, cart, search] = [...document.querySelectorAll('[data-slot]')] as Element[];
    const woken: string[] = [];
    void whenInteracted('cart/CartPage', [cart as Element], new AbortController().signal).then(() =>
      woken.push('cart'),
    );
    void whenInteracted('footer/Footer', [footer as Element], new AbortController().signal).then(
      () => woken.push('footer'),
    );
    await Promise.resolve();
    expect(woken).toEqual([]);
    (cart?.querySelector('button') as HTMLButtonElement).click();
    await Promise.resolve();
    expect(woken).toEqual(['cart']);
    (footer?.querySelector('input') as HTMLInputElement).focus();
    await Promise.resolve();
    expect(woken).toEqual(['cart', 'footer']);
    // A field event noted before the slot's wait began wakes it at once.
    type(search?.querySelector('input') as HTMLInputElement, 'kaf');
    await expect(
      whenInteracted('search/SearchBox', [search as Element], new AbortController().signal),
    ).resolves.toBeUndefined();
  });

  it('wakes a slot that is on the page many times on focus inside any of its instances', async () => {
    document.body.innerHTML =
      '<div data-slot="cart/AddToCartButton"><button>1</button></div><div data-slot="cart/AddToCartButton"><button>2</button></div>';
    const wrappers = [...document.querySelectorAll('[data-slot="cart/AddToCartButton"]')];
    let woken = false;
    void whenInteracted('cart/AddToCartButton', wrappers, new AbortController().signal).then(
      () => (woken = true),
    );
    (wrappers[1]?.querySelector('button') as HTMLButtonElement).focus();
    await Promise.resolve();
    expect(woken).toBe(true);
  });
});

/**
 * A sign-up field as the remotes write them: controlled, checked when the shopper leaves it, and
 * rendered again once mounted (which resets a controlled field's text React does not know of).
 */
function EmailField() {
  const [, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(0);
  const [error, setError] = useState('');
  const [consent, setConsent] = useState(false);
  return (
    <form>
      <input
        aria-label="E-Mail"
        value={value}
        onFocus={() => setFocused((count) => count + 1)}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() =>
          setError(
            value === ''
              ? 'Die E-Mail-Adresse ist ein Pflichtfeld.'
              : value.includes('@')
                ? ''
                : 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
          )
        }
      />
      <input
        type="checkbox"
        aria-label="Einwilligung"
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
      />
      <p data-testid="state">{JSON.stringify({ value, focused, error, consent })}</p>
    </form>
  );
}

describe('fields used before their slot is live (issue 32 item 1)', () => {
  function serverRenderedField(): {
    wrapper: HTMLElement;
    field: HTMLInputElement;
    consent: HTMLInputElement;
    state: () => unknown;
  } {
    startUp(
      `<div data-slot="newsletter/SignUp">${renderToString(<EmailField />)}</div><button type="button" id="elsewhere">elsewhere</button>`,
    );
    const wrapper = document.querySelector('[data-slot]') as HTMLElement;
    return {
      wrapper,
      field: wrapper.querySelector('input[aria-label="E-Mail"]') as HTMLInputElement,
      consent: wrapper.querySelector('input[type="checkbox"]') as HTMLInputElement,
      state: () =>
        JSON.parse(wrapper.querySelector('[data-testid="state"]')?.textContent ?? '{}') as unknown,
    };
  }

  /** Hydrates the slot as RemoteSlot does: the replay starts in an effect after the remote's own (HydratedMark). */
  async function hydrate(wrapper: HTMLElement): Promise<void> {
    let replayed: Promise<void> = Promise.resolve();
    function Mark() {
      useEffect(() => {
        wrapper.setAttribute('data-hydrated', 'true');
        replayed = replayHeldInteractions(wrapper);
      }, []);
      return null;
    }
    await act(async () => {
      roots.push(
        hydrateRoot(
          wrapper,
          <>
            <EmailField />
            <Mark />
          </>,
        ),
      );
    });
    await act(() => replayed);
  }

  /** The shopper types an invalid address into the field and leaves it, then the slot hydrates. */
  async function typedAndLeftBeforeHydration() {
    const page = serverRenderedField();
    page.field.focus();
    type(page.field, 'anna.example.de');
    (document.getElementById('elsewhere') as HTMLButtonElement).focus();
    await hydrate(page.wrapper);
    return page;
  }

  it('a field typed into and left before hydration: the live slot gets the focus, the text and the blur, once', async () => {
    const { wrapper, field, state } = await typedAndLeftBeforeHydration();
    expect(field.value).toBe('anna.example.de');
    expect(state()).toEqual({
      value: 'anna.example.de',
      focused: 1,
      error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      consent: false,
    });
    // Once: a second replay has nothing left.
    await act(() => replayHeldInteractions(wrapper));
    expect(state()).toMatchObject({ focused: 1 });
  });

  it("a field left before hydration ignores a late copy of its old focus (React's replay), not the shopper's next focus", async () => {
    const { field, state } = await typedAndLeftBeforeHydration();
    // What React dispatches when it replays a focus it queued while the slot was not hydrated.
    act(() => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(state()).toMatchObject({
      focused: 1,
      error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    act(() => field.focus());
    expect(state()).toMatchObject({ focused: 2 });
  });

  it('a field still being typed in at hydration: focus and text arrive, no blur; typing on works', async () => {
    const { wrapper, field, state } = serverRenderedField();
    field.focus();
    type(field, 'anna@');
    await hydrate(wrapper);
    expect(state()).toEqual({ value: 'anna@', focused: 1, error: '', consent: false });
    act(() => type(field, 'anna@example.de'));
    expect(state()).toMatchObject({ value: 'anna@example.de' });
  });

  it('a checkbox ticked before hydration stays ticked and the live slot knows it', async () => {
    const { wrapper, consent, state } = serverRenderedField();
    consent.click();
    expect(consent.checked).toBe(true);
    await hydrate(wrapper);
    expect(consent.checked).toBe(true);
    expect(state()).toMatchObject({ consent: true });
  });

  it('nothing done before hydration: nothing replayed', async () => {
    const { wrapper, state } = serverRenderedField();
    await hydrate(wrapper);
    expect(state()).toEqual({ value: '', focused: 0, error: '', consent: false });
  });
});
