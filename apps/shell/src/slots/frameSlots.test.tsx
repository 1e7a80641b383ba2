/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { SLOT_MODULES, type RemoteName, type RemoteProps } from '@storefront/contracts';
import { FRAME_SLOTS, frameSlotsOf, type FrameSlotKey } from './frameSlots';
import { SlotEnvironmentContext, hydrationTimeOf, type SlotEnvironment } from './slotEnvironment';
import { RemoteSlot } from './RemoteSlot';

const KEYS = Object.keys(FRAME_SLOTS) as FrameSlotKey[];
const PROPS: RemoteProps = {
  site: 'DE',
  locale: 'de-DE',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
};

describe('the frame table', () => {
  it('names only components the remotes expose to the shell', () => {
    for (const key of KEYS) {
      const [remote, module] = key.split('/') as [RemoteName, string];
      expect([key, (SLOT_MODULES[remote] as readonly string[]).includes(module)]).toEqual([
        key,
        true,
      ]);
    }
  });

  it('puts a slot inside a frame slot of the same place', () => {
    for (const [key, slot] of Object.entries(FRAME_SLOTS)) {
      if (!('inside' in slot)) continue;
      const host = FRAME_SLOTS[slot.inside as FrameSlotKey];
      expect([key, host?.place]).toEqual([key, slot.place]);
    }
  });

  it('shows a shopper the header with search and mini cart above, the sign-up and footer below', () => {
    const shopper = { reduced: false, staff: false };
    expect(frameSlotsOf(shopper, 'above')).toEqual([
      'navigation/Header',
      'search/SearchBox',
      'cart/MiniCart',
    ]);
    expect(frameSlotsOf(shopper, 'below')).toEqual(['newsletter/SignUp', 'footer/Footer']);
  });

  it('keeps header and footer alone on reduced pages, and adds the preview panel for staff', () => {
    expect(frameSlotsOf({ reduced: true, staff: false }, 'above')).toEqual(['navigation/Header']);
    expect(frameSlotsOf({ reduced: true, staff: true }, 'below')).toEqual([
      'footer/Footer',
      'preview/PreviewPanel',
    ]);
  });

  it('hydrates the header at once, its search and mini cart when idle, the rest when visible', () => {
    expect(hydrationTimeOf('navigation/Header')).toBe('at-once');
    expect(hydrationTimeOf('search/SearchBox')).toBe('when-idle');
    expect(hydrationTimeOf('cart/MiniCart')).toBe('when-idle');
    expect(hydrationTimeOf('footer/Footer')).toBe('when-visible');
    expect(hydrationTimeOf('cart/AddToCartButton')).toBe('when-visible');
  });
});

describe('a slot on the server', () => {
  const server: SlotEnvironment = { phase: 'server', outcomes: {}, serverData: {} };
  const onServer = (element: React.ReactElement) =>
    renderToString(
      <SlotEnvironmentContext.Provider value={server}>{element}</SlotEnvironmentContext.Provider>,
    );

  it('is an error naming it when the server did not prepare it', () => {
    expect(() =>
      onServer(
        <RemoteSlot
          slot="newsletter/SignUpPage"
          props={PROPS}
          fallback={<a href="/subscribenewsletter">newsletter</a>}
        />,
      ),
    ).toThrow(/newsletter\/SignUpPage.*frame table.*page's slots/);
  });

  it('leaves the place of a browser-only slot empty', () => {
    expect(onServer(<RemoteSlot slot="preview/PreviewPanel" props={PROPS} fallback={null} />)).toBe(
      '',
    );
  });
});
