import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { EXCEL_COLUMNS, readSheet, RowErrors, workbook } from '../../lib/excel';
import { message, type Lang } from '../../lib/messages';
import * as repo from './dept.repo';
import { buildTree } from './tree.rules';
import { pacer } from '../../lib/pace';

/** pig's word for "no parent" in the 上级部门 column. */
export const ROOT_NAME = '根部门';
const [PARENT, NAME, SORT] = EXCEL_COLUMNS.dept.map((c) => c.header) as [string, string, string];

/** pig's department export: each department with its parent's name (根部门 for a top one), parents first. */
export async function exportDepts(db: Db, tenantId: number) {
  const rows = await repo.all(db, tenantId);
  const name = new Map(rows.map((r) => [r.deptId, r.name]));
  const ordered: number[] = [];
  const walk = (nodes: ReturnType<typeof buildTree>) =>
    nodes.forEach((n) => (ordered.push(Number(n.id)), walk(n.children ?? [])));
  walk(buildTree(rows, 0));
  const byId = new Map(rows.map((r) => [r.deptId, r]));
  return workbook(
    'dept',
    ordered.flatMap((id) => {
      const r = byId.get(id);
      return r ? [[name.get(r.parentId) ?? ROOT_NAME, r.name, r.sortOrder]] : [];
    }),
  );
}

/**
 * pig's department import (上级部门, 部门名称, 排序值), all or nothing. A parent is an existing department or
 * one created by an earlier row of the same file; a name already used is refused, as pig does, because rows name
 * their parents by name.
 */
export async function importDepts(db: Db, actor: Actor, file: Buffer, lang: Lang) {
  const sheet = await readSheet(file, 'dept');
  const errors = new RowErrors(lang);
  const existing = await repo.all(db, actor.tenantId);
  const count = new Map<string, number>();
  for (const r of existing) count.set(r.name, (count.get(r.name) ?? 0) + 1);
  const fromFile = new Set<string>();
  const pace = pacer();
  for (const r of sheet) {
    await pace();
    const [parent, name, sort] = [r.cell(PARENT), r.cell(NAME), r.cell(SORT)];
    if (!parent) errors.add(r.lineNum, 'required', { field: PARENT });
    if (!name) errors.add(r.lineNum, 'required', { field: NAME });
    if (name.length > 64) errors.add(r.lineNum, 'inputTooLong');
    if (sort && !/^\d{1,7}$/.test(sort)) errors.add(r.lineNum, 'sortValue', { field: SORT });
    if (name && count.has(name)) errors.add(r.lineNum, 'deptNameTaken', { name });
    if (name && fromFile.has(name)) errors.add(r.lineNum, 'duplicateInFile', { field: NAME, value: name });
    if (parent && parent !== ROOT_NAME && !fromFile.has(parent)) {
      const n = count.get(parent) ?? 0;
      if (n === 0) errors.add(r.lineNum, 'deptUnknown', { name: parent });
      if (n > 1) errors.add(r.lineNum, 'deptAmbiguous', { name: parent });
    }
    if (name) fromFile.add(name);
  }
  errors.check();
  await db.transaction(async (tx) => {
    const ids = new Map(existing.map((r) => [r.name, r.deptId]));
    const pace = pacer();
    for (const r of sheet) {
      await pace();
      const parent = r.cell(PARENT);
      const row = await repo.insert(tx, {
        tenantId: actor.tenantId,
        name: r.cell(NAME),
        parentId: parent === ROOT_NAME ? 0 : (ids.get(parent) ?? 0),
        sortOrder: Number(r.cell(SORT)) || 0,
        createBy: actor.username,
      });
      if (row) ids.set(row.name, row.deptId);
    }
  });
  return message(lang, 'importSucceeded', { n: String(sheet.length) });
}
