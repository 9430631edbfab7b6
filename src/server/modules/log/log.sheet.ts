import { writeSheet } from '../../lib/cpu';
import type { LogEntry } from '@contract/log';
import type { Lang } from '../../lib/messages';

const HEADERS: Record<Lang, string[]> = {
  zh: [
    '编号',
    '类型',
    '操作',
    '用户',
    '终端',
    'IP 地址',
    '请求',
    '查询参数',
    '耗时（毫秒）',
    '异常',
    '时间',
    '浏览器',
  ],
  en: [
    'ID',
    'Type',
    'Operation',
    'User',
    'Client',
    'Address',
    'Request',
    'Query string',
    'Duration (ms)',
    'Error',
    'Time',
    'Browser',
  ],
};
const TYPES: Record<Lang, Record<string, string>> = {
  zh: { '0': '正常', '9': '异常' },
  en: { '0': 'Normal', '9': 'Error' },
};

/** The operation log as an .xlsx workbook (pig's /log/export), in the caller's language. */
export function logWorkbook(rows: LogEntry[], lang: Lang): Promise<Buffer> {
  return writeSheet({
    name: lang === 'zh' ? '操作日志' : 'Operation log',
    columns: HEADERS[lang].map((header, i) => ({
      header,
      width: [10, 8, 36, 14, 10, 16, 36, 30, 12, 30, 20, 40][i] ?? 20,
    })),
    rows: rows.map((e) => [
      e.id,
      TYPES[lang][e.logType] ?? e.logType,
      e.title,
      e.createBy ?? '',
      e.serviceId ?? '',
      e.remoteAddr ?? '',
      `${e.method ?? ''} ${e.requestUri ?? ''}`.trim(),
      e.params ?? '',
      e.time ?? '',
      e.exception ?? '',
      e.createTime ?? '',
      e.userAgent ?? '',
    ]),
    autoFilter: true,
  });
}
