import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call } from './edu-helpers';
import { stringMatching } from './matchers';

export type Row = Record<string, unknown>;
export type PageOf = { records: Row[]; total: string };

/**
 * A list whose sort is tested: its page call narrowed to three records made for the test, how a row names its
 * record (a, b, c), sortable fields with the order each gives ascending, a field the three share (the id decides),
 * and the list's own order.
 */
export type SortedList = {
  name: string;
  url: () => string;
  keyOf: (row: Row) => string;
  fields: { name: string; asc: string }[];
  tie: string;
  unsorted: string;
};

/** A row's record by the letter after the five-letter prefix of its `field` (Srtra… → a). */
export const byName = (field: string) => (r: Row) => (r[field] as string).slice(5, 6).toLowerCase();

/** pig's ascs / descs on each list, read through the API as staff: orders, ties, what it ignores and refuses. */
export function describeSortedLists(
  lists: SortedList[],
  env: () => { app: FastifyInstance; admin: Record<string, string> },
) {
  const get = (url: string) => call<PageOf>(env().app, 'GET', url, env().admin);
  const order = async (list: SortedList, query: string) => {
    const res = await get(`${list.url()}&${query}`);
    expect(res.status, `${list.name} ${query}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.data.total, `${list.name} ${query}`).toBe('3');
    return res.body.data.records.map(list.keyOf).join('');
  };
  const reversed = (s: string) => [...s].reverse().join('');

  describe.each(lists.map((l) => l.name))('the %s list', (name) => {
    const list = lists.find((l) => l.name === name)!;

    it('orders its records by ascs and by descs, snake_case names as their wire names', async () => {
      for (const field of list.fields) {
        expect(await order(list, `ascs=${field.name}`), `ascs=${field.name}`).toBe(field.asc);
        expect(await order(list, `descs=${field.name}`), `descs=${field.name}`).toBe(reversed(field.asc));
      }
    });

    it('breaks ties by id, in the first field’s direction', async () => {
      expect(await order(list, `ascs=${list.tie}`)).toBe('bca');
      expect(await order(list, `descs=${list.tie}`)).toBe('acb');
      const pages = [];
      for (const current of [1, 2, 3])
        pages.push(await order(list, `descs=${list.tie}&size=1&current=${current}`));
      expect(pages.join('')).toBe('acb');
    });

    it('keeps its own order without a sort, or for a field it cannot sort by', async () => {
      expect(await order(list, 'current=1')).toBe(list.unsorted);
      expect(await order(list, 'descs=nonsense')).toBe(list.unsorted);
      expect(await order(list, 'ascs=del_flag&descs=tenant_id')).toBe(list.unsorted);
      const [field] = list.fields;
      expect(await order(list, `ascs=nonsense,${field!.name}`)).toBe(field!.asc);
    });

    it('refuses a malformed sort with the validation envelope', async () => {
      for (const bad of ['ascs=create-time', 'descs=1abc', 'ascs=a,b,c,d,e,f']) {
        const res = await get(`${list.url()}&${bad}`);
        expect(res.status, bad).toBe(400);
        expect(res.body, bad).toMatchObject({ code: 1, data: { field: stringMatching(/^(ascs|descs)/) } });
      }
    });
  });
}
