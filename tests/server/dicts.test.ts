import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { buildTestApp } from './helpers';

/**
 * Dictionaries (pig's /admin/dict): staff's CRUD of dictionaries and items in pig's shapes, the
 * uniqueness rules, built-in dictionaries kept, pig's sort, course categories a course uses kept, tenant scoping,
 * the export, and what pages read (/dict/type/{type}) changing on the next request.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

type Dict = { id: string; dictType: string; description: string; systemFlag: string; remarks: string | null };
type Item = {
  id: string;
  dictId: string;
  dictType: string;
  value: string;
  label: string;
  labelEn: string | null;
};
const get = async <T>(url: string, headers = admin) => (await call<T>(app, 'GET', url, headers)).body;
const dictOfType = async (type: string, headers = admin) =>
  (await get<Dict | null>(`/api/admin/dict/details?dictType=${type}`, headers)).data;
const itemsOf = async (dictId: string) =>
  (await get<{ records: Item[] }>(`/api/admin/dict/item/page?dictId=${dictId}&size=100`)).data.records;
const typeRead = async (type: string, headers: Record<string, string> = { 'tenant-id': '1' }) =>
  (await call<Item[]>(app, 'GET', `/api/admin/dict/type/${type}`, headers)).body.data;

describe('dictionaries', () => {
  it('pages, lists and checks types in pig’s shape, each tenant its own', async () => {
    const body = await get<{ records: Dict[]; total: string }>('/api/admin/dict/page?size=5&dictType=course');
    expect(body.code).toBe(0);
    expect(body.data.records.map((d) => d.dictType)).toEqual(['course_category']);
    expect(body.data.records[0]).toMatchObject({ systemFlag: '1', description: '课程分类' });
    const list = await get<Dict[]>('/api/admin/dict/list?name=状态');
    expect(list.data.map((d) => d.dictType)).toEqual(
      expect.arrayContaining(['enrolment_status', 'common_status']),
    );
    expect(await dictOfType('nope_nothing')).toBeNull();
    // Tenant 2 has a course_category of its own, with another id.
    const mine = await dictOfType('course_category');
    const theirs = await dictOfType('course_category', admin2);
    expect(theirs!.id).not.toBe(mine!.id);
    expect((await call(app, 'GET', `/api/admin/dict/details/${mine!.id}`, admin2)).status).toBe(404);
  });

  it('adds, edits and deletes a dictionary with its items; a type is unique per tenant', async () => {
    const created = await call<Dict>(app, 'POST', '/api/admin/dict', admin, {
      dictType: 'venue_kind',
      description: '场地类型',
      systemFlag: '1',
    });
    // Staff cannot make a dictionary the platform's own.
    expect(created.body).toMatchObject({ code: 0, data: { dictType: 'venue_kind', systemFlag: '0' } });
    const again = await call(
      app,
      'POST',
      '/api/admin/dict',
      { ...admin, 'accept-language': 'en' },
      {
        dictType: 'venue_kind',
        description: 'x',
      },
    );
    expect(again.body).toMatchObject({ code: 1, msg: 'A dictionary of type venue_kind already exists' });
    // Another tenant may use the same type.
    expect(
      (await call(app, 'POST', '/api/admin/dict', admin2, { dictType: 'venue_kind', description: '场地' }))
        .body.code,
    ).toBe(0);
    const id = created.body.data.id;
    const item = await call<Item>(app, 'POST', '/api/admin/dict/item', admin, {
      dictId: id,
      value: 'hall',
      label: '礼堂',
      labelEn: 'Hall',
    });
    expect(item.body.data).toMatchObject({ dictType: 'venue_kind', value: 'hall', labelEn: 'Hall' });
    // A new type is the items' type too.
    const edited = await call<Dict>(app, 'PUT', '/api/admin/dict', admin, { id, dictType: 'venue_kinds' });
    expect(edited.body.data.dictType).toBe('venue_kinds');
    expect((await typeRead('venue_kinds', admin)).map((i) => i.value)).toEqual(['hall']);
    expect(await typeRead('venue_kind', admin)).toEqual([]);
    const gone = await call(app, 'DELETE', '/api/admin/dict', admin, [id]);
    expect(gone.body).toMatchObject({ code: 0, data: true });
    expect(await dictOfType('venue_kinds')).toBeNull();
    expect((await call(app, 'GET', `/api/admin/dict/item/details/${item.body.data.id}`, admin)).status).toBe(
      404,
    );
  });

  it('keeps a built-in dictionary: never deleted, never retyped; its description may change', async () => {
    const category = (await dictOfType('course_category'))!;
    const del = await call(app, 'DELETE', '/api/admin/dict', { ...admin, 'accept-language': 'en' }, [
      category.id,
    ]);
    expect(del.body).toMatchObject({
      code: 1,
      msg: 'The built-in dictionary course_category cannot be deleted',
    });
    const retype = await call(app, 'PUT', '/api/admin/dict', admin, {
      id: category.id,
      dictType: 'categories',
    });
    expect(retype.body).toMatchObject({ code: 1, msg: '系统内置字典的类型不能修改' });
    const described = await call<Dict>(app, 'PUT', '/api/admin/dict', admin, {
      id: category.id,
      dictType: 'course_category',
      description: '课程分类（培训）',
    });
    expect(described.body.data).toMatchObject({ description: '课程分类（培训）', systemFlag: '1' });
    expect(await dictOfType('course_category')).not.toBeNull();
  });

  it('refuses malformed input with a 400 in the caller’s language, never a 500', async () => {
    for (const body of [
      { dictType: 'Bad Type', description: 'x' },
      { dictType: '1_type', description: 'x' },
      { dictType: 'ok_type', description: '' },
      { dictType: 'x'.repeat(65), description: 'x' },
    ]) {
      const res = await call(app, 'POST', '/api/admin/dict', admin, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1);
    }
    // pig's console allows capitals: a type like PIG_LEVEL is taken.
    expect(
      (await call(app, 'POST', '/api/admin/dict', admin, { dictType: 'PIG_LEVEL', description: 'x' })).body,
    ).toMatchObject({ code: 0 });
    const item = await call(app, 'POST', '/api/admin/dict/item', admin, {
      dictId: '1',
      value: '',
      label: 'x',
    });
    expect(item.status).toBe(400);
  });
});

describe('dictionary items', () => {
  it('adds a course category the portal offers on its next request; a value is unique in its dictionary', async () => {
    const category = (await dictOfType('course_category'))!;
    const added = await call<Item>(app, 'POST', '/api/admin/dict/item', admin, {
      dictId: category.id,
      dictType: 'course_category',
      value: 'green',
      label: '绿色物业',
      labelEn: 'Green property',
    });
    expect(added.body.code).toBe(0);
    // Anyone (the portal, before logging in) sees it at once, last.
    const read = await typeRead('course_category');
    expect(read.at(-1)).toMatchObject({ value: 'green', label: '绿色物业', labelEn: 'Green property' });
    // pig's uniqueness check, by label and by value.
    const byLabel = await get<Item | null>(
      '/api/admin/dict/item/details?dictType=course_category&label=绿色物业',
    );
    expect(byLabel.data?.value).toBe('green');
    const twice = await call(
      app,
      'POST',
      '/api/admin/dict/item',
      { ...admin, 'accept-language': 'en' },
      {
        dictId: category.id,
        value: 'green',
        label: 'Again',
      },
    );
    expect(twice.body).toMatchObject({
      code: 1,
      msg: 'This dictionary already has an item with the value green',
    });
    // The same value in another dictionary is fine.
    const other = (await dictOfType('gender'))!;
    expect(
      (
        await call(app, 'POST', '/api/admin/dict/item', admin, {
          dictId: other.id,
          value: 'green',
          label: 'x',
        })
      ).body.code,
    ).toBe(0);
    // Edited: the portal shows the new label on its next request.
    await call(app, 'PUT', '/api/admin/dict/item', admin, { id: added.body.data.id, label: '绿色低碳' });
    expect((await typeRead('course_category')).find((i) => i.value === 'green')?.label).toBe('绿色低碳');
  });

  it('sorts as pig does: the page’s items in their new order where the first stood, the rest around them', async () => {
    const category = (await dictOfType('course_category'))!;
    const before = await itemsOf(category.id);
    const values = before.map((i) => i.value);
    expect(values.slice(0, 4)).toEqual(['basics', 'safety', 'fire', 'service']);
    const byValue = new Map(before.map((i) => [i.value, i.id]));
    // Move "green" (last) to the front of the first page of two.
    const res = await call(app, 'PUT', '/api/admin/dict/item/sort', admin, {
      dictId: category.id,
      itemIds: [byValue.get('green'), byValue.get('basics')],
    });
    expect(res.body).toMatchObject({ code: 0, data: true });
    const after = await itemsOf(category.id);
    expect(after.map((i) => i.value)).toEqual(['green', 'basics', 'safety', 'fire', 'service']);
    expect(after.map((i) => (i as Item & { sortOrder: number }).sortOrder)).toEqual([0, 1, 2, 3, 4]);
    expect((await typeRead('course_category')).map((i) => i.value)[0]).toBe('green');
    // An id twice, or one of another dictionary, changes nothing.
    const dup = await call(app, 'PUT', '/api/admin/dict/item/sort', admin, {
      dictId: category.id,
      itemIds: [byValue.get('fire'), byValue.get('fire')],
    });
    expect(dup.body.code).toBe(1);
    const gender = await itemsOf((await dictOfType('gender'))!.id);
    const foreign = await call(app, 'PUT', '/api/admin/dict/item/sort', admin, {
      dictId: category.id,
      itemIds: [gender[0]!.id, byValue.get('fire')],
    });
    expect(foreign.body.code).toBe(1);
    expect((await itemsOf(category.id)).map((i) => i.value)).toEqual(after.map((i) => i.value));
  });

  it('keeps a category a course uses: not deleted, its value not changed; unused ones go', async () => {
    const items = await itemsOf((await dictOfType('course_category'))!.id);
    const safety = items.find((i) => i.value === 'safety')!;
    const del = await call(app, 'DELETE', `/api/admin/dict/item/${safety.id}`, admin);
    expect(del.body.code).toBe(1);
    expect(del.body.msg).toMatch(/^课程分类 safety 正在被 \d+ 门课程使用/);
    const revalue = await call(app, 'PUT', '/api/admin/dict/item', admin, { id: safety.id, value: 'safe' });
    expect(revalue.body.code).toBe(1);
    // Its label may change.
    expect(
      (await call(app, 'PUT', '/api/admin/dict/item', admin, { id: safety.id, label: '安全' })).body.code,
    ).toBe(0);
    const green = items.find((i) => i.value === 'green')!;
    expect((await call(app, 'DELETE', `/api/admin/dict/item/${green.id}`, admin)).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await typeRead('course_category')).map((i) => i.value)).not.toContain('green');
  });

  it('exports the items of a dictionary as a workbook', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/dict/export?dictType=log_type',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(['Dictionary type', 'Value', 'Label']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([
      ['log_type', '0', '正常'],
      ['log_type', '9', '异常'],
    ]);
  });
});

describe('who may', () => {
  it('refuses learners (403) and never lets tenant 2 read or touch tenant 1’s dictionaries', async () => {
    const learner = await newLearner(app, 'dict_learner');
    expect((await call(app, 'GET', '/api/admin/dict/page', learner.headers)).status).toBe(403);
    expect(
      (await call(app, 'POST', '/api/admin/dict', learner.headers, { dictType: 'x', description: 'x' }))
        .status,
    ).toBe(403);
    const mine = (await dictOfType('gender'))!;
    const items = await itemsOf(mine.id);
    // Tenant 2's admin names tenant 1's ids: nothing found, nothing changed.
    expect(
      (await call(app, 'PUT', '/api/admin/dict', admin2, { id: mine.id, description: 'taken' })).status,
    ).toBe(404);
    expect((await call(app, 'DELETE', `/api/admin/dict/item/${items[0]!.id}`, admin2)).status).toBe(404);
    expect(
      (
        await call(app, 'POST', '/api/admin/dict/item', admin2, {
          dictId: mine.id,
          value: 'x_nine',
          label: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, 'PUT', '/api/admin/dict/item/sort', admin2, {
          dictId: mine.id,
          itemIds: [items[0]!.id],
        })
      ).status,
    ).toBe(404);
    const page = await get<{ records: Item[] }>(`/api/admin/dict/item/page?dictId=${mine.id}`, admin2);
    expect(page.data.records).toEqual([]);
    expect((await itemsOf(mine.id)).length).toBe(items.length);
    expect((await dictOfType('gender'))!.description).toBe(mine.description);
  });

  it('logs every write in the writer’s tenant log', async () => {
    await call(app, 'PUT', '/api/admin/dict/sync', admin);
    const log = await get<{ records: { title: string; createBy: string }[] }>(
      '/api/admin/log/page?title=/api/admin/dict&size=50',
    );
    const titles = log.data.records.map((r) => r.title);
    for (const t of [
      'POST /api/admin/dict',
      'PUT /api/admin/dict',
      'DELETE /api/admin/dict',
      'POST /api/admin/dict/item',
      'PUT /api/admin/dict/item',
      'PUT /api/admin/dict/item/sort',
      'DELETE /api/admin/dict/item/:id',
      'PUT /api/admin/dict/sync',
    ])
      expect(titles).toContain(t);
    // Tenant 2's writes are in tenant 2's log; the learner's refused tries are in this one.
    const who = new Set(log.data.records.map((r) => r.createBy));
    expect([...who].sort()).toEqual(['admin', 'dict_learner']);
    const theirs = await get<{ records: { createBy: string }[] }>(
      '/api/admin/log/page?title=/api/admin/dict',
      admin2,
    );
    expect(new Set(theirs.data.records.map((r) => r.createBy))).toEqual(new Set(['admin2']));
  });
});
