import { useState } from 'react';
import { Checkbox, Radio } from 'antd-mobile';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Space } from '@/components/ui/space';
import { Tag } from '@/components/ui/tag';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_ALTERNATIVES,
  MAX_BLANKS,
  MAX_OPTIONS,
  MIN_CHOICE_OPTIONS,
  MULTIPLE_PARTIAL_RATIO,
  type Question,
  type QuestionCategory,
  type QuestionInput,
} from '@contract/exam';
import { ChoiceGroup } from '@/components/choice-group';
import { choicesOf, useExamLabels } from './labels';
import {
  draftOf,
  inputOf,
  keyAt,
  problemOf,
  toggleRight,
  withoutOption,
  type Draft,
  type Problem,
} from './question-draft';
import { StemField } from './stem-field';

/** A draft's problem in words. */
function useProblemText() {
  const { t } = useLingui();
  return (p: Problem): string => {
    switch (p) {
      case 'stem':
        return t`Please enter the stem`;
      case 'score':
        return t`The score is a number above 0 such as 2 or 1.5`;
      case 'options':
        return t`Fill every option or remove it`;
      case 'right':
        return t`Mark the right answer`;
      case 'blanks':
        return t`Every blank needs at least one accepted answer`;
    }
  };
}

/** One blank's accepted answers as tags; Enter (or the button) adds what is typed. */
function BlankAlternatives({
  index,
  value,
  onChange,
  onRemove,
}: {
  index: number;
  value: string[];
  onChange: (v: string[]) => void;
  onRemove?: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const add = () => {
    const v = text.trim();
    if (v && !value.includes(v) && value.length < MAX_ALTERNATIVES) onChange([...value, v]);
    setText('');
  };
  return (
    <div className="blank-row" data-testid="q-blank">
      <b>{t`Blank ${index + 1}`}</b>
      <Space wrap>
        {value.map((v) => (
          <Tag key={v} color="primary" fill="outline" data-testid="q-alt">
            <span translate="no">{v}</span>{' '}
            <button
              type="button"
              className="tag-remove"
              aria-label={t`Remove ${v}`}
              onClick={() => onChange(value.filter((x) => x !== v))}
            >
              ×
            </button>
          </Tag>
        ))}
      </Space>
      <Space>
        <Input
          value={text}
          onChange={setText}
          onEnterPress={add}
          placeholder={t`An accepted answer, then Enter`}
          data-testid="q-blank-input"
        />
        <Button size="mini" onClick={add} data-testid="q-blank-add-alt">
          <Trans>Add</Trans>
        </Button>
        {onRemove && (
          <Button size="mini" fill="none" onClick={onRemove}>
            <Trans>Remove blank</Trans>
          </Button>
        )}
      </Space>
    </div>
  );
}

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
            label: <span translate="no">{c.name}</span>,
            value: c.id,
          }))}
          data-testid="q-category"
        />
      </div>
      <div className="form-row">
        <span>{t`Stem`}</span>
        <StemField value={d.stem} onChange={(stem) => set({ stem })} testId="q-stem" />
      </div>
      {choice && (
        <div className="form-row" data-testid="q-options">
          <span>
            {d.type === 'single' ? t`Options (mark the right one)` : t`Options (mark every right one)`}
          </span>
          {d.options.map((text, i) => {
            const key = keyAt(i);
            const right = d.right.includes(key);
            return (
              <div className="option-row" key={key}>
                {d.type === 'single' ? (
                  <Radio
                    checked={right}
                    onChange={() => set({ right: toggleRight(d, key) })}
                    data-testid={`q-right-${key}`}
                  >
                    {key}
                  </Radio>
                ) : (
                  <Checkbox
                    checked={right}
                    onChange={() => set({ right: toggleRight(d, key) })}
                    data-testid={`q-right-${key}`}
                  >
                    {key}
                  </Checkbox>
                )}
                <Input
                  value={text}
                  onChange={(v) => set({ options: d.options.map((o, j) => (j === i ? v : o)) })}
                  aria-label={t`Option ${key}`}
                  data-testid={`q-option-${key}`}
                />
                {d.options.length > MIN_CHOICE_OPTIONS && (
                  <Button size="mini" fill="none" onClick={() => set(withoutOption(d, i))}>
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </div>
            );
          })}
          {d.options.length < MAX_OPTIONS && (
            <Button
              size="mini"
              onClick={() => set({ options: [...d.options, ''] })}
              data-testid="q-option-add"
            >
              <Trans>Add an option</Trans>
            </Button>
          )}
          {d.type === 'multiple' && (
            <p className="hint">
              <Trans>
                All right options and no wrong one: full score. Some right options and no wrong one:{' '}
                {Math.round(MULTIPLE_PARTIAL_RATIO * 100)}% of the score (rounded down to half a point). Any
                wrong option: 0.
              </Trans>
            </p>
          )}
        </div>
      )}
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
      {d.type === 'fill' && (
        <div className="form-row" data-testid="q-blanks">
          <span>{t`Blanks and their accepted answers`}</span>
          {d.blanks.map((b, i) => (
            <BlankAlternatives
              key={i}
              index={i}
              value={b}
              onChange={(v) => set({ blanks: d.blanks.map((x, j) => (j === i ? v : x)) })}
              onRemove={
                d.blanks.length > 1 ? () => set({ blanks: d.blanks.filter((_, j) => j !== i) }) : undefined
              }
            />
          ))}
          {d.blanks.length < MAX_BLANKS && (
            <Button size="mini" onClick={() => set({ blanks: [...d.blanks, []] })} data-testid="q-blank-add">
              <Trans>Add a blank</Trans>
            </Button>
          )}
          <p className="hint">
            <Trans>
              Answers are compared ignoring case, extra spaces and full-width characters. In the stem, mark
              each blank with ___.
            </Trans>
          </p>
        </div>
      )}
      <label className="form-row">
        <span>{t`Score`}</span>
        <Input
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
