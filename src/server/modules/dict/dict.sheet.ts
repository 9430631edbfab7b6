import { writeSheet } from '../../lib/cpu';
import type { Lang } from '../../lib/messages';
import type { ItemRow } from './dict.repo';

const HEADERS: Record<Lang, string[]> = {
  zh: ['字典类型', '数据值', '标签名', '英文标签', '描述', '排序', '备注'],
  en: ['Dictionary type', 'Value', 'Label', 'English label', 'Description', 'Order', 'Remarks'],
};

/** Dictionary items as an .xlsx workbook (pig's /dict/export), in the caller's language. */
export function dictWorkbook(rows: ItemRow[], lang: Lang): Promise<Buffer> {
  return writeSheet({
    name: lang === 'zh' ? '字典项' : 'Dictionary items',
    columns: HEADERS[lang].map((header, i) => ({ header, width: [22, 16, 20, 20, 24, 8, 24][i] ?? 20 })),
    rows: rows.map((r) => [
      r.dictType,
      r.itemValue,
      r.label,
      r.labelEn ?? '',
      r.description ?? '',
      r.sortOrder,
      r.remarks ?? '',
    ]),
    autoFilter: true,
  });
}
