import type { Site } from '@storefront/contracts';

export type ConsentStage = 'DEV' | 'LIVE';

/** The consent service's domain id per site and stage (DEV ids carry the service's -test suffix). */
export const CONSENT_DOMAIN_IDS: Readonly<Record<Site, Record<ConsentStage, string>>> = {
  DE: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a60', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a60-test' },
  AT: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a61', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a61-test' },
  CH: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a62', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a62-test' },
  CH_FR: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a63', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a63-test' },
  CZ: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a64', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a64-test' },
  HU: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a65', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a65-test' },
  PL: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a66', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a66-test' },
  SK: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a67', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a67-test' },
  TR: { LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a68', DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a68-test' },
};

/**
 * Where the consent script comes from. The storefront serves a stand-in under /service/consent,
 * so the loader runs end to end without the third party (whose origin the CSP would need).
 */
export const CONSENT_SCRIPT_BASE = '/service/consent';

export function consentStage(hostname: string): ConsentStage {
  return /localhost|(^|\.)(test|dev|preview)\./.test(hostname) ? 'DEV' : 'LIVE';
}

export function consentScriptUrl(site: Site, hostname: string): string {
  return `${CONSENT_SCRIPT_BASE}/${CONSENT_DOMAIN_IDS[site][consentStage(hostname)]}.js`;
}
