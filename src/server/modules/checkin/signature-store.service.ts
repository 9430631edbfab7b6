import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { fileKey, type FileStore } from '../../lib/file-store';
import { insertFiles } from '../file';

/** A PNG data URL's bytes, or null when it is not a PNG. */
function pngOf(dataUrl: string): Buffer | null {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  const bytes = m?.[1] ? Buffer.from(m[1], 'base64') : null;
  return bytes?.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) ? bytes : null;
}

export type SignatureToStore = { tenantId: number; dataUrl: string; by: string };

/**
 * Signatures (PNG data URLs) stored as files (the store's <tenant>/signature), all at once: the bytes put side by
 * side, the file rows in one statement. One at a time they held up every check-in of a batch, and a desk's check-ins
 * arrive batched (the server's group commit). Answers each one's file, in the list's order; null for a gap in the
 * list or one that is not a PNG. Rows that cannot be written leave no file behind them.
 */
export async function storeSignatures(db: Db, store: FileStore, list: (SignatureToStore | null)[]) {
  const stored = list.map((signature) => {
    if (!signature) return null;
    const { tenantId, dataUrl, by } = signature;
    const bytes = pngOf(dataUrl);
    if (!bytes) return null;
    const fileName = `${randomUUID().replace(/-/g, '')}.png`;
    const row = { tenantId, fileName, original: 'signature.png', dir: 'signature', type: 'image/png' };
    return {
      bytes,
      key: fileKey({ tenantId, dir: 'signature', fileName }),
      row: { ...row, fileSize: bytes.length, createBy: by },
    };
  });
  const files = stored.filter((f) => f !== null);
  const removeAll = () => Promise.all(files.map((f) => store.remove(f.key).catch(() => undefined)));
  // Every put settled before any is removed, so none lands after the clean-up.
  const put = await Promise.allSettled(files.map((f) => store.putBytes(f.key, f.bytes, 'image/png')));
  const failed = put.find((p) => p.status === 'rejected');
  if (failed) {
    await removeAll();
    throw failed.reason;
  }
  const rows = await insertFiles(
    db,
    files.map((f) => f.row),
  ).catch(async (err: unknown) => {
    await removeAll();
    throw err;
  });
  let next = 0;
  return stored.map((f) => (f ? (rows[next++] ?? null) : null));
}
