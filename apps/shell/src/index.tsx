import { createRoot, hydrateRoot } from 'react-dom/client';
import { guessHeaderPlatform, COOKIE_NAMES, toPlatform, type RemoteProps } from '@storefront/contracts';
import { readCookie } from '@storefront/platform';
import { formatPrice, initI18n } from '@storefront/i18n';
import '@storefront/ui/src/tokens/tokens.css';
import { readInitialState } from './state/initialState';
import { registerRegistry } from './federation/registry';
import { App } from './App';
import { preloadRemote } from './slots/RemoteSlot';
import { afterFirstPaint } from './slots/firstPaint';
import { browserSlotEnvironment, SlotEnvironmentContext } from './slots/slotEnvironment';
import { startCrossTab } from './features/cross-tab/startCrossTab';
import { startHealthReports } from './features/health/healthReports';
import { yieldToMain } from './startup/yieldToMain';

async function start(): Promise<void> {
  const state = readInitialState();
  registerRegistry(state.registry, state.registryIntegrity);
  // Each slot's load and render, per release of this shopper's cohort, and the page's web vitals (issue 28).
  startHealthReports(state.site, state.registry);
  // Before any remote renders, so the first cart or login event of this page already crosses tabs.
  startCrossTab(state.site);
  // Resolve the shared singletons once before any remote loads, so two remotes loading at the same
  // time cannot each pick their own copy (federation notes: raw keys, NO_I18NEXT_INSTANCE).
  await Promise.all([import('jotai'), import('i18next'), import('react-i18next')]);
  await initI18n(state.locale, ['common', 'shell', 'ui']);
  // A page's first Intl.NumberFormat loads the locale's number data: 40-50 ms at Lighthouse's 4×
  // CPU (measured in Chromium). In a task of its own it no longer lengthens the hydration of the
  // first price (the home page's tiles, the product, the results, the cart) into a 98 ms task.
  await yieldToMain();
  formatPrice(0, state.site);
  await yieldToMain();
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
    // The server rendered the page (issue 16): hydrate it with the props it rendered with (the
    // platform from the cookie, or CLASSIC). No prop changes afterwards: an update reaching a slot
    // that is still hydrating would throw its server HTML away; the remotes follow the width
    // themselves (their platform hooks).
    hydrateRoot(root, page({ ...props, platform: state.platform }), {
      onRecoverableError: (error) => console.error('Hydration:', error instanceof Error ? error.message : error),
    });
  } else {
    createRoot(root).render(page(props));
  }
  await afterFirstPaint();
  // Every remote of the top of the page loads at once, not one after the other as they render.
  preloadRemote('navigation', 'Header');
  if (!state.reduced) {
    preloadRemote('search', 'SearchBox');
    preloadRemote('cart', 'MiniCart');
  }
}

void start();
