import { Button, DotLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_RULES } from '@contract/upload-rules';
import { toast } from '@/lib/feedback';
import { uploadFile, uploadProblem } from '@/lib/upload';
import { messageOf, saveProfile } from '../api/personal';

/**
 * The crop, with its canvas code and its library, is fetched when a picture is picked (changing the avatar needs
 * the network, so the button is off offline): left out of every phone's precache (build/precache-scope.ts).
 */
const AvatarCrop = lazy(() => import('./avatar-crop').then((m) => ({ default: m.AvatarCrop })));

/** The user's picture, or the first letter of the name in a circle when there is none. */
export function Avatar({ url, name }: { url: string | null; name: string }) {
  return url ? (
    <img className="settings-avatar" src={url} alt="" data-testid="avatar-image" />
  ) : (
    <span className="settings-avatar settings-avatar-letter" aria-hidden="true" data-testid="avatar-letter">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The avatar: pick a JPEG, PNG or GIF (the image rules and messages, checked before anything loads), crop
 * it to a square, upload the square (the same rules again) and make it the user's avatar.
 */
export function AvatarSection({ url, name, online }: { url: string | null; name: string; online: boolean }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ src: string; type: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const maxMb = UPLOAD_RULES.image.maxMb;
  // The picked file's object URL lives while it is being cropped.
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.src)), [picked]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = uploadProblem(file, 'image');
    if (problem) return void toast(problem, 'error');
    setPicked({ src: URL.createObjectURL(file), type: file.type });
  };

  const save = async (blob: Blob) => {
    if (!picked) return;
    const type = blob.type || picked.type;
    const file = new File([blob], type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png', { type });
    const problem = uploadProblem(file, 'image');
    if (problem) return void toast(problem, 'error');
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, 'image').catch((err: unknown) => {
        void toast(t`Upload failed, please upload again`, 'error');
        throw err;
      });
      void toast(t`Image uploaded successfully`, 'success');
      await saveProfile({ avatar: uploaded.url }).catch((err: unknown) => {
        void toast(messageOf(err, t`Saving failed`), 'error');
        throw err;
      });
      setPicked(null);
    } catch {
      // Said in a toast above; the crop stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section settings-avatar-row" aria-labelledby="settings-avatar-title">
      <Avatar url={url} name={name} />
      <div className="settings-avatar-text">
        <h2 id="settings-avatar-title">
          <Trans>Avatar</Trans>
        </h2>
        <p className="settings-hint">
          <Trans>JPEG, PNG or GIF, at most {maxMb} MB</Trans>
        </p>
      </div>
      <Button
        size="small"
        onClick={() => input.current?.click()}
        disabled={!online || busy || !!picked}
        data-testid="avatar-change"
      >
        <Trans>Change avatar</Trans>
      </Button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_RULES.image.types?.join(',')}
        hidden
        onChange={(e) => pick(e.currentTarget.files?.[0])}
        data-testid="avatar-file"
      />
      {picked && (
        <Suspense fallback={<DotLoading className="loading-dots" />}>
          <AvatarCrop
            src={picked.src}
            type={picked.type}
            busy={busy}
            onSave={(blob) => void save(blob)}
            onCancel={() => setPicked(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
