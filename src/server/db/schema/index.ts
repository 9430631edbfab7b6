export * from './system';
export * from './edu';
export * from './social';
