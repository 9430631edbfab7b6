import {
  QR_ROTATE_MS,
  lastAutoCheckoutMs,
  type Checkin,
  type CheckinCounts,
  type CheckinOutcome,
  type CheckinReason,
  type Roster,
  type SessionQr,
} from '@contract/checkin';
import type { Page } from '@contract/envelope';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Bus } from '../../lib/bus';
import { DomainError } from '../../lib/domain-error';
import type { Lang } from '../../lib/messages';
import type { UrlSigner } from '../../lib/signed-urls';
import { signer } from '../../lib/signing';
import { namesPinyin } from '../../lib/pinyin';
import { formatTime, page } from '../../lib/wire';
import { courseById, sessionById, checkinWindowOf } from '../course';
import { checkinWorkbook } from './checkin.sheet';
import {
  acceptedPerSession,
  approvedCount,
  checkinById,
  checkinPage,
  passageCounts,
  rosterRows,
  sessionCounts,
  sessionList,
  undoCheckin,
} from './checkin.repo';
import { methodOf, signatureUrlOf, toCheckin } from './checkin.service';

/** What check-in staff see and do: the session QR display, the roster, the list, the export and undo. */

/** A session of the tenant, or 404. */
export async function sessionOf(db: Db, tenantId: number, id: number) {
  const session = await sessionById(db, tenantId, id);
  if (!session) throw new DomainError('session_not_found', {}, 404);
  return session;
}

/** How many are checked in (accepted, not undone) at each of these sessions, by session id (one statement). */
export const checkedInPerSession = acceptedPerSession;

/**
 * The display's first code and what it needs to keep signing offline (the session's secret), with the live
 * count and the latest names.
 */
export async function sessionQr(
  db: Db,
  tenantId: number,
  sessionId: number,
  now = Date.now(),
): Promise<SessionQr> {
  const session = await sessionOf(db, tenantId, sessionId);
  const [course, counts] = await Promise.all([
    courseById(db, tenantId, session.courseId),
    sessionCounts(db, tenantId, session.id),
  ]);
  const issuedAtSec = Math.floor(now / 1000);
  return {
    sessionId: String(session.id),
    tenantId: String(tenantId),
    payload: signer.sessionQr(session.secret, { tenantId, sessionId: session.id, issuedAtSec }),
    issuedAt: issuedAtSec * 1000,
    expiresAt: issuedAtSec * 1000 + QR_ROTATE_MS,
    secret: session.secret,
    title: session.title,
    courseTitle: course?.title ?? '',
    checkinStartAt: formatTime(session.checkinStartAt) ?? '',
    checkinEndAt: formatTime(session.checkinEndAt) ?? '',
    signatureRequired: session.signatureRequired,
    enrolled: counts.enrolled,
    checkedIn: counts.checkedIn,
    latest: counts.latest.map((l) => ({ name: l.name, serverTime: formatTime(l.serverTime) })),
  };
}

/**
 * A delta's cursor looks back this far, so a write committing while the roster query runs (or stamped by another
 * instance whose clock runs a little behind) is in the next delta; merging twice is harmless.
 */
const ROSTER_OVERLAP_MS = 10_000;

/** A sign-up in one of these states has a revoked ticket: the device says so offline. */
const REVOKED: readonly string[] = ['cancelled', 'rejected'];

/** A session's roster for staff devices: whole, or (with `since`) only the sign-ups that changed after it. */
export async function roster(db: Db, tenantId: number, sessionId: number, since?: number): Promise<Roster> {
  const cursor = Date.now() - ROSTER_OVERLAP_MS;
  const session = await sessionOf(db, tenantId, sessionId);
  const [rows, course] = await Promise.all([
    rosterRows(db, tenantId, session.id, since === undefined ? undefined : new Date(since)),
    courseById(db, tenantId, session.courseId),
  ]);
  const pinyin = await namesPinyin(rows.map((r) => r.name));
  return {
    sessionId: String(session.id),
    title: session.title,
    courseTitle: course?.title ?? '',
    secret: session.secret,
    signatureRequired: session.signatureRequired,
    window: checkinWindowOf(session),
    autoCheckoutAt: session.autoCheckoutAt,
    cursor: String(cursor),
    delta: since !== undefined,
    removed: rows.filter((r) => r.status !== 'approved').map((r) => String(r.enrolmentId)),
    revoked: rows.filter((r) => REVOKED.includes(r.status)).map((r) => String(r.enrolmentId)),
    entries: rows
      .filter((r) => r.status === 'approved')
      .map((r) => ({
        enrolmentId: String(r.enrolmentId),
        userId: String(r.userId),
        name: r.name,
        mobile: r.mobile,
        pinyin: (r.name && pinyin.get(r.name)) || null,
        enterprise: r.enterprise,
        checkedInAt: formatTime(r.checkedInAt),
        method: methodOf(r.method),
        checkedInFrom: r.checkedInFrom,
        ...passageOfRow(r.checkedInAt ? r.passage : null),
      })),
  };
}

/** A roster row's latest passage (`in|ms` or `out|ms`) as the device reads it. */
const passageOfRow = (last: string | null) => {
  const [way, ms] = last?.split('|') ?? [];
  return ms ? { passageMs: Number(ms), left: way === 'out' } : { passageMs: null, left: false };
};

/** A session's live counts: expected (approved sign-ups), checked in, inside now, and left. */
export async function checkinCounts(
  db: Db,
  tenantId: number,
  sessionId: number,
  now = Date.now(),
): Promise<CheckinCounts> {
  const session = await sessionOf(db, tenantId, sessionId);
  const checkout = lastAutoCheckoutMs(session.autoCheckoutAt, checkinWindowOf(session).startMs, now);
  const [enrolled, passages] = await Promise.all([
    approvedCount(db, tenantId, session.id),
    passageCounts(db, tenantId, session.id, checkout),
  ]);
  return {
    sessionId: String(session.id),
    expected: enrolled,
    checkedIn: passages.checkedIn,
    inside: passages.inside,
    left: passages.checkedIn - passages.inside,
    autoCheckoutAt: session.autoCheckoutAt,
  };
}

export type CheckinFilter = {
  sessionId?: number;
  outcome?: CheckinOutcome;
  conflict?: boolean;
  refused?: boolean;
  reason?: CheckinReason;
  deviceId?: string;
};

/** Check-ins with their signature images, newest first. */
export async function checkinList(
  db: Db,
  urls: UrlSigner,
  tenantId: number,
  filter: CheckinFilter,
  current: number,
  size: number,
): Promise<Page<Checkin>> {
  const { records, total } = await checkinPage(db, tenantId, filter, current, size);
  return page(
    records.map((r) =>
      toCheckin(r.checkin, r.signature ? signatureUrlOf(urls, tenantId, r.signature) : null),
    ),
    total,
    current,
    size,
  );
}

/** The tenant's sessions with their course, latest first, for the console's check-in page. */
export const sessionChoices = async (db: Db, tenantId: number) =>
  (await sessionList(db, tenantId)).map((r) => ({
    id: String(r.id),
    title: r.title,
    courseTitle: r.courseTitle,
    startAt: formatTime(r.startAt) ?? '',
    signatureRequired: r.signatureRequired,
  }));

/** The check-ins as an .xlsx workbook in the caller's language, with its file name. */
export async function checkinExport(db: Db, tenantId: number, filter: CheckinFilter, lang: Lang) {
  const { records } = await checkinPage(db, tenantId, filter, 1, 50_000);
  return {
    body: await checkinWorkbook(
      records.map((r) => toCheckin(r.checkin)),
      lang,
    ),
    fileName: lang === 'zh' ? '签到记录.xlsx' : 'check-ins.xlsx',
  };
}

/** Undoes an accepted check-in (the person may check in again); audited in sys_log: who, when, from where. */
export async function undo(
  db: Db,
  bus: Pick<Bus, 'publish'>,
  actor: Actor,
  id: number,
  from: { ip: string; userAgent: string },
): Promise<Checkin> {
  const row = await checkinById(db, actor.tenantId, id);
  if (!row || row.outcome !== 'accepted' || row.undone) throw new DomainError('checkinNotUndoable', {}, 404);
  await undoCheckin(db, actor.tenantId, row.id, {
    username: actor.username,
    ip: from.ip,
    ua: from.userAgent,
  });
  // The session's live counts at the door lose the person.
  void bus.publish('checkins-changed', [`${actor.tenantId}:${row.sessionId}`]).catch(() => undefined);
  return toCheckin({ ...row, undone: true });
}
