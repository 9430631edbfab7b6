import type { Enrolment } from '@contract/enrolment';
import { HEADER_TENANT } from '@contract/constants';
import { calendarFilePath } from '@contract/reminder-rules';
import type { UrlSigner } from '../../lib/signed-urls';

/**
 * "Add to calendar" as a plain link: the .ics address of one learner's session or exam, signed for a month, so a
 * phone opens it like any download (an iPhone offers its calendar) with no token in it and no script to run. The
 * lists that carry it are read again whenever they are opened online, so a link shown is a fresh one.
 */
const LINK_TTL_MS = 30 * 24 * 3_600_000;
type Who = { tenantId: number; userId: number };

export const calendarLink = (urls: UrlSigner, kind: 'session' | 'exam', id: string, who: Who) =>
  urls.sign(
    calendarFilePath(kind, id),
    { [HEADER_TENANT]: String(who.tenantId), u: String(who.userId) },
    LINK_TTL_MS,
  );

/** The learner whose link this request is, when it carries a valid signature of its own path. */
export function linkOwner(urls: UrlSigner, path: string, query: Record<string, unknown>): Who | null {
  if (!urls.verify(path, query)) return null;
  const tenantId = Number(query[HEADER_TENANT]);
  const userId = Number(query.u);
  return Number.isSafeInteger(tenantId) && Number.isSafeInteger(userId) ? { tenantId, userId } : null;
}

const LIVE = new Set(['pending', 'approved', 'waitlisted']);
/** A sign-up with its calendar link: one of a session, while the sign-up is live. */
export const withCalendarLink = (urls: UrlSigner, tenantId: number, e: Enrolment): Enrolment => ({
  ...e,
  calendarUrl:
    e.session && LIVE.has(e.status)
      ? calendarLink(urls, 'session', e.session.id, { tenantId, userId: Number(e.userId) })
      : null,
});
