import { Button } from 'antd-mobile';
import { useId, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * The frame of the gallery's big-screen walls: a titled dark panel that can go full screen, with a line saying
 * when the figures are samples (`note`), then the wall's own figures.
 */
export function Wall({ title, note, children }: { title: ReactNode; note: ReactNode; children: ReactNode }) {
  const titleId = useId();
  const wall = useRef<HTMLElement>(null);
  return (
    <section ref={wall} className="gallery-wall" aria-labelledby={titleId}>
      <header className="gallery-wall-head">
        <h2 id={titleId}>{title}</h2>
        <Button size="small" fill="outline" onClick={() => void wall.current?.requestFullscreen()}>
          <Trans>Full screen</Trans>
        </Button>
      </header>
      {note && (
        <p className="gallery-wall-note" role="status">
          {note}
        </p>
      )}
      {children}
    </section>
  );
}
