import { Button, Input, Space, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_ALTERNATIVES, MAX_BLANKS } from '@contract/exam-rules';
import { UserContent } from '@/components/user-content';

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
            <UserContent>{v}</UserContent>{' '}
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

/** A fill-in question's answer: its blanks, each with the answers it accepts. */
export function FillBlanks({
  blanks,
  onChange,
}: {
  blanks: string[][];
  onChange: (blanks: string[][]) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="form-row" data-testid="q-blanks">
      <span>{t`Blanks and their accepted answers`}</span>
      {blanks.map((b, i) => (
        <BlankAlternatives
          key={i}
          index={i}
          value={b}
          onChange={(v) => onChange(blanks.map((x, j) => (j === i ? v : x)))}
          onRemove={blanks.length > 1 ? () => onChange(blanks.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {blanks.length < MAX_BLANKS && (
        <Button size="mini" onClick={() => onChange([...blanks, []])} data-testid="q-blank-add">
          <Trans>Add a blank</Trans>
        </Button>
      )}
      <p className="hint">
        <Trans>
          Answers are compared ignoring case, extra spaces and full-width characters. In the stem, mark each
          blank with ___.
        </Trans>
      </p>
    </div>
  );
}
