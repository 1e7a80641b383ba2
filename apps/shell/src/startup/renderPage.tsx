import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  guessHeaderPlatform,
  COOKIE_NAMES,
  toPlatform,
  type InitialState,
  type RemoteProps,
} from '@storefront/contracts';
import { readCookie } from '@storefront/platform';
import { App } from '../App';
import { preloadSlot } from '../slots/RemoteSlot';
import { afterFirstPaint } from '../slots/firstPaint';
import {
  browserSlotEnvironment,
  hydrationTimeOf,
  SlotEnvironmentContext,
} from '../slots/slotEnvironment';
import { frameSlotsOf } from '../slots/frameSlots';

/** Hydrates the page the server rendered, or renders the frame the server sent without it; then loads the header's remotes. */
export async function renderPage(state: InitialState): Promise<void> {
  const platformCookie = readCookie(COOKIE_NAMES.platform);
  const props: RemoteProps = {
    site: state.site,
    locale: state.locale,
    platform: platformCookie ? toPlatform(platformCookie) : guessHeaderPlatform(window.innerWidth),
    pageType: state.pageType,
    reduced: state.reduced,
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('The document has no #root element.');
  const page = (pageProps: RemoteProps) => (
    <SlotEnvironmentContext.Provider value={browserSlotEnvironment(state)}>
      <App state={state} props={pageProps} />
    </SlotEnvironmentContext.Provider>
  );
  if (state.slots) {
    // The server rendered the page: hydrate it with the props it rendered with (the
    // platform from the cookie, or CLASSIC). No prop changes afterwards: an update reaching a slot
    // that is still hydrating would throw its server HTML away; the remotes follow the width
    // themselves (their platform hooks). In a transition React hydrates in slices of a few
    // milliseconds and lets the browser in between (a click hydrates its target first), instead of
    // one long task (TBT).
    startTransition(() => {
      hydrateRoot(root, page({ ...props, platform: state.platform }), {
        onRecoverableError: (error) =>
          console.error('Hydration:', error instanceof Error ? error.message : error),
      });
    });
  } else {
    createRoot(root).render(page(props));
  }
  await afterFirstPaint();
  // Every remote above the page that is wanted now loads at once, not one after the other as they
  // render; one whose server HTML waits for the first idle moment loads then.
  for (const key of frameSlotsOf({ reduced: state.reduced, staff: state.staff }, 'above')) {
    if (state.slots?.[key] !== 'rendered' || hydrationTimeOf(key) === 'at-once') preloadSlot(key);
  }
}
