import { describe, expect, it } from 'vitest';
import { LIST_FILTER_MAX, listSearchSchema } from '@contract/envelope';
import { PAGE_SIZES } from '@contract/constants';

const parse = (raw: Record<string, unknown>) => listSearchSchema.parse(raw);

describe("a console list's address (listSearchSchema)", () => {
  it('keeps a well-formed page, size, sort and filters, each filter as the text or number it was', () => {
    expect(parse({ current: '3', size: 50, sort: 'createTime,desc', username: 'admin', deptId: 12 })).toEqual(
      {
        current: 3,
        size: 50,
        sort: 'createTime,desc',
        username: 'admin',
        deptId: 12,
      },
    );
    expect(parse({ menu: '159', id: 7 })).toEqual({ menu: '159', id: 7 });
    expect(parse({ sort: 'create_time,asc' })).toEqual({ sort: 'create_time,asc' });
  });

  it('drops what a hand-edited link gets wrong instead of failing', () => {
    expect(
      parse({
        current: '0',
        size: 30, // not one of the pager's sizes
        sort: 'createTime;drop table',
        empty: '',
        nested: { a: 1 },
        list: ['a'],
        infinite: Infinity,
        long: 'x'.repeat(LIST_FILTER_MAX + 1),
        'bad key': 'x',
        _leading: 'x',
      }),
    ).toEqual({});
    expect(parse({ current: '-1', size: '1e3' })).toEqual({});
    expect(parse({ current: 1.5 })).toEqual({});
    expect(parse({ current: 'abc', sort: 'name,up' })).toEqual({});
    expect(parse({ sort: '1name,asc' })).toEqual({});
    expect(parse({ sort: 'a,b,asc' })).toEqual({});
  });

  it('accepts every page size of the pager, the last page number and the longest filter', () => {
    for (const size of PAGE_SIZES) expect(parse({ size }).size).toBe(size);
    expect(parse({ size: String(PAGE_SIZES[1]) }).size).toBe(PAGE_SIZES[1]);
    expect(parse({ size: 201 }).size).toBeUndefined();
    expect(parse({ current: 999_999 }).current).toBe(999_999);
    expect(parse({ current: 1_000_000 }).current).toBeUndefined();
    expect(parse({ q: 'x'.repeat(LIST_FILTER_MAX) }).q).toHaveLength(LIST_FILTER_MAX);
    expect(parse({ ['k'.repeat(41)]: 'x' })).toEqual({ ['k'.repeat(41)]: 'x' });
    expect(parse({ ['k'.repeat(42)]: 'x' })).toEqual({});
  });
});
