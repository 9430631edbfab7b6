import { describe, expect, it } from 'vitest';
import { parseWireMinute, pickerLabels, WIRE_MINUTE } from '@/features/console-edu/components/date-time';
import { localTime } from '@/lib/format';

describe('time fields: typed text and the picker', () => {
  it('reads a typed wire time as that local time, and writes a picked one back the same', () => {
    const d = parseWireMinute('2030-05-01 09:00');
    expect(d).toEqual(new Date(2030, 4, 1, 9, 0));
    expect(localTime(d!.getTime())).toBe('2030-05-01 09:00');
    expect(localTime(new Date(2026, 10, 23, 18, 5).getTime())).toMatch(WIRE_MINUTE);
  });

  it('refuses what is not a real time in that format', () => {
    for (const text of [
      null,
      undefined,
      '',
      '2030-05-01',
      '2030-05-01T09:00',
      '2030-05-01 09:00:00',
      ' 2030-05-01 09:00',
      '2030-5-1 9:00',
      '2030-02-30 09:00',
      '2030-13-01 09:00',
      '2030-05-01 24:00',
      '2030-05-01 09:60',
    ]) {
      expect(parseWireMinute(text), String(text)).toBeNull();
    }
  });

  it('labels the columns in the app language, whatever the browser’s', () => {
    const zh = pickerLabels('zh-cn');
    expect([zh('year', 2026), zh('month', 11), zh('day', 3), zh('hour', 9), zh('minute', 5)]).toEqual([
      '2026年',
      '11月',
      '3日',
      '09时',
      '05',
    ]);
    const en = pickerLabels('en');
    expect([en('year', 2026), en('month', 11), en('day', 3), en('hour', 9), en('minute', 5)]).toEqual([
      '2026',
      'Nov',
      '3',
      '09',
      '05',
    ]);
  });
});
