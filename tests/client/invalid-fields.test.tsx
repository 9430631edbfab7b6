import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Form } from '@/components/form';
import { FieldError, firstByField, invalidProps, useInvalidFocus } from '@/components/field-errors';
import { ANNOUNCE_DELAY_MS, announce } from '@/lib/announce';
import { reportInvalid, tieFormItemErrors } from '@/lib/invalid-fields';

afterEach(cleanup);
beforeEach(() => document.body.replaceChildren());

const live = (role: 'status' | 'alert') => document.querySelector(`[data-testid="live-${role}"]`);

describe('announce', () => {
  it('put the text into a kept live region a moment after emptying it, so the same words are read again', () => {
    vi.useFakeTimers();
    announce('Please enter your username');
    const region = live('status')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.className).toBe('visually-hidden');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(region.textContent).toBe('Please enter your username');
    announce('Please enter your username');
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(live('status')).toBe(region);
    expect(region.textContent).toBe('Please enter your username');
    announce('Wrong password', true);
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(live('alert')!.textContent).toBe('Wrong password');
    vi.useRealTimers();
  });
});

describe('reportInvalid', () => {
  it('focuses the first invalid field in the page order and reads the errors tied to the invalid fields', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <form>
        <input id="a" />
        <input id="b" aria-invalid="true" aria-describedby="hint b-error" />
        <p id="hint">5 to 20 characters</p><p id="b-error" class="field-error">Please enter a username</p>
        <input id="c" aria-invalid="true" aria-describedby="c-error" />
        <p id="c-error" class="field-error">The two passwords do not match</p>
      </form>`;
    expect(reportInvalid(document.querySelector('form'))).toBe(true);
    expect(document.activeElement?.id).toBe('b');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    // Hints are read with the field, not announced as errors.
    expect(live('status')!.textContent).toBe('Please enter a username The two passwords do not match');
    vi.useRealTimers();
  });

  it('does nothing when nothing is invalid', () => {
    document.body.innerHTML = '<form><input id="a" /></form>';
    expect(reportInvalid(document.querySelector('form'))).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(live('status')).toBeNull();
  });
});

describe('tieFormItemErrors', () => {
  const item = (control: string, errors = '') =>
    `<div class="form-item"><div>${control}</div><div><span data-form-notes hidden></span>${errors}</div></div>`;

  it("marks each item's field invalid and described by its errors, keeping its own description, and undoes it", () => {
    document.body.innerHTML = `<form>
      ${item('<input id="name" aria-describedby="own" />', '<div>Required</div>')}
      ${item('<input id="code" />')}
    </form><p id="own">hint</p>`;
    const root = document.querySelector('form')!;
    tieFormItemErrors(root);
    const name = document.getElementById('name')!;
    const error = document.querySelector('[data-form-notes] ~ *')!;
    expect(error.id).toMatch(/^form-error-\d+$/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(`own ${error.id}`);
    expect(document.getElementById('code')!.hasAttribute('aria-invalid')).toBe(false);
    tieFormItemErrors(root); // again: nothing doubles
    expect(name.getAttribute('aria-describedby')).toBe(`own ${error.id}`);

    error.remove();
    tieFormItemErrors(root);
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(name.getAttribute('aria-describedby')).toBe('own');
  });

  it('ties a choice (no text field) by its first focusable control, and leaves nested items to themselves', () => {
    document.body.innerHTML = `<form>
      ${item('<button id="chip">A</button><button>B</button>', '<div>Pick one</div>')}
      ${item(`<input id="outer" />${item('<input id="inner" />', '<div>Inner</div>')}`)}
    </form>`;
    tieFormItemErrors(document.querySelector('form')!);
    expect(document.getElementById('chip')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('inner')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('outer')!.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('the console Form', () => {
  it('on a failed submit ties the errors, focuses the first invalid field and reads the errors', async () => {
    render(
      <Form initialValues={{ title: '', code: '' }} footer={<button type="submit">Save</button>}>
        <Form.Item name="title" label="Title" rules={[{ required: true, message: 'Please enter the title' }]}>
          <input />
        </Form.Item>
        <Form.Item name="code" label="Code" rules={[{ required: true, message: 'Please enter the code' }]}>
          <input />
        </Form.Item>
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = document.getElementById('title')!;
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter the title',
    );
    await waitFor(() =>
      expect(live('status')!.textContent).toBe('Please enter the title Please enter the code'),
    );
    // Typing mends the field: its error and the tie go, without a submit.
    fireEvent.change(title, { target: { value: 'x' } });
    await waitFor(() => expect(title.hasAttribute('aria-invalid')).toBe(false));
    expect(title.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('the portal pieces', () => {
  it('firstByField keeps each field its first issue', () => {
    const fieldOf = { required: 'name', tooShort: 'name', mismatch: 'confirm' } as const;
    const messages = { required: 'Required', tooShort: 'Too short', mismatch: 'Differ' };
    expect(firstByField(['tooShort', 'required', 'mismatch'], fieldOf, messages)).toEqual({
      name: 'Too short',
      confirm: 'Differ',
    });
    expect(firstByField([], fieldOf, messages)).toEqual({});
  });

  it('a field and its FieldError are tied while there is an error; useInvalidFocus focuses it on submit', async () => {
    function Harness() {
      const [error, setError] = useState<string>();
      const { setForm, failed } = useInvalidFocus();
      return (
        <form
          ref={setForm}
          onSubmit={(e) => {
            e.preventDefault();
            setError('Please enter your username');
            failed();
          }}
        >
          <label htmlFor="u">Username</label>
          <input id="u" {...invalidProps('u', error)} />
          <FieldError fieldId="u" message={error} />
          <button type="submit">Log in</button>
        </form>
      );
    }
    render(<Harness />);
    const field = screen.getByLabelText('Username');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('u-error')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter your username',
    );
  });
});
