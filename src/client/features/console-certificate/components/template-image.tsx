import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUpload } from '@/components/uploads/image-upload';
import type { Uploader } from '@/components/uploads/use-upload-list';
import { uploadTemplateImage } from '../api/template';

/** A seal or background as the form holds it: the stored image's name (what is saved) and its link (shown). */
export type TemplateImageValue = { name: string; url: string | null } | null;

/**
 * The seal or the background: uploaded with the console's image widget to the tenant's images. The server's
 * refusal of a file (not an image, too large) is shown under it as the server worded it; whether a certificate
 * can draw the image (PNG or JPEG, 2 MB, 5,000 px) the server checks when the template is saved.
 */
export function TemplateImage({
  value,
  onChange,
  label,
  disabled,
  onBusy,
  'data-testid': testId,
}: {
  value?: TemplateImageValue;
  onChange?: (v: TemplateImageValue) => void;
  label: string;
  disabled: boolean;
  /** Told when an upload starts and ends: the widget shows the old image until the new one is stored. */
  onBusy?: (busy: boolean) => void;
  'data-testid': string;
}) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  // The links the widget answers, to the stored names the template keeps.
  const names = useRef(new Map<string, string>());
  const upload: Uploader = async (file) => {
    setProblem(null);
    onBusy?.(true);
    try {
      const saved = await uploadTemplateImage(file);
      names.current.set(saved.url, saved.fileName);
      return saved;
    } catch (err) {
      setProblem(err instanceof Error ? err.message : t`Upload failed, please upload again`);
      throw err;
    } finally {
      onBusy?.(false);
    }
  };
  const gone = !!value && !value.url;
  return (
    <div role="group" aria-label={label} className="template-image">
      <ImageUpload
        value={value?.url ?? null}
        size={120}
        upload={upload}
        disabled={disabled}
        onChange={(url) => {
          const name = url ? (names.current.get(url) ?? (url === value?.url ? value.name : null)) : null;
          onChange?.(name ? { name, url } : null);
        }}
        data-testid={testId}
      />
      {problem && (
        <p className="template-problem" role="alert" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      )}
      {gone && (
        <p className="template-problem" role="alert">
          <Trans>The image chosen before no longer exists: upload another, or</Trans>{' '}
          <button
            type="button"
            className="upload-button"
            disabled={disabled}
            onClick={() => onChange?.(null)}
          >
            <Trans>leave it out</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
