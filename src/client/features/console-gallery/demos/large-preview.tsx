import { Button } from 'antd-mobile';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import { DocumentUpload } from '@/components/uploads/document-upload';
import type { UploadListType } from '@/components/uploads/upload-queue';
import type { Uploader } from '@/components/uploads/use-upload-list';
import './pages.css';

/** A drawn landscape as an SVG data: URL (a sky of the hue, a sun, two hills): pictures without the network. */
/* eslint-disable lingui/no-unlocalized-strings -- SVG markup, not text */
const landscape = (hue: number, sunX: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">
      <rect width="800" height="500" fill="hsl(${hue} 70% 80%)"/>
      <circle cx="${sunX}" cy="130" r="60" fill="hsl(${hue + 40} 90% 60%)"/>
      <path d="M0 380 Q200 250 420 360 T800 330 V500 H0z" fill="hsl(${hue + 120} 40% 45%)"/>
      <path d="M0 440 Q300 360 560 430 T800 420 V500 H0z" fill="hsl(${hue + 140} 45% 30%)"/>
    </svg>`,
  )}`;
/* eslint-enable lingui/no-unlocalized-strings */

/** The demo's uploads stay on the device: a picked file is shown from its own bytes, nothing is sent. */
const keepHere: Uploader = (file) =>
  Promise.resolve({
    id: '0',
    url: URL.createObjectURL(file),
    fileName: file.name,
    name: file.name,
    fileSize: file.size,
    fileType: file.type,
    image: null,
  });

/** The upload widget's list types (text, picture, picture card) on the same files. */
function UploadLists({ pictures }: { pictures: { src: string; alt: string }[] }) {
  const { t } = useLingui();
  const [type, setType] = useState<UploadListType>('picture-card');
  const value = pictures.slice(0, 2).map((p, i) => ({
    url: p.src,
    name: `${p.alt.split(/[,，]/)[0] ?? ''} ${i + 1}.svg`,
    fileType: 'image/svg+xml',
  }));
  return (
    <section className="gallery-p-uploads" aria-label={t`Upload lists`}>
      <ChoiceGroup
        aria-label={t`List type`}
        value={type}
        onChange={(v) => setType(v ?? type)}
        options={[
          { value: 'text', label: t`Text` },
          { value: 'picture', label: t`Picture` },
          { value: 'picture-card', label: t`Picture card` },
        ]}
        data-testid="upload-list-type"
      />
      <DocumentUpload
        value={value}
        listType={type}
        upload={keepHere}
        exts={['png', 'jpg', 'jpeg', 'gif', 'pdf', 'docx', 'xlsx']}
        data-testid="upload-list-demo"
      />
    </section>
  );
}

/**
 * Large preview: thumbnails that open the picture large in a modal <dialog> (Escape closes it, focus comes back
 * to the thumbnail); Previous, Next and the arrow keys move through the pictures. antd-mobile's ImageViewer is
 * not used: its mask is aria-hidden and has no keyboard way out. Below, the upload widget's three list types.
 */
export default function LargePreviewDemo() {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const pictures = [
    { src: landscape(200, 600), alt: t`Blue sky, a sun on the right, green hills` },
    { src: landscape(20, 200), alt: t`Pink dawn sky, a sun on the left, purple hills` },
    { src: landscape(50, 400), alt: t`Yellow evening sky, a sun in the middle, blue hills` },
    { src: landscape(280, 650), alt: t`Violet sky, a sun on the right, orange hills` },
  ];
  const picture = pictures[index] ?? pictures[0];
  const open = (i: number) => {
    setIndex(i);
    dialog.current?.showModal();
  };
  const move = (step: number) => setIndex((i) => (i + step + pictures.length) % pictures.length);
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') move(-1);
    if (e.key === 'ArrowRight') move(1);
  };
  const position = index + 1;
  const count = pictures.length;

  return (
    <div className="gallery-pages">
      <ul className="gallery-p-thumbs">
        {pictures.map((p, i) => (
          <li key={p.src}>
            <button type="button" aria-haspopup="dialog" onClick={() => open(i)} className="gallery-p-thumb">
              <img src={p.src} alt={p.alt} width={160} height={100} />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="gallery-p-viewer"
        aria-label={t`Large preview`}
        onKeyDown={keys}
        onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      >
        <figure>
          <img src={picture?.src} alt={picture?.alt} />
          <figcaption aria-live="polite">
            {picture?.alt}{' '}
            <Trans>
              ({position} of {count})
            </Trans>
          </figcaption>
        </figure>
        <div className="gallery-p-actions">
          <Button onClick={() => move(-1)}>
            <Trans>Previous picture</Trans>
          </Button>
          <Button onClick={() => move(1)}>
            <Trans>Next picture</Trans>
          </Button>
          <Button onClick={() => dialog.current?.close()}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </dialog>
      <UploadLists pictures={pictures} />
    </div>
  );
}
