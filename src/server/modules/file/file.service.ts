import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NAMED_KIND_DIRS, UPLOAD_RULES, type UploadDir } from '@contract/upload-rules';
import { type ImageInfo, type UploadedFile } from '@contract/file';
import { PERMISSIONS } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { MessageKey } from '../../lib/messages';
import { DomainError, forbidden } from '../../lib/domain-error';
import { isBadText } from '../../lib/text';
import { fileByName, fileOfVariant, groupById, imagesByName, insertFile, type FileRow } from './file.repo';
import { kindOfStored, recogniseAmong, SNIFF_BYTES } from './kinds.rules';
import { makeVariants, VARIANT_NAME, type ImageFacts } from './images.service';
import type { StoredFile } from '../../lib/send-file';
import { fileKey, type FileStore } from '../../lib/file-store';
import type { UrlSigner } from '../../lib/signed-urls';
import { HEADER_TENANT } from '@contract/constants';
import { LICENCE_EXTENSIONS, LICENCE_MAX_BYTES } from '@contract/enterprise-rules';

/**
 * Folders no upload route names and the file link never serves (readableFile): their module stores into them
 * with storeUpload and reads them back itself, after its own check of who may (a business licence).
 */
export const PRIVATE_DIRS = {
  licence: { maxMb: LICENCE_MAX_BYTES / (1024 * 1024), exts: [...LICENCE_EXTENSIONS] },
} as const satisfies Record<string, { maxMb: number; exts: string[] }>;
export type PrivateDir = keyof typeof PRIVATE_DIRS;
const isPrivateDir = (dir: string): dir is PrivateDir => Object.hasOwn(PRIVATE_DIRS, dir);

/** An upload that breaks the rules: 400 with the translated reason. */
const rejected = (key: MessageKey, params: Record<string, string> = {}) => new DomainError(key, params, 400);

export const FILE_PATH = '/api/admin/sys-file/oss/file';
/** How long a signed link to a document or a signature opens it. */
export const FILE_URL_TTL_MS = 60 * 60_000;

/** The link of a public file (images: course covers are part of the public catalog). */
export const publicFileUrl = (f: Pick<FileRow, 'tenantId' | 'fileName'>) =>
  `${FILE_PATH}?fileName=${encodeURIComponent(f.fileName)}&${HEADER_TENANT}=${f.tenantId}`;

/** The link of any stored file for someone allowed to read it: public for images, signed and short-lived else. */
export const fileUrl = (urls: UrlSigner, f: Pick<FileRow, 'tenantId' | 'fileName' | 'dir'>) =>
  f.dir === 'image'
    ? publicFileUrl(f)
    : urls.sign(FILE_PATH, { fileName: f.fileName, [HEADER_TENANT]: String(f.tenantId) }, FILE_URL_TTL_MS);

/** An image's size and copies as a page needs them, each copy linked by `link` (the original's rules). */
const imageInfo = (f: FileRow, link: (fileName: string) => string): ImageInfo | null =>
  f.width && f.height
    ? {
        width: f.width,
        height: f.height,
        variants: (f.variants ?? []).map((v) => ({
          url: link(v.fileName),
          type: v.type,
          width: v.width,
          height: v.height,
        })),
      }
    : null;

export const toUploadedFile = (urls: UrlSigner, f: FileRow): UploadedFile => ({
  id: String(f.id),
  url: fileUrl(urls, f),
  fileName: f.fileName,
  name: f.original ?? f.fileName,
  fileSize: f.fileSize ?? 0,
  fileType: f.type ?? '',
  image: imageInfo(f, (fileName) => fileUrl(urls, { ...f, fileName })),
});

/** A stored name as we make them: 32 hex characters and the kind's extension. */
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;
/** The stored image a cover URL names, when it is this tenant's public image link (publicFileUrl). */
function coverFileName(cover: string, tenantId: number): string | undefined {
  if (!cover.startsWith(`${FILE_PATH}?`)) return undefined;
  const query = new URLSearchParams(cover.slice(FILE_PATH.length + 1));
  const name = query.get('fileName') ?? '';
  return query.get(HEADER_TENANT) === String(tenantId) && STORED_NAME.test(name) ? name : undefined;
}

/**
 * Whether `url` is the link of one of this tenant's stored images (the `url` an image upload answered): what an
 * avatar may be. A link elsewhere, another tenant's file or a document is not.
 */
export async function isTenantImage(db: Db, tenantId: number, url: string): Promise<boolean> {
  const name = coverFileName(url, tenantId);
  return !!name && (await fileByName(db, tenantId, name))?.dir === 'image';
}

/**
 * What pages need to show course covers well: for each cover that is one of this tenant's stored images, its
 * size and responsive copies (one query for a page of courses). Other covers (a link elsewhere, an image
 * stored before images were measured) are simply absent and show as they are.
 */
export async function coverImages(
  db: Db,
  tenantId: number,
  covers: (string | null)[],
): Promise<ReadonlyMap<string, ImageInfo>> {
  const names = new Map<string, string>();
  for (const cover of covers) {
    const name = cover ? coverFileName(cover, tenantId) : undefined;
    if (cover && name) names.set(name, cover);
  }
  const rows = await imagesByName(db, tenantId, [...names.keys()]);
  return new Map(
    rows.flatMap((row) => {
      const cover = names.get(row.fileName);
      // Covers are public images, and so are their copies.
      const info =
        row.dir === 'image' ? imageInfo(row, (fileName) => publicFileUrl({ ...row, fileName })) : null;
      return cover && info ? [[cover, info] as const] : [];
    }),
  );
}

/**
 * Streams an upload to a temporary file, checking its size while it flows; then recognises it by its first
 * bytes (file/kinds.rules.ts) and keeps it in the file store only as a kind the folder takes, under that kind's
 * extension and type. A failure (too big, not an allowed kind, the body cut short, the store failing) leaves no
 * file and no row. Files live under `<tenant>/<dir>/` of the store; the database keeps the sys_file row (pig's).
 */
export async function storeUpload(
  db: Db,
  store: FileStore,
  input: {
    tenantId: number;
    username: string;
    dir: UploadDir | PrivateDir;
    filename: string;
    stream: Readable;
    /** The material library's folder it is filed in (checked by the caller), or none. */
    groupId?: number | null;
  },
): Promise<FileRow> {
  // A private folder takes its kinds as a document folder does: the extension named, proved by the bytes.
  const dir = input.dir;
  const named = isPrivateDir(dir) || NAMED_KIND_DIRS.includes(dir);
  const rule = isPrivateDir(dir) ? PRIVATE_DIRS[dir] : UPLOAD_RULES[dir];
  const refuse = (err: DomainError) => {
    input.stream.resume();
    return err;
  };
  if (isBadText(input.filename) || input.filename.length > 255)
    throw refuse(new DomainError('badText', { field: 'file' }, 400, { field: 'file' }));
  const extension = extname(input.filename).slice(1).toLowerCase();
  if (!(rule.exts as readonly string[]).includes(extension) && named) throw refuse(rejected('fileType'));
  const max = rule.maxMb * 1024 * 1024;
  const staging = store.staging;
  await mkdir(staging, { recursive: true });
  const id = randomUUID().replace(/-/g, '');
  const tmp = join(staging, `${id}.part`);
  const keyOf = (fileName: string) => fileKey({ tenantId: input.tenantId, dir: input.dir, fileName });
  const kept: string[] = [];
  let size = 0;
  let head = Buffer.alloc(0);
  let cutShort = false;
  input.stream.once('error', () => (cutShort = true));
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      done(size > max ? rejected('fileSize', { n: String(rule.maxMb) }) : null, chunk);
    },
  });
  let image: ImageFacts | null = null;
  try {
    try {
      await pipeline(input.stream, meter, createWriteStream(tmp));
    } catch (err) {
      // The request body ended before the file did: the client's fault, not ours.
      if (cutShort && !(err instanceof DomainError)) throw rejected('badRequest');
      throw err;
    }
    if ((input.stream as Readable & { truncated?: boolean }).truncated)
      throw rejected('fileSize', { n: String(rule.maxMb) });
    const kind = size > 0 ? recogniseAmong(rule.exts, named, extension, head) : undefined;
    if (!kind) throw rejected('fileType');
    // Images shown in pages (covers) are decoded and get their responsive copies before they are kept.
    image = input.dir === 'image' ? await makeVariants(tmp, staging, id) : null;
    for (const v of image?.variants ?? []) {
      kept.push(keyOf(v.fileName));
      await store.moveIn(keyOf(v.fileName), join(staging, v.fileName), v.type);
    }
    const stored = `${id}.${kind.ext}`;
    kept.push(keyOf(stored));
    await store.moveIn(keyOf(stored), tmp, kind.type);
    return await insertFile(db, {
      tenantId: input.tenantId,
      groupId: input.groupId ?? null,
      fileName: stored,
      original: input.filename,
      dir: input.dir,
      type: kind.type,
      fileSize: size,
      createBy: input.username,
      ...image,
    });
  } catch (err) {
    await rm(tmp, { force: true });
    for (const v of image?.variants ?? []) await rm(join(staging, v.fileName), { force: true });
    for (const key of kept) await store.remove(key).catch(() => undefined);
    throw err;
  }
}

/**
 * An upload from a signed-in user; course media (video) is staff work, and so is filing an upload in a folder
 * of the material library (its managers: sys_file_del, as pig's console gates the library's upload button).
 */
export async function upload(
  db: Db,
  store: FileStore,
  urls: UrlSigner,
  actor: Actor,
  part: { dir: UploadDir; filename: string; stream: Readable; groupId?: number | null },
): Promise<UploadedFile> {
  const refuse = (err: DomainError) => {
    part.stream.resume();
    return err;
  };
  if (part.dir === 'video' && !(await actor.can(PERMISSIONS.courseEdit))) throw refuse(forbidden());
  if (part.groupId) {
    if (!(await actor.can(PERMISSIONS.fileDel))) throw refuse(forbidden());
    if (!(await groupById(db, actor.tenantId, part.groupId)))
      throw refuse(new DomainError('fileGroupNotFound', {}, 400));
  }
  const row = await storeUpload(db, store, {
    tenantId: actor.tenantId,
    username: actor.username,
    ...part,
  });
  return toUploadedFile(urls, row);
}

/**
 * A stored file the caller may read. Images (covers) are public like the catalog; a signed link opens the one
 * file it names until it expires; otherwise documents need a signed-in user of the tenant and check-in
 * signatures check-in staff. Videos go through /edu/lesson/video, which checks the sign-up. Anything else, and
 * anything not of a kind we serve, is "not found".
 */
export async function readableFile(
  db: Db,
  tenantId: number,
  viewer: Actor | null,
  fileName: string,
  signedLink: boolean,
): Promise<StoredFile> {
  // A responsive copy is read by the rules of its image: the row it is recorded in.
  const copyOf = VARIANT_NAME.exec(fileName)?.[1];
  const row = copyOf
    ? await fileOfVariant(db, tenantId, copyOf, fileName)
    : await fileByName(db, tenantId, fileName);
  const kind = kindOfStored(fileName);
  const readable =
    row &&
    row.dir !== 'video' &&
    !isPrivateDir(row.dir ?? '') &&
    (row.dir === 'image' ||
      signedLink ||
      ((row.dir === 'doc' || row.dir === 'attachment') && viewer) ||
      (row.dir === 'signature' && (await viewer?.can(PERMISSIONS.checkinView))));
  if (!row || !kind || !readable) throw new DomainError('fileNotFound', {}, 404);
  return {
    key: fileKey({ ...row, fileName }),
    kind,
    downloadName: copyOf ? fileName : (row.original ?? row.fileName),
    cacheControl: row.dir === 'image' ? 'public, max-age=86400' : 'private, max-age=3600',
  };
}

/**
 * A stored file as its module serves it, after that module checked who may read it (a licence, a feedback's
 * attachment): private, never cached by a shared cache. Undefined when it is no kind we serve.
 */
export function privateStoredFile(row: FileRow): StoredFile | undefined {
  const kind = kindOfStored(row.fileName);
  if (!kind) return undefined;
  return {
    key: fileKey(row),
    kind,
    downloadName: row.original ?? row.fileName,
    cacheControl: 'private, no-store',
  };
}
