// The subscription feature's public face: app/ and expose/ import it from here, never from its files (eslint.config.mjs).
export {
  initialSubscriptionState,
  type SubscriptionStart,
  useSubscription,
  type UseSubscriptionOptions,
} from './useSubscription';
export { SubscriptionPage } from './SubscriptionPage';
export { loadSubscriptionServerData, parseSubscriptionServerData } from './subscriptionServerData';
