import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eduCourse,
  eduEnrolment,
  eduEnterprise,
  eduInvoiceRequest,
  eduInvoiceRequestItem,
  eduSession,
  sysUser,
} from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { byName, describeSortedLists, type PageOf, type SortedList } from './list-sort-helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';

/**
 * The console's course list, invoice requests and a course's sessions sort by pig's `ascs` / `descs` as the
 * other lists do (list-sort-admin.test.ts): each field both ways (some by their snake_case names), a field the
 * three share falls back to the id in the first field's direction, a field the list cannot sort by is ignored,
 * a malformed one is a 400 in the validation envelope. Then the sessions page's totals of every session of the
 * course against one page's.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
/** The course the sessions are of, and another, with no sessions. */
let sessionCourseId = 0;
let emptyCourseId = 0;

/** Three records of each list, made in the order b, c, a: their ids order them b < c < a. */
const KEYS = ['b', 'c', 'a'] as const;
type Key = (typeof KEYS)[number];
/** Per record: a text ordering them b < c < a, a number c < a < b, times a < b < c and c < b < a. */
const TEXT: Record<Key, string> = { b: 'k', c: 'm', a: 'p' };
const NUMBER: Record<Key, number> = { c: 100, a: 200, b: 300 };
const TIME: Record<Key, Date> = {
  a: new Date('2030-01-01T00:00:00Z'),
  b: new Date('2030-02-01T00:00:00Z'),
  c: new Date('2030-03-01T00:00:00Z'),
};
const EARLIER: Record<Key, Date> = {
  c: new Date('2029-01-01T00:00:00Z'),
  b: new Date('2029-02-01T00:00:00Z'),
  a: new Date('2029-03-01T00:00:00Z'),
};
const NAME: Record<Key, string> = { a: 'Alpha', b: 'Bravo', c: 'Charlie' };
/** How many: a 1, c 2, b 3 (sign-ups of a course, items of a request). */
const MANY: Record<Key, number> = { a: 1, c: 2, b: 3 };

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  const db = app.database.db;
  const people: number[] = [];
  for (const n of [1, 2, 3, 4, 5, 6]) people.push((await newLearner(app, `srtc_learner${n}`)).userId);
  // A course whose sign-ups the invoice items name (cancelled: they count in no course's Signed up).
  const [billed] = await db
    .insert(eduCourse)
    .values({ tenantId: 1, mode: 'online', title: 'Srtz billed', category: 'x', status: 'published' })
    .returning();
  let person = 0;
  for (const k of KEYS) {
    const [course] = await db
      .insert(eduCourse)
      .values({
        tenantId: 1,
        mode: 'offline',
        title: `Srtc ${NAME[k]}`,
        category: `cat_${TEXT[k]}`,
        creditHours: NUMBER[k] / 10,
        fee: 1000 - NUMBER[k],
        status: 'draft',
        enrolEndAt: TIME[k],
        createTime: EARLIER[k],
      })
      .returning();
    // Approved sign-ups: a has 0, c 1, b 2; a pending one each, which Signed up does not count.
    for (let i = 0; i < MANY[k] - 1; i++)
      await db
        .insert(eduEnrolment)
        .values({ tenantId: 1, courseId: course!.id, userId: people[i]!, status: 'approved' });
    await db
      .insert(eduEnrolment)
      .values({ tenantId: 1, courseId: course!.id, userId: people[5]!, status: 'pending' });

    const [user] = await db
      .insert(sysUser)
      .values({ tenantId: 1, username: `srtv_${k}`, password: 'x', phone: `1390000093${KEYS.indexOf(k)}` })
      .returning();
    const [enterprise] = await db
      .insert(eduEnterprise)
      .values({
        tenantId: 1,
        name: `Srtv ${NAME[k]}`,
        creditCode: `91SRTV${KEYS.indexOf(k)}`.padEnd(18, '0'),
        contactName: 'same',
        contactPhone: '13900000000',
        licenceFile: 'x',
        adminUserId: user!.userId,
        status: 'approved',
      })
      .returning();
    const [request] = await db
      .insert(eduInvoiceRequest)
      .values({
        tenantId: 1,
        enterpriseId: enterprise!.id,
        profileId: 1,
        profile: { type: 'normal', title: `${TEXT[k]} title`, taxNo: 'T' },
        amount: NUMBER[k],
        invoiceNo: `NO-${TEXT[k]}`,
        createTime: TIME[k],
        handledTime: EARLIER[k],
      })
      .returning();
    for (let i = 0; i < MANY[k]; i++) {
      const [signUp] = await db
        .insert(eduEnrolment)
        .values({ tenantId: 1, courseId: billed!.id, userId: people[person++ % 6]!, status: 'cancelled' })
        .returning();
      await db
        .insert(eduInvoiceRequestItem)
        .values({ tenantId: 1, requestId: request!.id, enrolmentId: signUp!.id, fee: 1 });
    }
  }

  // Sessions of one course: capacities 3 (c), 4 (a), 5 (b); a holds 2 seats (one approved, one pending), b 1,
  // c none (a cancelled and a waitlisted sign-up hold none): seats left a 2, c 3, b 4.
  const [course] = await db
    .insert(eduCourse)
    .values({ tenantId: 1, mode: 'offline', title: 'Srts sessions', category: 'x', status: 'draft' })
    .returning();
  sessionCourseId = course!.id;
  const [empty] = await db
    .insert(eduCourse)
    .values({ tenantId: 1, mode: 'offline', title: 'Srts empty', category: 'x', status: 'draft' })
    .returning();
  emptyCourseId = empty!.id;
  const SEATS: Record<Key, number> = { c: 3, a: 4, b: 5 };
  const HOLDING: Record<Key, string[]> = { a: ['approved', 'pending'], b: ['approved'], c: [] };
  person = 0;
  for (const k of KEYS) {
    const [session] = await db
      .insert(eduSession)
      .values({
        tenantId: 1,
        courseId: sessionCourseId,
        title: `Srts ${NAME[k]}`,
        startAt: TIME[k],
        endAt: new Date(TIME[k].getTime() + 3_600_000),
        venue: 'same room',
        capacity: SEATS[k],
        checkinStartAt: EARLIER[k],
        checkinEndAt: TIME[k],
        secret: 'x',
      })
      .returning();
    for (const status of [...HOLDING[k], ...(k === 'c' ? ['cancelled', 'waitlisted'] : [])])
      await db.insert(eduEnrolment).values({
        tenantId: 1,
        courseId: sessionCourseId,
        sessionId: session!.id,
        userId: people[person++]!,
        status,
      });
  }
});
afterAll(() => app.close());

/** As list-sort-admin.test.ts: a list's page call, how a row names its record, its fields and orders. */
const LISTS: SortedList[] = [
  {
    name: 'courses',
    url: () => '/api/edu/course/page?console=true&keyword=Srtc',
    keyOf: byName('title'),
    fields: [
      { name: 'title', asc: 'abc' },
      { name: 'category', asc: 'bca' },
      { name: 'credit_hours', asc: 'cab' },
      { name: 'fee', asc: 'bac' },
      { name: 'enrolled', asc: 'acb' },
      { name: 'enrol_end_at', asc: 'abc' },
      { name: 'createTime', asc: 'cba' },
    ],
    tie: 'mode',
    unsorted: 'acb',
  },
  {
    name: 'invoice requests',
    url: () => '/api/edu/invoice/page?enterpriseName=Srtv',
    keyOf: byName('enterpriseName'),
    fields: [
      { name: 'enterpriseName', asc: 'abc' },
      { name: 'title', asc: 'bca' },
      { name: 'items', asc: 'acb' },
      { name: 'amount', asc: 'cab' },
      { name: 'invoice_no', asc: 'bca' },
      { name: 'createTime', asc: 'abc' },
      { name: 'handled_time', asc: 'cba' },
    ],
    tie: 'status',
    unsorted: 'acb',
  },
  {
    name: 'sessions',
    url: () => `/api/edu/session/page?courseId=${sessionCourseId}`,
    keyOf: byName('title'),
    fields: [
      { name: 'title', asc: 'abc' },
      { name: 'start_at', asc: 'abc' },
      { name: 'capacity', asc: 'cab' },
      { name: 'seats_left', asc: 'acb' },
      { name: 'checkinStartAt', asc: 'cba' },
    ],
    tie: 'venue',
    unsorted: 'abc',
  },
];

describeSortedLists(LISTS, () => ({ app, admin }));

describe('the public catalog', () => {
  it('sorts as the console does, published courses only', async () => {
    const res = await call<PageOf>(app, 'GET', '/api/edu/course/page?keyword=Srtc&ascs=title', {});
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe('0');
  });
});

type SessionPage = PageOf & { capacityTotal: number; seatsLeftTotal: number; signedUpTotal: number };

describe('the sessions page’s totals', () => {
  const sessions = (query: string, headers = admin) =>
    call<SessionPage>(app, 'GET', `/api/edu/session/page?${query}`, headers);

  it('sums every session of the course, whatever the page', async () => {
    // Capacities 3 + 4 + 5; held: a 2 (approved and pending), b 1, c none (cancelled, waitlisted).
    const all = { capacityTotal: 12, seatsLeftTotal: 9, signedUpTotal: 3 };
    const one = await sessions(`courseId=${sessionCourseId}&size=1&current=2`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ total: '3', pages: '3', ...all });
    expect(one.body.data.records).toHaveLength(1);
    const whole = await sessions(`courseId=${sessionCourseId}&size=10`);
    expect(whole.body.data).toMatchObject(all);
    // On one page of them all, the totals are the rows' own sums.
    const rows = whole.body.data.records as { capacity: number; seatsLeft: number }[];
    expect(rows.reduce((n, s) => n + s.capacity, 0)).toBe(all.capacityTotal);
    expect(rows.reduce((n, s) => n + s.seatsLeft, 0)).toBe(all.seatsLeftTotal);
  });

  it('gives 0 for a course without sessions', async () => {
    const res = await sessions(`courseId=${emptyCourseId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      records: [],
      total: '0',
      capacityTotal: 0,
      seatsLeftTotal: 0,
      signedUpTotal: 0,
    });
  });

  it('answers 404 for a course of another tenant, or a draft to whoever may not edit courses', async () => {
    const foreign = await sessions(`courseId=${sessionCourseId}`, await adminHeaders(app, 'admin2', '2'));
    expect(foreign.status).toBe(404);
    const learner = await newLearner(app, 'srts_learner');
    expect((await sessions(`courseId=${sessionCourseId}`, learner.headers)).status).toBe(404);
    expect(
      (await call(app, 'GET', `/api/edu/session/page?courseId=${sessionCourseId}`, { 'tenant-id': '1' }))
        .status,
    ).toBe(424); // pig's answer to a call without a token
  });

  it('refuses a missing or malformed course id', async () => {
    expect((await sessions('current=1')).status).toBe(400);
    expect((await sessions('courseId=abc')).status).toBe(400);
  });
});
