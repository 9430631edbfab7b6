import { describe, expect, it } from 'vitest';
import { filtersOf, nextSort, pageParams, pagedSearch, sortOf } from '@/lib/paged-search';

describe('a console list in the address', () => {
  it('keeps a well-formed page, size, sort and filters', () => {
    expect(
      pagedSearch({ current: '3', size: 50, sort: 'createTime,desc', username: 'admin', deptId: 12 }),
    ).toEqual({
      current: 3,
      size: 50,
      sort: 'createTime,desc',
      username: 'admin',
      deptId: '12',
    });
  });

  it('drops what a hand-edited link gets wrong instead of failing', () => {
    expect(
      pagedSearch({
        current: '0',
        size: 30, // not one of the pager's sizes
        sort: 'createTime;drop table',
        empty: '',
        nested: { a: 1 },
        long: 'x'.repeat(101),
        'bad key': 'x',
      }),
    ).toEqual({});
    expect(pagedSearch({ current: '-1', size: '1e3' })).toEqual({});
    expect(pagedSearch({ current: 1.5 })).toEqual({});
  });

  it('accepts every page size of the pager and the boundaries of a filter', () => {
    for (const size of [1, 10, 20, 50, 100, 200]) expect(pagedSearch({ size }).size).toBe(size);
    expect(pagedSearch({ size: 201 }).size).toBeUndefined();
    expect(pagedSearch({ q: 'x'.repeat(100) }).q).toHaveLength(100);
  });

  it('cycles a column ascending, descending, then no sort; another column starts ascending', () => {
    expect(nextSort(undefined, 'name')).toBe('name,asc');
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toBe('name,desc');
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toBeUndefined();
    expect(nextSort({ field: 'name', order: 'desc' }, 'phone')).toBe('phone,asc');
  });

  it("sends pig's page parameters: current, size, the filters and ascs or descs", () => {
    expect(pageParams({})).toEqual({ current: 1, size: 10 });
    expect(pageParams({ current: 2, size: 20, sort: 'name,asc', username: 'a' })).toEqual({
      username: 'a',
      current: 2,
      size: 20,
      ascs: 'name',
    });
    expect(pageParams({ sort: 'createTime,desc' })).toMatchObject({ descs: 'createTime' });
    expect(sortOf({ sort: 'x,up' })).toBeUndefined();
    expect(filtersOf({ current: 2, size: 10, sort: 'a,asc', lockFlag: '9' })).toEqual({ lockFlag: '9' });
  });
});
