/** Consent domain ids look like the service's: hex groups, optionally with a -test suffix for DEV. */
export const CONSENT_DOMAIN_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-test)?$/;

/**
 * The local stand-in for the third-party consent script: it records which domain it was loaded for
 * and announces itself, as the real one does once its banner is ready.
 */
export function consentScript(domainId: string): string {
  // showSettings stands in for the service's own settings dialog; it only records the request.
  return `(function(){window.StorefrontConsent={domainId:${JSON.stringify(domainId)},ready:true,settingsOpened:0,showSettings:function(){this.settingsOpened+=1;window.dispatchEvent(new CustomEvent('consent-service:settings-opened'));}};window.dispatchEvent(new CustomEvent('consent-service:ready',{detail:{domainId:${JSON.stringify(domainId)}}}));})();\n`;
}
