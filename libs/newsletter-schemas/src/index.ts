export * from './newsletter';
export * from './newsletterForm';
export * from './newsletterRules';
