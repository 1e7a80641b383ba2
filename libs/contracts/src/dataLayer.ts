/** Tracking events the spec names, pushed to window.dataLayer through one typed helper. */
export type GaEventCategory =
  'navigation' | 'promotion' | 'search' | 'cart' | 'newsletter' | 'footer';
export type GaEventAction =
  | 'click'
  | 'click cta'
  | 'open legal'
  | 'copy'
  | 'flyout'
  | 'main item click'
  | 'drilldown'
  | 'link click'
  | 'flyout teaser click';

export interface GaEvent {
  event: 'ga_event';
  eventCategory: GaEventCategory;
  eventAction: GaEventAction;
  eventLabel?: string;
}

export interface PromotionClickEvent {
  event: 'promotion_click';
  click_type: 'internal_link' | 'copy' | 'open_legal';
  click_target: string;
  specification: 'SEARCH' | string;
}

export interface SignUpEvent {
  event: 'sign_up';
  subject: 'newsletter';
  origin: string;
  type: 'ga4';
  emitter: 'newsletterservice';
}

export interface FormInteractionEvent {
  event: 'form_interaction';
  action: 'submit_attempt' | 'submit_failed' | 'submit_success' | 'error_message';
  pageName: string;
  language: string;
  message?: string;
}

export interface ConsentUpdateEvent {
  event: 'consent_update';
}

export type DataLayerEvent =
  GaEvent | PromotionClickEvent | SignUpEvent | FormInteractionEvent | ConsentUpdateEvent;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushToDataLayer(event: DataLayerEvent, win: Window = window): void {
  (win.dataLayer ??= []).push(event);
}
