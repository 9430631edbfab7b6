import { describe, expect, it } from 'vitest';
import { idOf, isId } from '@contract/constants';
import { idString } from '@contract/envelope';

describe('a record id, one rule for the device and the server', () => {
  it('is digits, 1 to 19 of them, within what a number holds exactly', () => {
    expect(isId('1')).toBe(true);
    expect(isId(String(Number.MAX_SAFE_INTEGER))).toBe(true);
    expect(isId(String(Number.MAX_SAFE_INTEGER + 2))).toBe(false);
    expect(isId('')).toBe(false);
    expect(isId('-1')).toBe(false);
    expect(isId('1e3')).toBe(false);
    expect(isId('12345678901234567890')).toBe(false);
    expect(isId(12)).toBe(false); // a string on the wire
  });

  it('reads an id from an address, where the router may have made it a number', () => {
    expect(idOf('42')).toBe('42');
    expect(idOf(42)).toBe('42');
    expect(idOf(4.2)).toBeUndefined();
    expect(idOf(undefined)).toBeUndefined();
    expect(idOf({ id: 1 })).toBeUndefined();
  });

  it('is the rule the server schema applies', () => {
    for (const v of [
      '1',
      '0042',
      String(Number.MAX_SAFE_INTEGER),
      String(Number.MAX_SAFE_INTEGER + 2),
      '-1',
      'x',
    ])
      expect(idString.safeParse(v).success).toBe(isId(v));
  });
});
