import { Input, Space, Checkbox, Radio } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnswerValue } from '@contract/exam';
import type { AttemptQuestion } from '@contract/exam-learner';
import { OPTION_KEYS } from '@contract/exam-rules';
import { UserContent, langOf } from '@/components/user-content';

/** Options keep their keys when the server shuffles them; people see them lettered by position (A, B, C…). */
export const positionLetter = (index: number) => OPTION_KEYS[index] ?? String(index + 1);

/** A question's stem: sanitised HTML from the bank (images are material-library files), shown as written. */
export function Stem({ html }: { html: string }) {
  return (
    <div
      className="exam-stem"
      translate="no"
      lang={langOf(html)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** One question's answer controls by type: radio list, checkboxes, true/false, one input per blank. */
export function QuestionInput({
  question: q,
  value,
  onChange,
  disabled,
}: {
  question: AttemptQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  if (q.type === 'single' || q.type === 'judge') {
    const options =
      q.type === 'judge'
        ? [
            { key: 'T', text: t`True` },
            { key: 'F', text: t`False` },
          ]
        : q.options;
    return (
      <Radio.Group
        value={typeof value === 'string' ? value : undefined}
        onChange={(v) => onChange(String(v))}
        disabled={disabled}
      >
        <Space direction="vertical" block>
          {options.map((o, i) => (
            <Radio className="tick-choice" key={o.key} value={o.key} block data-testid={`option-${o.key}`}>
              {q.type === 'judge' ? o.text : <OptionText letter={positionLetter(i)} text={o.text} />}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  }
  if (q.type === 'multiple') {
    return (
      <Checkbox.Group
        value={Array.isArray(value) ? value : []}
        onChange={(v) => onChange((v as string[]).slice().sort())}
        disabled={disabled}
      >
        <Space direction="vertical" block>
          {q.options.map((o, i) => (
            <Checkbox className="tick-choice" key={o.key} value={o.key} block data-testid={`option-${o.key}`}>
              <OptionText letter={positionLetter(i)} text={o.text} />
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  }
  const blanks = Math.max(1, q.blanks);
  const texts = Array.isArray(value) ? value : [];
  return (
    <Space direction="vertical" block>
      {Array.from({ length: blanks }, (_, i) => {
        const n = i + 1;
        return (
          <label key={i} style={{ display: 'block' }}>
            <span>
              <Trans>Blank {n}</Trans>
            </span>
            <Input
              value={texts[i] ?? ''}
              disabled={disabled}
              maxLength={200}
              data-testid={`blank-${n}`}
              style={{ borderBottom: '1px solid #ddd', padding: '6px 0' }}
              onChange={(v) => {
                const next = Array.from({ length: blanks }, (_, j) => texts[j] ?? '');
                next[i] = v;
                onChange(next);
              }}
            />
          </label>
        );
      })}
    </Space>
  );
}

function OptionText({ letter, text }: { letter: string; text: string }) {
  return (
    <span>
      {letter}. <UserContent>{text}</UserContent>
    </span>
  );
}
