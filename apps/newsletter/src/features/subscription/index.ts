// The subscription feature's public face: other features import it from here, never from its files (eslint.config.mjs).
export {
  initialSubscriptionState,
  type SubscriptionStart,
  useSubscription,
  type UseSubscriptionOptions,
} from './useSubscription';
