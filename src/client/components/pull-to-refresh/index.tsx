import { useEffect, useState, type ComponentType } from 'react';
import type { PullToRefreshProps } from 'antd-mobile';

type Pull = ComponentType<PullToRefreshProps>;

let loaded: Pull | null = null;
const load = () => import('./antd').then((m) => (loaded = m.PullToRefresh));

/**
 * antd-mobile's PullToRefresh, loaded at the device's first touch: its gesture and spring libraries
 * (@use-gesture and @react-spring, 22 KiB gzip) were a third of a listing's first visit, and a mouse never pulls
 * (docs/decisions/performance.md, "One component per job"). Until a touch the list shows without it; the touch
 * that loads it scrolls as usual, and the next pull refreshes. Once loaded, every listing has it at once.
 */
export function PullToRefresh(props: PullToRefreshProps) {
  const [Loaded, setLoaded] = useState<Pull | null>(() => loaded);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    const onTouch = () => void load().then((pull) => live && setLoaded(() => pull));
    window.addEventListener('touchstart', onTouch, { once: true, passive: true });
    return () => {
      live = false;
      window.removeEventListener('touchstart', onTouch);
    };
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : <>{props.children}</>;
}
