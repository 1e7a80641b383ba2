import {
  pushToDataLayer,
  type GaEventAction,
  type PromotionClickEvent,
} from '@storefront/contracts';

/** A ga_event of the header: category navigation or promotion, as the spec lists them. */
export function trackGaEvent(
  category: 'navigation' | 'promotion',
  action: GaEventAction,
  label?: string,
): void {
  pushToDataLayer({
    event: 'ga_event',
    eventCategory: category,
    eventAction: action,
    ...(label ? { eventLabel: label } : {}),
  });
}

/** The GA4 promotion_click event; the spec fixes its specification to SEARCH. */
export function trackPromotionClick(
  clickType: PromotionClickEvent['click_type'],
  clickTarget: string,
): void {
  pushToDataLayer({
    event: 'promotion_click',
    click_type: clickType,
    click_target: clickTarget,
    specification: 'SEARCH',
  });
}
