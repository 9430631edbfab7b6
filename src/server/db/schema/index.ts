export * from './system';
export * from './security';
export * from './edu';
export * from './social';
