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

describe('a keystroke that adds to the query searches only what the last one found', () => {
  // A roster where the tiers interleave (a given name matching before a surname does, enterprises in between), so
  // an answer narrowed from the last one is checked against the roster's order, not the last answer's.
  const SURNAMES = '张王李赵钱孙周吴';
  const GIVEN = '学员小明芳田欧阳';
  const PINYIN: Record<string, string> = {
    张: 'zhang',
    王: 'wang',
    李: 'li',
    赵: 'zhao',
    钱: 'qian',
    孙: 'sun',
    周: 'zhou',
    吴: 'wu',
    学: 'xue',
    员: 'yuan',
    小: 'xiao',
    明: 'ming',
    芳: 'fang',
    田: 'tian',
    欧: 'ou',
    阳: 'yang',
  };
  const roster: Searchable[] = Array.from({ length: 400 }, (_, i) => {
    const name = SURNAMES[(i * 7) % 8]! + GIVEN[(i * 3) % 8]! + (i % 2 ? SURNAMES[(i * 5) % 8]! : '');
    return {
      name,
      pinyin: [...name].map((c) => PINYIN[c]).join(' '),
      mobile: `138${String((i * 7919) % 100_000_000).padStart(8, '0')}`,
      enterprise: i % 3 ? `${SURNAMES[i % 8]}家物业` : null,
    };
  });

  it('gives, query after query, what a search of the whole roster gives', () => {
    const typed = [
      ...['z', 'zh', 'zha', 'zhang', 'zhangx', 'zhangxu', 'zhangx', 'zh', 'zx', 'zxy'],
      ...['张', '张学', '张学王', '张学', '张', '王', '家', '家物', '王家'],
      ...['0', '00', '001', '0019', '00', '5', 'x', 'xz', 'x1', 'x12', 'l', 'li', 'lix', 'lixi', 'lixm'],
    ];
    const kept = indexRoster(roster);
    for (const query of typed) {
      const fresh = searchRoster(indexRoster(roster), query, roster.length);
      expect(searchRoster(kept, query, roster.length), query).toEqual(fresh);
    }
  });
});
