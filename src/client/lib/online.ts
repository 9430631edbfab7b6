import { useSyncExternalStore } from 'react';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Whether the browser says it is online, re-rendering when that changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
