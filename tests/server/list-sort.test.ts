import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@contract/constants';
import {
  eduCourse,
  eduEnrolment,
  eduEnterprise,
  eduExamAttempt,
  eduFeedback,
  sysFile,
  sysLog,
  sysUser,
} from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call } from './edu-helpers';
import { insertExam } from './exam-helpers';
import { stringMatching } from './matchers';

/**
 * The console's lists sort by pig's `ascs` / `descs`: for each of the seven lists, ascending and descending order
 * the records, pig's snake_case names work, a field the list cannot sort by is ignored, a malformed name is a 400
 * in the validation envelope, every list stays within the caller's tenant, and the page size is 200 at most.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let examId = '';

/** Three people of tenant 1, made in the order b, c, a: their ids, names and times each order them differently. */
const PEOPLE = [
  { key: 'b', name: 'Srtq Bravo', phone: '13900000902', created: '2026-03-03T00:00:00Z' },
  { key: 'c', name: 'Srtq Charlie', phone: '13900000903', created: '2026-03-01T00:00:00Z' },
  { key: 'a', name: 'Srtq Alpha', phone: '13900000901', created: '2026-03-02T00:00:00Z' },
] as const;
type Key = (typeof PEOPLE)[number]['key'];
const userIds = {} as Record<Key, number>;
let otherUserId = 0;

/** Per person: a number that orders them b < c < a (durations, scores, sizes), and a later time a < b < c. */
const NUMBER: Record<Key, number> = { b: 10, c: 20, a: 30 };
const LATER: Record<Key, string> = {
  a: '2026-04-01T00:00:00Z',
  b: '2026-04-02T00:00:00Z',
  c: '2026-04-03T00:00:00Z',
};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
  const db = app.database.db;
  for (const p of PEOPLE) {
    const [row] = await db
      .insert(sysUser)
      .values({
        tenantId: 1,
        username: `srtq_${p.key}`,
        password: 'x',
        name: p.name,
        phone: p.phone,
        createTime: new Date(p.created),
      })
      .returning();
    userIds[p.key] = row!.userId;
  }
  const [other] = await db
    .insert(sysUser)
    .values({ tenantId: 2, username: 'srtq_z', password: 'x', name: 'Srtq Zeta', phone: '13900000909' })
    .returning();
  otherUserId = other!.userId;

  // Logs: durations b < c < a, times a < b < c; a fourth entry without a duration.
  const logs = PEOPLE.map((p) => ({
    tenantId: 1,
    title: `srtq op ${p.key}`,
    createBy: `srtq_${p.key}`,
    time: NUMBER[p.key],
    createTime: new Date(LATER[p.key]),
  }));
  await db.insert(sysLog).values(logs);
  await db.insert(sysLog).values({ tenantId: 2, title: 'srtq op z', createBy: 'srtq_z', time: 1 });

  // Sign-ups of one course: created a < b < c, statuses approved (a), pending (b), rejected (c).
  const [course] = await db.select().from(eduCourse).where(eq(eduCourse.tenantId, 1)).limit(1);
  const status: Record<Key, string> = { a: 'approved', b: 'pending', c: 'rejected' };
  await db.insert(eduEnrolment).values(
    PEOPLE.map((p) => ({
      tenantId: 1,
      courseId: course!.id,
      userId: userIds[p.key],
      status: status[p.key],
      createTime: new Date(LATER[p.key]),
    })),
  );
  await db
    .insert(eduEnrolment)
    .values({ tenantId: 2, courseId: course!.id, userId: otherUserId, status: 'approved' });

  // One exam's attempts: scores b < c < a, started a < b < c.
  const exam = await insertExam(app, String(course!.id), []);
  examId = String(exam.id);
  const attempt = (tenantId: number, userId: number, score: number, startedAt: Date) => ({
    tenantId,
    examId: exam.id,
    courseId: course!.id,
    userId,
    attemptNo: 1,
    seed: 1,
    questions: [],
    totalScore: 100,
    status: 'graded',
    score,
    passed: true,
    startedAt,
    deadline: new Date(Date.now() + 3600_000),
    submittedAt: startedAt,
  });
  await db
    .insert(eduExamAttempt)
    .values(PEOPLE.map((p) => attempt(1, userIds[p.key], NUMBER[p.key], new Date(LATER[p.key]))));
  await db.insert(eduExamAttempt).values(attempt(2, otherUserId, 99, new Date()));

  // Enterprises: names a < b < c, credit codes ordered b < c < a, created a < b < c.
  const enterprise = (tenantId: number, key: string, adminUserId: number, created: string) => ({
    tenantId,
    name: `Srtq ${key.toUpperCase()} Ltd`,
    creditCode: `91440300SRTQ${String(NUMBER[key as Key] ?? 99).padStart(6, '0')}`,
    contactName: `contact ${key}`,
    contactPhone: '13900000900',
    licenceFile: '',
    adminUserId,
    createTime: new Date(created),
  });
  await db
    .insert(eduEnterprise)
    .values(PEOPLE.map((p) => enterprise(1, p.key, userIds[p.key], LATER[p.key])));
  await db.insert(eduEnterprise).values(enterprise(2, 'z', otherUserId, LATER.a));

  // Feedback: sent a < b < c by each person; categories ordered b < c < a.
  const category: Record<Key, string> = { b: 'course', c: 'exam', a: 'other' };
  await db.insert(eduFeedback).values(
    PEOPLE.map((p) => ({
      tenantId: 1,
      userId: userIds[p.key],
      category: category[p.key],
      content: `srtq feedback ${p.key}`,
      createTime: new Date(LATER[p.key]),
    })),
  );
  await db
    .insert(eduFeedback)
    .values({ tenantId: 2, userId: otherUserId, category: 'exam', content: 'srtq feedback z' });

  // Files: names a < b < c, sizes b < c < a, uploaded a < b < c.
  const file = (tenantId: number, key: string, size: number, created: string) => ({
    tenantId,
    fileName: `srtq-${key}-${tenantId}.pdf`,
    original: `srtq-${key}.pdf`,
    dir: 'doc',
    type: 'application/pdf',
    fileSize: size,
    createBy: 'admin',
    createTime: new Date(created),
  });
  await db.insert(sysFile).values(PEOPLE.map((p) => file(1, p.key, NUMBER[p.key] * 1024, LATER[p.key])));
  await db.insert(sysFile).values(file(2, 'z', 1, LATER.a));
});
afterAll(() => app.close());

type Row = Record<string, unknown>;
type PageOf = { records: Row[]; total: string; size: string; current: string };

/**
 * Each list: its page call narrowed to the rows made above, how a row names its person (a, b, c; z is tenant 2's),
 * two sortable fields with the order each gives ascending (one of them by pig's snake_case name), and its
 * order when no sort is given.
 */
type List = {
  name: string;
  url: string;
  keyOf: (row: Row) => string;
  fields: { name: string; asc: string }[];
  /** The list's own order of the three, newest or first made first. */
  unsorted: string;
};
const last = (s: unknown) => String(s).slice(-1);
const LISTS: () => List[] = () => [
  {
    name: 'users',
    url: '/api/admin/user/page?username=srtq_',
    keyOf: (r) => last(r.username),
    fields: [
      { name: 'username', asc: 'abc' },
      { name: 'create_time', asc: 'cab' },
      { name: 'phone', asc: 'abc' },
    ],
    unsorted: 'bca',
  },
  {
    name: 'logs',
    url: '/api/admin/log/page?title=srtq',
    keyOf: (r) => last(r.createBy),
    fields: [
      { name: 'time', asc: 'bca' },
      { name: 'create_by', asc: 'abc' },
      { name: 'createTime', asc: 'abc' },
    ],
    unsorted: 'cba',
  },
  {
    name: 'enrolments',
    url: '/api/edu/enrolment/page?keyword=srtq',
    keyOf: (r) => (r.name as string).charAt(5).toLowerCase(),
    fields: [
      { name: 'name', asc: 'abc' },
      { name: 'status', asc: 'abc' },
      { name: 'create_time', asc: 'abc' },
    ],
    unsorted: 'acb',
  },
  {
    name: 'attempts',
    url: `/api/edu/exam/attempt/page?examId=${examId}&keyword=srtq`,
    keyOf: (r) => last(r.username),
    fields: [
      { name: 'score', asc: 'bca' },
      { name: 'started_at', asc: 'abc' },
      { name: 'username', asc: 'abc' },
    ],
    unsorted: 'acb',
  },
  {
    name: 'enterprises',
    url: '/api/edu/enterprise/page?name=srtq',
    keyOf: (r) => (r.name as string).charAt(5).toLowerCase(),
    fields: [
      { name: 'name', asc: 'abc' },
      { name: 'credit_code', asc: 'bca' },
      { name: 'adminUsername', asc: 'abc' },
    ],
    unsorted: 'acb',
  },
  {
    name: 'feedback',
    url: '/api/edu/feedback/page?keyword=srtq',
    keyOf: (r) => last(r.username),
    fields: [
      { name: 'category', asc: 'bca' },
      { name: 'create_time', asc: 'abc' },
      { name: 'username', asc: 'abc' },
    ],
    unsorted: 'acb',
  },
  {
    name: 'files',
    url: '/api/admin/sys-file/page?original=srtq',
    keyOf: (r) => (r.original as string).charAt(5),
    fields: [
      { name: 'file_size', asc: 'bca' },
      { name: 'original', asc: 'abc' },
      { name: 'createTime', asc: 'abc' },
    ],
    unsorted: 'cba',
  },
];

const get = (url: string, headers = admin) => call<PageOf>(app, 'GET', url, headers);
const order = async (list: List, query: string, headers = admin) => {
  const res = await get(`${list.url}&${query}`, headers);
  expect(res.status, `${list.name} ${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data.records.map(list.keyOf).join('');
};
const reversed = (s: string) => [...s].reverse().join('');

describe.each(['users', 'logs', 'enrolments', 'attempts', 'enterprises', 'feedback', 'files'])(
  'the %s list',
  (name) => {
    const list = () => LISTS().find((l) => l.name === name)!;

    it('orders its records by ascs and by descs, snake_case names as their wire names', async () => {
      for (const field of list().fields) {
        const expected = field.asc;
        expect(await order(list(), `ascs=${field.name}`), `ascs=${field.name}`).toBe(expected);
        expect(await order(list(), `descs=${field.name}`), `descs=${field.name}`).toBe(reversed(expected));
      }
    });

    it('keeps its own order without a sort, or for a field it cannot sort by', async () => {
      expect(await order(list(), 'current=1')).toBe(list().unsorted);
      expect(await order(list(), 'descs=nonsense')).toBe(list().unsorted);
      expect(await order(list(), 'ascs=password&descs=del_flag')).toBe(list().unsorted);
      // A known field with an unknown one beside it: the known one sorts.
      const [field] = list().fields;
      expect(await order(list(), `ascs=nonsense,${field!.name}`)).toBe(field!.asc);
    });

    it('refuses a malformed sort with the validation envelope', async () => {
      for (const bad of [
        'ascs=create-time',
        'descs=1abc',
        'ascs=name,,phone',
        'descs=a%20b',
        `ascs=${'x'.repeat(42)}`,
        'ascs=a,b,c,d,e,f',
        'ascs=a&ascs=b&ascs=c&ascs=d&ascs=e&ascs=f',
      ]) {
        const res = await get(`${list().url}&${bad}`);
        expect(res.status, bad).toBe(400);
        expect(res.body, bad).toMatchObject({
          code: 1,
          data: { field: stringMatching(/^(ascs|descs)/) },
        });
        expect(res.body.msg, bad).toBeTruthy();
      }
    });

    it('stays within the tenant when sorted', async () => {
      for (const q of [`ascs=${list().fields[0]!.name}`, `descs=${list().fields[0]!.name}`]) {
        const res = await get(`${list().url}&${q}`);
        expect(res.body.data.records.map(list().keyOf).sort().join('')).toBe('abc');
        expect(res.body.data.total).toBe('3');
      }
    });

    it('serves 200 to a page and clamps a larger size to 200', async () => {
      const at200 = await get(`${list().url}&size=200&ascs=${list().fields[0]!.name}`);
      expect(at200.body.data.size).toBe(String(MAX_PAGE_SIZE));
      expect(at200.body.data.records).toHaveLength(3);
      const over = await get(`${list().url}&size=5000&descs=${list().fields[0]!.name}`);
      expect(over.status).toBe(200);
      expect(over.body.data.size).toBe(String(MAX_PAGE_SIZE));
    });
  },
);

describe('sorting, across lists', () => {
  it("reads the repeated key as pig's comma-separated list, ascs before descs, each field once", async () => {
    const logs = LISTS().find((l) => l.name === 'logs')!;
    // Every entry of one log type: ties on logType are broken by the next field, then by id.
    expect(await order(logs, 'ascs=logType&ascs=time')).toBe('bca');
    expect(await order(logs, 'ascs=logType,time')).toBe('bca');
    expect(await order(logs, 'ascs=logType&descs=time')).toBe('acb');
    // A field named in both keeps its first direction.
    expect(await order(logs, 'ascs=time&descs=time')).toBe('bca');
  });

  it('breaks ties by id, in the first field’s direction, so paging is deterministic', async () => {
    const users = LISTS().find((l) => l.name === 'users')!;
    // One lock state for all three: the id decides (made b, c, a).
    expect(await order(users, 'ascs=lockFlag')).toBe('bca');
    expect(await order(users, 'descs=lock_flag')).toBe('acb');
    const pages = [];
    for (const current of [1, 2, 3])
      pages.push(await order(users, `ascs=lockFlag&size=1&current=${current}`));
    expect(pages.join('')).toBe('bca');
  });

  it('puts rows without a value last in either direction', async () => {
    await app.database.db
      .insert(sysLog)
      .values({ tenantId: 1, title: 'srtq op n', createBy: 'srtq_n', createTime: new Date(LATER.b) });
    const logs = LISTS().find((l) => l.name === 'logs')!;
    try {
      expect(await order(logs, 'ascs=time')).toBe('bcan');
      expect(await order(logs, 'descs=time')).toBe('acbn');
    } finally {
      await app.database.db.delete(sysLog).where(and(eq(sysLog.tenantId, 1), eq(sysLog.createBy, 'srtq_n')));
    }
  });

  it("another tenant's staff see their own rows only, sorted", async () => {
    const other = async (url: string) => {
      const res = await get(url, admin2);
      expect(res.status, url).toBe(200);
      return res.body.data.records;
    };
    expect(await other('/api/admin/user/page?username=srtq_&descs=username')).toEqual([
      expect.objectContaining({ username: 'srtq_z' }),
    ]);
    expect(await other('/api/admin/log/page?title=srtq&ascs=time')).toEqual([
      expect.objectContaining({ createBy: 'srtq_z' }),
    ]);
    expect(await other('/api/edu/enrolment/page?keyword=srtq&ascs=name')).toEqual([
      expect.objectContaining({ name: 'Srtq Zeta' }),
    ]);
    expect(await other('/api/edu/enterprise/page?name=srtq&descs=memberCount')).toEqual([
      expect.objectContaining({ name: 'Srtq Z Ltd' }),
    ]);
    expect(await other('/api/edu/feedback/page?keyword=srtq&ascs=username')).toEqual([
      expect.objectContaining({ username: 'srtq_z' }),
    ]);
    expect(await other('/api/admin/sys-file/page?original=srtq&descs=fileSize')).toEqual([
      expect.objectContaining({ original: 'srtq-z.pdf' }),
    ]);
    // The exam is tenant 1's: tenant 2 cannot page its attempts at all.
    const attempts = await get(`/api/edu/exam/attempt/page?examId=${examId}&ascs=score`, admin2);
    expect(attempts.body.code).toBe(1);
    expect(attempts.body.data).toBeFalsy();
  });
});
