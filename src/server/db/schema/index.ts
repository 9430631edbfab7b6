export * from './system';
export * from './menu';
export * from './security';
export * from './edu';
export * from './social';
export * from './org';
export * from './exam';
export * from './enterprise';
