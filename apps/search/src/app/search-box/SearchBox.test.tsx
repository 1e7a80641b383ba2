import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuggestionsResponse } from '@storefront/search-schemas';
import { useTestLocale } from '@storefront/i18n';
import { fetchSuggestions, loadCacheKeyOnce } from '../../features/suggestions/suggestionsApi';
import { navigateTo } from './browserNavigation';
import { SearchBox } from './SearchBox';
import { deferred } from '../../../../../tools/jest/deferred';

jest.mock('../../features/suggestions/suggestionsApi');
jest.mock('./browserNavigation');
const fetchMock = jest.mocked(fetchSuggestions);
const navigateMock = jest.mocked(navigateTo);

const props = {
  site: 'DE',
  locale: 'de-DE',
  platform: 'CLASSIC',
  pageType: 'home',
  reduced: false,
} as const;

const ANSWER: SuggestionsResponse = {
  searchTerms: [{ searchterm: 'Kaffee' }, { searchterm: 'Kaffeemühle' }],
  products: [
    {
      id: '100101',
      title: 'Kaffeemühle Aroma',
      productViewUrl: '/p/100101',
      imageProductThumb: '/img/c.svg',
      imageAltText: 'Kaffeemühle Aroma',
    },
    {
      id: '300101',
      title: 'Damen-T-Shirt <b>Alva</b>',
      productViewUrl: '/p/300101',
      webshopProductDimensionKey: 'size-M',
      imageProductThumb: '/img/k.svg',
      imageAltText: 'Damen-T-Shirt',
    },
  ],
};

beforeAll(() => useTestLocale('de-DE', ['common', 'search']));
beforeEach(() => {
  fetchMock.mockReset();
  navigateMock.mockReset();
  jest.mocked(loadCacheKeyOnce).mockResolvedValue('key');
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

async function typeInto(text: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('combobox', { name: 'Suche' });
  await user.click(box);
  await user.type(box, text);
  return { user, box };
}

describe('SearchBox', () => {
  it('asks for suggestions only from 2 characters and asks for the cache key when it starts', async () => {
    fetchMock.mockResolvedValue(ANSWER);
    render(<SearchBox {...props} />);
    const { user, box } = await typeInto('k');
    // HSC-5-2 / HSC-9-12: suggestions are asked only from 2 characters.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'a');
    expect(fetchMock).toHaveBeenLastCalledWith(
      'DE',
      'ka',
      expect.any(AbortSignal),
      expect.any(Function),
    );
    // HSC-4.10-1: the panel shows while the input is focused and there are results.
    expect(await screen.findByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('4 Vorschläge verfügbar');
    // HSC-7-8: the cache key is asked once when the header starts.
    expect(loadCacheKeyOnce).toHaveBeenCalledTimes(1);
    // HSC-4.10-1: ...and hides when the input loses the focus.
    act(() => box.blur());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('cycles with Up/Down, wrapping, copying each suggestion into the box without refetching', async () => {
    fetchMock.mockResolvedValue(ANSWER);
    render(<SearchBox {...props} />);
    const { user, box } = await typeInto('kaf');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Kaffee',
      'Kaffeemühle',
      'Kaffeemühle Aroma',
      'Damen-T-Shirt <b>Alva</b>',
    ]);
    const calls = fetchMock.mock.calls.length;
    // HSC-4.10-2: Up and Down cycle through the suggestions, wrapping, and copy each into the input.
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveValue('Damen-T-Shirt <b>Alva</b>');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id);
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveValue('Kaffee');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveValue('Kaffeemühle Aroma');
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    // HSC-4.10-3 / HSC-2.3-1: Enter searches for the text in the box, even on a product (spec section
    // 4: "Enter searches"), on /search with the parameter query.
    await user.keyboard('{Enter}');
    expect(navigateMock).toHaveBeenCalledTimes(1);
    expect(navigateMock).toHaveBeenCalledWith('/search?query=Kaffeem%C3%BChle%20Aroma');
  });

  it('Enter searches the typed term; Escape closes the panel; keywords go to their target', async () => {
    fetchMock.mockResolvedValue(ANSWER);
    render(<SearchBox {...props} />);
    const { user, box } = await typeInto('kaffee bohnen');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    // HSC-4.10-3 / HSC-2.3-1: Enter searches: /search with the parameter query.
    expect(navigateMock).toHaveBeenLastCalledWith('/search?query=kaffee%20bohnen');
    await user.clear(box);
    await user.type(box, 'Filialfinder{Enter}');
    expect(navigateMock).toHaveBeenLastCalledWith('http://localhost/service/storefinder/search');
  });

  it('an empty term on the search button only focuses the input', async () => {
    render(<SearchBox {...props} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox'), '   ');
    act(() => (document.activeElement as HTMLElement).blur());
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    // HSC-5-4: an empty term on the search button only focuses the input.
    expect(navigateMock).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('highlights the typed part, renders titles as text, and links products with query and dim1', async () => {
    fetchMock.mockResolvedValue(ANSWER);
    render(<SearchBox {...props} />);
    await typeInto('alva');
    const products = within(await screen.findByRole('group', { name: 'Produkte' })).getAllByRole(
      'option',
    );
    // HSC-2.3-6: a product tile links to its view URL plus query (the typed text) and dim1 (its dimension key).
    expect(products[1]).toHaveAttribute('href', '/p/300101?query=alva&dim1=size-M');
    expect(products[1]!.querySelector('b')).toBeNull();
    expect(products[1]!.querySelector('mark')).toHaveTextContent('Alva');
    products[1]!.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    await userEvent.setup().click(products[1]!);
    expect(JSON.parse(localStorage.getItem('search-tracking:add-to-basket:300101')!)).toMatchObject(
      { productId: '300101', searchTerm: 'alva' },
    );
  });

  it('shows the answer for the newest term even when an older one arrives later', async () => {
    const forKa = deferred<SuggestionsResponse>();
    const forKaf = deferred<SuggestionsResponse>();
    fetchMock.mockImplementation((_site, q) => (q === 'ka' ? forKa.promise : forKaf.promise));
    render(<SearchBox {...props} />);
    await typeInto('kaf');
    expect((fetchMock.mock.calls[0]![2] as AbortSignal).aborted).toBe(true);
    await act(async () =>
      forKaf.resolve({ searchTerms: [{ searchterm: 'Kaffee' }], products: [] }),
    );
    await act(async () => forKa.resolve({ searchTerms: [{ searchterm: 'Kakao' }], products: [] }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kaffee']);
  });

  it('hides the previous answer while the new term is being retried', async () => {
    const pending = deferred<SuggestionsResponse>();
    fetchMock.mockImplementation(async (_site, q, _signal, onRetry) => {
      if (q === 'ka') return ANSWER;
      onRetry?.();
      return pending.promise;
    });
    render(<SearchBox {...props} />);
    const { user, box } = await typeInto('ka');
    await screen.findByRole('listbox');
    await user.type(box, 'f');
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () =>
      pending.resolve({ searchTerms: [{ searchterm: 'Kaffee' }], products: [] }),
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kaffee']);
  });

  it('pre-fills the box from the address and shows its suggestions on focus', async () => {
    window.history.replaceState(null, '', '/search?query=Espresso');
    fetchMock.mockResolvedValue(ANSWER);
    render(<SearchBox {...props} />);
    const box = await screen.findByRole('combobox');
    // HSC-2.3-7: the page address's query parameter pre-fills the search box.
    expect(box).toHaveValue('Espresso');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(box);
    expect(fetchMock).toHaveBeenCalledWith(
      'DE',
      'Espresso',
      expect.any(AbortSignal),
      expect.any(Function),
    );
  });

  it('limits the input to 200 characters', async () => {
    render(<SearchBox {...props} />);
    // HSC-5-2: input is limited to 200 characters.
    expect(await screen.findByRole('combobox')).toHaveAttribute('maxLength', '200');
  });
});
