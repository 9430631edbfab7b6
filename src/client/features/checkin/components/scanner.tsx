import { Button, Space } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  hasCamera,
  hasNativeQr,
  listCameras,
  startFallback,
  startNative,
  type Camera,
  type RunningScan,
} from './scan-engines';
import type { ScannerFrame } from './scanner-frame';

/**
 * The camera QR scanner: the browser's BarcodeDetector where it reads QR codes, html5-qrcode where it does not
 * (scan-engines.ts). Back camera first, a camera switch and the torch where the device has them. Browsers allow
 * the camera on https or localhost only.
 */
export default function Scanner({
  onCode,
  Frame,
}: {
  onCode: (text: string) => void;
  /**
   * The page's ScannerFrame, handed in rather than imported: the lazy scanner and the page then share no module,
   * which the bundler would otherwise put in a chunk of its own (one more request on /sign/home's first visit).
   */
  Frame: typeof ScannerFrame;
}) {
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const running = useRef<RunningScan | null>(null);
  const [native, setNative] = useState<boolean | null>(null);
  const [cameras, setCameras] = useState<Camera[]>([]);
  const cameraList = useRef<Camera[]>([]);
  const [index, setIndex] = useState(0);
  const [torch, setTorch] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });

  useEffect(() => {
    void (async () => {
      const own = await hasNativeQr();
      // No camera at all (a desktop without one): say so at once, without loading html5-qrcode for nothing.
      if (!own && !(await hasCamera())) return setFailed(true);
      setNative(own);
    })();
  }, []);

  useEffect(() => {
    if (native === null) return;
    let stopped = false;
    const read = (text: string) => handler.current(text);
    void (async () => {
      try {
        const cameraId = cameraList.current[index]?.id;
        const scan = native
          ? video.current && (await startNative(video.current, cameraId, read))
          : box.current && (await startFallback(box.current.id, cameraId, read));
        if (!scan) return;
        if (stopped) return void scan.stop();
        running.current = scan;
        setTorch(scan.torch ? false : null);
        // Labels and ids are complete only once the camera is allowed.
        if (!cameraList.current.length) setCameras((cameraList.current = await listCameras()));
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      void running.current?.stop();
      running.current = null;
    };
  }, [native, index]);

  const toggleTorch = async () => {
    const on = !torch;
    await running.current?.setTorch(on);
    setTorch(on);
  };

  return (
    <Frame
      data-testid="scanner"
      data-engine={native === null ? '' : native ? 'native' : 'html5-qrcode'}
      view={
        <>
          {native ? <video ref={video} muted playsInline /> : <div id="qr-scanner" ref={box} />}
          {failed && (
            <p className="hint scanner-failed" data-testid="camera-failed">
              <Trans>The camera is not available. Enter the code below instead.</Trans>
            </p>
          )}
        </>
      }
      controls={
        !failed && (
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
        )
      }
    />
  );
}
