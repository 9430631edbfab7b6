import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import 'antd-mobile/es/components/search-bar/search-bar.css';
import { SearchIcon } from './icons';
import { Input } from './input';

/**
 * antd-mobile's SearchBar (its class names, styles and props), without its runtime: a search field whose Enter
 * (not while composing Chinese) searches, with a clear button.
 */
export function SearchBar({
  placeholder,
  value,
  defaultValue,
  onChange,
  onSearch,
  onClear,
  className,
  'aria-label': label,
  'data-testid': testId,
}: {
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onSearch?: (value: string) => void;
  onClear?: () => void;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const { t } = useLingui();
  const [own, setOwn] = useState(defaultValue ?? '');
  const [focused, setFocused] = useState(false);
  const text = value ?? own;
  return (
    <div
      className={['adm-search-bar', focused && 'adm-search-bar-active', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <div className="adm-search-bar-input-box">
        <div className="adm-search-bar-input-box-icon">
          <SearchIcon />
        </div>
        <Input
          className="adm-search-bar-input"
          type="search"
          enterKeyHint="search"
          aria-label={label ?? t`Search`}
          placeholder={placeholder}
          value={text}
          onChange={(v) => {
            if (value === undefined) setOwn(v);
            onChange?.(v);
          }}
          clearable
          onClear={onClear}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onEnterPress={(e) => {
            e.currentTarget.blur();
            onSearch?.(text);
          }}
        />
      </div>
    </div>
  );
}
