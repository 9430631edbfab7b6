import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_RULES, type UploadDir, type UploadedFile } from '@contract/edu';
import type { Db } from '../../db/client';
import type { MessageKey } from '../../lib/messages';
import { DomainError } from '../../lib/domain-error';
import { insertFile, type FileRow } from './file.repo';

/** Files live under DATA_DIR/files/<tenant>/<dir>/; the database keeps the sys_file row (pig's shape). */
export const filesRoot = (dataDir: string) => join(dataDir, 'files');
export const pathOf = (dataDir: string, f: Pick<FileRow, 'tenantId' | 'dir' | 'fileName'>) => join(filesRoot(dataDir), String(f.tenantId), f.dir ?? 'misc', f.fileName);

/** What the first bytes must look like: a renamed .exe is not a video. */
const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
  'image/png': (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  'image/gif': (b) => b.subarray(0, 3).toString('latin1') === 'GIF',
  'video/mp4': (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  'video/webm': (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

/** An upload that breaks the rules: 400 with the translated reason. */
const rejected = (key: MessageKey, params: Record<string, string> = {}) => new DomainError(key, params, 400);

export const fileUrl = (f: Pick<FileRow, 'tenantId' | 'fileName'>) => `/api/admin/sys-file/oss/file?fileName=${encodeURIComponent(f.fileName)}&TENANT-ID=${f.tenantId}`;

export const toUploadedFile = (f: FileRow): UploadedFile => ({
  id: String(f.id),
  url: fileUrl(f),
  fileName: f.fileName,
  name: f.original ?? f.fileName,
  fileSize: f.fileSize ?? 0,
  fileType: f.type ?? '',
});

/**
 * Streams an upload to a temporary file, checking size while it flows and type by name, declared type and
 * magic bytes; only a file that passes is moved into place and recorded. A failure leaves nothing behind.
 */
export async function storeUpload(
  db: Db,
  dataDir: string,
  input: { tenantId: number; username: string; dir: UploadDir; filename: string; mimetype: string; stream: Readable },
): Promise<FileRow> {
  const rule = UPLOAD_RULES[input.dir];
  const ext = extname(input.filename).slice(1).toLowerCase();
  const typeOk = rule.types ? rule.types.includes(input.mimetype) : !!rule.exts?.includes(ext);
  if (!typeOk || !/^[a-z0-9]{1,8}$/.test(ext)) {
    input.stream.resume();
    throw rejected('fileType');
  }
  const max = rule.maxMb * 1024 * 1024;
  const folder = join(filesRoot(dataDir), String(input.tenantId), input.dir);
  mkdirSync(folder, { recursive: true });
  const fileName = `${randomUUID().replace(/-/g, '')}.${ext}`;
  const tmp = join(folder, `.${fileName}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      done(size > max ? rejected('fileSize', { n: String(rule.maxMb) }) : null, chunk);
    },
  });
  try {
    await pipeline(input.stream, meter, createWriteStream(tmp));
    if ((input.stream as Readable & { truncated?: boolean }).truncated) throw rejected('fileSize', { n: String(rule.maxMb) });
    const magic = MAGIC[input.mimetype];
    if (size === 0 || (magic && !magic(head))) throw rejected('fileType');
    await rename(tmp, join(folder, fileName));
    return await insertFile(db, { tenantId: input.tenantId, fileName, original: input.filename.slice(0, 255), dir: input.dir, type: input.mimetype, fileSize: size, createBy: input.username });
  } catch (err) {
    await rm(tmp, { force: true });
    await rm(join(folder, fileName), { force: true });
    throw err;
  }
}

export const fileExists = async (path: string) => (await stat(path).catch(() => null))?.isFile() ?? false;
