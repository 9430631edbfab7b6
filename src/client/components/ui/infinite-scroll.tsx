import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import 'antd-mobile/es/components/infinite-scroll/infinite-scroll.css';

/**
 * Loads the next page when the end of a list comes within `threshold` pixels of the screen (antd-mobile's
 * InfiniteScroll, its class name and props, watched by an IntersectionObserver rather than scroll events). One
 * load at a time; a failed load shows a retry button instead of trying again by itself.
 */
export function InfiniteScroll({
  loadMore,
  hasMore,
  threshold = 250,
  children,
}: {
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  threshold?: number;
  children?: ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  const state = useRef({ seen: false, busy: false, failed: false });
  const latest = useRef({ loadMore, hasMore });
  const [failed, setFailed] = useState(false);

  // In view, more to come, nothing loading and nothing failed: load.
  const tryLoad = useCallback(() => {
    const s = state.current;
    if (!s.seen || s.busy || s.failed || !latest.current.hasMore) return;
    s.busy = true;
    latest.current.loadMore().then(
      () => {
        s.busy = false;
      },
      () => {
        s.busy = false;
        s.failed = true;
        setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    const el = end.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        state.current.seen = !!entry?.isIntersecting;
        tryLoad();
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [threshold, tryLoad]);

  // After each render (a page arrived, the list grew): the end may still be in view.
  useEffect(() => {
    latest.current = { loadMore, hasMore };
    tryLoad();
  });

  const retry = () => {
    state.current.failed = false;
    setFailed(false);
    tryLoad();
  };

  return (
    <div className="adm-infinite-scroll" ref={end}>
      {failed ? (
        <span className="infinite-scroll-failed">
          <Trans>Failed to load</Trans>{' '}
          <button type="button" className="link-button" onClick={retry}>
            <Trans>Retry</Trans>
          </button>
        </span>
      ) : (
        children
      )}
    </div>
  );
}
