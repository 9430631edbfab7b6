import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a mouse press outside every one of `inside` calls `onOutside` (a header pop-over closes when the
 * user clicks elsewhere; a press on its own button is left to that button).
 */
export function useOutsidePress(
  open: boolean,
  inside: RefObject<HTMLElement | null>[],
  onOutside: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!inside.some((ref) => ref.current?.contains(e.target as Node))) onOutside();
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
    // The refs and the callback are the caller's stable ones; only opening and closing re-binds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
