import { describe, expect, it } from 'vitest';
import { formatTime, parseTime } from '../../src/server/lib/wire';
import { localBus } from '../../src/server/lib/bus';
import { createTokenCache } from '../../src/server/modules/auth/token.cache';
import { parseQuery } from '../../src/server/lib/querystring';

describe('pig time format in Asia/Shanghai', () => {
  it('formats an instant in the display zone, zero-padded, with a 24-hour clock', () => {
    expect(formatTime(new Date('2026-03-04T05:06:07Z'))).toBe('2026-03-04 13:06:07');
    // 16:00 UTC is midnight in Shanghai: the next day at 00, never "24".
    expect(formatTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
    expect(formatTime(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31 23:59:59');
    expect(formatTime(null)).toBeNull();
    expect(formatTime(undefined)).toBeNull();
  });

  it('agrees with Intl for any instant, across the old daylight-saving changes of the zone (1986–1991)', () => {
    const reference = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // China's DST of 1988: clocks went forward at 02:00 on 17 April and back at 02:00 on 11 September.
    const edges = [
      Date.UTC(1988, 3, 16, 17, 59, 59),
      Date.UTC(1988, 3, 16, 18, 0, 0),
      Date.UTC(1988, 8, 10, 16, 59, 59),
      Date.UTC(1988, 8, 10, 17, 0, 0),
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const samples = [
      ...edges,
      ...Array.from(
        { length: 2000 },
        () => Date.UTC(1980, 0, 1) + Math.floor(random() * 60 * 365 * 86_400_000),
      ),
    ];
    for (const ms of samples) expect(formatTime(new Date(ms))).toBe(reference.format(ms));
    expect(formatTime(new Date(Number.NaN))).toBeNull();
  });

  it('reads back what it writes', () => {
    const d = new Date('2026-07-08T09:10:11Z');
    expect(parseTime(formatTime(d))?.toISOString()).toBe(d.toISOString());
  });
});

describe('token cache', () => {
  const auth = { userId: 1, username: 'a', tenantId: 1, clientId: 'pig', tokenId: 9 };
  const cacheOn = () => {
    const bus = localBus();
    let listening = true;
    const tokens = createTokenCache({ on: bus.on, listening: () => listening });
    return { bus, tokens, deaf: () => (listening = false) };
  };

  it('keeps a resolved token for five seconds and never past its expiry', () => {
    const { tokens } = cacheOn();
    tokens.remember('h1', auth, new Date(1_000_000 + 60_000), 1_000_000);
    expect(tokens.get('h1', 1_000_000 + 4_999)).toEqual(auth);
    expect(tokens.get('h1', 1_000_000 + 5_000)).toBeUndefined();
    tokens.remember('h2', auth, new Date(1_000_000 + 2_000), 1_000_000);
    expect(tokens.get('h2', 1_000_000 + 1_999)).toEqual(auth);
    expect(tokens.get('h2', 1_000_000 + 2_000)).toBeUndefined();
  });

  it('forgets everything when the bus says sessions changed', async () => {
    const { bus, tokens } = cacheOn();
    tokens.remember('h3', auth, new Date(Date.now() + 60_000));
    expect(tokens.get('h3')).toEqual(auth);
    await bus.publish('sessions-changed');
    expect(tokens.get('h3')).toBeUndefined();
  });

  it('is not used while the bus cannot be heard', () => {
    const { tokens, deaf } = cacheOn();
    tokens.remember('h4', auth, new Date(Date.now() + 60_000));
    deaf();
    expect(tokens.get('h4')).toBeUndefined();
    tokens.remember('h5', auth, new Date(Date.now() + 60_000));
    expect(tokens.get('h5')).toBeUndefined();
  });
});

describe('query strings', () => {
  it('drops empty values as pig’s binding does, keeps repeated keys as a list, decodes', () => {
    expect({ ...parseQuery('deptId=&username=ad%20m&descs=&ascs=') }).toEqual({ username: 'ad m' });
    expect({ ...parseQuery('ids=1&ids=&ids=2&one=x') }).toEqual({ ids: ['1', '2'], one: 'x' });
    expect({ ...parseQuery('a=1+2&b') }).toEqual({ a: '1 2' });
    expect({ ...parseQuery('') }).toEqual({});
  });
});
