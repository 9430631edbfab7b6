import { Button, DotLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import { drawCrop } from '@/lib/crop-image';
import './widgets.css';

/** The crop library in a chunk of its own, fetched when this page opens (as the avatar's crop does). */
const Cropper = lazy(() => import('react-easy-crop'));

const ASPECTS = { square: 1, cover: 16 / 9, photo: 4 / 3 } as const;
type AspectName = keyof typeof ASPECTS;
/** The widest picture the crop keeps: a cover shows no wider. */
const MAX_WIDTH = 1200;

/** A picture drawn on a canvas, so the page needs no file and no network. */
function sampleImage(): string {
  const canvas = Object.assign(document.createElement('canvas'), { width: 900, height: 600 });
  const c = canvas.getContext('2d');
  if (!c) return '';
  c.fillStyle = '#0958d9';
  c.fillRect(0, 0, 900, 600);
  c.fillStyle = '#87e8de';
  c.fillRect(0, 380, 900, 220);
  c.fillStyle = '#ffd666';
  c.beginPath();
  c.arc(680, 160, 80, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#135200';
  c.beginPath();
  c.moveTo(0, 600);
  c.lineTo(260, 300);
  c.lineTo(520, 600);
  c.moveTo(300, 600);
  c.lineTo(600, 340);
  c.lineTo(900, 600);
  c.fill();
  return canvas.toDataURL('image/png');
}

type Cropped = { url: string; width: number; height: number };

/** The chosen part of the picture as a PNG data URL, with its size. */
async function cropped(src: string, area: Area): Promise<Cropped> {
  const canvas = await drawCrop(src, area, MAX_WIDTH);
  return { url: canvas.toDataURL('image/png'), width: canvas.width, height: canvas.height };
}

/** Cropper: react-easy-crop over a picked or drawn picture, in a chosen shape, and the cropped result. */
export default function CropperDemo() {
  const { t } = useLingui();
  const fileId = useId();
  const zoomId = useId();
  const [src, setSrc] = useState(sampleImage);
  const [aspect, setAspect] = useState<AspectName>('cover');
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [result, setResult] = useState<Cropped | null>(null);
  // A picked file is read through an object URL, released when another picture replaces it.
  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a URL scheme
    if (src.startsWith('blob:')) return () => URL.revokeObjectURL(src);
  }, [src]);

  const pick = (file: File | undefined) => {
    if (file) setSrc(URL.createObjectURL(file));
  };
  const cut = async () => {
    if (area) setResult(await cropped(src, area).catch(() => null));
  };
  const width = result?.width;
  const height = result?.height;
  return (
    <div className="gallery-w-stack">
      <div className="gallery-w-actions">
        <label htmlFor={fileId}>
          <Trans>Choose a picture</Trans>
        </label>
        <input id={fileId} type="file" accept="image/*" onChange={(e) => pick(e.currentTarget.files?.[0])} />
        <Button size="small" onClick={() => setSrc(sampleImage())}>
          <Trans>Use the sample picture</Trans>
        </Button>
      </div>
      <ChoiceGroup
        aria-label={t`Shape`}
        value={aspect}
        onChange={(v) => setAspect(v ?? 'square')}
        options={[
          { value: 'square', label: t`Square (avatar)` },
          { value: 'cover', label: t`16:9 (course cover)` },
          { value: 'photo', label: t`4:3 (photo)` },
        ]}
      />
      <div className="gallery-crop-area">
        <Suspense fallback={<DotLoading className="loading-dots" />}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={ASPECTS[aspect]}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{
              role: 'group',
              'aria-label': t`Drag or use the arrow keys to choose the part to keep`,
            }}
          />
        </Suspense>
      </div>
      <div className="gallery-w-actions">
        <label htmlFor={zoomId}>
          <Trans>Zoom</Trans>
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.currentTarget.value))}
        />
        <Button color="primary" disabled={!area} onClick={cut}>
          <Trans>Crop</Trans>
        </Button>
      </div>
      {result && (
        <figure className="gallery-crop-result">
          <img src={result.url} alt={t`The cropped picture`} />
          <figcaption>
            <Trans>
              {width} × {height} pixels
            </Trans>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
