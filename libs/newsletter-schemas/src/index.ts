export * from './newsletter';
export * from './newsletterForm';
export * from './newsletterRules';
export * from './subscriptionForm';
