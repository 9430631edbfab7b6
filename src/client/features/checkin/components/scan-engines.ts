/**
 * Two ways to read a QR code from the camera: the browser's own BarcodeDetector where it reads QR
 * codes (Chrome on Android, Safari 17+ on macOS, Samsung Internet: html5-qrcode is never loaded), and
 * html5-qrcode with its own decoder where it does not (every iPhone): loaded when the camera opens, and
 * precached by the service worker, so a first launch without a network still scans (build/precache-scope.ts).
 */

export type Camera = { id: string; label?: string };

export type RunningScan = {
  /** Whether the camera has a torch that can be switched. */
  torch: boolean;
  setTorch: (on: boolean) => Promise<void>;
  stop: () => Promise<void>;
};

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
};

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** True where the browser itself reads QR codes. */
export async function hasNativeQr(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector) return false;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

/**
 * Whether the device has a camera. Browsers list one device of each kind that exists before the camera is
 * allowed (without its id and label), and none where there is none.
 */
export async function hasCamera(): Promise<boolean> {
  try {
    return (await navigator.mediaDevices.enumerateDevices()).some((d) => d.kind === 'videoinput');
  } catch {
    return false;
  }
}

/** The video inputs (labels once the camera is allowed). */
export async function listCameras(): Promise<Camera[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((d) => d.kind === 'videoinput').map((d) => ({ id: d.deviceId, label: d.label }));
}

const torchOf = (track: MediaStreamTrack | undefined) => {
  const caps: (MediaTrackCapabilities & { torch?: boolean }) | undefined = track?.getCapabilities?.();
  return !!caps?.torch;
};

const applyTorch = (track: MediaStreamTrack | undefined, on: boolean) =>
  track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }).catch(() => undefined) ??
  Promise.resolve();

/** Scans with BarcodeDetector: the back camera (or `cameraId`) into `video`, ten looks a second. */
export async function startNative(
  video: HTMLVideoElement,
  cameraId: string | undefined,
  onCode: (text: string) => void,
): Promise<RunningScan> {
  const Detector = detectorClass();
  if (!Detector) throw new Error('BarcodeDetector');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: cameraId ? { deviceId: { exact: cameraId } } : { facingMode: 'environment' },
  });
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();
  const detector = new Detector({ formats: ['qr_code'] });
  let running = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = async () => {
    if (!running) return;
    try {
      const [code] = await detector.detect(video);
      if (running && code?.rawValue) onCode(code.rawValue);
    } catch {
      /* a frame that could not be read: try the next one */
    }
    if (running) timer = setTimeout(() => void look(), 100);
  };
  void look();
  const [track] = stream.getVideoTracks();
  return {
    torch: torchOf(track),
    setTorch: (on) => applyTorch(track, on),
    stop: () => {
      running = false;
      clearTimeout(timer);
      for (const t of stream.getTracks()) t.stop();
      video.srcObject = null;
      return Promise.resolve();
    },
  };
}

/** Scans with html5-qrcode inside the element `boxId` (it draws its own video there). */
export async function startFallback(
  boxId: string,
  cameraId: string | undefined,
  onCode: (text: string) => void,
): Promise<RunningScan> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
  const scanner = new Html5Qrcode(boxId, {
    verbose: false,
    // Check-in codes are QR codes; its decoder then tries no other format on each frame.
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    // The browser's own detector where it has one after all (one that does not list qr_code upfront).
    useBarCodeDetectorIfSupported: true,
  });
  await scanner.start(
    cameraId ?? { facingMode: 'environment' },
    { fps: 10, qrbox: 220 },
    (text) => onCode(text),
    () => undefined,
  );
  const caps = scanner.getRunningTrackCapabilities() as MediaTrackCapabilities & { torch?: boolean };
  return {
    torch: !!caps.torch,
    setTorch: (on) =>
      scanner
        .applyVideoConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
        .catch(() => undefined),
    stop: () => (scanner.isScanning ? scanner.stop().catch(() => undefined) : Promise.resolve()),
  };
}
