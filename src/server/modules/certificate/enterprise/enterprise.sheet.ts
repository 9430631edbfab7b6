import type { MemberHours } from '@contract/certificate-enterprise';
import type { CertificateState } from '@contract/certificate-rules';
import { writeBook } from '../../../lib/cpu';
import type { Lang } from '../../../lib/messages';

export type SheetCertificate = {
  number: string;
  holderName: string;
  username: string;
  phone: string | null;
  courseTitle: string;
  creditHours: number;
  completedOn: string;
  expiresOn: string | null;
  state: CertificateState;
  revokeReason: string | null;
};

const CERTIFICATE_HEADERS: Record<Lang, string[]> = {
  zh: ['证书编号', '姓名', '用户名', '手机号', '课程', '学时', '完成日期', '有效期至', '状态', '撤销原因'],
  en: [
    'Certificate number',
    'Name',
    'Username',
    'Mobile',
    'Course',
    'Credit hours',
    'Completed on',
    'Valid until',
    'State',
    'Reason revoked',
  ],
};
const CERTIFICATE_WIDTHS = [18, 12, 14, 14, 30, 8, 12, 12, 8, 24];
const HOURS_HEADERS: Record<Lang, string[]> = {
  zh: ['姓名', '用户名', '手机号', '学时', '证书数'],
  en: ['Name', 'Username', 'Mobile', 'Credit hours', 'Certificates'],
};
const HOURS_WIDTHS = [14, 14, 14, 10, 10];
const STATES: Record<Lang, Record<CertificateState, string>> = {
  zh: { valid: '有效', expired: '已过期', revoked: '已撤销', replaced: '已换发' },
  en: { valid: 'Valid', expired: 'Expired', revoked: 'Revoked', replaced: 'Replaced' },
};
/** Sheet names (at most 31 characters, Excel's limit), with the year. */
const NAMES: Record<Lang, (year: number) => [string, string]> = {
  zh: (y) => [`${y}年证书`, `${y}年学时`],
  en: (y) => [`Certificates ${y}`, `Credit hours ${y}`],
};

/**
 * A year of the enterprise's members' certificates and their credit hours per member, as an .xlsx workbook of two
 * sheets (exceljs, on the sheets' worker thread), in the caller's language. Hours stay numbers, so Excel sums them.
 */
export function enterpriseCertificatesWorkbook(
  book: { year: number; certificates: SheetCertificate[]; hours: MemberHours[] },
  lang: Lang,
): Promise<Buffer> {
  const [certificatesName, hoursName] = NAMES[lang](book.year);
  return writeBook([
    {
      name: certificatesName,
      columns: CERTIFICATE_HEADERS[lang].map((header, i) => ({ header, width: CERTIFICATE_WIDTHS[i] ?? 14 })),
      rows: book.certificates.map((c) => [
        c.number,
        c.holderName,
        c.username,
        c.phone,
        c.courseTitle,
        c.creditHours,
        c.completedOn,
        c.expiresOn,
        STATES[lang][c.state],
        c.revokeReason,
      ]),
      autoFilter: true,
    },
    {
      name: hoursName,
      columns: HOURS_HEADERS[lang].map((header, i) => ({ header, width: HOURS_WIDTHS[i] ?? 14 })),
      rows: book.hours.map((h) => [h.name ?? h.username, h.username, h.phone, h.hours, h.certificates]),
      autoFilter: true,
    },
  ]);
}
