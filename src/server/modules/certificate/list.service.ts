import {
  CERTIFICATE_EXPORT_MAX,
  type CertificateAdminRow,
  type CertificateExportQuery,
} from '@contract/certificate';
import type { Page } from '@contract/envelope';
import type { Db } from '../../db/client';
import type { Lang } from '../../lib/messages';
import { page } from '../../lib/wire';
import { toCertificate } from './certificate.service';
import * as list from './list.repo';
import { certificateWorkbook } from './list.sheet';

type Listed = Awaited<ReturnType<typeof list.certificatePage>>['rows'][number];

/** A certificate as staff's list shows it: with its holder's username and how it was issued. */
const toAdminRow = ({ certificate: c, username }: Listed, origin: string): CertificateAdminRow => ({
  ...toCertificate(c, origin),
  userId: String(c.userId),
  username: username ?? '',
  issuedHow: c.issuedHow === 'manual' ? 'manual' : 'rule',
  issueReason: c.issueReason,
});

/** The page's filter and sort as the repository takes them. */
const filterOf = ({ courseId, ascs, descs, ...f }: CertificateExportQuery) => ({
  ...f,
  courseId: courseId ? Number(courseId) : undefined,
  sort: { ascs, descs },
});

/** Staff's list of the tenant's certificates (edu_certificate_view), with the holder's username. */
export async function certificateList(
  db: Db,
  tenantId: number,
  origin: string,
  q: CertificateExportQuery & { current: number; size: number },
): Promise<Page<CertificateAdminRow>> {
  const { rows, total } = await list.certificatePage(db, tenantId, {
    ...filterOf(q),
    current: q.current,
    size: q.size,
  });
  return page(
    rows.map((r) => toAdminRow(r, origin)),
    total,
    q.current,
    q.size,
  );
}

/**
 * The list as an .xlsx workbook in the caller's language, with its file name: the page's filter and order, at
 * most CERTIFICATE_EXPORT_MAX rows (as the other exports), written on the workbook thread.
 */
export async function certificateExport(
  db: Db,
  tenantId: number,
  origin: string,
  q: CertificateExportQuery,
  lang: Lang,
) {
  const rows = await list.certificateRows(db, tenantId, filterOf(q), CERTIFICATE_EXPORT_MAX);
  return {
    body: await certificateWorkbook(
      rows.map((r) => toAdminRow(r, origin)),
      lang,
    ),
    fileName: lang === 'zh' ? '证书.xlsx' : 'certificates.xlsx',
  };
}
