import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { eduEnrolment, eduSession, sysUser } from '../../src/server/db/schema';
import { namePinyin, namesPinyin } from '../../src/server/lib/pinyin';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { enterpriseWithMembers } from './enterprise-helpers';
import { buildTestApp } from './helpers';

/** What the check-in desk searches the roster by: each name's pinyin and each person's enterprise. */

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

type Entry = { name: string; pinyin: string | null; enterprise: string | null };

describe('the roster a desk searches', () => {
  it("carries each name's pinyin (surnames read as surnames) and the enterprise", async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 10 });
    const firm = await enterpriseWithMembers(app, 'desk', { members: 1 });
    const db = app.database.db;
    const named = async (username: string, name: string) => {
      const l = await newLearner(app, username);
      await db.update(sysUser).set({ name }).where(eq(sysUser.userId, l.userId));
      return l.userId;
    };
    const member = firm.members[0]!.userId;
    await db.update(sysUser).set({ name: '单田芳' }).where(eq(sysUser.userId, member));
    const enrolledByFirm = await named('desk_zxy', '张学员');
    const alone = await named('desk_anna', 'Anna Lee');
    await db.insert(eduEnrolment).values([
      {
        tenantId: 1,
        courseId: Number(courseId),
        sessionId: Number(sessionId),
        userId: member,
        status: 'approved',
      },
      {
        tenantId: 1,
        courseId: Number(courseId),
        sessionId: Number(sessionId),
        userId: enrolledByFirm,
        enterpriseId: firm.id,
        status: 'approved',
      },
      {
        tenantId: 1,
        courseId: Number(courseId),
        sessionId: Number(sessionId),
        userId: alone,
        status: 'approved',
      },
      // The firm's admin, signed up by themselves: theirs too.
      {
        tenantId: 1,
        courseId: Number(courseId),
        sessionId: Number(sessionId),
        userId: firm.adminId,
        status: 'approved',
      },
    ]);
    const roster = await call<{ entries: Entry[] }>(
      app,
      'GET',
      `/api/edu/session/roster/${sessionId}`,
      admin,
    );
    const byName = Object.fromEntries(roster.body.data.entries.map((e) => [e.name, e]));
    expect(byName['单田芳']).toMatchObject({ pinyin: 'shan tian fang', enterprise: 'desk 物业' });
    expect(byName['张学员']).toMatchObject({ pinyin: 'zhang xue yuan', enterprise: 'desk 物业' });
    expect(byName['Anna Lee']).toMatchObject({ pinyin: null, enterprise: null });
    expect(byName['desk_admin']).toMatchObject({ enterprise: 'desk 物业' });
  });
});

describe('letting a person in from the list', () => {
  it('keeps why staff let them in without their ticket, and shows it in the list and the export', async () => {
    const { courseId, sessionId } = await offlineCourse(app, admin, { capacity: 10 });
    await app.database.db
      .update(eduSession)
      .set({ checkinStartAt: new Date(Date.now() - 3600_000), checkinEndAt: new Date(Date.now() + 3600_000) })
      .where(eq(eduSession.id, Number(sessionId)));
    const learner = await newLearner(app, 'desk_admit');
    const e = await call<{ id: string; ticket: string }>(app, 'POST', '/api/edu/enrolment', learner.headers, {
      courseId,
      sessionId,
    });
    let n = 0;
    const body = (o: Record<string, unknown>) => ({
      clientId: `desk-${Date.now()}-${++n}`,
      deviceId: 'desk-1',
      deviceTime: Date.now(),
      sessionId,
      ...o,
    });
    type Answer = { outcome: string; checkin: { admitReason: string | null } | null };
    // A reason not in the list is refused as the request it is.
    const wrong = await call(
      app,
      'POST',
      '/api/edu/checkin',
      admin,
      body({
        method: 'list',
        enrolmentId: e.body.data.id,
        admitReason: 'bribed',
      }),
    );
    expect(wrong.status).toBe(400);
    const admitted = await call<Answer>(
      app,
      'POST',
      '/api/edu/checkin',
      admin,
      body({
        method: 'list',
        enrolmentId: e.body.data.id,
        admitReason: 'no_phone',
      }),
    );
    expect(admitted.body.data).toMatchObject({ outcome: 'accepted', checkin: { admitReason: 'no_phone' } });
    // A ticket needs no reason: one sent with it is not kept.
    const other = await newLearner(app, 'desk_ticket');
    const t = await call<{ ticket: string }>(app, 'POST', '/api/edu/enrolment', other.headers, {
      courseId,
      sessionId,
    });
    const scanned = await call<Answer>(
      app,
      'POST',
      '/api/edu/checkin',
      admin,
      body({
        method: 'ticket',
        ticket: t.body.data.ticket,
        admitReason: 'id_checked',
      }),
    );
    expect(scanned.body.data).toMatchObject({ outcome: 'accepted', checkin: { admitReason: null } });
    const listed = await call<{ records: { name: string; admitReason: string | null }[] }>(
      app,
      'GET',
      `/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted`,
      admin,
    );
    expect(listed.body.data.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'desk_admit', admitReason: 'no_phone' }),
        expect.objectContaining({ name: 'desk_ticket', admitReason: null }),
      ]),
    );
    const res = await app.inject({
      method: 'GET',
      url: `/api/edu/checkin/export?sessionId=${sessionId}`,
      headers: admin,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    const admittedRow = rows.find((r) => r[2] === 'desk_admit');
    expect(admittedRow?.[4]).toBe('名单签到');
    expect(admittedRow?.[6]).toBe('未带手机');
  });
});

describe('names in pinyin', () => {
  it('reads the surname as a surname and the rest as words, and leaves out what is not Chinese', async () => {
    expect(namePinyin('曾小贤')).toBe('zeng xiao xian');
    expect(namePinyin('解小东')).toBe('xie xiao dong');
    expect(namePinyin('欧阳学员')).toBe('ou yang xue yuan');
    expect(namePinyin('吕布')).toBe('lü bu');
    expect(namePinyin('李Anna')).toBe('li');
    expect(namePinyin('Anna')).toBe('');
    const many = await namesPinyin([
      '张伟',
      null,
      '张伟',
      '王芳',
      ...Array.from({ length: 450 }, (_, i) => `赵${i}`),
    ]);
    expect(many.get('张伟')).toBe('zhang wei');
    expect(many.get('赵7')).toBe('zhao');
    expect(many.size).toBe(452);
  });
});
