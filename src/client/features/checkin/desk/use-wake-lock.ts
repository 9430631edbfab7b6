import { useEffect, useState } from 'react';

/**
 * Keeps the screen awake while `on` (the Screen Wake Lock API). The browser lets the lock go when the page is
 * hidden, so it is asked for again each time the page is shown. Says whether the screen is held awake: a browser
 * without the API, or one that refuses (low battery), leaves it to the tablet's own settings.
 */
export function useWakeLock(on: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;
    const ask = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const got = await navigator.wakeLock.request('screen');
        if (!live) return void got.release();
        sentinel = got;
        setHeld(true);
        got.addEventListener('release', () => live && setHeld(false));
      } catch {
        setHeld(false);
      }
    };
    const onVisible = () => void ask();
    onVisible();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
      setHeld(false);
    };
  }, [on]);
  return held;
}
