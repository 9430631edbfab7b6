import ExcelJS from 'exceljs';
import { SHEET_LIMITS, sheetTable, type SheetTable } from './sheet-table';

/**
 * An Excel workbook's first visible sheets as tables, read on the device with exceljs (the library the server
 * imports and exports with; loaded only when a preview opens). Hidden sheets stay hidden, as in Excel.
 */
export async function readSheets(bytes: ArrayBuffer, limits = SHEET_LIMITS): Promise<SheetTable[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  return book.worksheets
    .filter((sheet) => sheet.state === 'visible' || !sheet.state)
    .slice(0, limits.sheets)
    .map((sheet) => {
      const rows: unknown[][] = [];
      const lastRow = Math.min(sheet.rowCount, limits.rows + 1);
      const lastColumn = Math.min(sheet.columnCount, limits.columns + 1);
      for (let r = 1; r <= lastRow; r++) {
        const row = sheet.getRow(r);
        rows.push(Array.from({ length: lastColumn }, (_, c) => row.getCell(c + 1).value));
      }
      const table = sheetTable(sheet.name, rows, limits);
      return { ...table, moreRows: table.moreRows || sheet.rowCount > limits.rows };
    });
}
