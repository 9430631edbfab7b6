import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleWidget, Schedule } from '@contract/dashboard';
import type { Page } from '@contract/envelope';
import { buildTestApp } from './helpers';
import { adminHeaders, call, DAY, newLearner } from './edu-helpers';
import { staffWithRoles } from './access-helpers';
import { staffWith } from './dashboard-helpers';
import { anyString, stringMatching } from './matchers';

/** pig's role widgets (the home a role gets) and pig's schedule (a person's own calendar entries). */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

const layout = (cols: string[][]) => JSON.stringify({ layout: [7, 7, 10], copmsList: cols });
const newRole = async (code: string, headers = admin) =>
  (
    await call<{ roleId: string }>(app, 'POST', '/api/admin/role', headers, {
      roleName: code,
      roleCode: code,
    })
  ).body.data.roleId;
const save = (body: unknown, headers = admin) =>
  call<true>(app, 'PUT', '/api/admin/role/widget', headers, body);
const widgetOf = (roleId: string, headers = admin) =>
  call<RoleWidget | null>(app, 'GET', `/api/admin/role/widget/${roleId}`, headers);
const current = async (headers: Record<string, string>) =>
  (await call<RoleWidget | null>(app, 'GET', '/api/admin/role/widget/current', headers)).body.data;

describe('role widgets', () => {
  it("saves a role's home as pig-ui sends it, and reads it back in pig's shape", async () => {
    const roleId = await newRole('WIDGET_A');
    expect((await widgetOf(roleId)).body).toEqual({ code: 0, msg: null, data: null });
    // pig-ui sends the role id as a number.
    const grid = layout([['current-user', 'calendar'], ['news'], []]);
    expect(
      (await save({ roleId: Number(roleId), widgetKeys: 'current-user,calendar,news', layoutConfig: grid }))
        .body,
    ).toEqual({ code: 0, msg: null, data: true });
    const first = (await widgetOf(roleId)).body.data!;
    expect(first).toEqual({
      id: stringMatching(/^\d+$/),
      roleId,
      widgetKeys: 'current-user,calendar,news',
      layoutConfig: grid,
      createBy: 'admin',
      updateBy: 'admin',
      createTime: stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updateTime: stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      delFlag: '0',
    });
    // Saving again changes the same row; a layout may be left out.
    await save({ roleId, widgetKeys: 'news' });
    expect((await widgetOf(roleId)).body.data).toMatchObject({
      id: first.id,
      widgetKeys: 'news',
      layoutConfig: null,
    });
  });

  it('refuses keys and layouts every holder’s home could not read', async () => {
    const roleId = await newRole('WIDGET_BAD');
    for (const body of [
      { roleId, widgetKeys: 'a b' },
      { roleId, widgetKeys: 'news', layoutConfig: '{not json' },
      { roleId, widgetKeys: 'news', layoutConfig: JSON.stringify({ layout: [7], copmsList: 'news' }) },
      { roleId: 'x', widgetKeys: 'news' },
    ])
      expect((await save(body)).status, JSON.stringify(body)).toBe(400);
    expect((await widgetOf(roleId)).body.data).toBeNull();
  });

  it("gives the caller the fullest of their roles' homes, and null without one", async () => {
    const small = await newRole('WIDGET_SMALL');
    const big = await newRole('WIDGET_BIG');
    const bare = await newRole('WIDGET_BARE');
    await save({ roleId: small, widgetKeys: 'news' });
    await save({
      roleId: big,
      widgetKeys: 'news,calendar,sys-log',
      layoutConfig: layout([['news'], [], []]),
    });
    const both = await staffWithRoles(app, 'widget_both', [small, big, bare]);
    expect(await current(both.headers)).toMatchObject({ roleId: big, widgetKeys: 'news,calendar,sys-log' });
    const none = await staffWithRoles(app, 'widget_none', [bare]);
    expect(await current(none.headers)).toBeNull();
    // Any signed-in person may ask (pig-ui's home asks for everyone); a learner's roles have none.
    expect(await current((await newLearner(app, 'widget_learner')).headers)).toBeNull();
  });

  it('reads with sys_role_view, saves with sys_role_edit, only roles of the caller’s tenant', async () => {
    const roleId = await newRole('WIDGET_PERM');
    await save({ roleId, widgetKeys: 'news' });
    const viewer = await staffWith(app, admin, ['sys_role_view']);
    expect((await widgetOf(roleId, viewer.headers)).body.data).toMatchObject({ widgetKeys: 'news' });
    expect((await save({ roleId, widgetKeys: 'calendar' }, viewer.headers)).status).toBe(403);
    const learner = await newLearner(app, 'widget_403');
    expect((await widgetOf(roleId, learner.headers)).status).toBe(403);
    expect((await save({ roleId, widgetKeys: 'x' }, learner.headers)).status).toBe(403);
    // Tenant 2's administrator: tenant 1's role is not theirs to read or write, and their own is.
    expect((await widgetOf(roleId, admin2)).status).toBe(404);
    expect((await save({ roleId, widgetKeys: 'calendar' }, admin2)).status).toBe(404);
    expect((await widgetOf(roleId)).body.data).toMatchObject({ widgetKeys: 'news' });
    const theirs = await newRole('WIDGET_T2', admin2);
    expect((await save({ roleId: theirs, widgetKeys: 'calendar' }, admin2)).body.data).toBe(true);
    expect((await widgetOf(theirs)).status).toBe(404);
  });
});

/** A day in Asia/Shanghai, `days` from today. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY + 8 * 3600_000).toISOString().slice(0, 10);
const mondayOfThisWeek = () => {
  const today = new Date(`${dayIn(0)}T00:00:00Z`);
  return dayIn(-((today.getUTCDay() + 6) % 7));
};

describe('the schedule', () => {
  const list = async (headers: Record<string, string>, query = '') =>
    (await call<Schedule[]>(app, 'GET', `/api/admin/schedule/list${query}`, headers)).body.data;
  const page = async (headers: Record<string, string>, query = '') =>
    (await call<Page<Schedule>>(app, 'GET', `/api/admin/schedule/page${query}`, headers)).body.data;
  const add = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call<true>(app, 'POST', '/api/admin/schedule', headers, {
      id: '', // pig-ui's form sends its empty id
      title: 'Plan',
      scheduleType: 'record',
      scheduleState: '0',
      content: '<p>Notes</p>',
      scheduleTime: '09:30:00',
      scheduleDate: mondayOfThisWeek(),
      ...body,
    });

  it("keeps a person's own entries: added, listed for the calendar's week, edited, ended, deleted", async () => {
    const me = await staffWith(app, admin, ['edu_checkin_view']);
    const other = await staffWith(app, admin, ['edu_checkin_view']);
    expect((await add(me.headers, { title: 'Week plan' })).body).toEqual({ code: 0, msg: null, data: true });
    await add(me.headers, { title: 'Far away', scheduleDate: dayIn(40), scheduleTime: '' });
    await add(other.headers, { title: 'Not mine' });

    // The list: this week by default (Monday to Sunday), or the calendar's range.
    const week = await list(me.headers);
    expect(week.map((s) => s.title)).toEqual(['Week plan']);
    expect(week[0]).toEqual({
      id: stringMatching(/^\d+$/),
      title: 'Week plan',
      scheduleType: 'record',
      scheduleState: '0',
      content: '<p>Notes</p>',
      scheduleDate: mondayOfThisWeek(),
      scheduleTime: '09:30:00',
      createBy: stringMatching(/^dash_staff/),
      createTime: stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updateBy: stringMatching(/^dash_staff/),
      updateTime: anyString(),
    });
    const far = await list(me.headers, `?startDate=${dayIn(35)}&endDate=${dayIn(45)}`);
    expect(far.map((s) => [s.title, s.scheduleTime])).toEqual([['Far away', null]]);
    const id = week[0]!.id;

    // One entry, edited as pig-ui's form sends it back (the whole record), then ended by the calendar's switch.
    const one = await call<Schedule>(app, 'GET', `/api/admin/schedule/${id}`, me.headers);
    expect(one.body.data.title).toBe('Week plan');
    const edited = await call(app, 'PUT', '/api/admin/schedule', me.headers, {
      ...one.body.data,
      title: 'Edited',
    });
    expect(edited.body.data).toBe(true);
    await call(app, 'PUT', '/api/admin/schedule', me.headers, { id, scheduleState: '3' });
    expect(await list(me.headers)).toEqual([]);
    const all = await page(me.headers, `?scheduleDate=${mondayOfThisWeek()}`);
    expect(all.records.map((s) => [s.title, s.scheduleState])).toEqual([['Edited', '3']]);
    expect((await page(me.headers, `?date=${dayIn(40)}`)).records.map((s) => s.title)).toEqual(['Far away']);
    expect((await page(me.headers, '?title=edit')).total).toBe('1');

    // Another person's entry is not found, whatever the call; deleting is one's own only.
    for (const [method, url, body] of [
      ['GET', `/api/admin/schedule/${id}`, undefined],
      ['PUT', '/api/admin/schedule', { id, title: 'Taken over' }],
      ['DELETE', '/api/admin/schedule', [id]],
    ] as const)
      expect((await call(app, method, url, other.headers, body)).status, method).toBe(404);
    expect((await page(other.headers)).records.map((s) => s.title)).toEqual(['Not mine']);
    expect((await call(app, 'DELETE', '/api/admin/schedule', me.headers, [id])).body.data).toBe(true);
    expect((await call(app, 'GET', `/api/admin/schedule/${id}`, me.headers)).status).toBe(404);
    // Tenant 2's administrator sees none of tenant 1's.
    expect((await page(admin2)).total).toBe('0');
  });

  it('refuses days that do not exist and ranges longer than the calendar shows', async () => {
    const learner = await newLearner(app, 'schedule_learner');
    expect((await add(learner.headers, { scheduleDate: '2026-02-30' })).status).toBe(400);
    expect((await add(learner.headers, { scheduleTime: '25:00' })).status).toBe(400);
    expect((await add(learner.headers, { title: ' ' })).status).toBe(400);
    for (const q of ['?startDate=2026-01-10&endDate=2026-01-01', '?startDate=2026-01-01&endDate=2026-12-31'])
      expect((await call(app, 'GET', `/api/admin/schedule/list${q}`, learner.headers)).status, q).toBe(400);
    expect((await call(app, 'GET', '/api/admin/schedule/list', { 'tenant-id': '1' })).status).toBe(424);
  });
});
