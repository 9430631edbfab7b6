import { Button, Input, Space } from 'antd-mobile';
import { inputAria } from '@/lib/input-aria';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_QUESTIONS_PER_PAPER } from '@contract/exam-rules';
import { DataTable } from '@/components/data-table';
import { useExamLabels } from './labels';
import { plainText } from './plain-text';
import type { Item } from './exam-draft';

/** A fixed paper's questions: each with its score, moved up or down or removed; more are chosen from the bank. */
export function ExamItems({
  items,
  onChange,
  onPick,
}: {
  items: Item[];
  onChange: (items: Item[]) => void;
  onPick: () => void;
}) {
  const { t } = useLingui();
  const labels = useExamLabels();
  const setItem = (i: number, patch: Partial<Item>) =>
    onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const move = (i: number, by: number) => {
    const next = items.slice();
    next.splice(i + by, 0, ...next.splice(i, 1));
    onChange(next);
  };
  return (
    <div className="form-row" data-testid="exam-items">
      <DataTable
        name="exam-items"
        rows={items}
        rowKey={(i) => i.questionId}
        rowTestId="exam-item"
        columns={[
          { key: 'no', title: '#', render: (i) => items.indexOf(i) + 1 },
          { key: 'type', title: t`Type`, render: (i) => labels.type[i.type] },
          {
            key: 'stem',
            title: t`Stem`,
            render: (i) => plainText(i.stem, t`image`, 40),
            userContent: true,
          },
          {
            key: 'score',
            title: t`Score`,
            render: (i) => (
              <Input
                className="narrow-input"
                value={i.score}
                inputMode="decimal"
                ref={inputAria({ label: t`Score` })}
                onChange={(score) => setItem(items.indexOf(i), { score })}
                data-testid="exam-item-score"
              />
            ),
          },
          {
            key: 'order',
            title: t`Actions`,
            render: (i) => {
              const at = items.indexOf(i);
              return (
                <Space>
                  <Button size="mini" disabled={at === 0} onClick={() => move(at, -1)} aria-label={t`Up`}>
                    ↑
                  </Button>
                  <Button
                    size="mini"
                    disabled={at === items.length - 1}
                    onClick={() => move(at, 1)}
                    aria-label={t`Down`}
                  >
                    ↓
                  </Button>
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={() => onChange(items.filter((x) => x !== i))}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      <Button
        size="mini"
        disabled={items.length >= MAX_QUESTIONS_PER_PAPER}
        onClick={onPick}
        data-testid="exam-items-pick"
      >
        <Trans>Choose questions from the bank</Trans>
      </Button>
    </div>
  );
}
