import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Question, QuestionCategory, QuestionInput } from '@contract/exam';
import { ChoiceGroup } from '@/components/choice-group';
import { choicesOf, useExamLabels } from './labels';
import { draftOf, inputOf, problemOf, type Draft } from './question-draft';
import { FillBlanks } from './question-blanks';
import { ChoiceOptions } from './question-options';
import { useProblemText } from './question-problem';
import { StemField } from './stem-field';
import { UserContent } from '@/components/user-content';

/** Add or edit a question; the answer part follows the chosen type. */
export function QuestionForm({
  question,
  categories,
  defaultCategory,
  busy,
  onSubmit,
}: {
  question?: Question;
  categories: QuestionCategory[];
  defaultCategory?: string;
  busy: boolean;
  onSubmit: (q: QuestionInput) => void;
}) {
  const { t } = useLingui();
  const labels = useExamLabels();
  const problemText = useProblemText();
  const [d, setD] = useState<Draft>(() => draftOf(question, defaultCategory));
  const [problem, setProblem] = useState<string>();
  const set = (patch: Partial<Draft>) => setD((old) => ({ ...old, ...patch }));
  const judgeTexts = { T: t`True`, F: t`False` };
  const choice = d.type === 'single' || d.type === 'multiple';
  const save = () => {
    const p = problemOf(d);
    setProblem(p && problemText(p));
    if (!p) onSubmit(inputOf(d));
  };
  return (
    <div className="question-form" data-testid="question-form">
      {question ? (
        <p className="form-row">
          <span>{t`Type`}</span> {labels.type[question.type]}
        </p>
      ) : (
        <div className="form-row">
          <span>{t`Type`}</span>
          <ChoiceGroup
            aria-label={t`Type`}
            value={d.type}
            onChange={(type) => type && set({ type, right: [] })}
            options={choicesOf(labels.type)}
            data-testid="q-type"
          />
        </div>
      )}
      <div className="form-row">
        <span>{t`Category`}</span>
        <ChoiceGroup
          aria-label={t`Category`}
          value={d.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          options={categories.map((c) => ({
            label: <UserContent>{c.name}</UserContent>,
            value: c.id,
          }))}
          data-testid="q-category"
        />
      </div>
      <div className="form-row">
        <span>{t`Stem`}</span>
        <StemField value={d.stem} onChange={(stem) => set({ stem })} testId="q-stem" />
      </div>
      {choice && <ChoiceOptions draft={d} set={set} />}
      {d.type === 'judge' && (
        <div className="form-row">
          <span>{t`Right answer`}</span>
          <ChoiceGroup
            aria-label={t`Right answer`}
            value={d.right[0]}
            onChange={(v) => set({ right: v ? [v] : [] })}
            options={[
              { label: judgeTexts.T, value: 'T' },
              { label: judgeTexts.F, value: 'F' },
            ]}
            data-testid="q-judge"
          />
        </div>
      )}
      {d.type === 'fill' && <FillBlanks blanks={d.blanks} onChange={(blanks) => set({ blanks })} />}
      <label className="form-row">
        <span>{t`Score`}</span>
        <Input
          className="boxed-field"
          value={d.score}
          onChange={(score) => set({ score })}
          inputMode="decimal"
          data-testid="q-score"
        />
      </label>
      <div className="form-row">
        <span>{t`Explanation`}</span>
        <StemField
          value={d.explanation}
          onChange={(explanation) => set({ explanation })}
          testId="q-explanation"
          rows={2}
        />
      </div>
      {problem && (
        <p role="alert" className="form-problem" data-testid="q-problem">
          {problem}
        </p>
      )}
      <Button block color="primary" loading={busy} onClick={save} data-testid="q-save">
        <Trans>Save</Trans>
      </Button>
    </div>
  );
}
