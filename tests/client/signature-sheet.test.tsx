import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SignatureSheet from '@/features/checkin/components/signature-sheet';
import { toast } from '@/lib/feedback';

vi.mock('@/lib/feedback', () => ({ toast: vi.fn(async () => undefined) }));

/** jsdom draws nothing: a pad that has strokes when `signed` says so. */
const pads: FakePad[] = [];
class FakePad {
  signed = false;
  constructor(readonly canvas: HTMLCanvasElement) {
    pads.push(this);
  }
  isEmpty = () => !this.signed;
  clear = () => (this.signed = false);
  off = () => undefined;
  toDataURL = () => `data:image/png;base64,SIGNED${pads.indexOf(this)}`;
}
vi.mock('signature_pad', () => ({ default: FakePad }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  pads.length = 0;
  vi.mocked(toast).mockClear();
});

const sheet = (onDone = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <SignatureSheet onDone={onDone} />
    </I18nProvider>,
  );
  return onDone;
};
const padReady = (n: number) => waitFor(() => expect(pads).toHaveLength(n));

describe('the signature pad: drawing, confirmed (the image shown), reset', () => {
  it('an empty pad is not confirmed: "please sign first", and nothing is sent', async () => {
    const onDone = sheet();
    await padReady(1);
    fireEvent.click(screen.getByTestId('signature-confirm'));
    expect(toast).toHaveBeenCalledWith('Please sign first');
    expect(screen.queryByTestId('signature-preview')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a pad cleared after signing is empty again', async () => {
    sheet();
    await padReady(1);
    pads[0]!.signed = true;
    fireEvent.click(screen.getByTestId('signature-clear'));
    fireEvent.click(screen.getByTestId('signature-confirm'));
    expect(toast).toHaveBeenCalledWith('Please sign first');
  });

  it('confirmed, the signer sees the image that will be sent, and only sending sends it', async () => {
    const onDone = sheet();
    await padReady(1);
    expect(screen.getByRole('img', { name: 'Signature pad' })).toBe(screen.getByTestId('signature-pad'));
    pads[0]!.signed = true;
    fireEvent.click(screen.getByTestId('signature-confirm'));
    const preview = screen.getByRole('img', { name: 'Your signature' });
    expect(preview.getAttribute('src')).toBe('data:image/png;base64,SIGNED0');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('signature-send')));
    fireEvent.click(screen.getByTestId('signature-send'));
    expect(onDone).toHaveBeenCalledExactlyOnceWith('data:image/png;base64,SIGNED0');
  });

  it('"clear and sign again" brings back an empty pad, and the new signature is the one sent', async () => {
    const onDone = sheet();
    await padReady(1);
    pads[0]!.signed = true;
    fireEvent.click(screen.getByTestId('signature-confirm'));
    fireEvent.click(screen.getByTestId('signature-reset'));
    expect(screen.queryByTestId('signature-preview')).toBeNull();
    await padReady(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('signature-confirm')));
    fireEvent.click(screen.getByTestId('signature-confirm'));
    expect(toast).toHaveBeenCalledWith('Please sign first');
    pads[1]!.signed = true;
    fireEvent.click(screen.getByTestId('signature-confirm'));
    fireEvent.click(screen.getByTestId('signature-send'));
    expect(onDone).toHaveBeenCalledExactlyOnceWith('data:image/png;base64,SIGNED1');
  });
});
