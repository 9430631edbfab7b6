import type { FileGroupNode, FilePageQuery, FileRecord } from '@contract/file';
import { previewOf, UNGROUPED } from '@contract/file';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found } from '../../lib/domain-error';
import type { UrlSigner } from '../../lib/signed-urls';
import { fileKey, type FileStore } from '../../lib/file-store';
import { formatTime, page } from '../../lib/wire';
import { groupById, type FileRow } from './file.repo';
import * as repo from './library.repo';
import { fileUrl, toUploadedFile } from './file.service';

/**
 * The material library (pig's 文件管理): the tenant's uploads in folders. Files a page still shows (a course's
 * cover, a lesson's video or handout, a user's avatar) cannot be deleted; deleting a folder keeps what was in
 * it, one level up. Every write here is the library managers' (sys_file_del, as pig's console gates them).
 */
const KINDS = {
  '10': 'image',
  '20': 'video',
  '30': 'file',
  image: 'image',
  video: 'video',
  file: 'file',
} as const;

const recordOf = (urls: UrlSigner, f: FileRow): FileRecord => ({
  id: String(f.id),
  fileName: f.fileName,
  original: f.original ?? f.fileName,
  dir: f.dir,
  type: f.type ?? '',
  groupId: f.groupId === null ? null : String(f.groupId),
  fileSize: f.fileSize ?? 0,
  hash: f.hash,
  createBy: f.createBy,
  createTime: formatTime(f.createTime),
  url: f.dir === 'video' ? '' : fileUrl(urls, f),
  preview: previewOf(f.type ?? ''),
  image: toUploadedFile(urls, f).image,
});

const groupRef = (v: string | number | null | undefined) =>
  v === null || v === undefined || String(v) === UNGROUPED || v === '' ? null : Number(v);

export async function filePage(db: Db, urls: UrlSigner, tenantId: number, q: FilePageQuery) {
  const { rows, total } = await repo.filePage(db, tenantId, {
    original: q.original || undefined,
    groupId: q.groupId === '' || q.groupId === undefined ? undefined : groupRef(q.groupId),
    kind: q.type ? KINDS[q.type] : undefined,
    current: q.current,
    size: q.size,
    sort: { ascs: q.ascs, descs: q.descs },
  });
  return page(
    rows.map((f) => recordOf(urls, f)),
    total,
    q.current,
    q.size,
  );
}

/** pig's DELETE with an id array: all or nothing; the bytes and an image's copies go with the rows. */
export async function removeFiles(db: Db, store: FileStore, actor: Actor, ids: number[]) {
  const rows = await repo.libraryFiles(db, actor.tenantId, ids);
  if (rows.length === 0) throw new DomainError('fileNotFound', {}, 404);
  const use = await repo.firstUse(db, actor.tenantId, rows);
  const name = use ? (use.file.original ?? use.file.fileName) : '';
  if (use?.course) throw new DomainError('fileUsedByCourse', { name, title: use.course });
  if (use?.lesson) throw new DomainError('fileUsedByLesson', { name, title: use.lesson });
  if (use?.handout) throw new DomainError('fileUsedByHandout', { name, title: use.handout });
  if (use?.user) throw new DomainError('fileUsedByUser', { name, user: use.user });
  const gone = await repo.removeFiles(
    db,
    actor.tenantId,
    rows.map((r) => r.id),
  );
  for (const f of gone) {
    await store.remove(fileKey(f));
    for (const v of f.variants ?? []) await store.remove(fileKey({ ...f, fileName: v.fileName }));
  }
  return true as const;
}

export async function rename(db: Db, urls: UrlSigner, actor: Actor, id: number, original: string) {
  const row = await repo.renameFile(db, actor.tenantId, id, original, actor.username);
  return recordOf(urls, found(row, 'fileNotFound'));
}

/** A folder of this tenant the caller names, or null for "none"; another tenant's is "not found". */
async function folder(db: Db, tenantId: number, ref: string | number | null | undefined) {
  const id = groupRef(ref);
  if (id === null) return null;
  return found(await groupById(db, tenantId, id), 'fileGroupNotFound');
}

export async function move(db: Db, actor: Actor, ids: number[], groupId: string | number | null) {
  const target = await folder(db, actor.tenantId, groupId);
  const moved = await repo.moveFiles(db, actor.tenantId, ids, target?.id ?? null, actor.username);
  if (moved === 0) throw new DomainError('fileNotFound', {}, 404);
  return true as const;
}

const nodeOf = (g: repo.GroupRow): FileGroupNode => ({
  id: String(g.id),
  parentId: String(g.pid),
  pid: String(g.pid),
  name: g.name,
  type: g.type,
});

/** The folders as pig's tree (hutool's: `children` where there are some), top folders first. */
export async function groupTree(db: Db, tenantId: number, q: { type?: string; name?: string }) {
  const rows = await repo.groupsOf(db, tenantId, { type: q.type || undefined, name: q.name || undefined });
  const nodes = new Map(rows.map((g) => [g.id, nodeOf(g)]));
  const roots: FileGroupNode[] = [];
  for (const g of rows) {
    const node = nodes.get(g.id) as FileGroupNode;
    const parent = nodes.get(g.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function addGroup(
  db: Db,
  actor: Actor,
  body: { name: string; pid?: string | number; type?: string | number },
) {
  const parent = await folder(db, actor.tenantId, body.pid);
  const row = await repo.insertGroup(db, {
    tenantId: actor.tenantId,
    pid: parent?.id ?? -1,
    name: body.name,
    // Ours hold every kind ('0'); pig-ui's tabs make folders of one kind.
    type: body.type === undefined ? '0' : String(body.type),
    createBy: actor.username,
  });
  return nodeOf(found(row, 'fileGroupNotFound'));
}

/** Renames a folder, or moves it under another: never under itself or one of its own folders. */
export async function updateGroup(
  db: Db,
  actor: Actor,
  body: { id: string; name?: string; pid?: string | number },
) {
  const group = found(await groupById(db, actor.tenantId, Number(body.id)), 'fileGroupNotFound');
  let pid: number | undefined;
  if (body.pid !== undefined) {
    const parent = await folder(db, actor.tenantId, body.pid);
    // Up from the new parent to the top: meeting the folder itself means it would hang under its own.
    for (let at: repo.GroupRow | undefined = parent ?? undefined, depth = 0; at; depth++) {
      if (at.id === group.id || depth > 100) throw new DomainError('fileGroupCycle');
      at = at.pid > 0 ? await groupById(db, actor.tenantId, at.pid) : undefined;
    }
    pid = parent?.id ?? -1;
  }
  const row = await repo.updateGroup(db, actor.tenantId, group.id, {
    name: body.name,
    pid,
    updateBy: actor.username,
  });
  return nodeOf(found(row, 'fileGroupNotFound'));
}

export async function removeGroup(db: Db, actor: Actor, id: number) {
  const group = found(await groupById(db, actor.tenantId, id), 'fileGroupNotFound');
  await repo.removeGroup(db, actor.tenantId, group, actor.username);
  return true as const;
}
