import { writeSheet } from '../../lib/cpu';
import type { Checkin } from '@contract/checkin';
import { message, type Lang } from '../../lib/messages';

const HEADERS: Record<Lang, string[]> = {
  zh: [
    '编号',
    '姓名',
    '手机号',
    '方式',
    '结果',
    '原因',
    '冲突',
    '设备',
    '设备时间',
    '服务器时间',
    '二维码时间',
  ],
  en: [
    'ID',
    'Name',
    'Mobile',
    'Method',
    'Outcome',
    'Reason',
    'Conflict',
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
    id_checked: '已核验身份证件',
    no_phone: '未带手机',
    ticket_unreadable: '电子票无法显示',
    known_to_staff: '工作人员认识',
    conflict: '另一台设备已先签到',
  },
  en: {
    session_qr: 'Session QR',
    ticket: 'Ticket',
    list: 'List',
    manual: 'Manual',
    accepted: 'Accepted',
    duplicate: 'Duplicate',
    rejected: 'Rejected',
    id_checked: 'ID checked',
    no_phone: 'No phone with them',
    ticket_unreadable: 'Ticket would not show',
    known_to_staff: 'Known to staff',
    conflict: 'Checked in first at another device',
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
      // A refusal's reason in words (the desk's and the answer's), or why staff let the person in from the list
      // without their ticket.
      c.reason ? message(lang, c.reason) : c.admitReason ? (WORDS[lang][c.admitReason] ?? c.admitReason) : '',
      c.conflict ? (WORDS[lang].conflict ?? '') : '',
      c.deviceId,
      c.deviceTime ?? '',
      c.serverTime ?? '',
      c.qrIssuedAt ?? '',
    ]),
  });
}
