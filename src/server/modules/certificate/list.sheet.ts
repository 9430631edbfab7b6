import type { CertificateAdminRow } from '@contract/certificate';
import type { CertificateState } from '@contract/certificate-rules';
import { writeSheet } from '../../lib/cpu';
import type { Lang } from '../../lib/messages';

const COLUMNS: Record<Lang, [header: string, width: number][]> = {
  zh: [
    ['证书编号', 18],
    ['姓名', 12],
    ['用户名', 14],
    ['课程', 28],
    ['学时', 8],
    ['完成日期', 12],
    ['有效期至', 12],
    ['状态', 10],
    ['撤销原因', 24],
    ['补发后编号', 18],
    ['签发方式', 10],
    ['签发原因', 24],
    ['签发时间', 20],
  ],
  en: [
    ['Number', 18],
    ['Name', 14],
    ['Username', 14],
    ['Course', 28],
    ['Credit hours', 12],
    ['Completed on', 14],
    ['Expires on', 14],
    ['Status', 10],
    ['Revoke reason', 24],
    ['Replaced by', 18],
    ['Issued', 12],
    ['Issue reason', 24],
    ['Issued at', 20],
  ],
};
const STATE: Record<Lang, Record<CertificateState, string>> = {
  zh: { valid: '有效', expired: '已过期', revoked: '已撤销', replaced: '已补发替换' },
  en: { valid: 'Valid', expired: 'Expired', revoked: 'Revoked', replaced: 'Replaced' },
};
const HOW: Record<Lang, Record<CertificateAdminRow['issuedHow'], string>> = {
  zh: { rule: '按规则', manual: '手工' },
  en: { rule: 'By the rule', manual: 'By hand' },
};

/** Staff's certificate list as an .xlsx workbook (exceljs, on the workbook thread), in the caller's language. */
export function certificateWorkbook(rows: CertificateAdminRow[], lang: Lang): Promise<Buffer> {
  return writeSheet({
    name: lang === 'zh' ? '证书' : 'Certificates',
    columns: COLUMNS[lang].map(([header, width]) => ({ header, width })),
    rows: rows.map((c) => [
      c.number,
      c.holderName,
      c.username,
      c.courseTitle,
      c.creditHours,
      c.completedOn,
      c.expiresOn ?? '',
      STATE[lang][c.state],
      c.revokeReason ?? '',
      c.replacedBy ?? '',
      HOW[lang][c.issuedHow],
      c.issueReason ?? '',
      c.issuedAt,
    ]),
    autoFilter: true,
  });
}
