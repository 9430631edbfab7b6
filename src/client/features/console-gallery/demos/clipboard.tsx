import { Button } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/feedback';
import './widgets.css';

/** The Clipboard API exists only on secure pages (https or localhost) of browsers that have it. */
const canCopy = () => window.isSecureContext && typeof navigator.clipboard?.writeText === 'function';

/** A text to copy: its field, a Copy button, and, where the browser cannot copy, the text selected to copy by hand. */
function CopyField({ label, initial }: { label: string; initial: string }) {
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const [byHand, setByHand] = useState(false);
  const selectByHand = () => {
    setByHand(true);
    field.current?.focus();
    field.current?.select();
  };
  const copy = async () => {
    if (!canCopy()) return selectByHand();
    try {
      await navigator.clipboard.writeText(text);
      void toast(t`Copied`, 'success');
    } catch {
      // The browser refused (no permission, the page not focused): the text can still be copied by hand.
      void toast(t`The browser did not let the page copy`, 'error');
      selectByHand();
    }
  };
  return (
    <div className="gallery-copy">
      <label htmlFor={id}>{label}</label>
      <div className="gallery-w-actions">
        <input
          id={id}
          ref={field}
          className="gallery-w-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button color="primary" onClick={copy}>
          <Trans>Copy</Trans>
        </Button>
      </div>
      {byHand && (
        <p className="gallery-w-note" role="status">
          <Trans>This browser cannot copy from here: the text is selected, press Ctrl+C (⌘C on a Mac).</Trans>
        </p>
      )}
    </div>
  );
}

/** Clipboard: copying a course's link and a check-in code, with a message on success or failure. */
export default function ClipboardDemo() {
  const { t } = useLingui();
  const [link] = useState(() => new URL('#/detail?id=1', location.origin).href);
  return (
    <div className="gallery-w-stack">
      {!canCopy() && (
        <p className="gallery-w-note" role="status">
          <Trans>This browser offers no Clipboard API on this page (it needs https).</Trans>
        </p>
      )}
      <CopyField label={t`Link to a course`} initial={link} />
      <CopyField label={t`Check-in code`} initial="482 913" />
    </div>
  );
}
