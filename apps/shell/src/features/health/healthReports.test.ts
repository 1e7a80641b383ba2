import { BEACON_BATCH_MS, BEACON_URL, reportSlot, startHealthReports } from './healthReports';

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
