export * from './navigation';
export * from './promotion';
