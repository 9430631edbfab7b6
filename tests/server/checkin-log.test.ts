import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { eduSession } from '../../src/server/db/schema';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { buildTestApp } from './helpers';

/** The log of rejected scans: every refusal kept with its reason, device and time, filterable and exported in words. */

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Answer = {
  outcome: string;
  reason: string | null;
  message: string | null;
  checkin: { conflict: boolean } | null;
};
type Listed = {
  records: {
    name: string | null;
    outcome: string;
    reason: string | null;
    deviceId: string;
    conflict: boolean;
  }[];
  total: string;
};

/** A session open for check-in with three signed-up learners; the last one's sign-up is cancelled. */
async function session(prefix: string) {
  const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 10 });
  await app.database.db
    .update(eduSession)
    .set({ checkinStartAt: new Date(Date.now() - 3600_000), checkinEndAt: new Date(Date.now() + 3600_000) })
    .where(eq(eduSession.id, Number(sessionId)));
  const people = [];
  for (const name of ['a', 'b', 'c']) {
    const l = await newLearner(app, `${prefix}_${name}`);
    const e = await call<{ id: string; ticket: string }>(app, 'POST', '/api/edu/enrolment', l.headers, {
      courseId,
      sessionId,
    });
    people.push({ ...l, enrolmentId: e.body.data.id, ticket: e.body.data.ticket });
  }
  const cancelled = people[2]!;
  const c = await call(app, 'PUT', `/api/edu/enrolment/cancel/${cancelled.enrolmentId}`, cancelled.headers);
  expect(c.status).toBe(200);
  return { sessionId, people };
}

let n = 0;
const scan = (sessionId: string, ticket: string, deviceId: string, lang = 'zh-CN', more = {}) =>
  call<Answer>(
    app,
    'POST',
    '/api/edu/checkin',
    { ...admin, 'accept-language': lang },
    {
      clientId: `log-${Date.now()}-${++n}`,
      deviceId,
      deviceTime: Date.now(),
      sessionId,
      method: 'ticket',
      ticket,
      ...more,
    },
  );
const page = (query: string) =>
  call<Listed>(app, 'GET', `/api/edu/checkin/page?${query}`, admin).then((r) => r.body.data);

describe('every rejected scan explained', () => {
  it('tells an unreadable code from a forged ticket and a revoked one, and the roster lists the revoked', async () => {
    const { sessionId, people } = await session('log_reasons');
    const [a, , cancelled] = people;
    expect((await scan(sessionId, 'https://example.com/not-a-ticket', 'desk-1')).body.data).toMatchObject({
      outcome: 'rejected',
      reason: 'code_unreadable',
      message: '无法识别，不是电子票',
    });
    const forged = `${a!.ticket.slice(0, -1)}${a!.ticket.endsWith('x') ? 'y' : 'x'}`;
    expect((await scan(sessionId, forged, 'desk-1', 'en')).body.data).toMatchObject({
      reason: 'ticket_invalid',
      message: 'This ticket is not valid',
    });
    expect((await scan(sessionId, cancelled!.ticket, 'desk-2')).body.data).toMatchObject({
      outcome: 'rejected',
      reason: 'enrolment_cancelled',
    });
    // The device learns the revoked ticket from the whole roster and from a delta after the cancellation.
    type Roster = { entries: { enrolmentId: string }[]; revoked: string[]; cursor: string };
    const whole = (await call<Roster>(app, 'GET', `/api/edu/session/roster/${sessionId}`, admin)).body.data;
    expect(whole.revoked).toEqual([cancelled!.enrolmentId]);
    expect(whole.entries.map((e) => e.enrolmentId)).not.toContain(cancelled!.enrolmentId);
    const since = String(Date.now() - 60_000);
    const delta = (
      await call<Roster>(app, 'GET', `/api/edu/session/roster/${sessionId}?since=${since}`, admin)
    ).body.data;
    expect(delta.revoked).toEqual([cancelled!.enrolmentId]);
  });

  it('lists the refused only, by reason and by device, and refuses a filter it does not know', async () => {
    const { sessionId, people } = await session('log_filter');
    const [a, b, cancelled] = people;
    await scan(sessionId, a!.ticket, 'desk-1'); // accepted
    await scan(sessionId, a!.ticket, 'desk-1'); // again on the same desk: a plain duplicate
    await scan(sessionId, a!.ticket, 'desk-2'); // at another desk: a duplicate and a conflict
    await scan(sessionId, cancelled!.ticket, 'desk-2');
    await scan(sessionId, 'garbage', 'desk-3');
    await scan(sessionId, b!.ticket, 'desk-3'); // accepted

    const refused = await page(`sessionId=${sessionId}&refused=true`);
    expect(refused.total).toBe('4');
    expect(refused.records.map((r) => [r.reason, r.deviceId, r.conflict])).toEqual([
      ['code_unreadable', 'desk-3', false],
      ['enrolment_cancelled', 'desk-2', false],
      ['already_checked_in', 'desk-2', true],
      ['already_checked_in', 'desk-1', false],
    ]);
    expect((await page(`sessionId=${sessionId}&refused=false`)).total).toBe('2');
    const byReason = await page(`sessionId=${sessionId}&refused=true&reason=already_checked_in`);
    expect(byReason.records.map((r) => r.deviceId)).toEqual(['desk-2', 'desk-1']);
    const byDevice = await page(`sessionId=${sessionId}&refused=true&deviceId=desk-2`);
    expect(byDevice.records.map((r) => r.reason)).toEqual(['enrolment_cancelled', 'already_checked_in']);
    expect((await page(`sessionId=${sessionId}&deviceId=desk-9`)).total).toBe('0');

    // An empty parameter is no filter (pig's console sends its empty search fields).
    expect((await page(`sessionId=${sessionId}&refused=true&deviceId=&reason=`)).total).toBe('4');
    for (const query of ['reason=bribed', 'refused=yes', `deviceId=${'d'.repeat(65)}`]) {
      const res = await call(app, 'GET', `/api/edu/checkin/page?sessionId=${sessionId}&${query}`, admin);
      expect(res.status, query).toBe(400);
    }
  });

  it('keeps what a desk refused at the door as a refusal, never as a check-in', async () => {
    const { sessionId, people } = await session('log_refused');
    const [a, b, cancelled] = people;
    // The desk's roster was stale: it did not know a's sign-up and turned a away. The server would accept the
    // ticket, but a was not let in: it is logged with the desk's reason, and a is not counted.
    expect(
      (await scan(sessionId, a!.ticket, 'desk-1', 'zh-CN', { refusedAs: 'not_enrolled' })).body.data,
    ).toMatchObject({ outcome: 'rejected', reason: 'not_enrolled' });
    expect((await page(`sessionId=${sessionId}&outcome=accepted`)).total).toBe('0');
    // a can still check in (the refusal holds no place).
    expect((await scan(sessionId, a!.ticket, 'desk-1')).body.data.outcome).toBe('accepted');
    // Where the server has a reason of its own, that one is kept; a refused repeat is the duplicate it is, and
    // no conflict even from another desk: that desk turned the person away, it claimed nobody.
    const cancelledScan = await scan(sessionId, cancelled!.ticket, 'desk-1', 'zh-CN', {
      refusedAs: 'outside_window',
    });
    expect(cancelledScan.body.data).toMatchObject({ outcome: 'rejected', reason: 'enrolment_cancelled' });
    const repeat = await scan(sessionId, a!.ticket, 'desk-2', 'zh-CN', { refusedAs: 'already_checked_in' });
    expect(repeat.body.data).toMatchObject({
      outcome: 'duplicate',
      reason: 'already_checked_in',
      checkin: { conflict: false },
    });
    expect((await scan(sessionId, a!.ticket, 'desk-2')).body.data).toMatchObject({
      outcome: 'duplicate',
      checkin: { conflict: true },
    });
    // A reason the contract does not know is refused as the malformed request it is, and nothing is stored.
    const wrong = await scan(sessionId, b!.ticket, 'desk-1', 'zh-CN', { refusedAs: 'bored' });
    expect(wrong.status).toBe(400);
    expect((await page(`sessionId=${sessionId}`)).total).toBe('5');
  });

  it("exports the log with each reason in the reader's words, and the conflicts marked", async () => {
    const { sessionId, people } = await session('log_export');
    const [a, , cancelled] = people;
    await scan(sessionId, a!.ticket, 'desk-1');
    await scan(sessionId, a!.ticket, 'desk-2');
    await scan(sessionId, cancelled!.ticket, 'desk-2');
    await scan(sessionId, 'garbage', 'desk-3');
    const rowsOf = async (lang: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/edu/checkin/export?sessionId=${sessionId}&refused=true`,
        headers: { ...admin, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const values = wb.worksheets[0]!.getSheetValues() as unknown[][];
      // ExcelJS counts rows and cells from 1: [header, ...rows], each [, id, name, mobile, method, outcome, …].
      return { header: values[1]!.slice(1), rows: values.slice(2).map((r) => r.slice(5, 9)) };
    };
    const zh = await rowsOf('zh-CN');
    expect(zh.header.slice(4, 8)).toEqual(['结果', '原因', '冲突', '设备']);
    expect(zh.rows).toEqual([
      ['拒绝', '无法识别，不是电子票', '', 'desk-3'],
      ['拒绝', '报名已取消或被驳回', '', 'desk-2'],
      ['重复', '已签到，请勿重复签到', '另一台设备已先签到', 'desk-2'],
    ]);
    const en = await rowsOf('en');
    expect(en.rows.map((r) => r.slice(0, 3))).toEqual([
      ['Rejected', 'Unreadable: not a ticket', ''],
      ['Rejected', 'The sign-up was cancelled or rejected', ''],
      ['Duplicate', 'Already checked in', 'Checked in first at another device'],
    ]);
  });
});
