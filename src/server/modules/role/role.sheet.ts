import ExcelJS from 'exceljs';
import { ROLE_CODE, ROLE_SHEET_HEADERS, type ImportError } from '@contract/role';
import { message, type Lang } from '../../lib/messages';
import type { RoleRow } from './role.repo';

/** The roles as pig's RoleExcelVO workbook: 角色编号/名称/标识/描述, headed in the caller's language. */
export async function roleWorkbook(rows: RoleRow[], lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'peixun';
  const ws = wb.addWorksheet(lang === 'zh' ? '角色' : 'Roles', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = ROLE_SHEET_HEADERS[lang].map((header, i) => ({ header, width: [12, 20, 24, 40][i] }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow([String(r.roleId), r.roleName, r.roleCode, r.roleDesc ?? '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export type ImportedRole = { roleName: string; roleCode: string; roleDesc: string | null };

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v)
    return v.richText
      .map((p) => p.text)
      .join('')
      .trim();
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '').trim();
  return String(v as string | number | boolean).trim();
};

/**
 * Reads a role workbook: the header row names the columns (either language, in any order); every data line is
 * checked (name, code's form, a code or name twice in the file or already the tenant's). Either all lines are
 * good, or every bad line is named with its errors, as pig's import answers.
 */
export async function readRoleSheet(
  file: Buffer,
  lang: Lang,
  taken: { codes: Set<string>; names: Set<string> },
): Promise<{ roles: ImportedRole[]; errors: ImportError[] }> {
  const wb = new ExcelJS.Workbook();
  const errors: ImportError[] = [];
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { roles: [], errors: [{ lineNum: 1, errors: [message(lang, 'importUnreadable')] }] };
  }
  const ws = wb.worksheets[0];
  if (!ws) return { roles: [], errors: [{ lineNum: 1, errors: [message(lang, 'importUnreadable')] }] };
  const header = (ws.getRow(1).values as ExcelJS.CellValue[]).map(cellText);
  const col = (i: number) =>
    header.findIndex((h) => h === ROLE_SHEET_HEADERS.zh[i] || h === ROLE_SHEET_HEADERS.en[i]);
  const [nameCol, codeCol, descCol] = [col(1), col(2), col(3)];
  if (nameCol < 0 || codeCol < 0)
    return { roles: [], errors: [{ lineNum: 1, errors: [message(lang, 'importHeaders')] }] };
  const roles: ImportedRole[] = [];
  const codes = new Set(taken.codes);
  const names = new Set(taken.names);
  ws.eachRow((row, lineNum) => {
    if (lineNum === 1) return;
    const values = row.values as ExcelJS.CellValue[];
    const roleName = cellText(values[nameCol]);
    const roleCode = cellText(values[codeCol]);
    const roleDesc = descCol < 0 ? '' : cellText(values[descCol]);
    if (!roleName && !roleCode && !roleDesc) return;
    const problems: string[] = [];
    if (!roleName || roleName.length > 64) problems.push(message(lang, 'importRoleName'));
    else if (names.has(roleName)) problems.push(message(lang, 'roleNameTaken', { name: roleName }));
    if (!ROLE_CODE.test(roleCode)) problems.push(message(lang, 'importRoleCode'));
    else if (codes.has(roleCode)) problems.push(message(lang, 'roleCodeTaken', { code: roleCode }));
    if (roleDesc.length > 255) problems.push(message(lang, 'importRoleDesc'));
    names.add(roleName);
    codes.add(roleCode);
    if (problems.length) errors.push({ lineNum, errors: problems });
    else roles.push({ roleName, roleCode, roleDesc: roleDesc || null });
  });
  if (!errors.length && !roles.length) errors.push({ lineNum: 2, errors: [message(lang, 'importEmpty')] });
  return { roles, errors };
}
