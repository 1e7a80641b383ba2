// The promotions feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export { PromotionSlot } from './PromotionSlot';
export { browserHeaderPromotions, type HeaderPromotions } from './browserHeaderPromotions';
export { headerPromotionIds } from './headerPromotionIds';
export { promotionUrl } from './promotionApi';
