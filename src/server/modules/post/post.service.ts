import type { Post, PostInput, PostSortField, PostUpdate } from '@contract/post';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found, isUniqueViolation } from '../../lib/domain-error';
import { EXCEL_COLUMNS, readSheet, RowErrors, workbook } from '../../lib/excel';
import { inSlices, pacer } from '../../lib/pace';
import type { Lang } from '../../lib/messages';
import { message } from '../../lib/messages';
import { formatTime, page } from '../../lib/wire';
import * as repo from './post.repo';

/** pig's SysPost on the wire. */
export const postView = (r: repo.PostRow): Post => ({
  postId: String(r.postId),
  postCode: r.postCode,
  postName: r.postName,
  postSort: r.postSort,
  remark: r.remark,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

const taken = (code: string) => new DomainError('postCodeTaken', { code });

export async function postPage(
  db: Db,
  tenantId: number,
  q: { postName?: string; current: number; size: number; ascs?: PostSortField[]; descs?: PostSortField[] },
) {
  const { rows, total } = await repo.pageOf(db, tenantId, { ...q, sort: { ascs: q.ascs, descs: q.descs } });
  return page(rows.map(postView), total, q.current, q.size);
}

export const postList = async (db: Db, tenantId: number) => (await repo.all(db, tenantId)).map(postView);

export const details = async (db: Db, tenantId: number, id: number) =>
  postView(found(await repo.byId(db, tenantId, id), 'postNotFound'));

/** pig's uniqueness check: the post with that name or code, or null (nothing asked: null). */
export async function detailsBy(db: Db, tenantId: number, q: { postName?: string; postCode?: string }) {
  if (!q.postName && !q.postCode) return null;
  const row = await repo.findBy(db, tenantId, q);
  return row ? postView(row) : null;
}

export async function create(db: Db, actor: Actor, body: PostInput) {
  if (await repo.findBy(db, actor.tenantId, { postCode: body.postCode })) throw taken(body.postCode);
  try {
    const [row] = await repo.insertMany(db, [
      { ...body, remark: body.remark ?? null, tenantId: actor.tenantId, createBy: actor.username },
    ]);
    return postView(found(row, 'postNotFound'));
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(body.postCode);
    throw err;
  }
}

export async function update(db: Db, actor: Actor, body: PostUpdate) {
  const id = Number(body.postId);
  found(await repo.byId(db, actor.tenantId, id), 'postNotFound');
  if (body.postCode) {
    const other = await repo.findBy(db, actor.tenantId, { postCode: body.postCode });
    if (other && other.postId !== id) throw taken(body.postCode);
  }
  try {
    const { postId: _, ...change } = body;
    return postView(
      found(
        await repo.update(db, actor.tenantId, id, { ...change, updateBy: actor.username }),
        'postNotFound',
      ),
    );
  } catch (err) {
    if (isUniqueViolation(err) && body.postCode) throw taken(body.postCode);
    throw err;
  }
}

/**
 * pig's DELETE with an id array, all or nothing. A post some user still holds is refused, naming it: deleting it
 * would silently take the post away from those people (docs/decisions/console.md).
 */
export async function remove(db: Db, actor: Actor, ids: number[]) {
  const rows = await repo.byIds(db, actor.tenantId, ids);
  if (rows.length === 0) throw new DomainError('postNotFound', {}, 404);
  const inUse = await repo.firstInUse(
    db,
    rows.map((r) => r.postId),
  );
  if (inUse) throw new DomainError('postInUse', { name: inUse.postName });
  await repo.remove(
    db,
    actor.tenantId,
    rows.map((r) => r.postId),
  );
  return true as const;
}

export async function exportPosts(db: Db, tenantId: number, q: { postName?: string; ids?: string[] }) {
  const { rows } = await repo.pageOf(db, tenantId, {
    postName: q.postName,
    ids: q.ids?.map(Number),
    current: 1,
    size: 100_000,
  });
  return workbook(
    'post',
    rows.map((r) => [
      String(r.postId),
      r.postName,
      r.postCode,
      r.postSort,
      r.remark,
      formatTime(r.createTime),
    ]),
  );
}

const [, NAME, CODE, SORT, REMARK] = EXCEL_COLUMNS.post.map((c) => c.header) as [
  string,
  string,
  string,
  string,
  string,
];

/** pig's post import (岗位名称, 岗位标识, 岗位排序, 岗位描述): every bad row named, or all of them saved. */
export async function importPosts(db: Db, actor: Actor, file: Buffer, lang: Lang) {
  const rows = await readSheet(file, 'post');
  const errors = new RowErrors(lang);
  const taken = new Set(
    await inSlices(
      rows.map((r) => r.cell(CODE)),
      async (codes) => [...(await repo.codesTaken(db, actor.tenantId, codes))],
    ),
  );
  const seen = new Set<string>();
  const valid: PostInput[] = [];
  const pace = pacer();
  for (const r of rows) {
    await pace();
    const [name, code, sort, remark] = [r.cell(NAME), r.cell(CODE), r.cell(SORT), r.cell(REMARK)];
    for (const [h, v] of [
      [NAME, name],
      [CODE, code],
      [SORT, sort],
      [REMARK, remark],
    ] as const)
      if (!v) errors.add(r.lineNum, 'required', { field: h });
    if (name.length > 64 || code.length > 64 || remark.length > 255) errors.add(r.lineNum, 'inputTooLong');
    if (sort && !/^\d{1,7}$/.test(sort)) errors.add(r.lineNum, 'sortValue', { field: SORT });
    if (code && taken.has(code)) errors.add(r.lineNum, 'postCodeTaken', { code });
    if (code && seen.has(code)) errors.add(r.lineNum, 'duplicateInFile', { field: CODE, value: code });
    seen.add(code);
    valid.push({ postName: name, postCode: code, postSort: Number(sort) || 0, remark: remark || null });
  }
  errors.check();
  try {
    await db.transaction((tx) =>
      inSlices(
        valid.map((p) => ({ ...p, tenantId: actor.tenantId, createBy: actor.username })),
        (slice) => repo.insertMany(tx, slice),
      ),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('postCodeTaken', { code: '' });
    throw err;
  }
  return message(lang, 'importSucceeded', { n: String(valid.length) });
}
