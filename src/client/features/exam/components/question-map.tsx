import { Button, Popup } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { isAnswered } from '@contract/exam-rules';
import type { JournalAnswer } from '../model/journal';

/**
 * The exam's question map: every question as a numbered cell, marked answered, flagged and current; a tap goes
 * there, and the learner can submit from here.
 */
export function QuestionMap({
  open,
  onClose,
  questions,
  answers,
  index,
  onPick,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  questions: readonly { id: string }[];
  answers: Record<string, JournalAnswer>;
  index: number;
  onPick: (i: number) => void;
  onSubmit: () => void;
}) {
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ padding: 16, boxSizing: 'border-box' }}>
      <div data-testid="exam-map">
        <div style={{ display: 'flex', gap: 12, color: '#666', fontSize: 13, marginBottom: 12 }}>
          <span>
            <Swatch answered /> <Trans>Answered</Trans>
          </span>
          <span>
            <Swatch flagged /> <Trans>Flagged</Trans>
          </span>
          <span>
            <Swatch current /> <Trans>Current</Trans>
          </span>
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 8 }}>
          {questions.map((x, i) => {
            const ax = answers[x.id];
            return (
              <button
                key={x.id}
                type="button"
                data-testid="exam-map-item"
                data-answered={isAnswered(ax?.value)}
                data-flagged={!!ax?.flagged}
                aria-current={i === index}
                onClick={() => {
                  onPick(i);
                  onClose();
                }}
                style={cellStyle(isAnswered(ax?.value), !!ax?.flagged, i === index)}
              >
                {i + 1}
              </button>
            );
          })}
        </div>
        <Button
          block
          color="primary"
          style={{ marginTop: 16 }}
          onClick={() => {
            onClose();
            onSubmit();
          }}
          data-testid="exam-map-submit"
        >
          <Trans context="exam">Submit</Trans>
        </Button>
      </div>
    </Popup>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- colours, not text */
const cellStyle = (answered: boolean, flagged: boolean, current: boolean) => ({
  height: 40,
  borderRadius: 6,
  border: `2px solid ${current ? '#0958d9' : flagged ? '#ff8f1f' : '#ddd'}`,
  background: answered ? '#e6f4ff' : '#fff',
  fontWeight: current ? 700 : 400,
  position: 'relative' as const,
  boxShadow: flagged ? 'inset 0 -4px 0 #ff8f1f' : undefined,
});
/* eslint-enable lingui/no-unlocalized-strings */

function Swatch(p: { answered?: boolean; flagged?: boolean; current?: boolean }) {
  return (
    <span
      aria-hidden="true"
      style={{
        ...cellStyle(!!p.answered, !!p.flagged, !!p.current),
        display: 'inline-block',
        width: 14,
        height: 14,
      }}
    />
  );
}
