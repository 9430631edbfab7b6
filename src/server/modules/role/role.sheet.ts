import { ROLE_CODE } from '@contract/role';
import { readSheet, RowErrors, workbook } from '../../lib/excel';
import type { Lang } from '../../lib/messages';
import { formatTime } from '../../lib/wire';
import type { RoleRow } from './role.repo';
import { pacer } from '../../lib/pace';

/** The roles as pig's RoleExcelVO workbook, from the one column table of lib/excel (the template reads back). */
export const roleWorkbook = (rows: RoleRow[]) =>
  workbook(
    'role',
    rows.map((r) => [String(r.roleId), r.roleName, r.roleCode, r.roleDesc ?? '', formatTime(r.createTime)]),
  );

export type ImportedRole = { roleName: string; roleCode: string; roleDesc: string | null };

/**
 * Reads a role workbook: every data line is checked (name, code's form, a code or name twice in the file or
 * already the tenant's). Either all lines are good, or pig's code-1 answer names every bad line.
 */
export async function readRoleSheet(
  file: Buffer,
  lang: Lang,
  takenAmong: (codes: string[], names: string[]) => Promise<{ codes: Set<string>; names: Set<string> }>,
): Promise<ImportedRole[]> {
  const rows = await readSheet(file, 'role');
  const taken = await takenAmong(
    rows.map((r) => r.cell('角色标识')),
    rows.map((r) => r.cell('角色名称')),
  );
  const errors = new RowErrors(lang);
  const codes = new Set(taken.codes);
  const names = new Set(taken.names);
  const roles: ImportedRole[] = [];
  const pace = pacer();
  for (const r of rows) {
    await pace();
    const [roleName, roleCode, roleDesc] = [r.cell('角色名称'), r.cell('角色标识'), r.cell('角色描述')];
    if (!roleName || roleName.length > 64) errors.add(r.lineNum, 'importRoleName');
    else if (names.has(roleName)) errors.add(r.lineNum, 'roleNameTaken', { name: roleName });
    if (!ROLE_CODE.test(roleCode)) errors.add(r.lineNum, 'importRoleCode');
    else if (codes.has(roleCode)) errors.add(r.lineNum, 'roleCodeTaken', { code: roleCode });
    if (roleDesc.length > 255) errors.add(r.lineNum, 'importRoleDesc');
    names.add(roleName);
    codes.add(roleCode);
    roles.push({ roleName, roleCode, roleDesc: roleDesc || null });
  }
  errors.check();
  return roles;
}
