import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consentOrigin, consentScriptUrl, loadConsentConfig } from './consent';
import { contentSecurityPolicy } from './securityHeaders';

describe('consent script source (spec header-search-cart.md section 7)', () => {
  it('defaults to the same-origin stand-in, DEV on local and test hosts, LIVE elsewhere', () => {
    const config = loadConsentConfig({});
    expect(consentScriptUrl(config, 'DE', 'de.localhost')).toBe(
      '/service/consent/3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a60-test.js',
    );
    expect(consentScriptUrl(config, 'HU', 'www.test.storefront.example')).toBe(
      '/service/consent/3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a65-test.js',
    );
    expect(consentScriptUrl(config, 'HU', 'www.storefront.hu')).toBe(
      '/service/consent/3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a65.js',
    );
    expect(consentOrigin(config)).toBeUndefined();
  });

  it('takes the third-party address and the stage from the environment', () => {
    const config = loadConsentConfig({
      CONSENT_SCRIPT_URL: 'https://cdn.consent.example/scripttemplates/{domainId}/stub.js',
      CONSENT_STAGE: 'LIVE',
    });
    expect(consentScriptUrl(config, 'TR', 'tr.localhost')).toBe(
      'https://cdn.consent.example/scripttemplates/3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a68/stub.js',
    );
    expect(consentOrigin(config)).toBe('https://cdn.consent.example');
  });

  it('reads per-site, per-stage domain ids from a configuration file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'consent-')), 'consent.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        scriptUrl: 'https://cdn.consent.example/{domainId}.js',
        stage: 'DEV',
        domainIds: { CZ: { DEV: 'cz-dev', LIVE: 'cz-live' } },
      }),
    );
    const config = loadConsentConfig({ CONSENT_CONFIG_FILE: file });
    expect(consentScriptUrl(config, 'CZ', 'www.storefront.cz')).toBe(
      'https://cdn.consent.example/cz-dev.js',
    );
    expect(consentScriptUrl(config, 'SK', 'www.storefront.sk')).toBe(
      'https://cdn.consent.example/3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a67-test.js',
    );
    expect(
      consentScriptUrl(
        loadConsentConfig({ CONSENT_CONFIG_FILE: file, CONSENT_STAGE: 'LIVE' }),
        'CZ',
        'cz.localhost',
      ),
    ).toBe('https://cdn.consent.example/cz-live.js');
  });

  it.each([
    { CONSENT_SCRIPT_URL: 'http://cdn.consent.example/{domainId}.js' },
    { CONSENT_SCRIPT_URL: '//cdn.consent.example/{domainId}.js' },
    { CONSENT_SCRIPT_URL: 'https://cdn.consent.example/stub.js' },
    { CONSENT_STAGE: 'PROD' },
  ])('refuses %p at start', (env) => {
    expect(() => loadConsentConfig(env)).toThrow(/not valid/);
  });

  it('lets the CSP allow the consent origin for scripts and connections, not styles', () => {
    const csp = contentSecurityPolicy([], ['https://cdn.consent.example']);
    expect(csp).toContain("script-src 'self' https://cdn.consent.example");
    expect(csp).toContain("connect-src 'self' https://cdn.consent.example");
    expect(csp).toContain("style-src 'self';");
  });
});
