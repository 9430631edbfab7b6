/**
 * Work that would hold the event loop for tens or hundreds of milliseconds, done on a worker thread instead:
 * bcrypt (about 90 ms a hash here, in one piece), and reading or writing Excel workbooks (a 5,000-row
 * import or a 50,000-row export takes seconds). `lib/cpu.ts` runs these tasks in its pools; this file imports
 * nothing of the app, so it loads in a bare worker.
 */
import bcrypt from 'bcryptjs';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import type { CertificateArt } from '../lib/certificate-render/art.types';

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

const hashPassword = ({ password, rounds }: { password: string; rounds: number }) =>
  bcrypt.hash(password, rounds);

const verifyPassword = ({ password, hash }: { password: string; hash: string }) =>
  bcrypt.compare(password, hash);

/** Rows per page of an answer. */
const PAGE_ROWS = 500;

export type SheetLimits = {
  /** Entries of the .xlsx zip, and the bytes they say they inflate to, in all. */
  maxEntries: number;
  maxInflatedBytes: number;
  /** Rows including the header, and columns read from the header. */
  maxRows: number;
  maxColumns: number;
};
export type SheetRowCells = { lineNum: number; cells: string[] };
/** The header's cells, and the rows as JSON text a page each (text crosses threads at once; see lib/cpu.ts). */
export type SheetCells = { header: string[]; pages: string[] };
/** Why a workbook was not read, for the caller to word. */
export type SheetRefusal = { refused: 'unreadable' | 'tooLarge' | 'tooManyRows' };

/**
 * The text of the first sheet's cells, row by row, from an uploaded .xlsx, within the limits: the zip's
 * directory is checked before anything is inflated (a small file can claim to inflate to gigabytes), and rows
 * past the limit are refused rather than read. Formulas are never evaluated: a cell's text is its stored result.
 */
async function readSheetCells({
  buffer,
  limits,
}: {
  buffer: Uint8Array;
  limits: SheetLimits;
}): Promise<SheetCells | SheetRefusal> {
  const data = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let inflated = 0;
  try {
    const dir = await unzipper.Open.buffer(data);
    if (dir.files.length > limits.maxEntries) return { refused: 'tooLarge' };
    for (const f of dir.files) inflated += f.uncompressedSize;
  } catch {
    return { refused: 'unreadable' };
  }
  if (inflated > limits.maxInflatedBytes) return { refused: 'tooLarge' };
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { refused: 'unreadable' };
  }
  const ws = wb.worksheets[0];
  if (!ws) return { refused: 'unreadable' };
  if (ws.rowCount > limits.maxRows) return { refused: 'tooManyRows' };
  const width = Math.min(ws.getRow(1).cellCount, limits.maxColumns);
  const text = (row: ExcelJS.Row, i: number) => (row.getCell(i).text ?? '').trim();
  const header = Array.from({ length: width }, (_, i) => text(ws.getRow(1), i + 1));
  const pages: string[] = [];
  for (let first = 2; first <= ws.rowCount; first += PAGE_ROWS) {
    const page: SheetRowCells[] = [];
    for (let n = first; n < first + PAGE_ROWS && n <= ws.rowCount; n++) {
      const row = ws.getRow(n);
      page.push({ lineNum: n, cells: Array.from({ length: width }, (_, i) => text(row, i + 1)) });
    }
    pages.push(JSON.stringify(page));
  }
  return { header, pages };
}

export type SheetPages = {
  name: string;
  columns: { header: string; width: number }[];
  /** The rows, as UTF-8 JSON arrays of rows, a page each. */
  pages: Uint8Array[];
  /** Every cell formatted as text: a phone or an id must not turn into a number Excel shows as 1.38E+10. */
  textCells?: boolean;
  /** A filter on the header row. */
  autoFilter?: boolean;
};

/** A workbook of sheets, in order, each with a bold, frozen header row and its rows. */
async function writeBook(sheets: SheetPages[]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'peixun';
  const decoder = new TextDecoder();
  for (const spec of sheets) {
    const ws = wb.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = spec.columns.map((c) => ({ header: c.header, width: c.width }));
    ws.getRow(1).font = { bold: true };
    if (spec.textCells) ws.columns.forEach((c) => (c.numFmt = '@'));
    for (const page of spec.pages.map((p) => decoder.decode(p)))
      for (const r of JSON.parse(page) as (string | number | null)[][])
        ws.addRow(r.map((v) => (v === null ? '' : v)));
    if (spec.autoFilter && spec.columns.length)
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/**
 * Certificates (lib/certificate-render): loaded on first use, so the password and workbook threads never
 * load the PDF library and fonts. The rendering code imports nothing of the app either.
 */
const certificates = () => import('../lib/certificate-render/render.service');
const renderCertificatePdf = async (art: CertificateArt) =>
  (await certificates()).renderCertificatePdfTask(art);
const renderCertificatePng = async (art: CertificateArt) =>
  (await certificates()).renderCertificatePngTask(art);

const tasks = {
  hashPassword,
  verifyPassword,
  readSheetCells,
  writeBook,
  renderCertificatePdf,
  renderCertificatePng,
};

/** The worker's one entry: a task by name and its argument. */
export default function run<K extends TaskName>({ task, arg }: { task: K; arg: Parameters<Tasks[K]>[0] }) {
  return (tasks[task] as (a: typeof arg) => ReturnType<Tasks[K]>)(arg);
}
