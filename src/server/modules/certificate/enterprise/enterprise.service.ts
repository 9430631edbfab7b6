import type { EnterpriseCertificate, EnterpriseHours, MemberHours } from '@contract/certificate-enterprise';
import type { Page } from '@contract/envelope';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import type { Lang } from '../../../lib/messages';
import { page } from '../../../lib/wire';
import { approvedOf } from '../../enterprise';
import { chinaDay } from '@contract/certificate-rules';
import { stateOf, toCertificate } from '../certificate.service';
import * as repo from './enterprise.repo';
import { enterpriseCertificatesWorkbook } from './enterprise.sheet';

/**
 * An enterprise admin's view of its current members' certificates and yearly credit hours. The caller must
 * administer an approved enterprise of its tenant (else 403, as the members and records screens), and reaches its
 * own members only.
 */

async function scopeOf(db: Db, actor: Actor): Promise<repo.EnterpriseScope> {
  const e = await approvedOf(db, actor);
  return { tenantId: actor.tenantId, enterpriseId: e.id };
}

const thisYear = () => Number(chinaDay().slice(0, 4));

export async function memberCertificates(
  db: Db,
  actor: Actor,
  origin: string,
  q: repo.MemberCertificateFilter & { current: number; size: number },
): Promise<Page<EnterpriseCertificate>> {
  const { rows, total } = await repo.memberCertificatePage(db, await scopeOf(db, actor), {
    ...q,
    today: chinaDay(),
  });
  return page(
    rows.map((r) => ({ ...toCertificate(r, origin), userId: String(r.userId) })),
    total,
    q.current,
    q.size,
  );
}

/** Sums of doubles (0.1 + 0.2) as a person adds them: to the hundredth. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

async function hoursRows(db: Db, s: repo.EnterpriseScope, year: number): Promise<MemberHours[]> {
  const rows = await repo.hoursOfYear(db, s, year);
  return rows.map((r) => ({
    userId: String(r.userId),
    username: r.username,
    name: r.name,
    phone: r.phone,
    hours: hundredths(r.hours),
    certificates: r.certificates,
  }));
}

export async function memberHours(db: Db, actor: Actor, year = thisYear()): Promise<EnterpriseHours> {
  const s = await scopeOf(db, actor);
  const [members, years] = await Promise.all([hoursRows(db, s, year), repo.yearsOf(db, s)]);
  return { year, years, members };
}

/** The year's certificates and hours per member as one workbook of two sheets, in the caller's language. */
export async function memberCertificatesExport(db: Db, actor: Actor, lang: Lang, year = thisYear()) {
  const s = await scopeOf(db, actor);
  const today = chinaDay();
  const [certificates, hours] = await Promise.all([
    repo.memberCertificatesOfYear(db, s, year),
    hoursRows(db, s, year),
  ]);
  return {
    body: await enterpriseCertificatesWorkbook(
      {
        year,
        certificates: certificates.map(({ certificate: r, username, phone }) => ({
          number: r.number,
          holderName: r.holderName,
          username,
          phone,
          courseTitle: r.courseTitle,
          creditHours: r.creditHours,
          completedOn: r.completedOn,
          expiresOn: r.expiresOn,
          state: stateOf(r, today),
          revokeReason: r.status === 'revoked' ? r.revokeReason : null,
        })),
        hours,
      },
      lang,
    ),
    fileName: lang === 'zh' ? `企业证书与学时-${year}.xlsx` : `member-certificates-${year}.xlsx`,
  };
}
