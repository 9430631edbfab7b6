import { describe, expect, it } from 'vitest';
import { filtersOf, nextSort, pageParams, pagedSearch, sortOf } from '@/lib/paged-search';
import { installListSearchCheck } from '@/lib/list-search-check';
import { checkListSearch } from '@/features/admin/list-search';

describe('a console list in the address', () => {
  it('passes an address through until the zod check is installed, then checks it', () => {
    expect(pagedSearch({ current: '3', size: 30 })).toEqual({ current: '3', size: 30 });
    installListSearchCheck(checkListSearch);
    expect(pagedSearch({ current: '3', username: 'admin', size: 30 })).toEqual({
      current: 3,
      username: 'admin',
    });
  });

  it('cycles a column ascending, descending, then no sort; another column starts ascending', () => {
    expect(nextSort(undefined, 'name')).toBe('name,asc');
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toBe('name,desc');
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toBeUndefined();
    expect(nextSort({ field: 'name', order: 'desc' }, 'phone')).toBe('phone,asc');
  });

  it("sends pig's page parameters: current, size, the filters and ascs or descs", () => {
    installListSearchCheck(checkListSearch);
    expect(pageParams({})).toEqual({ current: 1, size: 10 });
    expect(pageParams({ current: 'x', size: 7, sort: 'a;b,asc' })).toEqual({ current: 1, size: 10 });
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
