export * from './footer';
