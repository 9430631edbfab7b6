import { Button, Input } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './widgets.css';

type Level = 'L' | 'M' | 'Q' | 'H';

/** QR code: the `qrcode` package (loaded when needed, as the check-in screen loads it) drawing what is typed. */
export default function QrCodeDemo() {
  const { t } = useLingui();
  const textId = useId();
  const levelId = useId();
  const [text, setText] = useState(() => new URL('#/sign/home', location.origin).href);
  const [level, setLevel] = useState<Level>('M');
  /** The code drawn for `text`; url null: too much text for one code. */
  const [drawn, setDrawn] = useState<{ text: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode')
      .then((QR) => QR.toDataURL(text, { errorCorrectionLevel: level, margin: 2, width: 320 }))
      .then((url) => live && setDrawn({ text, url }))
      .catch(() => live && setDrawn({ text, url: null }));
    return () => {
      live = false;
    };
  }, [text, level]);

  // While a new code draws, the last one stays (no flicker as the user types); only the current one downloads.
  const current = text && drawn?.text === text ? drawn : null;
  const download = () => {
    const url = current?.url;
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = t`qr-code.png`;
    a.click();
  };
  const codeText = drawn?.text ?? '';
  return (
    <div className="gallery-w-stack">
      <label htmlFor={textId}>
        <Trans>Text or link</Trans>
      </label>
      <Input
        className="gallery-w-input"
        id={textId}
        value={text}
        onChange={setText}
        clearable
        maxLength={1000}
      />
      <label htmlFor={levelId}>
        <Trans>Error correction</Trans>
      </label>
      <select id={levelId} value={level} onChange={(e) => setLevel(e.currentTarget.value as Level)}>
        <option value="L">{t`Low (7%)`}</option>
        <option value="M">{t`Medium (15%)`}</option>
        <option value="Q">{t`Quartile (25%)`}</option>
        <option value="H">{t`High (30%)`}</option>
      </select>
      {!text ? (
        <p className="gallery-w-note">
          <Trans>Type a text to draw its code.</Trans>
        </p>
      ) : current?.url === null ? (
        <p className="gallery-w-note" role="status">
          <Trans>This text is too long for one QR code.</Trans>
        </p>
      ) : drawn?.url ? (
        <img className="gallery-qr" src={drawn.url} alt={t`QR code of: ${codeText}`} />
      ) : null}
      <div className="gallery-w-actions">
        <Button color="primary" disabled={!current?.url} onClick={download}>
          <Trans>Download as PNG</Trans>
        </Button>
      </div>
    </div>
  );
}
