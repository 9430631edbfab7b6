import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { UserContent } from '@/components/user-content';
import { useReasonText } from '../components/reason-text';
import type { TicketCheck } from './use-roster';
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

/** The desk's own words: reasons and passages only a venue with exits has. */
export function useDeskTexts() {
  const { t } = useLingui();
  return {
    reasons: { not_inside: t`Not inside: not checked in, or already left` },
    reentry: t`Welcome back: in again`,
    exit: t`Left the venue`,
  };
}

/**
 * A ticket check's verdict: let in (checked in, or back in), let out, refused with its reason, or a repeat
 * (already checked in).
 */
export function ScanVerdict({ check }: { check: TicketCheck }) {
  const desk = useDeskTexts();
  const reasonText = useReasonText(desk.reasons);
  return (
    <DeskVerdict
      kind={check.ok ? 'accepted' : check.reason === 'already_checked_in' ? 'repeat' : 'refused'}
      title={
        check.ok && check.passage !== 'entry'
          ? desk[check.passage]
          : reasonText(check.ok ? null : check.reason)
      }
      name={check.name ? <UserContent>{check.name}</UserContent> : undefined}
    />
  );
}
