import { Button, DotLoading } from 'antd-mobile';
import { lazy, Suspense, useId, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import { Trans, useLingui } from '@lingui/react/macro';
import { drawCrop } from '@/lib/crop-image';

/**
 * The crop library alone in its chunk, fetched when someone picks a picture: it is left out of the precache
 * (build/precache-scope.ts, ON_DEMAND), as cropping is for saving and saving needs the network anyway.
 */
const Cropper = lazy(() => import('react-easy-crop'));

/** The side of the avatar kept (or the cropped square's own, when smaller): plenty for any place it shows. */
export const AVATAR_SIZE = 512;

/**
 * Draws the chosen square of the image onto a canvas of at most AVATAR_SIZE pixels a side and encodes it: PNG
 * for PNG and GIF (transparency stays; a GIF keeps its first frame), JPEG for JPEG.
 */
export async function cropToBlob(src: string, area: Area, type: string): Promise<Blob> {
  const canvas = await drawCrop(src, area, AVATAR_SIZE);
  const out = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), out, 0.9),
  );
}

/**
 * Crops a picked image to a square in the browser (react-easy-crop: drag or arrow keys to move, pinch, wheel or
 * the slider to zoom).
 */
export function AvatarCrop({
  src,
  type,
  busy,
  onSave,
  onCancel,
}: {
  src: string;
  type: string;
  busy: boolean;
  onSave: (blob: Blob) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [drawing, setDrawing] = useState(false);

  const save = async () => {
    if (!area) return;
    setDrawing(true);
    try {
      onSave(await cropToBlob(src, area, type));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <div className="avatar-crop" data-testid="avatar-crop">
      <div className="avatar-crop-area">
        <Suspense fallback={<DotLoading className="loading-dots" />}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ 'aria-label': t`Drag or use the arrow keys to choose the part to keep` }}
          />
        </Suspense>
      </div>
      <label htmlFor={zoomId} className="avatar-crop-zoom">
        <Trans>Zoom</Trans>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.currentTarget.value))}
          data-testid="avatar-zoom"
        />
      </label>
      <div className="settings-actions">
        <Button onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="primary"
          onClick={() => void save()}
          disabled={!area}
          loading={busy || drawing}
          data-testid="avatar-save"
        >
          <Trans>Use this picture</Trans>
        </Button>
      </div>
    </div>
  );
}
