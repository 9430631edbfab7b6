import { Button, Space } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type SignaturePad from 'signature_pad';
import { toast } from '@/lib/feedback';

/** A 300×150 pad, line width 2, black; confirming an empty pad warns "please sign first". */
export default function SignatureSheet({ onDone }: { onDone: (pngDataUrl: string) => void }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  useEffect(() => {
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
    };
  }, []);
  const confirm = () => {
    if (!pad.current || pad.current.isEmpty()) return void toast(t`Please sign first`);
    onDone(pad.current.toDataURL('image/png'));
  };
  return (
    <div className="signature-sheet" data-testid="signature-sheet">
      <p>
        <Trans>This session asks for your signature.</Trans>
      </p>
      <canvas ref={canvas} width={300} height={150} className="signature-pad" data-testid="signature-pad" />
      <Space>
        <Button onClick={() => pad.current?.clear()}>
          <Trans>Clear</Trans>
        </Button>
        <Button color="primary" onClick={confirm} data-testid="signature-confirm">
          <Trans>Confirm</Trans>
        </Button>
      </Space>
    </div>
  );
}
