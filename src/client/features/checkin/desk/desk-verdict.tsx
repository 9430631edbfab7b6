import type { ReactNode } from 'react';
import './desk.css';

export type VerdictKind = 'accepted' | 'refused' | 'repeat';

/** Marks beside the words that say the verdict. */
const MARK: Record<VerdictKind, string> = { accepted: '✓', refused: '✕', repeat: '!' };

/**
 * The desk's verdict on the last scan, large enough to read at arm's length: a coloured frame and mark (each
 * colour at 4.5:1 or more on white), the verdict in words, the person's name. Announced at once to a screen reader.
 */
export function DeskVerdict(props: { kind: VerdictKind; title: ReactNode; name?: ReactNode }) {
  return (
    <section className="desk-verdict" data-kind={props.kind} role="alert" data-testid="scan-result">
      <div className="desk-verdict-mark" aria-hidden="true">
        <span>{MARK[props.kind]}</span>
      </div>
      <div>
        <p className="desk-verdict-title" data-testid="scan-verdict">
          {props.title}
        </p>
        {props.name && <p className="desk-verdict-name">{props.name}</p>}
      </div>
    </section>
  );
}
