export * from './accounts';
export * from './favorite-admin-links';
export * from './organizations';
export * from './platform';
export * from './products';
export * from './study-units';
