import { pageOriginOf } from './pageOrigin';

const configured = {
  publicOrigins: {
    DE: 'https://www.example.de',
    AT: 'https://www.example.at',
    CH: 'https://www.example.ch',
    CH_FR: 'https://fr.example.ch',
    CZ: 'https://www.example.cz',
    HU: 'https://www.example.hu',
    PL: 'https://www.example.pl',
    SK: 'https://www.example.sk',
    TR: 'https://www.example.com.tr',
  },
} as const;

describe('the origin a page is built on', () => {
  it('is the site’s configured origin, whatever host the request named', () => {
    expect(pageOriginOf(configured, 'DE', 'www.example.de')).toBe('https://www.example.de');
    expect(pageOriginOf(configured, 'DE', 'evil.example')).toBe('https://www.example.de');
    expect(pageOriginOf(configured, 'HU', undefined)).toBe('https://www.example.hu');
    expect(pageOriginOf(configured, 'DE', 'de.localhost.evil.example')).toBe(
      'https://www.example.de',
    );
    expect(pageOriginOf(configured, 'DE', 'de.localhost:3000/"><script>')).toBe(
      'https://www.example.de',
    );
  });

  it('keeps the port of the site’s own local host (the benchmark’s proxies)', () => {
    expect(pageOriginOf(configured, 'DE', 'de.localhost:4123')).toBe('http://de.localhost:4123');
    expect(pageOriginOf(configured, 'CH_FR', 'ch-fr.localhost:4123')).toBe(
      'http://ch-fr.localhost:4123',
    );
    // Another site's local host is not this site's.
    expect(pageOriginOf(configured, 'AT', 'de.localhost:4123')).toBe('https://www.example.at');
  });

  it('without configured origins, is the local address the storefront serves', () => {
    expect(pageOriginOf({}, 'TR', 'evil.example')).toBe('http://tr.localhost:3000');
  });
});
