import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@contract/user';
import { type ImportError } from '@contract/envelope';
import { DomainError } from './domain-error';
import { uploadedFile } from './multipart';
import { readSheetCells, writeSheet } from './cpu';
import type { Lang, MessageKey } from './messages';
import { message } from './messages';

/**
 * The console's Excel workbooks (pig's @ResponseExcel / @RequestExcel): one column table per kind of row, from
 * which the import template, the export and the reading of an upload are all made, so a template always reads
 * back and an export always imports again.
 */
export type ExcelColumn = {
  /** pig's header (the sheet is read by header, so columns may come in any order). */
  header: string;
  width: number;
  /** In the import template (and read from an upload). */
  imported: boolean;
  /** In an export. */
  exported: boolean;
  /** The English header, for a kind whose sheets come in the caller's language (either header reads back). */
  en?: string;
};

const col = (header: string, width: number, imported = true, exported = true): ExcelColumn => ({
  header,
  width,
  imported,
  exported,
});
const bilingual = (header: string, en: string, width: number): ExcelColumn => ({
  ...col(header, width),
  en,
});

/**
 * pig's columns (UserExcelVO, PostExcelVO, DeptExcelVO, RoleExcelVO). Ours adds 初始密码 to users: an
 * imported user must be able to log in, and is asked to change it at the first login (docs/decisions/console.md).
 */
export const EXCEL_COLUMNS = {
  user: [
    col('用户编号', 12, false),
    col('用户名', 20),
    col('手机号', 16),
    col('昵称', 16),
    col('姓名', 16),
    col('邮箱', 26),
    col('部门名称', 20),
    col('角色', 20),
    col('岗位名称', 20),
    col('锁定标记', 12),
    col('初始密码', 16, true, false),
    col('创建时间', 20, false),
  ],
  post: [
    col('岗位编号', 12, false),
    col('岗位名称', 20),
    col('岗位标识', 20),
    col('岗位排序', 12),
    col('岗位描述', 30),
    col('创建时间', 20, false),
  ],
  dept: [col('上级部门', 20), col('部门名称', 20), col('排序值', 12)],
  role: [
    col('角色编号', 12, false),
    col('角色名称', 20),
    col('角色标识', 20),
    col('角色描述', 30),
    col('创建时间', 20, false),
  ],
  // The question bank: 正确答案 is a key (B), keys (A,C,D), T/F, or fill-in blanks split by | with
  // alternatives split by ; (exam/bank/bank.sheet.ts reads and writes it).
  question: [
    col('题目编号', 12, false),
    col('题目分类', 18),
    col('题型', 10),
    col('题干', 50),
    ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((k) => col(`选项${k}`, 20)),
    col('正确答案', 20),
    col('分值', 8),
    col('答案解析', 40),
    col('创建时间', 20, false),
  ],
  // An exam's attempts (staff's results page).
  attempt: [
    col('答卷编号', 12),
    col('用户名', 16),
    col('姓名', 16),
    col('第几次', 8),
    col('状态', 12),
    col('得分', 8),
    col('是否及格', 10),
    col('开始时间', 20),
    col('截止时间', 20),
    col('交卷时间', 20),
    col('设备交卷时间', 20),
    col('已答题数', 10),
    col('题目数', 8),
  ],
  // An enterprise's staff: its members' import and the bulk enrolment of members by Excel.
  member: [bilingual('姓名', 'Name', 16), bilingual('手机号', 'Mobile', 16)],
} satisfies Record<string, ExcelColumn[]>;
export type ExcelKind = keyof typeof EXCEL_COLUMNS;

/** A workbook of one sheet: the kind's exported columns (or its template's) and the rows, as text. */
export function workbook(
  kind: ExcelKind,
  rows: (string | number | null)[][],
  which: 'exported' | 'imported' = 'exported',
  lang: Lang = 'zh',
): Promise<Buffer> {
  const columns = EXCEL_COLUMNS[kind]
    .filter((c) => c[which])
    .map((c: ExcelColumn) => ({ header: lang === 'en' && c.en ? c.en : c.header, width: c.width }));
  return writeSheet({ name: kind, columns, rows, textCells: true, template: which === 'imported' });
}

export const template = (kind: ExcelKind, lang: Lang = 'zh') => workbook(kind, [], 'imported', lang);

/** A row read from an upload: its spreadsheet row number (pig's lineNum: the header is row 1) and its cells. */
export type SheetRow = { lineNum: number; cell: (header: string) => string };

/** What an upload may be: far above any real sheet of IMPORT_MAX_ROWS rows, and bounded. */
export const SHEET_LIMITS = {
  maxEntries: 256,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxRows: IMPORT_MAX_ROWS + 1,
  maxColumns: 64,
};

/**
 * The data rows of the first sheet, by header; blank rows are skipped. The file is read on a worker thread
 * within SHEET_LIMITS; a broken file, or one past the limits, is a code-1 answer.
 */
export async function readSheet(buffer: Buffer, kind: ExcelKind): Promise<SheetRow[]> {
  const read = await readSheetCells(buffer, SHEET_LIMITS);
  if ('refused' in read) {
    if (read.refused === 'tooManyRows')
      throw new DomainError('importTooMany', { n: String(IMPORT_MAX_ROWS) });
    if (read.refused === 'tooLarge') throw new DomainError('importTooLarge');
    throw new DomainError('importUnreadable');
  }
  const where = new Map<string, number>();
  read.header.forEach((h, i) => {
    if (h && !where.has(h)) where.set(h, i);
  });
  // A bilingual kind's English header stands for its Chinese one: rows are read by the Chinese header.
  for (const c of EXCEL_COLUMNS[kind]) {
    const i = c.en === undefined || where.has(c.header) ? undefined : where.get(c.en);
    if (i !== undefined) where.set(c.header, i);
  }
  const missing = EXCEL_COLUMNS[kind].filter((c) => c.imported && !where.has(c.header));
  if (missing.length)
    throw new DomainError('importHeaders', { headers: missing.map((c) => c.header).join('、') });
  const used = [...where.values()];
  const rows: SheetRow[] = read.rows
    .filter((r) => used.some((i) => r.cells[i]))
    .map((r) => ({
      lineNum: r.lineNum,
      cell: (header: string) => {
        const i = where.get(header);
        return i === undefined ? '' : (r.cells[i] ?? '');
      },
    }));
  if (rows.length === 0) throw new DomainError('importEmpty');
  return rows;
}

/** The uploaded workbook of an import call (multipart `file`, .xlsx or .xls, within the size limit). */
export async function uploadedWorkbook(req: FastifyRequest): Promise<Buffer> {
  const part = await uploadedFile(req);
  if (!part) throw new DomainError('fileMissing');
  if (!/\.(xlsx|xls)$/i.test(part.filename)) throw new DomainError('importFileType');
  // .xls is the old binary format: said plainly rather than read as garbage.
  if (/\.xls$/i.test(part.filename)) throw new DomainError('importXls');
  const buffer = await part.toBuffer().catch(() => null);
  if (!buffer || part.file.truncated)
    throw new DomainError('fileSize', { n: String(IMPORT_MAX_BYTES >> 20) });
  return buffer;
}

/** The multipart limits of an import route's plugin. */
export const IMPORT_LIMITS = { fileSize: IMPORT_MAX_BYTES, fields: 2 };

/** Collects each row's problems in the caller's language; all or nothing: any problem refuses the file. */
export class RowErrors {
  private readonly list: ImportError[] = [];
  constructor(readonly lang: Lang) {}
  add(lineNum: number, key: MessageKey, params: Record<string, string> = {}) {
    const text = message(this.lang, key, params);
    const row = this.list.find((e) => e.lineNum === lineNum);
    if (row) {
      if (!row.errors.includes(text)) row.errors.push(text);
    } else this.list.push({ lineNum, errors: [text] });
  }
  /** The rows' problems so far, for an import that answers them (a dry run) rather than failing. */
  get errors(): readonly ImportError[] {
    return this.list;
  }
  /** Throws pig's code-1 answer naming every bad row, if any. */
  check() {
    if (this.list.length) throw new DomainError('importInvalid', {}, 200, this.list);
  }
}
