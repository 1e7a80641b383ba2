import type { MetricWithAttribution } from 'web-vitals/attribution';
import {
  BEACON_BATCH_MS,
  BEACON_URL,
  remoteOfNode,
  reportSlot,
  reportVital,
  startHealthReports,
} from './healthReports';

describe('the page’s health reports (issue 28, item 3)', () => {
  it('sends each slot’s events with the release of this page’s registry and the server’s signature of them in one beacon after the batch time', () => {
    jest.useFakeTimers();
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    startHealthReports(
      'AT',
      {
        footer: '/remotes/footer/c0ffeec0ffee/mf-manifest.json',
        cart: '/remotes/cart/mf-manifest.json',
      },
      'claims.signature',
    );
    reportSlot('footer', 'loaded');
    reportSlot('footer', 'render_error');
    reportSlot('cart', 'load_failure');
    jest.advanceTimersByTime(BEACON_BATCH_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(BEACON_URL);
    expect(JSON.parse(body)).toEqual({
      site: 'AT',
      // The served releases as the server signed them, echoed: without them no report counts.
      served: 'claims.signature',
      slots: [
        { remote: 'footer', release: 'c0ffeec0ffee', event: 'loaded' },
        { remote: 'footer', release: 'c0ffeec0ffee', event: 'render_error' },
        { remote: 'cart', release: 'local', event: 'load_failure' },
      ],
      vitals: [],
    });
    // What is left goes when the page is left.
    reportSlot('cart', 'loaded');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});

describe('the page’s web vitals, pinned on the remote they happened in', () => {
  it('names the remote whose slot holds the element, the innermost slot of nested ones, and the page for anything else', () => {
    document.body.innerHTML = `
      <div data-slot="navigation/Header"><button id="menu">Menü</button>
        <div data-slot="search/SearchBox"><input id="search" /></div></div>
      <main><h1 id="title">Kaffee</h1></main>
      <div data-slot="nowhere/Thing"><p id="stray">?</p></div>`;
    const byId = (id: string) => document.getElementById(id);
    expect(remoteOfNode(byId('menu'))).toBe('navigation');
    expect(remoteOfNode(byId('search'))).toBe('search');
    // A text node, as an LCP may be: its element's slot.
    expect(remoteOfNode(byId('menu')?.firstChild ?? null)).toBe('navigation');
    expect(remoteOfNode(byId('title'))).toBe('');
    expect(remoteOfNode(byId('stray'))).toBe('');
    expect(remoteOfNode(null)).toBe('');
  });

  it('sends each vital with its remote, at once when the page is hidden (INP comes last, as the page goes)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    startHealthReports('CZ', { footer: '/remotes/footer/c0ffeec0ffee/mf-manifest.json' }, 'a.b');
    reportVital(metric({ name: 'LCP', value: 1_800, attribution: { target: '' } }));
    reportVital(metric({ name: 'CLS', value: 0.02, attribution: { largestShiftTarget: 'cart' } }));
    // A selector that is no remote (a browser without our generateTarget) pins nothing.
    reportVital(metric({ name: 'FCP', value: 900, attribution: {} }));
    expect(sendBeacon).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      reportVital(
        metric({ name: 'INP', value: 380, attribution: { interactionTarget: 'footer' } }),
      );
      reportVital(
        metric({ name: 'CLS', value: 0.03, attribution: { largestShiftTarget: 'cart' } }),
      );
      // Both in one beacon, sent as soon as the reporting task is done: no timer outlives the page.
      expect(sendBeacon).not.toHaveBeenCalled();
      await Promise.resolve();
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      const [, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
      expect(JSON.parse(body)).toEqual({
        site: 'CZ',
        served: 'a.b',
        slots: [],
        vitals: [
          { name: 'LCP', value: 1_800 },
          { name: 'FCP', value: 900 },
          { name: 'INP', value: 380, remote: 'footer' },
          { name: 'CLS', value: 0.03, remote: 'cart' },
        ],
      });
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      jest.useRealTimers();
    }
  });
});

/** What web-vitals' attribution build hands its callback, reduced to what the reporter reads. */
function metric(fields: {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP';
  value: number;
  attribution: Record<string, string>;
}): MetricWithAttribution {
  // The reporter reads the name, the value and the attribution's target; the rest of web-vitals'
  // object (entries, rating, ids) plays no part, so the test builds only those.
  return fields as unknown as MetricWithAttribution;
}
