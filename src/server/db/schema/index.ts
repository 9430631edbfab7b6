export * from './system';
export * from './edu';
