import { writeSheet } from '../../lib/cpu';
import type { Checkin } from '@contract/checkin';
import type { Lang } from '../../lib/messages';

const HEADERS: Record<Lang, string[]> = {
  zh: ['编号', '姓名', '手机号', '方式', '结果', '原因', '设备', '设备时间', '服务器时间', '二维码时间'],
  en: [
    'ID',
    'Name',
    'Mobile',
    'Method',
    'Outcome',
    'Reason',
    'Device',
    'Device time',
    'Server time',
    'QR issued at',
  ],
};
const WORDS: Record<Lang, Record<string, string>> = {
  zh: {
    session_qr: '扫场次码',
    ticket: '扫电子票',
    list: '名单签到',
    manual: '手工登记',
    accepted: '成功',
    duplicate: '重复',
    rejected: '拒绝',
  },
  en: {
    session_qr: 'Session QR',
    ticket: 'Ticket',
    list: 'List',
    manual: 'Manual',
    accepted: 'Accepted',
    duplicate: 'Duplicate',
    rejected: 'Rejected',
  },
};

/** The check-ins of a session as an .xlsx workbook (exceljs), in the caller's language. */
export function checkinWorkbook(rows: Checkin[], lang: Lang): Promise<Buffer> {
  return writeSheet({
    name: lang === 'zh' ? '签到记录' : 'Check-ins',
    columns: HEADERS[lang].map((header) => ({ header, width: 18 })),
    rows: rows.map((c) => [
      c.id,
      c.name ?? '',
      c.mobile ?? '',
      WORDS[lang][c.method] ?? c.method,
      WORDS[lang][c.outcome] ?? c.outcome,
      c.reason ?? '',
      c.deviceId,
      c.deviceTime ?? '',
      c.serverTime ?? '',
      c.qrIssuedAt ?? '',
    ]),
  });
}
