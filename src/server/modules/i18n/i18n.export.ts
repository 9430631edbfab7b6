import ExcelJS from 'exceljs';
import type { Lang } from '../../lib/messages';
import type { I18nRow } from './i18n.repo';

const HEADERS: Record<Lang, string[]> = {
  zh: ['键', '中文', '英文'],
  en: ['Key', 'Chinese', 'English'],
};

/** The translations as an .xlsx workbook (pig's /i18n/export), headed in the caller's language. */
export async function i18nWorkbook(rows: I18nRow[], lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'peixun';
  const ws = wb.addWorksheet(lang === 'zh' ? '国际化' : 'Translations', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  ws.columns = HEADERS[lang].map((header, i) => ({ header, width: [32, 40, 40][i] }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow([r.name, r.zhCn, r.en]);
  ws.autoFilter = { from: 'A1', to: 'C1' };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
