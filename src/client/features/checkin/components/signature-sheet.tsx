import { Button, Space, type ButtonRef } from 'antd-mobile';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type SignaturePad from 'signature_pad';
import { toast } from '@/lib/feedback';

/**
 * The spec's signature pad: drawing, confirmed (the image shown), reset. A 300×150 pad, line width 2, black;
 * confirming an empty pad warns "please sign first". Confirmed, the signer sees the very image that will be sent
 * and sends it, or clears it and signs again: a signature is not sent unseen.
 */
export default function SignatureSheet({ onDone }: { onDone: (pngDataUrl: string) => void }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [png, setPng] = useState<string | null>(null);
  const drawing = png === null;
  const hintId = useId();
  const send = useRef<ButtonRef>(null);
  const confirmButton = useRef<ButtonRef>(null);
  const changed = useRef(false);

  // A fresh pad each time the canvas is shown (first, and after "sign again").
  useEffect(() => {
    if (!drawing) return;
    let live = true;
    void import('signature_pad').then(({ default: Pad }) => {
      if (!live || !canvas.current) return;
      pad.current = new Pad(canvas.current, {
        minWidth: 2,
        maxWidth: 2,
        penColor: '#000',
        backgroundColor: 'rgba(255,255,255,1)',
      });
    });
    return () => {
      live = false;
      pad.current?.off();
      pad.current = null;
    };
  }, [drawing]);

  // The button that was pressed is gone with its step: focus goes to the next step's first choice.
  useEffect(() => {
    if (!changed.current) return;
    (drawing ? confirmButton : send).current?.nativeElement?.focus();
  }, [drawing]);

  const confirm = () => {
    if (!pad.current || pad.current.isEmpty()) return void toast(t`Please sign first`);
    changed.current = true;
    setPng(pad.current.toDataURL('image/png'));
  };
  const signAgain = () => {
    changed.current = true;
    setPng(null);
  };

  return (
    <div className="signature-sheet" data-testid="signature-sheet">
      {drawing ? (
        <>
          <p id={hintId}>
            <Trans>This session asks for your signature. Sign in the box, then confirm.</Trans>
          </p>
          <canvas
            ref={canvas}
            width={300}
            height={150}
            className="signature-pad"
            role="img"
            aria-label={t`Signature pad`}
            aria-describedby={hintId}
            data-testid="signature-pad"
          />
          <Space>
            <Button onClick={() => pad.current?.clear()} data-testid="signature-clear">
              <Trans>Clear</Trans>
            </Button>
            <Button ref={confirmButton} color="primary" onClick={confirm} data-testid="signature-confirm">
              <Trans>Confirm</Trans>
            </Button>
          </Space>
        </>
      ) : (
        <>
          <p id={hintId}>
            <Trans>
              This is the signature that will be sent. If it is not right, clear it and sign again.
            </Trans>
          </p>
          <img
            src={png}
            width={300}
            height={150}
            className="signature-pad signature-preview"
            alt={t`Your signature`}
            data-testid="signature-preview"
          />
          <Space>
            <Button onClick={signAgain} data-testid="signature-reset">
              <Trans>Clear and sign again</Trans>
            </Button>
            <Button
              ref={send}
              color="primary"
              onClick={() => onDone(png)}
              aria-describedby={hintId}
              data-testid="signature-send"
            >
              <Trans>Send and check in</Trans>
            </Button>
          </Space>
        </>
      )}
    </div>
  );
}
