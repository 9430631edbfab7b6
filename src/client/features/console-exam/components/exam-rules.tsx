import { Button, Input, Space } from 'antd-mobile';
import { inputAria } from '@/lib/input-aria';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionCategory } from '@contract/exam';
import { ChoiceGroup } from '@/components/choice-group';
import { choicesOf, useExamLabels } from './labels';
import type { Rule } from './exam-draft';
import { UserContent } from '@/components/user-content';

/** A random paper's drawing rules: each draws a count of one type's questions, from a category or the whole bank. */
export function ExamRules({
  rules,
  categories,
  onChange,
}: {
  rules: Rule[];
  categories: QuestionCategory[];
  onChange: (rules: Rule[]) => void;
}) {
  const { t } = useLingui();
  const labels = useExamLabels();
  const setRule = (i: number, patch: Partial<Rule>) =>
    onChange(rules.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const categoryChoices = categories.map((c) => ({
    label: <UserContent>{c.name}</UserContent>,
    value: c.id,
  }));
  return (
    <div className="form-row" data-testid="exam-rules">
      {rules.map((r, i) => (
        <div className="rule-row" key={i} data-testid="exam-rule">
          <ChoiceGroup
            aria-label={t`Type`}
            value={r.type}
            onChange={(type) => type && setRule(i, { type })}
            options={choicesOf(labels.type)}
          />
          <ChoiceGroup
            aria-label={t`Category`}
            value={r.categoryId ?? undefined}
            onChange={(c) => setRule(i, { categoryId: c ?? null })}
            options={categoryChoices}
          />
          <Space align="center">
            <Input
              className="narrow-input"
              value={r.count}
              inputMode="numeric"
              ref={inputAria({ label: t`How many` })}
              onChange={(count) => setRule(i, { count })}
              data-testid="exam-rule-count"
            />
            <Trans>questions ×</Trans>
            <Input
              className="narrow-input"
              value={r.score}
              inputMode="decimal"
              ref={inputAria({ label: t`Score each` })}
              onChange={(score) => setRule(i, { score })}
              data-testid="exam-rule-score"
            />
            <Trans>points</Trans>
            <Button
              size="mini"
              fill="none"
              color="danger"
              onClick={() => onChange(rules.filter((_, j) => j !== i))}
            >
              <Trans>Remove</Trans>
            </Button>
          </Space>
        </div>
      ))}
      <p className="hint">
        <Trans>No category chosen: the rule draws from the whole bank.</Trans>
      </p>
      <Button
        size="mini"
        onClick={() => onChange([...rules, { type: 'single', categoryId: null, count: '5', score: '2' }])}
        data-testid="exam-rule-add"
      >
        <Trans>Add a rule</Trans>
      </Button>
    </div>
  );
}
