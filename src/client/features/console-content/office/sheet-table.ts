/** A worksheet as the preview shows it: the used part's first rows and columns, each cell as text. */
export type SheetTable = {
  name: string;
  /** Column letters as Excel names them (A, B, … Z, AA …). */
  columns: string[];
  rows: string[][];
  /** The sheet has rows or columns past those shown. */
  moreRows: boolean;
  moreColumns: boolean;
};

/** How much of a workbook the preview draws: the first sheets, each to a size a screen can show. */
export const SHEET_LIMITS = { sheets: 5, rows: 200, columns: 30 };

/** Excel's name of a column from its index from 0: 0 → A, 25 → Z, 26 → AA, 701 → ZZ, 702 → AAA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell's value as text. Values are as exceljs reads them: numbers, text, booleans, dates (a spreadsheet's dates
 * carry no zone; they are read as UTC, so they are written in UTC: a date alone when it has no time), rich text,
 * hyperlinks (their text), formulas (their last result) and errors (`#DIV/0!`).
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const [h, m, s] = [value.getUTCHours(), value.getUTCMinutes(), value.getUTCSeconds()];
    return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
  }
  if (typeof value !== 'object') return '';
  const cell = value as { richText?: unknown; result?: unknown; text?: unknown; error?: unknown };
  if (Array.isArray(cell.richText))
    return cell.richText.map((run: { text?: unknown }) => cellText(run.text)).join('');
  if ('result' in cell) return cellText(cell.result);
  if ('text' in cell) return cellText(cell.text);
  if (typeof cell.error === 'string') return cell.error;
  return '';
}

/**
 * A sheet's rows (each a list of cell values, from column A) as a table: empty rows and columns after the last
 * filled cell are left out, empty ones between filled ones kept (they are part of the layout); at most `limits`
 * rows and columns, flagging what is left out.
 */
export function sheetTable(
  name: string,
  rows: readonly (readonly unknown[])[],
  limits: { rows: number; columns: number } = SHEET_LIMITS,
): SheetTable {
  const texts = rows.map((row) => row.map(cellText));
  const filled = (row: string[]) => row.findLastIndex((cell) => cell.trim() !== '') + 1;
  const rowCount = texts.findLastIndex((row) => filled(row) > 0) + 1;
  const columnCount = Math.max(0, ...texts.slice(0, rowCount).map(filled));
  const width = Math.min(columnCount, limits.columns);
  return {
    name,
    columns: Array.from({ length: width }, (_, i) => columnName(i)),
    rows: texts
      .slice(0, Math.min(rowCount, limits.rows))
      .map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')),
    moreRows: rowCount > limits.rows,
    moreColumns: columnCount > limits.columns,
  };
}
