import { SearchBar, type SearchBarProps } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<SearchBarProps, 'value' | 'onChange' | 'onSearch'> & {
  /** Called with what was typed, once typing pauses for `delay` ms, at once on Enter. */
  onSearch: (value: string) => void;
  delay?: number;
  'data-testid'?: string;
};

/**
 * A search bar of a list the server filters: it searches as the person types, once typing pauses for the spec's
 * input debounce (1,000 ms), so a word typed is one request, not one per letter; Enter searches at once and clearing
 * at once. The same text is never searched twice in a row (Enter after the pause, or the pause after Enter).
 */
/** The spec's input debounce (§9): a search field asks the server this long after the last keystroke. */
export const INPUT_DEBOUNCE_MS = 1000;

export function SearchField({ onSearch, onClear, defaultValue, delay = INPUT_DEBOUNCE_MS, ...bar }: Props) {
  const [value, setValue] = useState(defaultValue ?? '');
  const sent = useRef(defaultValue ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (text: string) => {
    clearTimeout(timer.current);
    if (text === sent.current) return;
    sent.current = text;
    latest.current(text);
  };
  return (
    <SearchBar
      {...bar}
      value={value}
      onChange={(text) => {
        setValue(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => send(text), delay);
      }}
      onSearch={send}
      onClear={() => {
        clearTimeout(timer.current);
        sent.current = '';
        onClear?.();
      }}
    />
  );
}
