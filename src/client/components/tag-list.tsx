import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inputAria } from '@/lib/input-aria';
import './console-pickers.css';

/**
 * The spec's tag list (§5 "Other"): words added one by one, shown as tags, each removable. Enter or the Add button
 * adds what was typed, trimmed; an empty input is ignored (the spec), and so is a word the list holds already.
 * A Form.Item child: `value` and `onChange` are the list.
 */
export function TagList({
  value = [],
  onChange,
  label,
  max = 20,
  'data-testid': testId,
}: {
  value?: string[];
  onChange?: (tags: string[]) => void;
  /** What the list holds, for its input and its remove buttons. */
  label: string;
  max?: number;
  'data-testid'?: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const full = value.length >= max;
  const add = () => {
    const word = text.trim();
    if (!word || full) return;
    if (!value.includes(word)) onChange?.([...value, word]);
    setText('');
  };
  return (
    <div className="tag-list" data-testid={testId}>
      {value.length > 0 && (
        <ul className="tag-list-tags" aria-label={label}>
          {value.map((tag) => (
            <li key={tag} className="tag-list-tag">
              <span translate="no">{tag}</span>
              <button
                type="button"
                className="tag-list-remove"
                aria-label={t`Remove ${tag}`}
                onClick={() => onChange?.(value.filter((v) => v !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tag-list-add">
        <Input
          value={text}
          onChange={setText}
          onEnterPress={(e) => (e.preventDefault(), add())}
          disabled={full}
          placeholder={full ? t`At most ${max}` : undefined}
          ref={inputAria({ label: t`Add to ${label}` })}
        />
        <Button size="small" onClick={add} disabled={full} data-testid={testId && `${testId}-add`}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </div>
  );
}
