import { randomBytes } from 'node:crypto';
import type { CalendarSettings, MyCalendar } from '@contract/calendar';
import { PERMISSIONS } from '@contract/permissions';
import { calendarFeedPath, STAFF_FEED } from '@contract/reminder-rules';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { sha256 } from '../../lib/crypto';
import { DomainError } from '../../lib/domain-error';
import { langNamed, message, type Lang } from '../../lib/messages';
import * as repo from './calendar.repo';
import { followedCourses } from './follow.repo';
import {
  deadlineEntry,
  examEntry,
  sessionEntry,
  settingsOf,
  staffSessionEntry,
  type Reader,
} from './entries.rules';
import { renderCalendar, type CalendarEntry } from './ics.rules';

/**
 * A learner's calendar: one session's or exam's file for the signed-in learner, the private feed a calendar app
 * polls (every sign-up's session and every exam window, recent and coming), and the settings behind them.
 */

/** How far back a feed keeps entries: a cancelled session stays long enough for every calendar to see it. */
const FEED_PAST_MS = 30 * 24 * 3_600_000;
/** How often a feed asks to be polled (calendar apps mostly choose for themselves). */
const FEED_REFRESH_MINUTES = 60;

/** Whose calendar: the signed-in learner, or the owner of a signed link. */
type Who = { tenantId: number; userId: number };

const newToken = () => randomBytes(24).toString('base64url');

async function readerOf(db: Db, actor: Who, lang: Lang, origin: string): Promise<Reader> {
  const pref = await repo.prefOf(db, actor.tenantId, actor.userId);
  return { tenantId: actor.tenantId, userId: actor.userId, lang, origin, settings: settingsOf(pref) };
}

/** GET /edu/calendar/session/{id}.ics: the caller's sign-up of a session (the latest, cancelled ones too). */
export async function sessionFile(db: Db, actor: Who, lang: Lang, origin: string, sessionId: number) {
  const [row] = await repo.sessionEntries(db, actor.tenantId, actor.userId, { sessionId });
  if (!row) {
    throw (await repo.sessionExists(db, actor.tenantId, sessionId))
      ? new DomainError('calendarNotSignedUp', {}, 403)
      : new DomainError('calendarSessionNotFound', {}, 404);
  }
  const entry = sessionEntry(row, await readerOf(db, actor, lang, origin));
  return { name: `session-${sessionId}.ics`, text: renderCalendar(entry.summary, [entry]) };
}

/** GET /edu/calendar/exam/{id}.ics: an exam of a course the caller is approved in, once it has a closing time. */
export async function examFile(db: Db, actor: Who, lang: Lang, origin: string, examId: number) {
  const [row] = await repo.examEntries(db, actor.tenantId, actor.userId, { examId });
  if (!row) throw new DomainError('calendarExamNotFound', {}, 404);
  const { closeAt } = row;
  if (!closeAt) throw new DomainError('calendarNoTime', {}, 409);
  const entry = examEntry({ ...row, closeAt }, await readerOf(db, actor, lang, origin));
  return { name: `exam-${examId}.ics`, text: renderCalendar(entry.summary, [entry]) };
}

/**
 * Everything of one learner's a feed shows, now: sessions (the latest sign-up of each), exam windows, and the
 * sign-up deadlines of the courses they follow and have not signed up for.
 */
async function feedEntries(db: Db, reader: Reader, now: Date): Promise<CalendarEntry[]> {
  const since = new Date(now.getTime() - FEED_PAST_MS);
  const sessions = await repo.sessionEntries(db, reader.tenantId, reader.userId, { endedAfter: since });
  const seen = new Set<number>();
  const entries: CalendarEntry[] = [];
  for (const row of sessions) {
    if (seen.has(row.sessionId)) continue;
    seen.add(row.sessionId);
    entries.push(sessionEntry(row, reader));
  }
  for (const row of await repo.examEntries(db, reader.tenantId, reader.userId, { closedAfter: since }))
    if (row.closeAt) entries.push(examEntry({ ...row, closeAt: row.closeAt }, reader));
  for (const row of await followedCourses(db, reader.tenantId, reader.userId, { deadlineAfter: since }))
    if (row.enrolEndAt && !row.signedUp)
      entries.push(deadlineEntry({ ...row, enrolEndAt: row.enrolEndAt }, reader));
  return entries.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * When the feed first went out as it is now (its Last-Modified): kept with its ETag, so it rises with every change,
 * an entry gone included, and only then. A new body's time is a whole second past the last one's, since
 * If-Modified-Since has seconds only.
 */
async function bodySince(db: Db, pref: repo.PrefRow, staff: boolean, etag: string, now: Date): Promise<Date> {
  const [lastEtag, lastAt] = staff
    ? [pref.staffFeedEtag, pref.staffFeedChangedAt]
    : [pref.feedEtag, pref.feedChangedAt];
  if (lastEtag === etag && lastAt) return lastAt;
  const second = Math.floor(now.getTime() / 1000) * 1000;
  const at = new Date(lastAt ? Math.max(second, lastAt.getTime() + 1000) : second);
  await repo.recordFeed(db, pref, staff, etag, at);
  return at;
}

export type FeedAnswer =
  | { status: 200; text: string; etag: string; lastModified: Date }
  | { status: 304; etag: string; lastModified: Date };

/**
 * GET /edu/calendar/{token}.ics: the feed of the token's owner, in their language. Its ETag is the body's hash,
 * its Last-Modified when that body first went out: a poll that has either answers 304.
 */
export async function feed(
  db: Db,
  token: string,
  origin: string,
  asked: { ifNoneMatch?: string; ifModifiedSince?: string; staff: boolean },
  runsCourses: (tenantId: number, userId: number) => Promise<boolean>,
  now = new Date(),
): Promise<FeedAnswer> {
  const pref = await repo.prefByToken(db, token);
  // Staff's feed for someone who does not manage courses (any more) is as unknown as a wrong token.
  if (!pref || (asked.staff && !(await runsCourses(pref.tenantId, pref.userId))))
    throw new DomainError('calendarFeedUnknown', {}, 404);
  const lang = langNamed(pref.lang);
  const reader: Reader = { tenantId: pref.tenantId, userId: pref.userId, lang, origin, settings: pref };
  const entries = asked.staff
    ? (await repo.tenantSessions(db, pref.tenantId, new Date(now.getTime() - FEED_PAST_MS))).map((row) =>
        staffSessionEntry(row, reader),
      )
    : await feedEntries(db, reader, now);
  const name = message(lang, asked.staff ? 'calendarStaffName' : 'calendarName');
  const text = renderCalendar(name, entries, FEED_REFRESH_MINUTES);
  const etag = `"${sha256(text).slice(0, 32)}"`;
  const lastModified = await bodySince(db, pref, asked.staff, etag, now);
  const since = asked.ifModifiedSince ? Date.parse(asked.ifModifiedSince) : NaN;
  const unchanged =
    asked.ifNoneMatch !== undefined
      ? asked.ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      : Number.isFinite(since) && lastModified.getTime() <= since;
  return unchanged ? { status: 304, etag, lastModified } : { status: 200, text, etag, lastModified };
}

const feedAddresses = (origin: string, token: string) => {
  const feedUrl = `${origin}${calendarFeedPath(token)}`;
  return { feedUrl, webcalUrl: feedUrl.replace(/^https?:/, 'webcal:') };
};

async function view(db: Db, actor: Actor, pref: repo.PrefRow, origin: string): Promise<MyCalendar> {
  const phone = await repo.phoneOf(db, actor.tenantId, actor.userId);
  const { alarmDay, alarmHour, smsReminders } = pref;
  const addresses = feedAddresses(origin, pref.feedToken ?? '');
  const staff = await actor.can(PERMISSIONS.courseEdit);
  return {
    alarmDay,
    alarmHour,
    smsReminders,
    ...addresses,
    staffWebcalUrl: staff ? `${addresses.webcalUrl}?${STAFF_FEED}=1` : null,
    hasPhone: !!phone,
  };
}

/**
 * GET /edu/calendar/mine: the settings and the feed's address (a token is made on first ask). The language the
 * caller uses is kept: the feed and the texts speak it.
 */
export async function mine(db: Db, actor: Actor, lang: Lang, origin: string): Promise<MyCalendar> {
  const pref = await repo.prefOf(db, actor.tenantId, actor.userId);
  const saved =
    pref?.feedToken && pref.lang === lang
      ? pref
      : await repo.savePref(db, actor.tenantId, actor.userId, {
          lang,
          feedToken: pref?.feedToken ?? newToken(),
        });
  return view(db, actor, saved, origin);
}

/** PUT /edu/calendar/mine: texts need a mobile number to go to. */
export async function saveSettings(
  db: Db,
  actor: Actor,
  lang: Lang,
  origin: string,
  patch: Partial<CalendarSettings>,
): Promise<MyCalendar> {
  if (patch.smsReminders && !(await repo.phoneOf(db, actor.tenantId, actor.userId)))
    throw new DomainError('calendarNoPhone');
  const pref = await repo.prefOf(db, actor.tenantId, actor.userId);
  const saved = await repo.savePref(db, actor.tenantId, actor.userId, {
    ...patch,
    lang,
    feedToken: pref?.feedToken ?? newToken(),
  });
  return view(db, actor, saved, origin);
}

/** POST /edu/calendar/mine/reset: a new feed address; the old one answers 404 from now on. */
export async function resetFeed(db: Db, actor: Actor, lang: Lang, origin: string): Promise<MyCalendar> {
  const saved = await repo.savePref(db, actor.tenantId, actor.userId, { lang, feedToken: newToken() });
  return view(db, actor, saved, origin);
}
