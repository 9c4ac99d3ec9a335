export * from './accounts';
export * from './organizations';
export * from './platform';
export * from './products';
