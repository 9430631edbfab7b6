import { SCHEDULE_ENDED, type Schedule, type ScheduleInput, type ScheduleUpdate } from '@contract/dashboard';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import * as repo from './schedule.repo';

/**
 * pig's schedule (日程): the entries on the home's calendar. pig keeps one list for everyone; here each person reads
 * and writes their own entries only (another person's entry is not found).
 */

/** At most this many entries in a calendar's range. */
const LIST_MAX = 1000;

const view = (r: repo.ScheduleRow): Schedule => ({
  id: String(r.id),
  title: r.title,
  scheduleType: r.scheduleType,
  scheduleState: r.scheduleState,
  content: r.content,
  scheduleDate: r.scheduleDate,
  scheduleTime: r.scheduleTime,
  createBy: r.createBy,
  createTime: formatTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatTime(r.updateTime),
});

export async function schedulePage(
  db: Db,
  actor: Actor,
  q: repo.ScheduleFilter & { date?: string; current: number; size: number },
) {
  const { rows, total } = await repo.pageOf(db, actor.tenantId, actor.userId, {
    ...q,
    scheduleDate: q.scheduleDate ?? q.date,
  });
  return page(rows.map(view), total, q.current, q.size);
}

/** The days of this week (Monday to Sunday) in the display zone, as pig's list defaults to. */
function thisWeek(now: Date) {
  const today = (formatTime(now) ?? '').slice(0, 10);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(y, m - 1, d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7)));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return [monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10)] as const;
}

/** pig's /schedule/list: the caller's entries of [startDate, endDate] (this week by default) not ended yet. */
export async function scheduleList(
  db: Db,
  actor: Actor,
  q: { startDate?: string; endDate?: string },
  now = new Date(),
) {
  const [monday, sunday] = thisWeek(now);
  const rows = await repo.between(
    db,
    actor.tenantId,
    actor.userId,
    q.startDate ?? monday,
    q.endDate ?? sunday,
    SCHEDULE_ENDED,
    LIST_MAX,
  );
  return rows.map(view);
}

export async function scheduleDetails(db: Db, actor: Actor, id: number) {
  return view(found(await repo.byId(db, actor.tenantId, actor.userId, id), 'notFound'));
}

export async function addSchedule(db: Db, actor: Actor, input: ScheduleInput) {
  await repo.insert(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    title: input.title,
    scheduleType: input.scheduleType,
    scheduleState: input.scheduleState,
    content: input.content,
    scheduleDate: input.scheduleDate,
    scheduleTime: input.scheduleTime ?? null,
    createBy: actor.username,
    updateBy: actor.username,
  });
  return true as const;
}

/** Changes the fields named of one of the caller's entries. */
export async function editSchedule(db: Db, actor: Actor, input: ScheduleUpdate) {
  const { id, ...fields } = input;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  found(
    await repo.update(db, actor.tenantId, actor.userId, Number(id), { ...set, updateBy: actor.username }),
    'notFound',
  );
  return true as const;
}

export async function removeSchedules(db: Db, actor: Actor, ids: number[]) {
  if ((await repo.remove(db, actor.tenantId, actor.userId, ids, actor.username)) === 0)
    throw new DomainError('notFound', {}, 404);
  return true as const;
}
