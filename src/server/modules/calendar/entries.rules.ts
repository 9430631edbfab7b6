import { ALARM_MINUTES, DEADLINE_ENTRY_MINUTES } from '@contract/reminder-rules';
import { message, type Lang } from '../../lib/messages';
import { formatTime } from '../../lib/wire';
import type { ExamEntryRow, PrefRow, SessionEntryRow, TenantSessionRow } from './calendar.repo';
import type { FollowedRow } from './follow.repo';
import { sequenceOf, type CalendarEntry } from './ics.rules';

/**
 * A learner's sign-up or exam as a calendar entry, in the learner's language. Who and what stay out of the UID
 * but its numbers (a session or exam, a learner, a tenant), so the address of the entry gives nothing away.
 */

type Settings = Pick<PrefRow, 'alarmDay' | 'alarmHour'>;
export type Reader = { tenantId: number; userId: number; lang: Lang; origin: string; settings: Settings };

const DEFAULT_SETTINGS: Settings = { alarmDay: true, alarmHour: true };
export const settingsOf = (pref: PrefRow | undefined): Settings => pref ?? DEFAULT_SETTINGS;

const alarmsOf = (s: Settings) => [
  ...(s.alarmDay ? [ALARM_MINUTES.day] : []),
  ...(s.alarmHour ? [ALARM_MINUTES.hour] : []),
];
const latest = (...times: Date[]) => new Date(Math.max(...times.map((t) => t.getTime())));
/** `yyyy-MM-dd HH:mm` on China's clock. */
const minute = (d: Date) => (formatTime(d) ?? '').slice(0, 16);
const clock = (d: Date) => minute(d).slice(11);

/** A sign-up's state in the calendar: a live sign-up's, or cancelled (the sign-up, the session or the course). */
export function sessionStatus(row: SessionEntryRow): CalendarEntry['status'] {
  if (row.sessionGone === '1' || row.courseGone === '1') return 'cancelled';
  if (row.status === 'approved') return 'confirmed';
  if (row.status === 'pending' || row.status === 'waitlisted') return 'tentative';
  return 'cancelled';
}

export function sessionEntry(row: SessionEntryRow, r: Reader): CalendarEntry {
  const status = sessionStatus(row);
  const t = (key: Parameters<typeof message>[1], params?: Record<string, string>) =>
    message(r.lang, key, params);
  const changedAt = latest(row.updateTime, row.enrolmentTime, row.courseTime);
  const url = `${r.origin}/#/person/myStudy/signUp`;
  const place = [row.venue, row.address].filter(Boolean).join(' · ');
  const summary =
    (status === 'cancelled' ? t('calendarCancelled') : '') +
    `${row.courseTitle} · ${row.title}` +
    (row.status === 'pending'
      ? t('calendarPending')
      : row.status === 'waitlisted'
        ? t('calendarWaitlisted')
        : '');
  return {
    uid: `session-${row.sessionId}-${row.courseId}-u${r.userId}@t${r.tenantId}.peixun`,
    sequence: sequenceOf(row.createTime, changedAt),
    start: row.startAt,
    end: row.endAt,
    changedAt,
    summary,
    description: [
      t('calendarCheckin', { time: `${minute(row.checkinStartAt)}–${clock(row.checkinEndAt)}` }),
      t('calendarTicketNote'),
      ...(row.address ? [t('calendarAddress', { address: row.address })] : []),
      t('calendarDetails', { url }),
    ].join('\n'),
    location: place,
    url,
    status,
    alarms: alarmsOf(r.settings),
  };
}

/**
 * An exam's window: from its opening to its close (or the exam's length before the close when it opens at any
 * time), with the alarms before the close: the day before is when the reminder goes, too.
 */
export function examEntry(row: ExamEntryRow & { closeAt: Date }, r: Reader): CalendarEntry {
  const t = (key: Parameters<typeof message>[1], params?: Record<string, string>) =>
    message(r.lang, key, params);
  const url = `${r.origin}/#/person/test/test`;
  const start = row.openAt ?? new Date(row.closeAt.getTime() - row.durationMin * 60_000);
  return {
    uid: `exam-${row.examId}-${row.courseId}-u${r.userId}@t${r.tenantId}.peixun`,
    sequence: sequenceOf(row.createTime, row.updateTime),
    start,
    end: row.closeAt,
    changedAt: row.updateTime,
    summary: t('calendarExamWindow', { title: `${row.courseTitle} · ${row.title}` }),
    description: [
      t('calendarExamNote', { close: minute(row.closeAt), minutes: String(row.durationMin) }),
      t('calendarDetails', { url }),
    ].join('\n'),
    location: '',
    url,
    status: 'confirmed',
    alarms: alarmsOf(r.settings),
    alarmsBeforeEnd: true,
  };
}

/**
 * A followed course's sign-up deadline: the half hour up to it, with the alarms before the deadline, and the
 * course's page to sign up on.
 */
export function deadlineEntry(row: FollowedRow & { enrolEndAt: Date }, r: Reader): CalendarEntry {
  const url = `${r.origin}/#/detail?id=${row.courseId}`;
  return {
    uid: `deadline-${row.courseId}-u${r.userId}@t${r.tenantId}.peixun`,
    sequence: sequenceOf(row.createTime, row.updateTime),
    start: new Date(row.enrolEndAt.getTime() - DEADLINE_ENTRY_MINUTES * 60_000),
    end: row.enrolEndAt,
    changedAt: latest(row.updateTime, row.followTime),
    summary: message(r.lang, 'calendarDeadline', { title: row.title }),
    description: [
      message(r.lang, 'calendarDeadlineNote', { time: minute(row.enrolEndAt) }),
      message(r.lang, 'calendarDetails', { url }),
    ].join('\n'),
    location: '',
    url,
    status: 'confirmed',
    alarms: alarmsOf(r.settings),
    alarmsBeforeEnd: true,
  };
}

/** A session as staff's feed shows it: what and where, and its course's page in the console. */
export function staffSessionEntry(row: TenantSessionRow, r: Reader): CalendarEntry {
  const url = `${r.origin}/#/admin/edu/courseEditor?id=${row.courseId}`;
  return {
    uid: `session-${row.sessionId}-${row.courseId}-staff-u${r.userId}@t${r.tenantId}.peixun`,
    sequence: sequenceOf(row.createTime, row.updateTime),
    start: row.startAt,
    end: row.endAt,
    changedAt: row.updateTime,
    summary: `${row.courseTitle} · ${row.title}`,
    description: [
      ...(row.address ? [message(r.lang, 'calendarAddress', { address: row.address })] : []),
      message(r.lang, 'calendarDetails', { url }),
    ].join('\n'),
    location: [row.venue, row.address].filter(Boolean).join(' · '),
    url,
    status: 'confirmed',
    alarms: alarmsOf(r.settings),
  };
}
