import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, QuestionCategory } from '../../src/contract/exam';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { menuId, staffWithRoles } from './access-helpers';
import { readXlsx, upload, xlsx } from './people-helpers';
import type { Envelope } from '@contract/envelope';
import { stringContaining } from './matchers';

let app: FastifyInstance;
let admin: Record<string, string>;
let foreign: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  foreign = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

const HEADERS = [
  '题目分类',
  '题型',
  '题干',
  ...'ABCDEFGH'.split('').map((k) => `选项${k}`),
  '正确答案',
  '分值',
  '答案解析',
];
/** A sheet row: category, type, stem, options (A…), answer, score, explanation. */
const row = (
  cat: string,
  type: string,
  stem: string,
  options: string[],
  answer: string,
  score: number | string = 2,
) => [cat, type, stem, ...Array.from({ length: 8 }, (_, i) => options[i] ?? ''), answer, score, 'why'];

async function category(name: string, h = admin) {
  return (await call<QuestionCategory>(app, 'POST', '/api/edu/question/category', h, { name })).body.data;
}

describe('categories', () => {
  it('are created, renamed, counted, and refused deletion while they hold questions', async () => {
    const c = await category('Bank cat');
    const renamed = await call<QuestionCategory>(app, 'PUT', '/api/edu/question/category', admin, {
      id: c.id,
      name: 'Renamed',
      sort: 3,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', sort: 3, questionCount: 0 });
    const q = await call<Question>(app, 'POST', '/api/edu/question', admin, {
      categoryId: c.id,
      type: 'judge',
      stem: '<p>The sky is blue<script>alert(1)</script></p>',
      answer: 'T',
    });
    expect(q.body.data).toMatchObject({
      categoryName: 'Renamed',
      options: [{ key: 'T' }, { key: 'F' }],
      score: 1,
    });
    expect(q.body.data.stem).not.toContain('script');
    const list = await call<QuestionCategory[]>(app, 'GET', '/api/edu/question/category/list', admin);
    expect(list.body.data.find((x) => x.id === c.id)?.questionCount).toBe(1);
    const del = await call(app, 'DELETE', '/api/edu/question/category', admin, [c.id]);
    expect(del.body).toMatchObject({ code: 1, msg: stringContaining('Renamed') });
    await call(app, 'DELETE', '/api/edu/question', admin, [q.body.data.id]);
    expect((await call(app, 'DELETE', '/api/edu/question/category', admin, [c.id])).body.code).toBe(0);
  });
});

describe('questions', () => {
  it('are checked per type', async () => {
    const bad: [unknown, string][] = [
      [{ type: 'single', stem: 's', options: [{ key: 'A', text: 'a' }], answer: 'A' }, '选项'],
      [
        {
          type: 'single',
          stem: 's',
          options: [
            { key: 'A', text: 'a' },
            { key: 'C', text: 'c' },
          ],
          answer: 'A',
        },
        '选项',
      ],
      [
        {
          type: 'single',
          stem: 's',
          options: [
            { key: 'A', text: 'a' },
            { key: 'B', text: 'b' },
          ],
          answer: 'C',
        },
        'C 不在选项',
      ],
      [
        {
          type: 'multiple',
          stem: 's',
          options: [
            { key: 'A', text: 'a' },
            { key: 'B', text: 'b' },
          ],
          answer: ['A'],
        },
        '两个',
      ],
      [{ type: 'judge', stem: 's', answer: 'Y' }, 'T'],
      [{ type: 'fill', stem: 's', answer: 'x' }, '每个空'],
    ];
    for (const [body, msg] of bad) {
      const res = await call(app, 'POST', '/api/edu/question', admin, body);
      expect(res.body.code, JSON.stringify(body)).toBe(1);
      expect(res.body.msg).toContain(msg);
    }
    const en = await app.inject({
      method: 'POST',
      url: '/api/edu/question',
      headers: { ...admin, 'accept-language': 'en' },
      payload: { type: 'judge', stem: 's', answer: 'Y' },
    });
    expect(en.json<Envelope<unknown>>().msg).toMatch(/true\/false/);
    const fill = await call<Question>(app, 'POST', '/api/edu/question', admin, {
      type: 'fill',
      stem: 'Fill ____ and ____',
      answer: [[' a ', 'b'], ['c']],
      score: 4,
    });
    expect(fill.body.data).toMatchObject({ options: [], answer: [['a', 'b'], ['c']], score: 4 });
    // An edit is checked as the question will be: a multiple choice whose options shrink below its answer is refused.
    const m = await call<Question>(app, 'POST', '/api/edu/question', admin, {
      type: 'multiple',
      stem: 'm',
      options: ['a', 'b', 'c'].map((t, i) => ({ key: 'ABC'[i], text: t })),
      answer: ['C', 'A'],
    });
    expect(m.body.data.answer).toEqual(['A', 'C']);
    const shrink = await call(app, 'PUT', '/api/edu/question', admin, {
      id: m.body.data.id,
      options: [
        { key: 'A', text: 'a' },
        { key: 'B', text: 'b' },
      ],
    });
    expect(shrink.body.code).toBe(1);
    const page = await call<{ records: Question[]; total: string }>(
      app,
      'GET',
      '/api/edu/question/page?type=fill&keyword=Fill',
      admin,
    );
    expect(page.body.data.records.map((r) => r.id)).toContain(fill.body.data.id);
  });

  it("keeps tenants apart: another tenant's question and category are not found", async () => {
    const c = await category('Tenant one only');
    const q = await call<Question>(app, 'POST', '/api/edu/question', admin, {
      type: 'judge',
      stem: 'TENANT-ONE-STEM',
      answer: 'F',
      categoryId: c.id,
    });
    expect((await call(app, 'GET', `/api/edu/question/${q.body.data.id}`, foreign)).status).toBe(404);
    expect(
      (await call(app, 'PUT', '/api/edu/question', foreign, { id: q.body.data.id, stem: 'x' })).status,
    ).toBe(404);
    expect((await call(app, 'DELETE', '/api/edu/question', foreign, [q.body.data.id])).status).toBe(404);
    expect(
      (await call(app, 'PUT', '/api/edu/question/category', foreign, { id: c.id, name: 'x' })).status,
    ).toBe(404);
    // Tenant 2 cannot file its own question under tenant 1's category either.
    expect(
      (
        await call(app, 'POST', '/api/edu/question', foreign, {
          type: 'judge',
          stem: 's',
          answer: 'F',
          categoryId: c.id,
        })
      ).status,
    ).toBe(404);
    const page = await call(app, 'GET', '/api/edu/question/page?size=100', foreign);
    expect(page.res.body).not.toContain('TENANT-ONE-STEM');
  });

  it('refuses learners (403), and lets exam builders read the bank but not write it', async () => {
    const learner = await newLearner(app, 'bank_learner');
    for (const [m, url] of [
      ['GET', '/api/edu/question/page'],
      ['GET', '/api/edu/question/category/list'],
      ['GET', '/api/edu/question/template'],
    ] as const)
      expect((await call(app, m, url, learner.headers)).status, url).toBe(403);
    const role = await call<{ roleId: string }>(app, 'POST', '/api/admin/role', admin, {
      roleName: 'Exam builder',
      roleCode: 'EXAM_BUILDER',
    });
    const ids = [
      await menuId(app, { path: '/admin/edu/exam' }),
      await menuId(app, { permission: 'edu_exam_add' }),
    ];
    await call(app, 'PUT', '/api/admin/role/menu', admin, {
      roleId: role.body.data.roleId,
      menuIds: ids.join(','),
    });
    const builder = await staffWithRoles(app, 'exam_builder', [role.body.data.roleId]);
    expect((await call(app, 'GET', '/api/edu/question/page', builder.headers)).status).toBe(200);
    expect(
      (
        await call(app, 'POST', '/api/edu/question', builder.headers, {
          type: 'judge',
          stem: 's',
          answer: 'T',
        })
      ).status,
    ).toBe(403);
  });
});

describe('Excel', () => {
  it('imports every row or names each bad row with all its problems, in the caller’s language', async () => {
    await category('Import cat');
    const sheet = await xlsx(HEADERS, [
      row('Import cat', '单选', 'Good single', ['a', 'b', 'c'], 'b'),
      row('', '问答', 'Bad type', ['a', 'b'], 'A'),
      row('', '单选', 'No answer', ['a', 'b'], ''),
      row('', '单选', 'Answer not an option', ['a', 'b'], 'D'),
      row('', '判断', 'Judge not T/F', [], 'maybe'),
      row('Nope', '多选', 'Unknown category, gap in options', ['a', '', 'c'], 'A,C', 0),
    ]);
    const res = await upload(app, '/api/edu/question/import', admin, sheet);
    const body = res.json<{ code: number; data: { lineNum: number; errors: string[] }[] }>();
    expect(body.code).toBe(1);
    const byLine = new Map(body.data.map((e) => [e.lineNum, e.errors.join(' ')]));
    expect([...byLine.keys()]).toEqual([3, 4, 5, 6, 7]);
    expect(byLine.get(3)).toContain('题型');
    expect(byLine.get(4)).toContain('正确答案');
    expect(byLine.get(5)).toContain('D 不在选项');
    expect(byLine.get(6)).toContain('T（正确）');
    expect(byLine.get(7)).toMatch(/Nope.*/);
    expect(byLine.get(7)).toContain('分值');
    expect(byLine.get(7)).toContain('选项');
    const en = await upload(app, '/api/edu/question/import', { ...admin, 'accept-language': 'en' }, sheet);
    const enErrors = en
      .json<typeof body>()
      .data.flatMap((e) => e.errors)
      .join(' ');
    expect(enErrors).toContain('The answer D is not one of the options');
    expect(enErrors).toContain('true/false');
    // Nothing was saved from the refused file.
    const page = await call<{ total: string }>(
      app,
      'GET',
      '/api/edu/question/page?keyword=Good single',
      admin,
    );
    expect(page.body.data.total).toBe('0');
  });

  it('imports a good sheet and exports it back in a form that imports again', async () => {
    await category('Round trip');
    const sheet = await xlsx(HEADERS, [
      row('Round trip', '单选题', 'RT single', ['a', 'b'], 'b', 2),
      row('Round trip', '多选', 'RT multiple', ['a', 'b', 'c'], 'AC', 3),
      row('Round trip', '判断', 'RT judge', [], '错误', 1),
      row('Round trip', '填空', 'RT fill', [], '建筑;building|平方米；㎡', 4),
    ]);
    const res = await upload(app, '/api/edu/question/import', admin, sheet);
    expect(res.json()).toMatchObject({ code: 0, msg: stringContaining('4') });
    const page = await call<{ records: Question[] }>(
      app,
      'GET',
      '/api/edu/question/page?keyword=RT%20&size=10',
      admin,
    );
    const byStem = new Map(page.body.data.records.map((q) => [q.stem, q]));
    expect(byStem.get('RT multiple')?.answer).toEqual(['A', 'C']);
    expect(byStem.get('RT judge')?.answer).toBe('F');
    expect(byStem.get('RT fill')?.answer).toEqual([
      ['建筑', 'building'],
      ['平方米', '㎡'],
    ]);
    const out = await app.inject({
      method: 'GET',
      url: '/api/edu/question/export?keyword=RT%20',
      headers: admin,
    });
    expect(out.statusCode).toBe(200);
    const rows = await readXlsx(out.rawPayload);
    expect(rows[0]).toContain('正确答案');
    const fill = rows.find((r) => r.includes('RT fill'))!;
    expect(fill).toContain('建筑;building|平方米;㎡');
    // The export (without its id and time columns) imports again.
    const again = await xlsx(
      rows[0]!.slice(1, -1),
      rows.slice(1).map((r) => r.slice(1, -1)),
    );
    expect((await upload(app, '/api/edu/question/import', admin, again)).json()).toMatchObject({ code: 0 });
    const template = await app.inject({ method: 'GET', url: '/api/edu/question/template', headers: admin });
    expect((await readXlsx(template.rawPayload))[0]).toEqual(HEADERS);
  });
});
