import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteProps } from '@storefront/contracts';
import type { SuggestionsResponse } from '@storefront/search-schemas';
import SearchBox from '../expose/SearchBox';
import SearchResults from '../expose/SearchResults';
import { fetchSuggestions, loadCacheKeyOnce } from '../features/suggestions/suggestionsApi';
import { fetchResults } from '../features/results/fetchResults';
import { localeInstance, SSR_SITES, withTexts, serverRenderAndHydrate } from '@storefront/testing';

jest.mock('../features/suggestions/suggestionsApi');
jest.mock('../features/results/fetchResults', () => ({
  ...jest.requireActual('../features/results/fetchResults'),
  fetchResults: jest.fn(),
}));
const suggestMock = jest.mocked(fetchSuggestions);
const resultsMock = jest.mocked(fetchResults);

const ANSWER: SuggestionsResponse = { searchTerms: [{ searchterm: 'Kaffee' }], products: [] };
const TILE = {
  id: '100101',
  title: 'Kaffeemühle Aroma',
  href: '/p/100101',
  imageUrl: '/img/100101.svg',
  price: '12,99',
};

let cleanup: (() => void) | undefined;
beforeEach(() => {
  suggestMock.mockReset().mockResolvedValue(ANSWER);
  resultsMock.mockReset();
  jest.mocked(loadCacheKeyOnce).mockResolvedValue('key');
  window.history.replaceState(null, '', '/search?query=Kaffee');
});
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** jsdom has no matchMedia: a phone-width browser (issue 16: the server cannot know the width). */
function phoneWidth() {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe.each(SSR_SITES)('on $site', ({ site, locale }) => {
  const props: RemoteProps = {
    site,
    locale,
    platform: 'CLASSIC',
    pageType: 'search',
    reduced: false,
  };

  it('the search box hydrates over its server HTML without a mismatch, and suggestions work after hydration', async () => {
    const i18n = await localeInstance(locale, ['search']);
    const page = await serverRenderAndHydrate(
      withTexts(i18n, <SearchBox {...props} serverData={{ term: 'Kaffee' }} />),
    );
    cleanup = page.unmount;
    expect(page.errors).toEqual([]);
    const box = screen.getByRole('combobox', { name: i18n.t('label', { ns: 'search' }) });
    expect(box).toHaveValue('Kaffee');
    await userEvent.setup().type(box, 'x');
    expect(suggestMock).toHaveBeenLastCalledWith(
      site,
      'Kaffeex',
      expect.any(AbortSignal),
      expect.any(Function),
    );
    expect(await screen.findByRole('listbox')).toBeVisible();
  });

  it('the results page hydrates with its server data and fetches nothing again', async () => {
    const i18n = await localeInstance(locale, ['search']);
    const serverData = { term: 'Kaffee', status: 'done', total: 1, tiles: [TILE] };
    const page = await serverRenderAndHydrate(
      withTexts(i18n, <SearchResults {...props} serverData={serverData} />),
    );
    cleanup = page.unmount;
    expect(page.errors).toEqual([]);
    expect(screen.getByRole('link', { name: TILE.title })).toHaveAttribute('href', '/p/100101');
    expect(resultsMock).not.toHaveBeenCalled();
  });
});

it('keeps what the shopper typed into the server’s box before hydration, and suggests for it once hydrated', async () => {
  const i18n = await localeInstance('de-DE', ['search']);
  const element = withTexts(
    i18n,
    <SearchBox
      site="DE"
      locale="de-DE"
      platform="CLASSIC"
      pageType="home"
      reduced={false}
      serverData={{ term: '' }}
    />,
  );
  const page = await serverRenderAndHydrate(element, element, (container) => {
    const box = container.querySelector('input')!;
    box.focus();
    box.value = 'kaf';
  });
  cleanup = page.unmount;
  expect(page.errors).toEqual([]);
  const box = screen.getByRole('combobox');
  expect(box).toHaveValue('kaf');
  expect(suggestMock).toHaveBeenLastCalledWith(
    'DE',
    'kaf',
    expect.any(AbortSignal),
    expect.any(Function),
  );
  expect(await screen.findByRole('listbox')).toBeVisible();
  // Blurring and coming back keeps the text (React's state holds it now, not only the input).
  act(() => box.blur());
  expect(box).toHaveValue('kaf');
});

it('without server data the box hydrates empty, then takes the term from the address', async () => {
  const i18n = await localeInstance('de-DE', ['search']);
  const page = await serverRenderAndHydrate(
    withTexts(
      i18n,
      <SearchBox site="DE" locale="de-DE" platform="CLASSIC" pageType="search" reduced={false} />,
    ),
  );
  cleanup = page.unmount;
  expect(page.html).toContain('value=""');
  expect(page.errors).toEqual([]);
  expect(screen.getByRole('combobox')).toHaveValue('Kaffee');
});

it('on a phone the server’s inline form hydrates without a mismatch, then becomes the flyout', async () => {
  phoneWidth();
  const i18n = await localeInstance('hu-HU', ['search']);
  const page = await serverRenderAndHydrate(
    withTexts(
      i18n,
      <SearchBox site="HU" locale="hu-HU" platform="CLASSIC" pageType="home" reduced={false} />,
    ),
  );
  cleanup = page.unmount;
  expect(page.html).toContain('role="search"');
  expect(page.errors).toEqual([]);
  expect(screen.queryByRole('search')).toBeNull();
  expect(screen.getByRole('button', { name: 'Keresés megnyitása' })).toBeVisible();
});

it('without server data the results page hydrates busy, then reads the address and fetches', async () => {
  resultsMock.mockResolvedValue({
    total: 1,
    products: [
      {
        id: '100101',
        tcm: 't',
        title: 'Kahve',
        category: 'coffee',
        price: 12.5,
        imageUrl: '/img/1.svg',
        productViewUrl: '/p/100101',
        availability: 'AVAILABLE',
      },
    ],
  });
  const i18n = await localeInstance('tr-TR', ['search']);
  const page = await serverRenderAndHydrate(
    withTexts(
      i18n,
      <SearchResults
        site="TR"
        locale="tr-TR"
        platform="CLASSIC"
        pageType="search"
        reduced={false}
      />,
    ),
  );
  cleanup = page.unmount;
  expect(page.errors).toEqual([]);
  await act(async () => undefined);
  expect(resultsMock).toHaveBeenCalledWith('TR', 'Kaffee', expect.any(AbortSignal));
  const results = screen.getByRole('region', { name: '"Kaffee" için arama sonuçları' });
  expect(within(results).getByRole('link', { name: 'Kahve' })).toHaveAttribute('href', '/p/100101');
  expect(within(results).getByText('₺12,50')).toBeVisible();
});
