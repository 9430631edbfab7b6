import { useEffect, useRef, useState } from 'react';
import { Button, Space } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import type { Html5Qrcode } from 'html5-qrcode';

/**
 * The camera QR scanner (html5-qrcode, loaded with this screen only): back camera first, a camera switch and
 * the torch where the device has them. Browsers allow the camera on https or localhost only.
 */
export default function Scanner({ onCode }: { onCode: (text: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const scanner = useRef<Html5Qrcode | null>(null);
  const [cameras, setCameras] = useState<{ id: string }[]>([]);
  const [index, setIndex] = useState(0);
  const [torch, setTorch] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    void (async () => {
      try {
        const { Html5Qrcode } = await import('html5-qrcode');
        if (stopped || !box.current) return;
        const list = cameras.length ? cameras : await Html5Qrcode.getCameras();
        if (!cameras.length) setCameras(list);
        const s = new Html5Qrcode(box.current.id, { verbose: false });
        scanner.current = s;
        const camera = list[index]?.id ?? { facingMode: 'environment' };
        await s.start(
          camera,
          { fps: 10, qrbox: 220 },
          (text) => handler.current(text),
          () => undefined,
        );
        if (stopped) return void s.stop();
        const caps = s.getRunningTrackCapabilities() as MediaTrackCapabilities & { torch?: boolean };
        setTorch(caps.torch ? false : null);
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      const s = scanner.current;
      scanner.current = null;
      if (s?.isScanning) void s.stop().catch(() => undefined);
    };
  }, [index, cameras]);

  const toggleTorch = async () => {
    const on = !torch;
    await scanner.current
      ?.applyVideoConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
      .catch(() => undefined);
    setTorch(on);
  };

  return (
    <div className="scanner">
      <div id="qr-scanner" ref={box} className="scanner-view" />
      {failed ? (
        <p className="hint" data-testid="camera-failed">
          <Trans>The camera is not available. Enter the code below instead.</Trans>
        </p>
      ) : (
        <Space>
          {cameras.length > 1 && (
            <Button size="small" onClick={() => setIndex((i) => (i + 1) % cameras.length)}>
              <Trans>Switch camera</Trans>
            </Button>
          )}
          {torch !== null && (
            <Button size="small" onClick={() => void toggleTorch()}>
              {torch ? <Trans>Torch off</Trans> : <Trans>Torch on</Trans>}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
