export * from './roles';
export * from './accounts';
export * from './constants';
export * from './camera-packages';
export * from './studio-choices';
export * from './price-tier';
export * from './ist-clock';
export * from './operational-hours';
