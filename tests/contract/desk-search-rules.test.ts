import { describe, expect, it } from 'vitest';
import {
  DESK_RESULTS_MAX,
  indexRoster,
  searchRoster,
  type Searchable,
} from '../../src/contract/desk-search-rules';

/** The desk's search as staff type: names, pinyin (full, initials, mixed), a phone's last digits, an enterprise. */

type Person = Searchable & { id: string };
const people: Person[] = [
  {
    id: 'a',
    name: '王小明',
    pinyin: 'wang xiao ming',
    mobile: '13900000002',
    enterprise: '示范物业服务有限公司',
  },
  { id: 'b', name: '张学员', pinyin: 'zhang xue yuan', mobile: '13800000001', enterprise: null },
  { id: 'c', name: '单田芳', pinyin: 'shan tian fang', mobile: '13700009999', enterprise: '星海物业' },
  { id: 'd', name: '欧阳学', pinyin: 'ou yang xue', mobile: null, enterprise: '示范物业服务有限公司' },
  { id: 'e', name: '吕张', pinyin: 'lü zhang', mobile: '13600000001', enterprise: null },
  { id: 'f', name: 'Anna Lee', pinyin: null, mobile: '+86 136-0000-1234', enterprise: 'Harbour Estates' },
];
const index = indexRoster(people);
const find = (q: string) => searchRoster(index, q).hits.map((p) => p.id);

describe('the desk finds a person in a keystroke', () => {
  it('by any part of the name: one or two Chinese characters', () => {
    expect(find('张')).toEqual(['b', 'e']);
    expect(find('学员')).toEqual(['b']);
    expect(find('学')).toEqual(['b', 'd']);
    expect(find('张学员')).toEqual(['b']);
    expect(find('李')).toEqual([]);
  });

  it('by pinyin in full, by initials, or both mixed as an input method types them', () => {
    expect(find('zxy')).toEqual(['b']);
    expect(find('zhangxueyuan')).toEqual(['b']);
    expect(find('zhangxy')).toEqual(['b']);
    expect(find('zxyuan')).toEqual(['b']);
    expect(find('ZHANG XUE')).toEqual(['b']);
    // The surname's own reading: 单 is shan in a name, not dan.
    expect(find('stf')).toEqual(['c']);
    expect(find('dtf')).toEqual([]);
    // ü is typed as v.
    expect(find('lvz')).toEqual(['e']);
    // From the start of the name first, then from within it (the given name).
    expect(find('xue')).toEqual(['b', 'd']);
    expect(find('zh')).toEqual(['b', 'e']);
    expect(find('zhangxueyuanx')).toEqual([]);
    expect(find('zxyx')).toEqual([]);
  });

  it('by the last digits of the mobile number, and by a longer run of them anywhere', () => {
    expect(find('0001')).toEqual(['b', 'e']);
    expect(find('9999')).toEqual(['c']);
    expect(find('1234')).toEqual(['f']);
    // Four digits match the end only: 0000 is in every number here, at the end of none.
    expect(find('0000')).toEqual([]);
    expect(find('00000')).toEqual(['a', 'b', 'e']);
  });

  it("by the enterprise's name, after the names it finds", () => {
    expect(find('示范')).toEqual(['a', 'd']);
    expect(find('星海')).toEqual(['c']);
    expect(find('harbour')).toEqual(['f']);
    expect(find('anna')).toEqual(['f']);
  });

  it('finds everyone for an empty query, and lists at most DESK_RESULTS_MAX with the count of all', () => {
    expect(find('  ')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const many = indexRoster(
      Array.from({ length: 120 }, (_, i) => ({
        name: `张${i}`,
        pinyin: 'zhang',
        mobile: null,
        enterprise: null,
      })),
    );
    const found = searchRoster(many, 'zh');
    expect(found.total).toBe(120);
    expect(found.hits).toHaveLength(DESK_RESULTS_MAX);
    expect(searchRoster(many, 'zh', 3).hits.map((p) => p.name)).toEqual(['张0', '张1', '张2']);
  });
});
