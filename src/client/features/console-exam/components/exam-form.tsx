import { useState } from 'react';
import { Button, Input, Space } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Exam, ExamInput, QuestionCategory } from '@contract/exam';
import { ChoiceGroup } from '@/components/choice-group';
import { draftOf, totalOf, type Draft } from './exam-draft';
import { ExamChoosers } from './exam-choosers';
import { examInputOf } from './exam-input';
import { ExamItems } from './exam-items';
import { useExamProblem } from './exam-problem';
import { ExamRules } from './exam-rules';
import { ExamSettings } from './exam-settings';
import { langOf } from '@/components/user-content';

export { totalOf };

/** A paper: its course, its questions (fixed or drawn), scores, time, attempts, window and what learners see when. */
export function ExamForm({
  exam,
  categories,
  busy,
  onSubmit,
}: {
  exam?: Exam;
  categories: QuestionCategory[];
  busy: boolean;
  onSubmit: (e: ExamInput) => void;
}) {
  const { t } = useLingui();
  const problemOf = useExamProblem();
  const [d, setD] = useState<Draft>(() => draftOf(exam));
  const [problem, setProblem] = useState<string>();
  const [picking, setPicking] = useState<'course' | 'questions' | null>(null);
  const set = (patch: Partial<Draft>) => setD((old) => ({ ...old, ...patch }));
  const total = totalOf(d);

  const save = () => {
    const p = problemOf(d);
    setProblem(p);
    if (p || !d.course) return;
    onSubmit(examInputOf(d, d.course.id));
  };

  return (
    <div className="exam-form" data-testid="exam-form">
      <div className="form-row">
        <span>{t`Course`}</span>
        <Space>
          <b translate="no" lang={langOf(d.course?.title)} data-testid="exam-course">
            {d.course?.title ?? t`None chosen`}
          </b>
          <Button size="mini" onClick={() => setPicking('course')} data-testid="exam-course-pick">
            <Trans>Choose the course</Trans>
          </Button>
        </Space>
      </div>
      <label className="form-row">
        <span>{t`Title`}</span>
        <Input
          className="boxed-field"
          value={d.title}
          onChange={(title) => set({ title })}
          maxLength={128}
          data-testid="exam-title"
        />
      </label>
      <label className="form-row">
        <span>{t`Description`}</span>
        <TextArea
          className="boxed-field"
          value={d.description}
          onChange={(description) => set({ description })}
          rows={2}
          maxLength={2000}
        />
      </label>
      <div className="form-row">
        <span>{t`Questions`}</span>
        <ChoiceGroup
          aria-label={t`Questions`}
          value={d.mode}
          onChange={(mode) => mode && set({ mode })}
          options={[
            { label: t`Fixed: chosen from the bank`, value: 'fixed' },
            { label: t`Random: drawn per attempt by rules`, value: 'random' },
          ]}
          data-testid="exam-mode"
        />
      </div>
      {d.mode === 'fixed' ? (
        <ExamItems
          items={d.items}
          onChange={(items) => set({ items })}
          onPick={() => setPicking('questions')}
        />
      ) : (
        <ExamRules rules={d.rules} categories={categories} onChange={(rules) => set({ rules })} />
      )}
      <p className="exam-total" data-testid="exam-total">
        <Trans>Total score: {total}</Trans>
      </p>
      <ExamSettings draft={d} set={set} />
      {problem && (
        <p role="alert" className="form-problem" data-testid="exam-problem">
          {problem}
        </p>
      )}
      <Button block color="primary" loading={busy} onClick={save} data-testid="exam-save">
        <Trans>Save</Trans>
      </Button>
      <ExamChoosers
        picking={picking}
        onClose={() => setPicking(null)}
        categories={categories}
        items={d.items}
        onCourse={(course) => set({ course })}
        onItems={(items) => set({ items })}
      />
    </div>
  );
}
