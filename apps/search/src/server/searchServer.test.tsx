/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import type { Product, RemoteProps } from '@storefront/contracts';
import SearchBox, { loadServerData as loadSearchBoxData } from '../expose/SearchBox';
import SearchResults, { loadServerData as loadResultsData } from '../expose/SearchResults';
import { fakeContext, localeInstance, SSR_SITES, withTexts } from '@storefront/testing';

// Issue 16: the exposed modules render in the document server, where there is no window at all.
const TEXTS = {
  DE: {
    label: 'Suche',
    submit: 'Suchen',
    heading: 'Suchergebnisse für „Kaffee“',
    total: '2 Produkte gefunden',
    noQuery: 'Bitte geben Sie einen Suchbegriff ein.',
    failed: 'Die Suche ist gerade nicht möglich.',
    empty: 'Leider haben wir nichts gefunden.',
  },
  HU: {
    label: 'Keresés',
    submit: 'Keresés',
    heading: 'Találatok erre: „Kaffee”',
    total: '2 termék található',
    noQuery: 'Kérjük, adjon meg egy keresőkifejezést.',
    failed: 'A keresés jelenleg nem lehetséges.',
    empty: 'Nincs találat.',
  },
  TR: {
    label: 'Ara',
    submit: 'Ara',
    heading: '&quot;Kaffee&quot; için arama sonuçları',
    total: '2 ürün bulundu',
    noQuery: 'Lütfen bir arama terimi girin.',
    failed: 'Arama şu anda yapılamıyor.',
    empty: 'Sonuç bulunamadı.',
  },
} as const;

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  id,
  tcm: `tcm-${id}`,
  title: `Kaffee ${id}`,
  category: 'coffee',
  price: 1234.5,
  imageUrl: `/img/${id}.svg`,
  productViewUrl: `/p/${id}`,
  availability: 'AVAILABLE',
  ...overrides,
});

it('runs without a DOM, as the document server does', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe.each(SSR_SITES)('on $site', ({ site, locale }) => {
  const texts = TEXTS[site];
  const props: RemoteProps = {
    site,
    locale,
    platform: 'CLASSIC',
    pageType: 'search',
    reduced: false,
  };

  it('the search box is a form that searches without JavaScript: GET /search with a labelled `query` input and a submit button', async () => {
    const i18n = await localeInstance(locale, ['search']);
    const html = renderToString(withTexts(i18n, <SearchBox {...props} />));
    const form = /<form [^>]*>/.exec(html)?.[0];
    expect(form).toContain('role="search"');
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    const input = /<input [^>]*id="([^"]+)"[^>]*>/.exec(html);
    expect(input?.[0]).toContain('name="query"');
    expect(input?.[0]).toContain('value=""');
    expect(input?.[0]).toContain('maxLength="200"');
    expect(html).toContain(`<label for="${input?.[1]}"`);
    expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${texts.label}</label>`));
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${texts.submit}</button>`));
    // The suggestion panel exists (aria-controls points at it) but is hidden until the shopper types.
    expect(html).toMatch(/<div id="[^"]+" role="listbox"[^>]* hidden="">/);
  });

  it('the search box shows the term of the address it was given as server data', async () => {
    const i18n = await localeInstance(locale, ['search']);
    const html = renderToString(
      withTexts(i18n, <SearchBox {...props} serverData={{ term: 'Kaffee & <Tee>' }} />),
    );
    expect(html).toContain('value="Kaffee &amp; &lt;Tee&gt;"');
  });

  it('the results page has its heading, count and product links in the first HTML', async () => {
    const i18n = await localeInstance(locale, ['search']);
    const { context } = fakeContext({
      site,
      locale,
      query: 'query=Kaffee',
      answer: () =>
        Promise.resolve({
          status: 200,
          body: { total: 2, products: [product('100101'), product('100102')] },
        }),
    });
    const data = await loadResultsData(context);
    const html = renderToString(
      withTexts(i18n, <SearchResults {...props} serverData={JSON.parse(JSON.stringify(data))} />),
    );
    expect(html).toContain(`<h1 id="search-results-heading">${texts.heading}</h1>`);
    expect(html).toContain(`<p>${texts.total}</p>`);
    expect(html).toContain('<a href="/p/100101">Kaffee 100101</a>');
    expect(html).toContain('<a href="/p/100102">Kaffee 100102</a>');
    expect(html).toContain('aria-busy="false"');
  });

  it('the results page says what the spec says for no term, no hits and a failed search', async () => {
    const i18n = await localeInstance(locale, ['search']);
    const render = (serverData: unknown) =>
      renderToString(withTexts(i18n, <SearchResults {...props} serverData={serverData} />));
    expect(render({ term: '' })).toContain(`<p>${texts.noQuery}</p>`);
    expect(render({ term: 'Kaffee', status: 'done', total: 0, tiles: [] })).toContain(
      `<p>${texts.empty}</p>`,
    );
    expect(render({ term: 'Kaffee', status: 'failed' })).toMatch(
      new RegExp(`<p role="alert">${texts.failed}`),
    );
  });
});

describe('the results page without usable server data', () => {
  const props: RemoteProps = {
    site: 'DE',
    locale: 'de-DE',
    platform: 'CLASSIC',
    pageType: 'search',
    reduced: false,
  };

  it.each([
    ['none', undefined],
    [
      'a link to another site',
      {
        term: 'Kaffee',
        status: 'done',
        total: 1,
        tiles: [
          {
            id: '1',
            title: 'x',
            href: '//evil.example/p/1',
            imageUrl: '/img/1.svg',
            price: '1,00',
          },
        ],
      },
    ],
    [
      'a script link',
      {
        term: 'Kaffee',
        status: 'done',
        total: 1,
        tiles: [
          {
            id: '1',
            title: 'x',
            href: 'javascript:alert(1)',
            imageUrl: '/img/1.svg',
            price: '1,00',
          },
        ],
      },
    ],
    ['a term not in normal form', { term: '  Kaffee ', status: 'failed' }],
    ['a count below the tiles shown', { term: 'Kaffee', status: 'done', total: -1, tiles: [] }],
    ['a tile that is no tile', { term: 'Kaffee', status: 'done', total: 1, tiles: [{ id: 1 }] }],
    ['an array', ['Kaffee']],
  ])(
    'renders a neutral busy region for %s (the browser then reads the address and fetches)',
    async (_name, serverData) => {
      const i18n = await localeInstance('de-DE', ['search']);
      const html = renderToString(
        withTexts(i18n, <SearchResults {...props} serverData={serverData} />),
      );
      expect(html).toBe('<section aria-busy="true" data-boundary="search"></section>');
    },
  );
});

describe('loadServerData of the search box', () => {
  it.each([
    ['query=Kaffee', 'Kaffee'],
    ['query=k%C3%A1v%C3%A9+f%C5%91z%C5%91&utm_source=x', 'kávé főző'],
    ['query=123+456', '123456'],
    ['query=a&query=b', ''],
    ['q=Kaffee', ''],
    ['', ''],
    ['query=%E0%A4%A', '\ufffd%A'],
  ])('reads %j as %j, asking nothing', async (query, term) => {
    const { context, fetchService } = fakeContext({ query });
    await expect(loadSearchBoxData(context)).resolves.toEqual({ term });
    expect(fetchService).not.toHaveBeenCalled();
  });

  it('cuts a hostile, overlong term to 200 characters and never half an emoji', async () => {
    const { context } = fakeContext({
      query: `query=${encodeURIComponent(`${'a'.repeat(199)}😀${'b'.repeat(10_000)}`)}`,
    });
    await expect(loadSearchBoxData(context)).resolves.toEqual({ term: 'a'.repeat(199) });
  });
});

describe('loadServerData of the results page', () => {
  it('asks the search API in-process for the site, the normalised term and one page of products', async () => {
    const { context, fetchService } = fakeContext({
      site: 'HU',
      locale: 'hu-HU',
      query: 'query=+k%C3%A1v%C3%A9+',
      answer: () =>
        Promise.resolve({
          status: 200,
          body: { total: 60, products: [product('100101', { price: 1290 })] },
        }),
    });
    await expect(loadResultsData(context)).resolves.toEqual({
      term: 'kávé',
      status: 'done',
      total: 60,
      tiles: [
        {
          id: '100101',
          title: 'Kaffee 100101',
          href: '/p/100101',
          imageUrl: '/img/100101.svg',
          price: '1290\u00a0Ft',
        },
      ],
    });
    expect(fetchService).toHaveBeenCalledTimes(1);
    expect(fetchService).toHaveBeenCalledWith(
      '/service/searchfrontend/api/search?site=HU&query=k%C3%A1v%C3%A9&limit=48',
    );
  });

  it('asks nothing for an empty or doubled term', async () => {
    for (const query of ['', 'query=', 'query=%20%20', 'query=a&query=b']) {
      const { context, fetchService } = fakeContext({ query });
      await expect(loadResultsData(context)).resolves.toEqual({ term: '' });
      expect(fetchService).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['an error status', () => Promise.resolve({ status: 500, body: { total: 1, products: [] } })],
    ['a refusal', () => Promise.resolve({ status: 400, body: { title: 'bad' } })],
    [
      'a body that is not the schema',
      () => Promise.resolve({ status: 200, body: { total: '1', products: 'x' } }),
    ],
    ['no body', () => Promise.resolve({ status: 200, body: undefined })],
    ['a call that fails', () => Promise.reject(new Error('boom'))],
  ])('gives the failed search for %s', async (_name, answer) => {
    const { context } = fakeContext({ query: 'query=Kaffee', answer });
    await expect(loadResultsData(context)).resolves.toEqual({ term: 'Kaffee', status: 'failed' });
  });

  it('leaves out products whose link or image would leave the site, and keeps the count sane', async () => {
    const { context } = fakeContext({
      query: 'query=Kaffee',
      answer: () =>
        Promise.resolve({
          status: 200,
          body: {
            total: -5,
            products: [
              product('1', { productViewUrl: 'javascript:alert(1)' }),
              product('2', { productViewUrl: '//evil.example/p/2' }),
              product('3', { productViewUrl: '/p/3\\..\\x' }),
              product('4', { imageUrl: 'javascript:alert(1)' }),
              product('5', { title: '<img src=x onerror=alert(1)>' }),
            ],
          },
        }),
    });
    const data = await loadResultsData(context);
    expect(data).toMatchObject({ status: 'done', total: 1, tiles: [{ id: '5', href: '/p/5' }] });
    const i18n = await localeInstance('de-DE', ['search']);
    const html = renderToString(
      withTexts(
        i18n,
        <SearchResults
          site="DE"
          locale="de-DE"
          platform="CLASSIC"
          pageType="search"
          reduced={false}
          serverData={data}
        />,
      ),
    );
    expect(html).toContain('<a href="/p/5">&lt;img src=x onerror=alert(1)&gt;</a>');
    expect(html).not.toContain('javascript:');
  });
});
