import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far (px) the list must be pulled before letting go refreshes it; the indicator stops growing at twice that. */
export const PULL_THRESHOLD = 60;
/** How long "Refreshed" stays before the indicator folds away. */
const DONE_MS = 500;

/** The element whose scrolling moves the list: the nearest scrollable ancestor, else the page. */
function scrollParent(el: HTMLElement): Element {
  for (let p = el.parentElement; p; p = p.parentElement)
    if (/auto|scroll/.test(getComputedStyle(p).overflowY)) return p;
  return document.scrollingElement ?? document.documentElement;
}

export type PullPhase = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/**
 * Pull down at the top of the page to refresh, as antd-mobile's PullToRefresh does, in a few hundred bytes:
 * antd's brings an animation and a gesture library (25 KiB on every listing's first visit). Touch only (a
 * desktop refreshes with the browser); the pull is damped by half and the page's own scroll is left alone
 * unless it is at the very top.
 */
export function PullToRefresh({
  onRefresh,
  disabled = false,
  texts,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  /** No pull at all (offline: a refresh would wait for the network, and the page already says it is offline). */
  disabled?: boolean;
  texts: Record<Exclude<PullPhase, 'idle'>, ReactNode>;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<PullPhase>('idle');
  const [height, setHeight] = useState(0);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const el = box.current;
    if (!el || disabled) return;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    const atTop = () => scrollParent(el).scrollTop <= 0;
    const start = (e: TouchEvent) => {
      const touch = e.touches[0];
      startY = !busy && e.touches.length === 1 && touch && atTop() ? touch.clientY : null;
    };
    const move = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (startY === null || !touch) return;
      const dy = touch.clientY - startY;
      if (dy <= 0) {
        pulled = 0;
        setHeight(0);
        setPhase('idle');
        return;
      }
      e.preventDefault(); // the pull is ours, not the browser's overscroll
      pulled = Math.min(dy / 2, PULL_THRESHOLD * 2);
      setHeight(pulled);
      setPhase(pulled >= PULL_THRESHOLD ? 'canRelease' : 'pulling');
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (pulled < PULL_THRESHOLD) {
        pulled = 0;
        setHeight(0);
        setPhase('idle');
        return;
      }
      busy = true;
      setHeight(PULL_THRESHOLD);
      setPhase('refreshing');
      void refresh
        .current()
        .catch(() => undefined) // the list shows its own error; the indicator only has to fold away
        .then(() => {
          setPhase('complete');
          return new Promise((r) => setTimeout(r, DONE_MS));
        })
        .then(() => {
          busy = false;
          pulled = 0;
          setHeight(0);
          setPhase('idle');
        });
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, [disabled]);

  return (
    <div ref={box} className="pull-to-refresh" data-phase={phase}>
      <div className="pull-to-refresh-head" style={{ height }} aria-live="polite">
        {phase !== 'idle' && <span>{texts[phase]}</span>}
      </div>
      {children}
    </div>
  );
}
