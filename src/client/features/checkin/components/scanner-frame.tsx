import type { ReactNode } from 'react';
import type { CodeEntry } from './code-entry';

/**
 * The scanner's boxes at their final size, whatever the camera does: a square view where the camera shows (or the
 * reason it does not) and a row kept for its buttons. The lazy scanner's placeholder is the same frame, empty, so
 * the code entry below never moves while the scanner loads, the camera starts or fails (it did: a layout shift of
 * 0.017 on /sign/home, the code entry jumping under a finger).
 */
export function ScannerFrame({
  view,
  controls,
  ...rest
}: {
  view?: ReactNode;
  controls?: ReactNode;
  'data-testid'?: string;
  'data-engine'?: string;
}) {
  return (
    <div className="scanner" aria-hidden={view === undefined || undefined} {...rest}>
      <div className="scanner-view">{view}</div>
      <div className="scanner-controls">{controls}</div>
    </div>
  );
}

/**
 * The check-in screen's scanner frame and code entry, handed by /sign/home to the certificate check it loads on
 * demand rather than imported by it: that chunk and the check-in screen then share no module, which the bundler
 * would otherwise put in a chunk of its own (one more request on the screen's first visit).
 */
export type ScanParts = { Frame: typeof ScannerFrame; Entry: typeof CodeEntry };
