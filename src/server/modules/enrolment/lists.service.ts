import type { Enrolment } from '@contract/enrolment';
import type { Page } from '@contract/envelope';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import type { Lang } from '../../lib/messages';
import { page } from '../../lib/wire';
import { enrolmentWorkbook } from './enrolment.sheet';
import {
  enrolmentPage,
  enrolmentRows,
  enrolmentTotal,
  joinedById,
  type EnrolmentFilter,
  type EnrolmentSort,
} from './enrolment.repo';
import { ticketOf, toEnrolment } from './enrolment.service';

/* Reading sign-ups: the caller's own and their tickets, and staff's list and export. */

/** The caller's sign-ups, newest first. */
export async function myEnrolments(
  db: Db,
  actor: Actor,
  current: number,
  size: number,
): Promise<Page<Enrolment>> {
  const { records, total } = await enrolmentPage(db, actor.tenantId, { userId: actor.userId }, current, size);
  return page(records.map(toEnrolment), total, current, size);
}

/** The ticket of one of the caller's own sign-ups, once it is approved. */
export async function myTicket(db: Db, actor: Actor, id: number): Promise<{ ticket: string }> {
  const j = await joinedById(db, actor.tenantId, id);
  if (!j || j.enrolment.userId !== actor.userId) throw new DomainError('enrolmentNotFound', {}, 404);
  const ticket = ticketOf(j);
  if (!ticket) throw new DomainError('ticketUnavailable');
  return { ticket };
}

/** Staff's list of the tenant's sign-ups. */
export async function enrolmentList(
  db: Db,
  tenantId: number,
  filter: EnrolmentFilter,
  current: number,
  size: number,
  sort: EnrolmentSort = {},
): Promise<Page<Enrolment>> {
  const { records, total } = await enrolmentPage(db, tenantId, filter, current, size, sort);
  return page(records.map(toEnrolment), total, current, size);
}

/** How many sign-ups staff's list holds with this filter (the console home counts those waiting for review). */
export const enrolmentCount = enrolmentTotal;

/** Every matching sign-up as an .xlsx workbook in the caller's language, with its file name. */
export async function enrolmentExport(db: Db, tenantId: number, filter: EnrolmentFilter, lang: Lang) {
  const rows = await enrolmentRows(db, tenantId, filter);
  return {
    body: await enrolmentWorkbook(rows.map(toEnrolment), lang),
    fileName: lang === 'zh' ? '报名名单.xlsx' : 'sign-ups.xlsx',
  };
}
