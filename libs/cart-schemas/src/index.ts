export * from './cart';
export * from './cartForm';
