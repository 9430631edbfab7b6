import { useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_AREA_MAX } from '@contract/constants';
import { SearchField, INPUT_DEBOUNCE_MS } from '@/components/search-field';
import { TagList } from '@/components/tag-list';
import { TextArea } from '@/components/text-area';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
/** Time passes (fake timers) inside act, so the state it sets is rendered. */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
afterEach(cleanup);

describe('SearchField: the spec’s input debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const type = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });

  it('searches 1,000 ms after the last keystroke, once for a word typed', () => {
    expect(INPUT_DEBOUNCE_MS).toBe(1000);
    const onSearch = vi.fn();
    wrap(<SearchField onSearch={onSearch} placeholder="Name" />);
    type('w');
    tick(600);
    type('wa');
    tick(999);
    expect(onSearch).not.toHaveBeenCalled();
    tick(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('wa');
  });

  it('searches at once on Enter, and not again when the pause ends on the same text', () => {
    const onSearch = vi.fn();
    wrap(<SearchField onSearch={onSearch} placeholder="Name" />);
    type('wang');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledTimes(1);
    tick(INPUT_DEBOUNCE_MS * 2);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not search the text it started with again; typing back to it after a search does', () => {
    const onSearch = vi.fn();
    wrap(<SearchField onSearch={onSearch} defaultValue="li" placeholder="Name" />);
    type('lix');
    type('li');
    tick(INPUT_DEBOUNCE_MS);
    expect(onSearch).not.toHaveBeenCalled();
    type('');
    tick(INPUT_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('forgets a pending search when it goes away', () => {
    const onSearch = vi.fn();
    const { unmount } = wrap(<SearchField onSearch={onSearch} placeholder="Name" />);
    type('zhao');
    unmount();
    tick(INPUT_DEBOUNCE_MS);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

function Tags({ max, onChange }: { max?: number; onChange?: (t: string[]) => void }) {
  const [tags, setTags] = useState(['server']);
  return <TagList label="Scope" value={tags} max={max} onChange={(t) => (setTags(t), onChange?.(t))} />;
}

describe('TagList', () => {
  const field = () => screen.getByRole('textbox', { name: 'Add to Scope' });
  const add = (text: string) => {
    fireEvent.change(field(), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  };
  const shown = () => screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent);

  it('adds trimmed words; ignores an empty input and a word it has', () => {
    const onChange = vi.fn();
    wrap(<Tags onChange={onChange} />);
    add('  read ');
    add('   ');
    add('');
    add('server');
    expect(shown()).toEqual(['server', 'read']);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('removes a tag by its labelled button, and stops adding at its limit', () => {
    wrap(<Tags max={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove server' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    add('a');
    add('b');
    expect(shown()).toEqual(['a', 'b']);
    expect(field()).toHaveProperty('disabled', true);
    add('c');
    expect(shown()).toEqual(['a', 'b']);
  });
});

describe('TextArea: the spec’s defaults', () => {
  it('six rows, at most 500 characters, with its counter; a field’s own bound wins', () => {
    wrap(<TextArea aria-label="Remarks" />);
    const area = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(area.getAttribute('rows')).toBe('6');
    expect(document.body.textContent).toContain(`0/${TEXT_AREA_MAX}`);
    fireEvent.change(area, { target: { value: 'a'.repeat(TEXT_AREA_MAX + 1) } });
    expect(area.value).toHaveLength(TEXT_AREA_MAX);
    expect(document.body.textContent).toContain(`${TEXT_AREA_MAX}/${TEXT_AREA_MAX}`);
    cleanup();
    wrap(<TextArea maxLength={255} />);
    expect(document.body.textContent).toContain('0/255');
  });
});
