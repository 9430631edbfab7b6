import { Switch } from 'antd-mobile';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from '@/components/choice-group';
import { installSwitchKeys } from '@/lib/switch-keys';

afterEach(cleanup);

const OPTIONS = [
  { label: 'Draft', value: 'draft' },
  { label: 'Published', value: 'published' },
] as const;

function Harness({ onChange }: { onChange: (v: string | undefined) => void }) {
  const [value, setValue] = useState<'draft' | 'published' | undefined>();
  return (
    <ChoiceGroup
      aria-label="Status"
      options={OPTIONS}
      value={value}
      onChange={(v) => (setValue(v), onChange(v))}
    />
  );
}

const pressed = () =>
  screen.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);

describe('ChoiceGroup', () => {
  it('is a labelled group of real buttons, none pressed at first', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeTruthy();
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('type') === 'button')).toBe(true);
    expect(pressed()).toEqual([
      ['Draft', 'false'],
      ['Published', 'false'],
    ]);
  });

  it('selects one, moves to another, and clears on a second press of the chosen one', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Draft' }));
    expect(pressed()).toEqual([
      ['Draft', 'true'],
      ['Published', 'false'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Published' }));
    expect(pressed()).toEqual([
      ['Draft', 'false'],
      ['Published', 'true'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Published' }));
    expect(pressed()).toEqual([
      ['Draft', 'false'],
      ['Published', 'false'],
    ]);
    expect(onChange.mock.calls).toEqual([['draft'], ['published'], [undefined]]);
  });
});

describe('Switch', () => {
  it('is a named switch that reports the opposite of its state, and does nothing when disabled', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch checked={false} onChange={onChange} aria-label="Featured" />);
    const toggle = screen.getByRole('switch', { name: 'Featured' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<Switch checked onChange={onChange} aria-label="Featured" />);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
    rerender(<Switch checked onChange={onChange} aria-label="Featured" disabled />);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('flips from the keyboard (Space, Enter) once focusable', () => {
    installSwitchKeys();
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} aria-label="Featured" tabIndex={0} />);
    const toggle = screen.getByRole('switch', { name: 'Featured' });
    expect(toggle.tabIndex).toBe(0);
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith(true);
    fireEvent.keyDown(toggle, { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
