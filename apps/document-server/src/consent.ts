import fs from 'node:fs';
import {
  ConsentConfigFileSchema,
  type ConsentConfigFile,
  type ConsentStage,
  type Site,
} from '@storefront/contracts';
import { describeIssues } from '@storefront/platform';

/** The consent service's domain ids per site and stage (DEV ids carry the service's -test suffix). */
export const DEFAULT_CONSENT_DOMAIN_IDS: Readonly<Record<Site, Record<ConsentStage, string>>> = {
  DE: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a60',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a60-test',
  },
  AT: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a61',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a61-test',
  },
  CH: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a62',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a62-test',
  },
  CH_FR: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a63',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a63-test',
  },
  CZ: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a64',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a64-test',
  },
  HU: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a65',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a65-test',
  },
  PL: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a66',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a66-test',
  },
  SK: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a67',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a67-test',
  },
  TR: {
    LIVE: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a68',
    DEV: '3f1c2a7e-5b6d-4e8f-9a0b-1c2d3e4f5a68-test',
  },
};

/**
 * The local default: the same-origin stand-in the API serves under /service/consent, so the loader
 * runs end to end without the third party. `{domainId}` is replaced by the site's id for the stage.
 */
export const LOCAL_CONSENT_SCRIPT_URL = '/service/consent/{domainId}.js';

export interface ConsentConfig {
  /** Where the script comes from, with `{domainId}`. */
  scriptUrl: string;
  /** A fixed stage; without one the stage follows the host (local, test, dev and preview hosts are DEV). */
  stage?: ConsentStage;
  domainIds: Readonly<Record<Site, Record<ConsentStage, string>>>;
}

/**
 * The consent source from configuration: `CONSENT_CONFIG_FILE` (JSON: scriptUrl, stage, domainIds
 * per site and stage), then `CONSENT_SCRIPT_URL` and `CONSENT_STAGE` over it; without either, the
 * same-origin stand-in with the default ids.
 */
export function loadConsentConfig(env: NodeJS.ProcessEnv = process.env): ConsentConfig {
  let file: ConsentConfigFile = {};
  if (env.CONSENT_CONFIG_FILE) {
    const parsed = ConsentConfigFileSchema.safeParse(
      JSON.parse(fs.readFileSync(env.CONSENT_CONFIG_FILE, 'utf8')),
    );
    if (!parsed.success)
      throw new Error(
        `The consent configuration in ${env.CONSENT_CONFIG_FILE} is not valid: ${describeIssues(parsed.error)}`,
      );
    file = parsed.data;
  }
  const fromEnv = ConsentConfigFileSchema.safeParse({
    scriptUrl: env.CONSENT_SCRIPT_URL,
    stage: env.CONSENT_STAGE,
  });
  if (!fromEnv.success)
    throw new Error(
      `CONSENT_SCRIPT_URL or CONSENT_STAGE is not valid: ${describeIssues(fromEnv.error)}`,
    );
  const stage = fromEnv.data.stage ?? file.stage;
  return {
    scriptUrl: fromEnv.data.scriptUrl ?? file.scriptUrl ?? LOCAL_CONSENT_SCRIPT_URL,
    ...(stage ? { stage } : {}),
    domainIds: { ...DEFAULT_CONSENT_DOMAIN_IDS, ...file.domainIds },
  };
}

export function consentStageForHost(hostname: string): ConsentStage {
  return /(^|\.)localhost$|(^|\.)(test|dev|preview)\./.test(hostname) ? 'DEV' : 'LIVE';
}

/** The consent script of one site on one host. */
export function consentScriptUrl(config: ConsentConfig, site: Site, hostname: string): string {
  const domainId = config.domainIds[site][config.stage ?? consentStageForHost(hostname)];
  return config.scriptUrl.replace('{domainId}', encodeURIComponent(domainId));
}

/** The origin the CSP must allow for the consent script, when it is not this page's own. */
export function consentOrigin(config: ConsentConfig): string | undefined {
  return config.scriptUrl.startsWith('https://')
    ? new URL(config.scriptUrl.replace('{domainId}', 'x')).origin
    : undefined;
}
