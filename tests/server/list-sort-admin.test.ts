import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  eduCourse,
  eduExam,
  eduQuestion,
  eduQuestionCategory,
  sysI18n,
  sysMessage,
  sysMessageRelation,
  sysOauthClientDetails,
  sysOauthToken,
  sysPost,
  sysPublicParam,
  sysRole,
  sysTenant,
  sysUser,
} from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { byName, describeSortedLists, type PageOf, type Row, type SortedList } from './list-sort-helpers';
import { adminHeaders, call } from './edu-helpers';

/**
 * More console lists sort by pig's `ascs` / `descs` as the first seven do (list-sort.test.ts): roles, posts,
 * tenants, parameters, OAuth clients, translations, online sessions, messages, exams and the question bank. For
 * each: ascending and descending order the records by each field tried (one by pig's snake_case name), a field
 * all three share falls back to the id in the first field's direction, a field the list cannot sort by is
 * ignored, and a malformed name is a 400.
 */
let app: FastifyInstance;
let admin: Record<string, string>;

/** Three records of each list, made in the order b, c, a: their ids order them b < c < a. */
const KEYS = ['b', 'c', 'a'] as const;
type Key = (typeof KEYS)[number];
/** Per record: a text ordering them b < c < a, a number ordering them c < a < b, and a time a < b < c. */
const TEXT: Record<Key, string> = { b: 'k', c: 'm', a: 'p' };
const NUMBER: Record<Key, number> = { c: 100, a: 200, b: 300 };
const TIME: Record<Key, Date> = {
  a: new Date('2030-01-01T00:00:00Z'),
  b: new Date('2030-02-01T00:00:00Z'),
  c: new Date('2030-03-01T00:00:00Z'),
};
const NAME: Record<Key, string> = { a: 'Alpha', b: 'Bravo', c: 'Charlie' };

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  const db = app.database.db;
  const [course] = await db.select().from(eduCourse).where(eq(eduCourse.tenantId, 1)).limit(1);
  const userIds: number[] = [];
  for (const k of KEYS) {
    await db.insert(sysRole).values({
      tenantId: 1,
      roleName: `Srtr ${NAME[k]}`,
      roleCode: `SRTR_${TEXT[k].toUpperCase()}`,
      roleDesc: 'same',
      createTime: TIME[k],
    });
    await db.insert(sysPost).values({
      tenantId: 1,
      postName: `Srtr ${NAME[k]}`,
      postCode: `srtr_${TEXT[k]}`,
      postSort: NUMBER[k],
      remark: 'same',
    });
    await db.insert(sysTenant).values({
      name: `Srtr ${NAME[k]}`,
      code: `srtr_${TEXT[k]}`,
      startTime: TIME[k],
      endTime: new Date(TIME[k].getTime() + NUMBER[k] * 86_400_000),
    });
    await db.insert(sysPublicParam).values({
      tenantId: 1,
      publicName: `Srtr ${NAME[k]}`,
      publicKey: `SRTR_${TEXT[k].toUpperCase()}`,
      publicValue: String(NUMBER[k]),
    });
    await db.insert(sysOauthClientDetails).values({
      clientId: `srtr_${NAME[k].toLowerCase()}`,
      clientSecret: 'x',
      authorizedGrantTypes: 'password',
      accessTokenValidity: NUMBER[k],
      refreshTokenValidity: 1000 - NUMBER[k],
    });
    // Entry a was never edited: its Updated column, and its sort, is its creation.
    await db.insert(sysI18n).values({
      name: `srtr.${NAME[k].toLowerCase()}`,
      zhCn: `${TEXT[k]}文`,
      en: 'same',
      createTime: k === 'a' ? new Date('2030-01-15T00:00:00Z') : TIME.a,
      updateTime: k === 'a' ? null : TIME[k],
    });
    const [user] = await db
      .insert(sysUser)
      .values({ tenantId: 1, username: `srtr_${k}`, password: 'x', phone: `1390000091${KEYS.indexOf(k)}` })
      .returning();
    userIds.push(user!.userId);
    await db.insert(sysOauthToken).values({
      tenantId: 1,
      userId: user!.userId,
      clientId: 'pig',
      accessHash: `srtr-access-${k}`.padEnd(64, '0'),
      refreshHash: `srtr-refresh-${k}`.padEnd(64, '0'),
      accessExpiresAt: new Date(Date.now() + 3_600_000),
      refreshExpiresAt: new Date(Date.now() + NUMBER[k] * 3_600_000),
      createdAt: TIME[k],
    });
    // Messages: c names one person, a two, b three.
    const [message] = await db
      .insert(sysMessage)
      .values({ tenantId: 1, title: `Srtr ${NAME[k]}`, createTime: TIME[k] })
      .returning();
    await db
      .insert(sysMessageRelation)
      .values(userIds.map((userId) => ({ tenantId: 1, msgId: message!.id, userId })));
    await db.insert(eduExam).values({
      tenantId: 1,
      courseId: course!.id,
      title: `Srtr ${NAME[k]}`,
      mode: 'fixed',
      totalScore: NUMBER[k],
      passScore: 1,
      durationMin: TEXT[k].charCodeAt(0),
      openAt: TIME[k],
    });
    const [category] = await db
      .insert(eduQuestionCategory)
      .values({ tenantId: 1, name: `srtr ${TEXT[k]}` })
      .returning();
    await db.insert(eduQuestion).values({
      tenantId: 1,
      categoryId: category!.id,
      type: 'judge',
      stem: `Srtr ${NAME[k]}`,
      answer: 'T',
      score: NUMBER[k],
      updateTime: TIME[k],
    });
  }
});
afterAll(() => app.close());

const last = (field: string) => (r: Row) => String(r[field]).slice(-1);
const LISTS: SortedList[] = [
  {
    name: 'roles',
    url: () => '/api/admin/role/page?roleName=Srtr',
    keyOf: byName('roleName'),
    fields: [
      { name: 'roleName', asc: 'abc' },
      { name: 'role_code', asc: 'bca' },
      { name: 'createTime', asc: 'abc' },
    ],
    tie: 'roleDesc',
    unsorted: 'bca',
  },
  {
    name: 'posts',
    url: () => '/api/admin/post/page?postName=Srtr',
    keyOf: byName('postName'),
    fields: [
      { name: 'postName', asc: 'abc' },
      { name: 'post_code', asc: 'bca' },
      { name: 'postSort', asc: 'cab' },
    ],
    tie: 'remark',
    unsorted: 'cab',
  },
  {
    name: 'tenants',
    url: () => '/api/admin/tenant/page?name=Srtr',
    keyOf: byName('name'),
    fields: [
      { name: 'name', asc: 'abc' },
      { name: 'code', asc: 'bca' },
      { name: 'start_time', asc: 'abc' },
      // a ends 200 days after Jan 1st, b 300 after Feb 1st, c 100 after Mar 1st.
      { name: 'endTime', asc: 'cab' },
    ],
    tie: 'status',
    unsorted: 'bca',
  },
  {
    name: 'parameters',
    url: () => '/api/admin/param/page?publicName=Srtr',
    keyOf: byName('publicName'),
    fields: [
      { name: 'publicName', asc: 'abc' },
      { name: 'public_key', asc: 'bca' },
      { name: 'publicValue', asc: 'cab' },
    ],
    tie: 'status',
    unsorted: 'bca',
  },
  {
    name: 'clients',
    url: () => '/api/admin/client/page?clientId=srtr_',
    keyOf: (r) => (r.clientId as string).charAt(5),
    fields: [
      { name: 'clientId', asc: 'abc' },
      { name: 'access_token_validity', asc: 'cab' },
      { name: 'refreshTokenValidity', asc: 'bac' },
    ],
    tie: 'scope',
    unsorted: 'bca',
  },
  {
    name: 'translations',
    url: () => '/api/admin/i18n/page?name=srtr.',
    keyOf: (r) => (r.name as string).charAt(5),
    fields: [
      { name: 'name', asc: 'abc' },
      { name: 'zh_cn', asc: 'bca' },
      // a's creation (Jan 15th) stands in for its update: before b's (Feb) and c's (Mar).
      { name: 'updateTime', asc: 'abc' },
    ],
    tie: 'en',
    unsorted: 'abc',
  },
  {
    name: 'sessions',
    url: () => '/api/admin/sys-token/page?username=srtr_',
    keyOf: last('username'),
    fields: [
      { name: 'username', asc: 'abc' },
      { name: 'issued_at', asc: 'abc' },
      { name: 'refreshExpiresAt', asc: 'cab' },
    ],
    tie: 'clientId',
    unsorted: 'abc',
  },
  {
    name: 'messages',
    url: () => '/api/admin/sysMessage/page?title=Srtr',
    keyOf: byName('title'),
    fields: [
      { name: 'title', asc: 'abc' },
      { name: 'recipients', asc: 'bca' },
      { name: 'create_time', asc: 'abc' },
    ],
    tie: 'sendFlag',
    unsorted: 'cba',
  },
  {
    name: 'exams',
    url: () => '/api/edu/exam/page?keyword=Srtr',
    keyOf: byName('title'),
    fields: [
      { name: 'title', asc: 'abc' },
      { name: 'total_score', asc: 'cab' },
      { name: 'durationMin', asc: 'bca' },
      { name: 'openAt', asc: 'abc' },
    ],
    tie: 'courseTitle',
    unsorted: 'acb',
  },
  {
    name: 'questions',
    url: () => '/api/edu/question/page?keyword=Srtr',
    keyOf: byName('stem'),
    fields: [
      { name: 'stem', asc: 'abc' },
      { name: 'category_name', asc: 'bca' },
      { name: 'score', asc: 'cab' },
      { name: 'updateTime', asc: 'abc' },
    ],
    tie: 'type',
    unsorted: 'acb',
  },
];

describeSortedLists(LISTS, () => ({ app, admin }));

describe('the sessions page posted as JSON', () => {
  const post = (body: object) => call<PageOf>(app, 'POST', '/api/admin/sys-token/page', admin, body);

  it("sorts as the GET does, and reads pig-ui's blank sort as none", async () => {
    const sorted = await post({ current: 1, size: 10, username: 'srtr_', descs: 'refresh_expires_at' });
    expect(sorted.status).toBe(200);
    expect(sorted.body.data.records.map(last('username')).join('')).toBe('bac');
    const blank = await post({ current: 1, size: 10, username: 'srtr_', ascs: '', descs: '' });
    expect(blank.status).toBe(200);
    expect(blank.body.data.records.map(last('username')).join('')).toBe('abc');
  });
});
