import { writeSheet } from '../../lib/cpu';
import type { Enrolment } from '@contract/enrolment';
import type { Lang } from '../../lib/messages';

const HEADERS: Record<Lang, string[]> = {
  zh: ['报名编号', '姓名', '手机号', '课程', '场次', '场次时间', '状态', '原因', '报名时间', '审核时间'],
  en: [
    'Sign-up ID',
    'Name',
    'Mobile',
    'Course',
    'Session',
    'Session time',
    'Status',
    'Reason',
    'Signed up at',
    'Reviewed at',
  ],
};
const STATUS: Record<Lang, Record<string, string>> = {
  zh: { pending: '待审核', approved: '已通过', rejected: '已驳回', cancelled: '已取消', waitlisted: '候补' },
  en: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    waitlisted: 'Waitlisted',
  },
};

/** The sign-up list as an .xlsx workbook (exceljs), in the caller's language. */
export function enrolmentWorkbook(rows: Enrolment[], lang: Lang): Promise<Buffer> {
  return writeSheet({
    name: lang === 'zh' ? '报名名单' : 'Sign-ups',
    columns: HEADERS[lang].map((header, i) => ({
      header,
      width: [12, 12, 14, 28, 20, 20, 10, 20, 20, 20][i] ?? 20,
    })),
    rows: rows.map((e) => [
      e.id,
      e.name ?? '',
      e.phone ?? '',
      e.course.title,
      e.session?.title ?? '',
      e.session ? `${e.session.startAt} ~ ${e.session.endAt}` : '',
      STATUS[lang][e.status] ?? e.status,
      e.reason ?? '',
      e.createTime ?? '',
      e.reviewTime ?? '',
    ]),
    autoFilter: true,
  });
}
