/**
 * The upload list as plain functions (the widgets keep its state): an entry is ready, then uploading,
 * then a success or a failure; a failed file leaves the list; the bound value changes only once no upload is
 * pending. Files are checked before they go: the count first (a batch past the limit is refused
 * whole, as pig's list does), then each file's type and size.
 */
import type { UploadedFile } from '@contract/file';

export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

/** What a widget's value holds of an uploaded file. */
export type UploadedValue = {
  url: string;
  name: string;
  fileName?: string;
  fileSize?: number;
  fileType?: string;
};

export type UploadEntry = {
  uid: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–100 while it uploads. */
  percentage: number;
  raw?: File;
  value?: UploadedValue;
};

/** Which files a widget takes: extensions (either case) or, where given, declared types; size; count. */
export type UploadRule = { exts: readonly string[]; types?: readonly string[]; maxMb: number; limit: number };

export type Refusal = { name: string; reason: 'type' | 'size' };

let counter = 0;
const nextUid = () => `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const extensionOf = (name: string) =>
  (name.includes('.') ? (name.split('.').pop() ?? '') : '').toLowerCase();

/**
 * How a list shows its files: names in lines (`text`), lines with a thumbnail (`picture`), or square cards with
 * the picker as the last card (`picture-card`).
 */
export const UPLOAD_LIST_TYPES = ['text', 'picture', 'picture-card'] as const;
export type UploadListType = (typeof UPLOAD_LIST_TYPES)[number];

const PICTURE_EXTS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif'];
/**
 * The picture a thumbnail shows for an entry: the uploaded file itself when it is an image (by its name's
 * extension, any case, or its uploaded type), else null (the thumbnail shows the extension instead).
 */
export function thumbnailOf(entry: Pick<UploadEntry, 'name' | 'status' | 'value'>): string | null {
  const v = entry.value;
  if (entry.status !== 'success' || !v?.url) return null;
  const picture =
    PICTURE_EXTS.includes(extensionOf(v.fileName || entry.name)) ||
    PICTURE_EXTS.includes(extensionOf(entry.name)) ||
    !!v.fileType?.startsWith('image/');
  return picture ? v.url : null;
}

/** Why one file may not go, or null. */
export function refusalOf(
  file: { name: string; type: string; size: number },
  rule: UploadRule,
): Refusal | null {
  const typeOk = rule.types
    ? rule.types.includes(file.type)
    : rule.exts.map((e) => e.toLowerCase()).includes(extensionOf(file.name));
  if (!typeOk) return { name: file.name, reason: 'type' };
  if (file.size > rule.maxMb * 1024 * 1024) return { name: file.name, reason: 'size' };
  return null;
}

/**
 * The files a pick adds: none when they would pass the limit (`overLimit`), else those that pass the checks,
 * as ready entries, and the refusals.
 */
export function admit(
  entries: readonly UploadEntry[],
  files: readonly File[],
  rule: UploadRule,
): { accepted: UploadEntry[]; refused: Refusal[]; overLimit: boolean } {
  if (entries.length + files.length > rule.limit) return { accepted: [], refused: [], overLimit: true };
  const accepted: UploadEntry[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const refusal = refusalOf(file, rule);
    if (refusal) refused.push(refusal);
    else
      accepted.push({
        uid: nextUid(),
        name: file.name,
        size: file.size,
        status: 'ready',
        percentage: 0,
        raw: file,
      });
  }
  return { accepted, refused, overLimit: false };
}

export const started = (entries: readonly UploadEntry[], uid: string): UploadEntry[] =>
  entries.map((e) => (e.uid === uid ? { ...e, status: 'uploading' } : e));

export const progressed = (entries: readonly UploadEntry[], uid: string, percentage: number): UploadEntry[] =>
  entries.map((e) => (e.uid === uid && e.status === 'uploading' ? { ...e, percentage } : e));

/** An upload's end: a success keeps the entry with its value, a failure removes it. */
export function settled(
  entries: readonly UploadEntry[],
  uid: string,
  outcome: { ok: true; value: UploadedValue } | { ok: false },
): UploadEntry[] {
  if (!outcome.ok) return entries.filter((e) => e.uid !== uid);
  return entries.map((e) =>
    e.uid === uid ? { ...e, status: 'success', percentage: 100, value: outcome.value, raw: undefined } : e,
  );
}

export const pendingCount = (entries: readonly UploadEntry[]) =>
  entries.filter((e) => e.status === 'ready' || e.status === 'uploading').length;

/** The value the widget binds: the files that made it, in their order. */
export const valueOf = (entries: readonly UploadEntry[]): UploadedValue[] =>
  entries.flatMap((e) => (e.status === 'success' && e.value ? [e.value] : []));

/** A bound value as entries (already uploaded). */
export const entriesOf = (value: readonly UploadedValue[]): UploadEntry[] =>
  value.map((v) => ({
    uid: nextUid(),
    name: v.name,
    size: v.fileSize ?? 0,
    status: 'success',
    percentage: 100,
    value: v,
  }));

/** The server's answer as a value. */
export const valueFromUpload = (f: UploadedFile): UploadedValue => ({
  url: f.url,
  name: f.name,
  fileName: f.fileName,
  fileSize: f.fileSize,
  fileType: f.fileType,
});
