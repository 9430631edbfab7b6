import { Button, Input, Checkbox, Radio } from 'antd-mobile';
import { inputAria } from '@/lib/input-aria';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_OPTIONS, MIN_CHOICE_OPTIONS, MULTIPLE_PARTIAL_RATIO } from '@contract/exam-rules';
import { keyAt, toggleRight, withoutOption, type Draft } from './question-draft';

/** A choice question's answer: its options, each marked right or not (one for single choice, any for multiple). */
export function ChoiceOptions({ draft: d, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const { t } = useLingui();
  return (
    <div className="form-row" data-testid="q-options">
      <span>{d.type === 'single' ? t`Options (mark the right one)` : t`Options (mark every right one)`}</span>
      {d.options.map((text, i) => {
        const key = keyAt(i);
        const right = d.right.includes(key);
        return (
          <div className="option-row" key={key}>
            {d.type === 'single' ? (
              <Radio
                className="tick-choice"
                checked={right}
                onChange={() => set({ right: toggleRight(d, key) })}
                data-testid={`q-right-${key}`}
              >
                {key}
              </Radio>
            ) : (
              <Checkbox
                className="tick-choice"
                checked={right}
                onChange={() => set({ right: toggleRight(d, key) })}
                data-testid={`q-right-${key}`}
              >
                {key}
              </Checkbox>
            )}
            <Input
              className="boxed-field"
              value={text}
              onChange={(v) => set({ options: d.options.map((o, j) => (j === i ? v : o)) })}
              ref={inputAria({ label: t`Option ${key}` })}
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
        <Button size="mini" onClick={() => set({ options: [...d.options, ''] })} data-testid="q-option-add">
          <Trans>Add an option</Trans>
        </Button>
      )}
      {d.type === 'multiple' && (
        <p className="hint">
          <Trans>
            All right options and no wrong one: full score. Some right options and no wrong one:{' '}
            {Math.round(MULTIPLE_PARTIAL_RATIO * 100)}% of the score (rounded down to half a point). Any wrong
            option: 0.
          </Trans>
        </p>
      )}
    </div>
  );
}
