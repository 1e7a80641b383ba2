// The promotions feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export { PromotionSlot } from './PromotionSlot';
export {
  browserHeaderPromotions,
  HEADER_PROMOTIONS_WAIT_MS,
  type HeaderPromotions,
} from './browserHeaderPromotions';
