import { lazy } from 'react';

/** The camera scanner, loaded when a screen shows it: one definition for the screens of /sign/home. */
export const LazyScanner = lazy(() => import('./scanner'));
