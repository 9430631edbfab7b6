import { useDeferredValue, useLayoutEffect, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { releaseBootShell } from './boot-shell';

/**
 * The first page of a visit is drawn in the background. The router hands a page over through
 * useSyncExternalStore, which React renders at once and without a pause: the whole first page in one task, the
 * longest of a slow phone's start. Through a deferred value React draws it in slices, letting the browser paint
 * and answer input in between; the boot shell (or, without it, the blank page) stays until the page is
 * committed, and goes in that commit, so nothing shows half-drawn. Later pages render as they always did.
 */
export function FirstPageInBackground({ children }: { children: ReactNode }) {
  // Set when the first page's code and data are in (with the router's status back to idle).
  const resolved = useRouterState({ select: (s) => s.resolvedLocation?.href ?? null });
  return (
    <DrawnInBackground until={resolved} onDrawn={releaseBootShell}>
      {children}
    </DrawnInBackground>
  );
}

/**
 * Shows nothing while `until` is null; once it is set, draws `children` in a background render and calls
 * `onDrawn` in the commit that shows them. From then on `children` render as usual.
 */
export function DrawnInBackground({
  until,
  onDrawn,
  children,
}: {
  until: string | null;
  onDrawn: () => void;
  children: ReactNode;
}) {
  const shown = useDeferredValue(until);
  const [drawn, setDrawn] = useState(false);
  const ready = drawn || (until !== null && shown === until);
  if (ready && !drawn) setDrawn(true); // once drawn, always: later values of `until` render as usual
  useLayoutEffect(() => {
    if (ready) onDrawn();
  }, [ready, onDrawn]);
  return ready ? children : null;
}
