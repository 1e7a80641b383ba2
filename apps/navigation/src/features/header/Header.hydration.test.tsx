import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { within } from '@testing-library/react';
import { fetchPersonalDataOnce } from '@storefront/platform';
import Header from '../../expose/Header';
import { fetchNavigation, fetchThemeWorlds } from '../main-nav/navigationApi';
import { fetchPromotion } from '../promotions/promotionApi';
import { SITE_LOCALES, WORDS, headerProps, headerTree, localeInstance, serverDataFor } from '../../testing/serverRender';

// Issue 16 item 4: the browser's first render with the same server data reproduces the server's
// HTML exactly (no hydration error), and the browser asks for none of that data again.
jest.mock('../main-nav/navigationApi');
jest.mock('../promotions/promotionApi', () => ({ ...jest.requireActual<object>('../promotions/promotionApi'), fetchPromotion: jest.fn() }));
jest.mock('@storefront/platform', () => ({ ...jest.requireActual<object>('@storefront/platform'), fetchPersonalDataOnce: jest.fn() }));

const NAV_NAMES = { DE: 'Hauptnavigation', HU: 'Főnavigáció', TR: 'Ana menü' } as const;

describe.each(Object.keys(SITE_LOCALES) as (keyof typeof SITE_LOCALES)[])('the header hydrating over its server HTML (%s)', (site) => {
  const requests = [fetchNavigation, fetchThemeWorlds, fetchPromotion, fetchPersonalDataOnce].map((request) => jest.mocked(request));
  beforeEach(() => {
    // Requests stay unanswered: only whether the browser asks matters here.
    for (const request of requests) request.mockReset().mockReturnValue(new Promise<never>(() => undefined));
  });
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
    document.documentElement.className = '';
  });

  async function hydrate(serverData: unknown) {
    const instance = await localeInstance(SITE_LOCALES[site]);
    const tree = () => headerTree(instance, <Header {...headerProps(site, serverData)} />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const recoverable: unknown[] = [];
    const serverMarkup = container.innerHTML;
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    consoleError.mockRestore();
    return { container, errors, recoverable, serverMarkup };
  }

  it('hydrates the complete header without a mismatch and fetches nothing again', async () => {
    const { container, errors, recoverable, serverMarkup } = await hydrate(serverDataFor(site, WORDS[site]));
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    for (const request of requests) expect(request).not.toHaveBeenCalled();
    // What the server HTML offered (before any JavaScript) is what a screen reader finds.
    const before = document.createElement('div');
    before.innerHTML = serverMarkup;
    const banner = within(before).getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: NAV_NAMES[site] });
    expect(within(nav).getByRole('link', { name: WORDS[site].coffee })).toHaveAttribute('href', '/c/coffee');
    expect(within(banner).getByRole('link', { name: WORDS[site].benefit })).toHaveAttribute('href', '/benefit-0');
    // And the hydrated header still shows it.
    expect(within(container).getByRole('navigation', { name: NAV_NAMES[site] })).toBeInTheDocument();
    expect(container).toHaveTextContent(WORDS[site].banner);
  });

  it('hydrates without server data (the loader failed) and then fetches in the browser, as before', async () => {
    const { errors, recoverable } = await hydrate(undefined);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    for (const request of requests) expect(request).toHaveBeenCalled();
  });
});
