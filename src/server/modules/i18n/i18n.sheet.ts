import { writeSheet } from '../../lib/cpu';
import type { Lang } from '../../lib/messages';
import type { I18nRow } from './i18n.repo';

const HEADERS: Record<Lang, string[]> = {
  zh: ['键', '中文', '英文'],
  en: ['Key', 'Chinese', 'English'],
};

/** The translations as an .xlsx workbook (pig's /i18n/export), headed in the caller's language. */
export function i18nWorkbook(rows: I18nRow[], lang: Lang): Promise<Buffer> {
  return writeSheet({
    name: lang === 'zh' ? '国际化' : 'Translations',
    columns: HEADERS[lang].map((header, i) => ({ header, width: [32, 40, 40][i] ?? 20 })),
    rows: rows.map((r) => [r.name, r.zhCn, r.en]),
    autoFilter: true,
  });
}
