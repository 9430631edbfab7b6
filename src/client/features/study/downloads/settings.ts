import { useSyncExternalStore } from 'react';
import { Local } from '@/lib/storage';

/** The learner's download settings, on this device (local storage). */
export type DownloadSettings = {
  /** Download only on Wi-Fi, where the browser can tell. */
  wifiOnly: boolean;
  /** Keep the next lessons of the course being studied downloaded. */
  keepNext: boolean;
};

const KEY = 'downloadSettings';
const DEFAULTS: DownloadSettings = { wifiOnly: false, keepNext: false };
const listeners = new Set<() => void>();
let settings: DownloadSettings = { ...DEFAULTS, ...Local.get<Partial<DownloadSettings>>(KEY) };

export const downloadSettings = () => settings;

export function setDownloadSettings(change: Partial<DownloadSettings>) {
  settings = { ...settings, ...change };
  Local.set(KEY, settings);
  for (const listener of listeners) listener();
}

export const useDownloadSettings = () =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, downloadSettings);
