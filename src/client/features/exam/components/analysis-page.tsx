import { Button, Tag, Tabs } from 'antd-mobile';
import { NavBar } from '@/components/ui/nav-bar';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { normalizeFill } from '@contract/exam-rules';
import type { AnswerValue, QuestionAnswer } from '@contract/exam';
import type { ExamResult } from '@contract/exam-learner';
import { EmptyState } from '@/components/empty-state';
import { OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { resultQuery } from '../api/exam';
import { useAnswerText } from './answer-text';
import { useExamSearch } from './nav';
import { QuestionInput, Stem } from './question-view';
import { useExamCatalog } from './use-exam-catalog';
import { NoAttempt } from './no-attempt';

type ResultQuestion = ExamResult['questions'][number];

/** A question counts as wrong for practice when it did not earn its full score. */
const isWrong = (q: ResultQuestion) => q.correct === false || (q.mark != null && q.mark < q.score);

/**
 * Practice is judged on the phone against the right answer the analysis already showed: nothing is sent, and
 * nothing here scores (the exam's score is the server's alone).
 */
export function practiseRight(
  type: ResultQuestion['type'],
  answer: QuestionAnswer,
  value: AnswerValue,
): boolean {
  if (value == null) return false;
  if (type === 'fill') {
    const blanks = answer as string[][];
    const given = Array.isArray(value) ? value : [value];
    return blanks.every((alts, i) => alts.some((a) => normalizeFill(a) === normalizeFill(given[i] ?? '')));
  }
  const right = (Array.isArray(answer) ? (answer as string[]) : [answer]).slice().sort();
  const mine = (Array.isArray(value) ? value : [value]).slice().sort();
  return right.length === mine.length && right.every((k, i) => k === mine[i]);
}

/** /person/test/analysis?attemptId=…: my answer, the right one and the explanation, and the wrong ones to practise. */
export function AnalysisPage() {
  const catalog = useExamCatalog();
  const { attemptId } = useExamSearch();
  const navigate = useNavigate();
  const result = useQuery(resultQuery(attemptId));
  const [tab, setTab] = useState('all');
  const r = result.data;
  const shown = r ? (tab === 'wrong' ? r.questions.filter(isWrong) : r.questions) : [];
  const wrongCount = r ? r.questions.filter(isWrong).length : 0;

  return (
    <main className="portal-page" data-testid="exam-analysis">
      <NavBar onBack={() => void navigate({ to: '/person/test/test' })}>
        {catalog ? <Trans>Exam analysis</Trans> : null}
      </NavBar>
      {catalog && <OfflineBanner />}
      {catalog && !attemptId ? (
        <NoAttempt />
      ) : !catalog || awaitingFirstAnswer(result) ? (
        <div aria-hidden="true" style={{ padding: 24 }}>
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
        </div>
      ) : !r ? (
        navigator.onLine ? (
          <EmptyState
            title={<Trans>Could not load the analysis</Trans>}
            description={result.error?.message}
          />
        ) : (
          <OfflineEmpty />
        )
      ) : !r.analysisAvailable ? (
        <EmptyState
          title={<Trans>The analysis of this exam is not available</Trans>}
          data-testid="analysis-none"
        />
      ) : (
        <>
          <Tabs className="tabs" activeKey={tab} onChange={setTab}>
            <Tabs.Tab title={<Trans>All</Trans>} key="all" />
            <Tabs.Tab
              title={
                <span data-testid="analysis-wrong-tab">
                  <Trans>Wrong answers ({wrongCount})</Trans>
                </span>
              }
              key="wrong"
            />
          </Tabs>
          {shown.length === 0 ? (
            <EmptyState title={<Trans>No wrong answers. Well done!</Trans>} />
          ) : (
            shown.map((q) => (
              <AnalysisItem
                key={q.questionId}
                q={q}
                n={r.questions.indexOf(q) + 1}
                practise={tab === 'wrong'}
              />
            ))
          )}
        </>
      )}
    </main>
  );
}

function AnalysisItem({ q, n, practise }: { q: ResultQuestion; n: number; practise: boolean }) {
  const { t } = useLingui();
  const text = useAnswerText();
  const [tryValue, setTryValue] = useState<AnswerValue>(null);
  const [revealed, setRevealed] = useState(false);
  const mark = q.mark;
  const of = q.score;
  const right = q.answer != null && revealed ? practiseRight(q.type, q.answer, tryValue) : null;
  return (
    <div data-testid="analysis-item" style={{ background: '#fff', margin: '8px 0', padding: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', color: '#666' }}>
        <span>
          <Trans>Question {n}</Trans>
        </span>
        <Tag color={isWrong(q) ? 'danger' : 'success'}>
          {mark == null ? t`Being reviewed` : `${mark} / ${of}`}
        </Tag>
      </div>
      <div style={{ margin: '8px 0' }}>
        <Stem html={q.stem} />
      </div>
      {practise ? (
        <>
          <QuestionInput
            question={{
              id: q.questionId,
              type: q.type,
              stem: q.stem,
              options: q.options,
              blanks: Array.isArray(q.answer) && q.type === 'fill' ? q.answer.length : 1,
              score: q.score,
            }}
            value={tryValue}
            onChange={(v) => {
              setTryValue(v);
              setRevealed(false);
            }}
          />
          <Button
            size="small"
            style={{ marginTop: 8 }}
            onClick={() => setRevealed(true)}
            data-testid="practise-check"
          >
            <Trans>Check</Trans>
          </Button>
          {revealed && (
            <p data-testid="practise-verdict" style={{ color: right ? '#237804' : '#cf1322' }}>
              {right ? <Trans>Right!</Trans> : <Trans>Not quite.</Trans>}
            </p>
          )}
        </>
      ) : (
        <p data-testid="analysis-mine">
          <Trans>Your answer:</Trans> {text.value(q.type, q.options, q.value)}
        </p>
      )}
      {(!practise || revealed) && (
        <>
          {q.answer != null && (
            <p data-testid="analysis-right">
              <Trans>Right answer:</Trans> {text.right(q.type, q.options, q.answer)}
            </p>
          )}
          {q.explanation && (
            <div data-testid="analysis-explanation" style={{ color: '#666' }}>
              <Trans>Explanation:</Trans> <Stem html={q.explanation} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
