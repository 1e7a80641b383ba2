export * from './abtest';
export * from './preview';
