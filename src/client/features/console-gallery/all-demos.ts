import type { ComponentType } from 'react';
import { slugOf } from './slug';

/**
 * Every demo, in one chunk the gallery loads on first open. One chunk per demo made each library part they share
 * with the portal (antd-mobile's motion and icons) a chunk of its own, and every phone paid about 1.4 KiB of
 * file overhead in its precache for a page it never opens.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern, not text
const modules = import.meta.glob<{ default: ComponentType }>('./demos/*.tsx', { eager: true });
export const DEMOS = new Map(Object.entries(modules).map(([path, m]) => [slugOf(path), m.default]));
