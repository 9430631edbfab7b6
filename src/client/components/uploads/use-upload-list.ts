import { useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '@contract/file';
import type { UploadDir } from '@contract/upload-rules';
import { uploadFile } from '@/lib/upload';
import {
  admit,
  entriesOf,
  pendingCount,
  progressed,
  settled,
  started,
  valueFromUpload,
  valueOf,
  type Refusal,
  type UploadedValue,
  type UploadEntry,
  type UploadRule,
} from './upload-queue';

/**
 * Sends one file; the widgets use POST /admin/sys-file/upload unless a page (or a test) gives its own. An
 * uploader that can tell how far it is calls `onProgress` (0–100); ours cannot, and the list shows "uploading".
 */
export type Uploader = (
  file: File,
  dir: UploadDir,
  onProgress: (percent: number) => void,
) => Promise<UploadedFile>;

export const defaultUploader =
  (fields?: Record<string, string>): Uploader =>
  (file, dir) =>
    uploadFile(file, dir, { fields });

/** What a widget says, in the reader's language: `kind` picks how it is announced. */
export type UploadMessage = { text: string; kind: 'error' | 'warning' | 'success' };

export type UploadTexts = {
  overLimit: () => string;
  refused: (r: Refusal) => string;
  failed: () => string;
  succeeded?: () => string;
};

/**
 * The state of an upload widget: its entries, the last thing it has to say, and `add` / `remove`.
 * `onChange` gets the new value once no upload is pending, never in between.
 */
export function useUploadList(o: {
  value: readonly UploadedValue[];
  rule: UploadRule;
  dirOf: (file: File) => UploadDir;
  upload: Uploader;
  texts: UploadTexts;
  onChange?: (value: UploadedValue[]) => void;
  /** One file that a new one replaces once the new one is uploaded (the image widget). */
  replace?: boolean;
}) {
  // What renders is the state; uploads finishing one after another read and write the ref, so none of them
  // works on a list another has already changed.
  const [shown, setShown] = useState<UploadEntry[]>(() => entriesOf(o.value));
  const entries = useRef(shown);
  const [message, setMessage] = useState<UploadMessage | null>(null);
  const latest = useRef(o);
  useEffect(() => {
    latest.current = o;
  });

  const set = (next: UploadEntry[]) => {
    entries.current = next;
    setShown(next);
  };
  const publish = () => {
    if (pendingCount(entries.current) === 0) latest.current.onChange?.(valueOf(entries.current));
  };

  const send = async (entry: UploadEntry) => {
    const { upload, dirOf, texts } = latest.current;
    set(started(entries.current, entry.uid));
    try {
      const saved = await upload(entry.raw as File, dirOf(entry.raw as File), (percent) =>
        set(progressed(entries.current, entry.uid, percent)),
      );
      const done = settled(entries.current, entry.uid, { ok: true, value: valueFromUpload(saved) });
      set(latest.current.replace ? done.filter((e) => e.uid === entry.uid || e.status !== 'success') : done);
      if (texts.succeeded) setMessage({ text: texts.succeeded(), kind: 'success' });
    } catch {
      set(settled(entries.current, entry.uid, { ok: false }));
      setMessage({ text: texts.failed(), kind: 'error' });
    }
    publish();
  };

  const add = (files: readonly File[]) => {
    const { rule, texts } = latest.current;
    if (!files.length) return;
    const { accepted, refused, overLimit } = admit(
      latest.current.replace ? [] : entries.current,
      files,
      rule,
    );
    if (overLimit) return setMessage({ text: texts.overLimit(), kind: 'warning' });
    setMessage(refused[0] ? { text: texts.refused(refused[0]), kind: 'error' } : null);
    if (!accepted.length) return;
    set([...entries.current, ...accepted]);
    for (const entry of accepted) void send(entry);
  };

  const remove = (uid: string) => {
    set(entries.current.filter((e) => e.uid !== uid));
    publish();
  };

  /** The bound value changed outside (a form reset): the list follows it when nothing is on its way. */
  const reset = (value: readonly UploadedValue[]) => {
    if (pendingCount(entries.current) === 0) set(entriesOf(value));
  };

  return { entries: shown, message, add, remove, reset, pending: pendingCount(shown) };
}
