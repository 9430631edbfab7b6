import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import { focusables, useModalKeys } from '@/lib/modal-keys';
import { useOnline } from '@/lib/online';
import { usePortalHost } from '@/lib/portal-host';
import { previewQuery, type PreviewLang } from '../api/template';

/** The A4 landscape page the server draws (1754 × 1240 px), so the box is kept before the picture arrives. */
const WIDTH = 1754;
const HEIGHT = 1240;

/** The PNG shown for as long as it is on screen; its object URL is freed after. */
function PreviewImage({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <img
      ref={ref}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      className="template-preview-image"
      data-testid="template-preview-image"
      data-size={blob.size}
    />
  );
}

/**
 * The sample at the size of the window: in the page's column the wording is too small to read. A modal sheet
 * (focus in and kept inside, Escape or the close button closes it, focus back on the button that opened it).
 */
function LargePreview({ blob, alt, onClose }: { blob: Blob; alt: string; onClose: () => void }) {
  const { t } = useLingui();
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const host = usePortalHost();
  useModalKeys(sheet, onClose, (el) => focusables(el)[0]);
  return (
    <Popup
      visible
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="template-preview-sheet"
      getContainer={host}
      destroyOnClose
    >
      <div
        ref={setSheet}
        role="dialog"
        aria-modal="true"
        aria-label={alt}
        data-testid="template-preview-large"
      >
        <button type="button" className="template-preview-close" aria-label={t`Close`} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <PreviewImage blob={blob} alt={alt} />
      </div>
    </Popup>
  );
}

/**
 * A sample certificate drawn by the server with the saved template, in either language; drawn again after each
 * save. For those who may edit the template (the server draws it for them only).
 */
export function TemplatePreview({ allowed }: { allowed: boolean }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [lang, setLang] = useState<PreviewLang>(i18n.locale === 'en' ? 'en' : 'zh-cn');
  const [large, setLarge] = useState(false);
  const preview = useQuery(previewQuery(lang, allowed));
  const names: Record<PreviewLang, string> = { 'zh-cn': t`Chinese`, en: t`English` };
  let body;
  if (!allowed)
    body = (
      <p className="hint">
        <Trans>The preview is drawn for those who may edit the template.</Trans>
      </p>
    );
  else if (preview.data) {
    const language = names[lang];
    const alt = t`Sample certificate in ${language}, as the saved template draws it`;
    body = (
      <>
        <PreviewImage blob={preview.data} alt={alt} />
        <Button size="small" onClick={() => setLarge(true)} data-testid="template-preview-enlarge">
          <Trans>View larger</Trans>
        </Button>
        {large && <LargePreview blob={preview.data} alt={alt} onClose={() => setLarge(false)} />}
      </>
    );
  } else if (preview.isError || (!online && preview.fetchStatus === 'paused'))
    body = (
      <p role="alert" data-testid="template-preview-error">
        {online ? (
          <Trans>The preview cannot be drawn now. Refresh to try again.</Trans>
        ) : (
          <Trans>
            You are offline: the preview is drawn by the server, and this device has no saved copy.
          </Trans>
        )}
      </p>
    );
  else body = <DotLoading className="loading-dots" />;
  return (
    <section
      className="template-preview"
      aria-labelledby="template-preview-title"
      data-testid="template-preview"
    >
      <h2 id="template-preview-title">
        <Trans>Preview</Trans>
      </h2>
      <p className="hint">
        <Trans>A sample learner’s certificate, drawn with the saved template: save to see a change.</Trans>
      </p>
      {allowed && (
        <ChoiceGroup
          aria-label={t`Language of the preview`}
          options={(['zh-cn', 'en'] as const).map((value) => ({ value, label: names[value] }))}
          value={lang}
          onChange={(v) => v && setLang(v)}
          data-testid="template-preview-lang"
        />
      )}
      {body}
    </section>
  );
}
