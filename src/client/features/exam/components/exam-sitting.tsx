import { Button } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isAnswered, msLeft, type QuestionType } from '@contract/exam-rules';
import type { AnswerValue } from '@contract/exam';
import { UserContent } from '@/components/user-content';
import { useOnline } from '@/lib/online';
import type { Journal } from '../model/journal';
import { QuestionInput, Stem } from './question-view';
import { countdown, useTick } from './time';
import { QuestionMap } from './question-map';
import { useExamSubmit } from './use-exam-submit';

/** The exam being sat: one question at a time, the countdown, the flag, the question map and the submit. */
export function Sitting({
  journal: j,
  update,
  changed,
  refused,
  onBack,
  onSubmitted,
  markSubmitting,
}: {
  journal: Journal;
  update: (fn: (j: Journal) => Journal) => void;
  changed: () => void;
  refused: string;
  onBack: () => void;
  onSubmitted: () => void;
  markSubmitting: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const now = useTick();
  const [mapOpen, setMapOpen] = useState(false);
  const questions = j.attempt.questions;
  const index = Math.min(Math.max(0, j.index), questions.length - 1);
  const q = questions[index];
  const left = msLeft(j.attempt.deadlineMs, now, j.offsetMs);
  const unanswered = questions.filter((x) => !isAnswered(j.answers[x.id]?.value)).length;

  const answer = (value: AnswerValue) => {
    if (!q) return;
    update((cur) => ({
      ...cur,
      answers: {
        ...cur.answers,
        [q.id]: {
          value,
          flagged: cur.answers[q.id]?.flagged ?? false,
          answeredAtMs: Math.round(Date.now() + cur.offsetMs),
          dirty: true,
        },
      },
    }));
    changed();
  };
  const toggleFlag = () => {
    if (!q) return;
    update((cur) => {
      const a = cur.answers[q.id];
      return {
        ...cur,
        answers: {
          ...cur.answers,
          [q.id]: {
            value: a?.value ?? null,
            flagged: !a?.flagged,
            answeredAtMs: Math.round(Date.now() + cur.offsetMs),
            dirty: true,
          },
        },
      };
    });
    changed();
  };
  const go = (i: number) =>
    update((cur) => ({ ...cur, index: Math.min(Math.max(0, i), questions.length - 1) }));

  const doSubmit = useExamSubmit({ journal: j, unanswered, left, update, markSubmitting, onSubmitted });

  if (!q) return null;
  const a = j.answers[q.id];
  const n = index + 1;
  const total = questions.length;
  const typeLabel: Record<QuestionType, string> = {
    single: t`Single choice`,
    multiple: t`Multiple choice`,
    judge: t`True or false`,
    fill: t`Fill in the blanks`,
  };
  const time = countdown(left);
  const score = q.score;
  const answered = total - unanswered;

  return (
    <main className="portal-page" data-testid="exam-page" style={{ paddingBottom: 72 }}>
      <NavBar
        onBack={onBack}
        right={
          <span
            data-testid="exam-timer"
            style={{ color: left < 60_000 ? '#cf1322' : undefined, fontWeight: 600 }}
          >
            {time}
          </span>
        }
      >
        <UserContent>{j.attempt.examTitle}</UserContent>
      </NavBar>
      {!online && (
        <div className="offline-banner" role="status" data-testid="exam-offline">
          <Trans>Offline: answers saved on this phone</Trans>
        </div>
      )}
      {refused && (
        <div className="pending-note" role="alert" data-testid="exam-refused">
          {refused}
        </div>
      )}
      <div style={{ padding: '12px 16px', background: '#fff' }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: '#666' }}
        >
          <span data-testid="exam-position">
            <Trans>
              Question {n} / {total}
            </Trans>{' '}
            · {typeLabel[q.type]} · <Plural value={score} one="# point" other="# points" />
          </span>
          <Button
            size="mini"
            fill={a?.flagged ? 'solid' : 'outline'}
            color="warning"
            onClick={toggleFlag}
            data-testid="exam-flag"
            aria-pressed={!!a?.flagged}
          >
            {a?.flagged ? <Trans>Flagged</Trans> : <Trans>Flag</Trans>}
          </Button>
        </div>
        <div style={{ margin: '12px 0', fontSize: 16 }} data-testid="exam-stem">
          <Stem html={q.stem} />
        </div>
        <QuestionInput key={q.id} question={q} value={a?.value} onChange={answer} />
      </div>
      <div
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          display: 'flex',
          gap: 8,
          padding: 12,
          background: '#fff',
          borderTop: '1px solid #eee',
        }}
      >
        <Button disabled={index === 0} onClick={() => go(index - 1)} data-testid="exam-prev">
          <Trans context="question">Previous</Trans>
        </Button>
        <Button onClick={() => setMapOpen(true)} data-testid="exam-map-open" style={{ flex: 1 }}>
          <Trans>
            Answered {answered} / {total}
          </Trans>
        </Button>
        {index < total - 1 ? (
          <Button color="primary" onClick={() => go(index + 1)} data-testid="exam-next">
            <Trans context="question">Next</Trans>
          </Button>
        ) : (
          <Button color="primary" onClick={() => void doSubmit(false)} data-testid="exam-submit">
            <Trans context="exam">Submit</Trans>
          </Button>
        )}
      </div>
      <QuestionMap
        open={mapOpen}
        onClose={() => setMapOpen(false)}
        questions={questions}
        answers={j.answers}
        index={index}
        onPick={go}
        onSubmit={() => void doSubmit(false)}
      />
    </main>
  );
}
