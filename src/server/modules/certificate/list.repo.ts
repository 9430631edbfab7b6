import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { CertificateSortField } from '@contract/certificate';
import type { Db } from '../../db/client';
import { pageRows } from '../../db/paged';
import { orderOf, type SortColumns, type SortQuery } from '../../db/sort';
import { eduCertificate, sysUser } from '../../db/schema';
import { containing } from '../../lib/text';

export type CertificateFilter = {
  number?: string;
  name?: string;
  course?: string;
  courseId?: number;
  status?: string;
  completedFrom?: string;
  completedTo?: string;
};

const SORT: SortColumns<CertificateSortField> = {
  number: eduCertificate.number,
  holderName: eduCertificate.holderName,
  courseTitle: eduCertificate.courseTitle,
  creditHours: eduCertificate.creditHours,
  completedOn: eduCertificate.completedOn,
  expiresOn: eduCertificate.expiresOn,
  status: eduCertificate.status,
  createTime: eduCertificate.createTime,
};

function whereOf(tenantId: number, f: CertificateFilter): SQL | undefined {
  return and(
    eq(eduCertificate.tenantId, tenantId),
    eq(eduCertificate.delFlag, '0'),
    f.number ? ilike(eduCertificate.number, containing(f.number)) : undefined,
    f.name
      ? or(ilike(eduCertificate.holderName, containing(f.name)), ilike(sysUser.username, containing(f.name)))
      : undefined,
    f.course ? ilike(eduCertificate.courseTitle, containing(f.course)) : undefined,
    f.courseId ? eq(eduCertificate.courseId, f.courseId) : undefined,
    f.status ? eq(eduCertificate.status, f.status) : undefined,
    f.completedFrom ? gte(eduCertificate.completedOn, f.completedFrom) : undefined,
    f.completedTo ? lte(eduCertificate.completedOn, f.completedTo) : undefined,
  );
}

const holderOf = (tenantId: number) =>
  and(eq(sysUser.userId, eduCertificate.userId), eq(sysUser.tenantId, tenantId));

type ListQuery = CertificateFilter & { sort: SortQuery<CertificateSortField> };

/** The certificates a filter finds, in the list's order: newest first unless sorted. */
const listed = (db: Db, tenantId: number, q: ListQuery) =>
  db
    .select({ certificate: eduCertificate, username: sysUser.username })
    .from(eduCertificate)
    .leftJoin(sysUser, holderOf(tenantId))
    .where(whereOf(tenantId, q))
    .orderBy(...orderOf(SORT, q.sort, [desc(eduCertificate.id)], eduCertificate.id))
    .$dynamic();

/** Staff's list: newest first unless sorted; the holder's username beside the name the certificate says. */
export async function certificatePage(
  db: Db,
  tenantId: number,
  q: ListQuery & { current: number; size: number },
) {
  const [rows, [total]] = await Promise.all([
    pageRows(listed(db, tenantId, q), q.current, q.size),
    db
      .select({ n: count() })
      .from(eduCertificate)
      .leftJoin(sysUser, holderOf(tenantId))
      .where(whereOf(tenantId, q)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The export's rows: the list's filter and order, the first `max` of them, read in slices (pageRows). */
export const certificateRows = (db: Db, tenantId: number, q: ListQuery, max: number) =>
  pageRows(listed(db, tenantId, q), 1, max);
