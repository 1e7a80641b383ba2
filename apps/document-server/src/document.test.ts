/**
 * @jest-environment jsdom
 */
import {
  INITIAL_STATE_ELEMENT_ID,
  InitialStateSchema,
  type InitialState,
} from '@storefront/contracts';
import {
  firstFrameMarkup,
  firstRenderTranslationFiles,
  jsonForScript,
  renderDocument,
  splitTemplate,
} from './document';

const template = `<!doctype html><html lang="%LANG%" data-page-type="%PAGE_TYPE%" data-platform="%PLATFORM%"><head><title>%TITLE%</title></head><body><script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">%STATE%</script></body></html>`;

const state: InitialState = {
  site: 'TR',
  locale: 'tr-TR',
  platform: 'MATCH',
  pageType: 'search',
  reduced: false,
  staff: false,
  path: '/search',
  registry: { cart: '/remotes/cart/mf-manifest.json' },
  consentScriptUrl: '/service/consent/x.js',
  prefetched: { hostile: '</script><script>alert(1)</script>\u2028' },
};

describe('renderDocument', () => {
  it('writes language, page type, platform and an escaped title', () => {
    const html = renderDocument(template, state, 'Arama <sonuçları> & "test"');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.documentElement.lang).toBe('tr-TR');
    expect(document.documentElement.dataset.pageType).toBe('search');
    expect(document.documentElement.dataset.platform).toBe('MATCH');
    expect(document.title).toBe('Arama <sonuçları> & "test"');
  });

  it('embeds the state so that no text in it can end the script element', () => {
    const html = renderDocument(template, state, 't');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const parsed = InitialStateSchema.parse(
      JSON.parse(document.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent ?? ''),
    );
    expect(parsed.prefetched).toEqual(state.prefetched);
  });

  it.each(["$'", '$&', '$`', '$1', '$$'])(
    'keeps a path with %j as it is (no replacement pattern)',
    (pattern) => {
      const path = `/search${pattern}x`;
      const html = renderDocument(template, { ...state, path }, `t${pattern}`);
      const document = new DOMParser().parseFromString(html, 'text/html');
      expect(document.title).toBe(`t${pattern}`);
      expect(
        InitialStateSchema.parse(
          JSON.parse(document.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent ?? ''),
        ).path,
      ).toBe(path);
    },
  );

  it('escapes <, > and & in embedded JSON', () => {
    expect(jsonForScript({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });
});

describe('meta description and nonce', () => {
  const withHead = `<!doctype html><html><head><title>%TITLE%</title><meta name="description" content="%DESCRIPTION%" /><script defer src="/shell/main.js"></script></head><body><script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">%STATE%</script></body></html>`;

  it('fills the description, escaped, so no text can leave the attribute', () => {
    const html = renderDocument(withHead, state, 't', [], '', {
      description: 'Kahve "ve" <b>moda</b> & $\' daha',
    });
    const document = new DOMParser().parseFromString(html, 'text/html');
    const meta = document.head.querySelectorAll('meta[name="description"]');
    expect(meta).toHaveLength(1);
    expect(meta[0]?.getAttribute('content')).toBe('Kahve "ve" <b>moda</b> & $\' daha');
    expect(document.querySelector('b')).toBeNull();
  });

  it("gives every script tag of the template the response's nonce, and none to a value", () => {
    const hostile = { ...state, path: '/<script>x</script>' };
    const html = renderDocument(withHead, hostile, '<script>t</script>', [], '', {
      nonce: 'bm9uY2U=',
    });
    const document = new DOMParser().parseFromString(html, 'text/html');
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script.getAttribute('nonce')).toBe('bm9uY2U=');
    expect(html.match(/nonce=/g)).toHaveLength(2);
  });

  it("leaves the template's scripts as they are without a nonce", () => {
    expect(renderDocument(withHead, state, 't')).not.toContain('nonce');
  });
});

describe('preload hints', () => {
  const built = [
    'main.js',
    'i18n-de-DE-common-json.1a2b3c4d.js',
    'i18n-de-DE-shell-json.2b3c4d5e.js',
    'i18n-de-DE-ui-json.3c4d5e6f.js',
    'i18n-de-DE-cart-json.4d5e6f70.js',
    'i18n-de-AT-common-json.5e6f7081.js',
    'i18n-de-DE-common-json.1a2b3c4d.js.gz',
    'i18n-tr-TR-shell-json.6f708192.js',
  ];

  it("names the first render's translation chunks of the locale and its fallback, nothing else", () => {
    expect(firstRenderTranslationFiles(built, 'de-AT')).toEqual([
      'i18n-de-AT-common-json.5e6f7081.js',
      'i18n-de-DE-common-json.1a2b3c4d.js',
      'i18n-de-DE-shell-json.2b3c4d5e.js',
      'i18n-de-DE-ui-json.3c4d5e6f.js',
    ]);
    expect(firstRenderTranslationFiles(built, 'tr-TR')).toEqual([
      'i18n-tr-TR-shell-json.6f708192.js',
    ]);
  });

  it('names them in the head for the start-up script, without any script request before the first paint (issue 27 item 1)', () => {
    const html = renderDocument(`<html><head>%PRELOADS%</head><body></body></html>`, state, 't', [
      '/shell/i18n-tr-TR-shell-json.6f708192.js',
    ]);
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.head.querySelector('link[rel="preload"], script[src]')).toBeNull();
    expect(
      document.head.querySelector('meta[name="storefront-preload"]')?.getAttribute('content'),
    ).toBe('/shell/i18n-tr-TR-shell-json.6f708192.js');
  });
});

describe('first frame', () => {
  const parse = (markup: string) =>
    new DOMParser().parseFromString(`<body><div id="root">${markup}</div></body>`, 'text/html');

  it("draws the skip link, the header's reserved place and main with the escaped heading", () => {
    const document = parse(
      firstFrameMarkup({
        skipLinkText: 'İçeriğe geç',
        reduced: false,
        appBanner: false,
        heading: 'Hoş geldiniz <script>',
      }),
    );
    expect(document.querySelector('a[href="#main"]')?.textContent).toBe('İçeriğe geç');
    expect(document.querySelector('[aria-hidden="true"]')?.className).toBe('sf-header-placeholder');
    expect(document.querySelector('main#main h1')?.textContent).toBe('Hoş geldiniz <script>');
    expect(document.querySelector('script')).toBeNull();
  });

  it("reserves the app banner's row where it will show, and the reduced header's height", () => {
    expect(
      parse(firstFrameMarkup({ skipLinkText: 's', reduced: false, appBanner: true })).querySelector(
        '[aria-hidden="true"]',
      )?.className,
    ).toBe('sf-header-placeholder sf-header-placeholder--app-banner');
    expect(
      parse(firstFrameMarkup({ skipLinkText: 's', reduced: true, appBanner: false })).querySelector(
        '[aria-hidden="true"]',
      )?.className,
    ).toBe('sf-header-placeholder--reduced');
    expect(
      parse(
        firstFrameMarkup({ skipLinkText: 's', reduced: false, appBanner: false }),
      ).querySelector('main h1'),
    ).toBeNull();
  });
});

describe('splitTemplate', () => {
  it('cuts the template where the body goes, so the head can stream before the body', () => {
    const { beforeBody, afterBody } = splitTemplate(
      '<html><head></head><body><div id="root">%FIRST_FRAME%</div><script>%STATE%</script></body></html>',
    );
    expect(beforeBody).toBe('<html><head></head><body><div id="root">');
    expect(renderDocument(afterBody, state, 't')).toContain('"site":"TR"');
  });

  it('refuses a template without a place for the body', () => {
    expect(() => splitTemplate('<html></html>')).toThrow('%FIRST_FRAME%');
  });
});
