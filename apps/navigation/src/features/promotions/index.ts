// The promotions feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export { PromotionSlot } from './PromotionSlot';
export { browserHeaderPromotions, type HeaderPromotions } from './browserHeaderPromotions';
