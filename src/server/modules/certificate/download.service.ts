import { certificateNumber, verifyLink } from '@contract/certificate-rules';
import { PERMISSIONS } from '@contract/permissions';
import type { Actor } from '../../lib/actor';
import { DomainError, forbidden } from '../../lib/domain-error';
import { message, type Lang } from '../../lib/messages';
import type { FileStore } from '../../lib/file-store';
import { templateArt } from './template.service';
import type { Db } from '../../db/client';
import { byAdmin } from '../enterprise';
import * as repo from './certificate.repo';
import { chinaDay } from '@contract/certificate-rules';
import {
  CertificateRenderError,
  renderCertificatePdf,
  renderCertificatePng,
  type CertificateArt,
} from '../../lib/certificate-render';

/**
 * A certificate's PDF or PNG, for its holder, their enterprise's admin and staff who may see certificates; a
 * replaced one is still drawn (it says what it said), the verify page tells it was replaced.
 */
export async function certificateFile(
  db: Db,
  actor: Actor,
  id: number,
  kind: 'pdf' | 'png',
  o: { lang: Lang; origin: string; store: FileStore },
) {
  const row = await repo.byId(db, actor.tenantId, id);
  if (!row) throw new DomainError('certificateNotFound', {}, 404);
  if (!(await mayRead(db, actor, row.userId))) throw forbidden();
  const art: CertificateArt = {
    locale: o.lang === 'en' ? 'en' : 'zh-cn',
    number: row.number,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    creditHours: row.creditHours,
    completedOn: row.completedOn,
    expiresOn: row.expiresOn,
    verifyUrl: verifyLink(o.origin, row.number, row.checkCode, row.token),
    ...(await templateArt(
      db,
      o.store,
      row.tenantId,
      o.lang,
      {
        name: row.holderName,
        course: row.courseTitle,
        hours: String(row.creditHours),
        date: row.completedOn,
      },
      await repo.tenantName(db, row.tenantId),
    )),
  };
  try {
    const bytes = await (kind === 'pdf' ? renderCertificatePdf(art) : renderCertificatePng(art));
    return { bytes, name: `${row.number}.${kind}` };
  } catch (err) {
    if (err instanceof CertificateRenderError)
      throw new DomainError('certificateNotDrawn', { field: err.field });
    throw err;
  }
}

/**
 * A sample certificate drawn with the tenant's saved template in `lang`, for staff editing it: a made-up holder
 * and course, today's date and the number no certificate has (sequence 0), so it cannot be taken for a real one.
 */
export async function templatePreview(
  db: Db,
  tenantId: number,
  o: { lang: Lang; origin: string; store: FileStore },
): Promise<Uint8Array> {
  const today = chinaDay();
  const number = certificateNumber(tenantId, Number(today.slice(0, 4)), 0);
  const facts = {
    name: message(o.lang, 'certificateSampleHolder'),
    course: message(o.lang, 'certificateSampleCourse'),
    hours: '8',
    date: today,
  };
  const art: CertificateArt = {
    locale: o.lang === 'en' ? 'en' : 'zh-cn',
    number,
    holderName: facts.name,
    courseTitle: facts.course,
    creditHours: Number(facts.hours),
    completedOn: today,
    expiresOn: null,
    verifyUrl: `${o.origin}/verify/${number}`,
    ...(await templateArt(db, o.store, tenantId, o.lang, facts, await repo.tenantName(db, tenantId))),
  };
  try {
    return await renderCertificatePng(art);
  } catch (err) {
    if (err instanceof CertificateRenderError)
      throw new DomainError('certificateNotDrawn', { field: err.field });
    throw err;
  }
}

async function mayRead(db: Db, actor: Actor, holder: number) {
  if (holder === actor.userId || (await actor.can(PERMISSIONS.certificateView))) return true;
  const enterprise = await byAdmin(db, actor.tenantId, actor.userId);
  return !!enterprise && (await repo.isMemberOf(db, actor.tenantId, enterprise.id, holder));
}
