import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CertificateState } from '@contract/certificate-rules';
import type { Db } from '../../../db/client';
import { pageRows } from '../../../db/paged';
import { eduCertificate, eduEnterpriseMember, sysUser } from '../../../db/schema';
import { containing } from '../../../lib/text';

/**
 * The certificates of an enterprise's current members, and their credit hours by year. Every statement is held to
 * the tenant and to the enterprise's live member links: a member who left takes their certificates along.
 */

export type EnterpriseScope = { tenantId: number; enterpriseId: number };
export type MemberCertificateFilter = {
  name?: string;
  course?: string;
  year?: number;
  state?: CertificateState;
};

const c = eduCertificate;
const m = eduEnterpriseMember;

/** A member's link (live) and their account (not deleted), joined to the certificate's holder. */
const memberLink = (s: EnterpriseScope) =>
  and(
    eq(m.tenantId, s.tenantId),
    eq(m.enterpriseId, s.enterpriseId),
    eq(m.userId, c.userId),
    eq(m.delFlag, '0'),
  );
const account = (s: EnterpriseScope) =>
  and(eq(sysUser.tenantId, s.tenantId), eq(sysUser.userId, m.userId), eq(sysUser.delFlag, '0'));

/** The year's completion days, first and last (dates compare as text in yyyy-MM-dd). */
const inYear = (year: number) =>
  and(gte(c.completedOn, `${year}-01-01`), lte(c.completedOn, `${year}-12-31`));

/** A state as the certificate's status and expiry say it on `today` (certificate.service's stateOf). */
function inState(state: CertificateState | undefined, today: string): SQL | undefined {
  switch (state) {
    case undefined:
      return ne(c.status, 'replaced');
    case 'valid':
      return and(eq(c.status, 'valid'), or(isNull(c.expiresOn), gte(c.expiresOn, today)));
    case 'expired':
      return and(eq(c.status, 'valid'), lt(c.expiresOn, today));
    default:
      return eq(c.status, state);
  }
}

function whereOf(s: EnterpriseScope, f: MemberCertificateFilter, today: string) {
  return and(
    eq(c.tenantId, s.tenantId),
    eq(c.delFlag, '0'),
    f.name ? or(ilike(c.holderName, containing(f.name)), ilike(sysUser.name, containing(f.name))) : undefined,
    f.course ? ilike(c.courseTitle, containing(f.course)) : undefined,
    f.year === undefined ? undefined : inYear(f.year),
    inState(f.state, today),
  );
}

/** A page of the members' certificates, newest completion first. */
export async function memberCertificatePage(
  db: Db,
  s: EnterpriseScope,
  q: MemberCertificateFilter & { current: number; size: number; today: string },
) {
  const where = whereOf(s, q, q.today);
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({ certificate: c })
        .from(c)
        .innerJoin(m, memberLink(s))
        .innerJoin(sysUser, account(s))
        .where(where)
        .orderBy(desc(c.completedOn), desc(c.id))
        .$dynamic(),
      q.current,
      q.size,
    ),
    db.select({ n: count() }).from(c).innerJoin(m, memberLink(s)).innerJoin(sysUser, account(s)).where(where),
  ]);
  return { rows: rows.map((r) => r.certificate), total: total?.n ?? 0 };
}

/** Every certificate of the members completed in the year (replaced ones aside), by member, then day: the export. */
export const memberCertificatesOfYear = (db: Db, s: EnterpriseScope, year: number) =>
  db
    .select({ certificate: c, username: sysUser.username, phone: sysUser.phone })
    .from(c)
    .innerJoin(m, memberLink(s))
    .innerJoin(sysUser, account(s))
    .where(and(eq(c.tenantId, s.tenantId), eq(c.delFlag, '0'), ne(c.status, 'replaced'), inYear(year)))
    .orderBy(asc(c.holderName), asc(c.userId), asc(c.completedOn), asc(c.id));

/**
 * Each current member with the credit hours and the number of their certificates completed in the year that count
 * (status valid: revoked and replaced ones do not; an expired one does), members without any at 0; most first.
 */
export function hoursOfYear(db: Db, s: EnterpriseScope, year: number) {
  const counted = and(
    eq(c.tenantId, s.tenantId),
    eq(c.userId, m.userId),
    eq(c.delFlag, '0'),
    eq(c.status, 'valid'),
    inYear(year),
  );
  const hours = sql<number>`coalesce(sum(${c.creditHours}), 0)`.mapWith(Number);
  return db
    .select({
      userId: m.userId,
      username: sysUser.username,
      name: sysUser.name,
      phone: sysUser.phone,
      hours,
      certificates: count(c.id),
    })
    .from(m)
    .innerJoin(sysUser, account(s))
    .leftJoin(c, counted)
    .where(and(eq(m.tenantId, s.tenantId), eq(m.enterpriseId, s.enterpriseId), eq(m.delFlag, '0')))
    .groupBy(m.userId, sysUser.username, sysUser.name, sysUser.phone)
    .orderBy(desc(hours), asc(sysUser.name), asc(m.userId));
}

/** The years the members' certificates (replaced ones aside) were completed in, newest first. */
export async function yearsOf(db: Db, s: EnterpriseScope) {
  const y = sql<string>`to_char(${c.completedOn}, 'YYYY')`;
  const rows = await db
    .selectDistinct({ y })
    .from(c)
    .innerJoin(m, memberLink(s))
    .innerJoin(sysUser, account(s))
    .where(and(eq(c.tenantId, s.tenantId), eq(c.delFlag, '0'), ne(c.status, 'replaced')))
    .orderBy(desc(y));
  return rows.map((r) => Number(r.y));
}
