import { describe, expect, it, vi } from 'vitest';
import {
  EngineUnavailable,
  isDatabaseDown,
  rethrowOutage,
  unavailableEngine,
  watchEngine,
} from '../../src/server/lib/outage';
import { busOver, failoverMedium, FALLBACK_RESYNC_MS, type Medium } from '../../src/server/lib/bus';
import type { RedisLink } from '../../src/server/lib/redis';

/** What an engine's absence looks like to its driver, and what a process does about it (lib/outage.ts). */
describe('what counts as the database being away', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    [
      'the administrator ended the session (a restart)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server crashed', pgError('57P02')],
    ['the server is still starting', pgError('57P03', 'the database system is starting up')],
    ['no connection slot is left', pgError('53300')],
    ['a connection exception (class 08)', pgError('08006')],
    ['nothing listens on the port', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['the connection was cut', pgError('ECONNRESET')],
    ['node-postgres lost the connection', new Error('Connection terminated unexpectedly')],
    ['no connection came free in time', new Error('timeout exceeded when trying to connect')],
    ['the answer never came', new Error('Query read timeout')],
    ['the driver error is the cause of drizzle’s', new Error('Failed query', { cause: pgError('57P01') })],
    [
      'a refusal on one of several addresses',
      Object.assign(new AggregateError([pgError('ECONNREFUSED')]), {}),
    ],
  ])('%s', (_what, err) => {
    expect(isDatabaseDown(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601')],
    ['a statement cancelled by its own timeout', pgError('57014')],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'a string'],
  ])('not %s', (_what, err) => {
    expect(isDatabaseDown(err)).toBe(false);
  });

  it('only a tagged failure names an engine, however deep, so another service refusing is not the database', () => {
    const tagged = new EngineUnavailable('postgres', new Error('connect ECONNREFUSED'));
    expect(unavailableEngine(tagged)).toBe('postgres');
    expect(unavailableEngine(new Error('Failed query', { cause: tagged }))).toBe('postgres');
    expect(unavailableEngine(new EngineUnavailable('s3'))).toBe('s3');
    // An SMS gateway or an OpenID provider refusing a connection is not an engine's absence.
    expect(unavailableEngine(pgError('ECONNREFUSED'))).toBeNull();
    expect(() => rethrowOutage(tagged)).toThrow(tagged);
    expect(() => rethrowOutage(new Error('a business failure'))).not.toThrow();
  });
});

describe('an engine watch', () => {
  const logs = () => {
    const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
    return {
      lines,
      log: {
        warn: (obj: object, msg: string) =>
          lines.push({ level: 'warn', msg, obj: obj as Record<string, unknown> }),
        info: (obj: object, msg: string) =>
          lines.push({ level: 'info', msg, obj: obj as Record<string, unknown> }),
      },
    };
  };

  it('logs an outage once, however many failures it brings, and its end with how long it lasted', () => {
    let now = 1_000;
    const watch = watchEngine('postgres', () => now);
    const { lines, log } = logs();
    watch.useLog(log);
    const back = vi.fn();
    watch.onBack(back);
    watch.answered();
    expect(lines).toEqual([]);
    expect(back).not.toHaveBeenCalled();
    for (let i = 0; i < 10; i++)
      watch.failed(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    expect(watch.up()).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      obj: { engine: 'postgres', reason: '57P01: terminating connection' },
    });
    now += 2_500;
    expect(watch.awaySeconds()).toBe(2.5);
    watch.answered();
    watch.answered();
    expect(watch.up()).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 'info', obj: { engine: 'postgres', awaySeconds: 2.5 } });
    // Those who must catch up after an outage (the bus forgets what it may have missed) hear of the return once.
    expect(back).toHaveBeenCalledTimes(1);
    // A second outage: counted apart, its time added.
    watch.failed(new Error('Connection terminated unexpectedly'));
    now += 1_000;
    watch.answered();
    expect(watch.outages()).toBe(2);
    expect(watch.awaySeconds()).toBe(3.5);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info', 'warn', 'info']);
  });

  it('a statement asked before the outage began that answers after it does not end it', () => {
    let now = 1_000;
    const watch = watchEngine('postgres', () => now);
    const { lines, log } = logs();
    watch.useLog(log);
    const askedBefore = now - 5;
    watch.failed(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    now += 10;
    // In flight as the server stopped (a timer's look, another request): its late answer is no return.
    watch.answered(askedBefore);
    watch.answered(1_000);
    expect(watch.up()).toBe(false);
    expect(lines).toHaveLength(1);
    // One asked since the outage began is.
    watch.answered(now - 1);
    expect(watch.up()).toBe(true);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
  });

  it('never logs a statement’s parameters (the reason is the first line of the message)', () => {
    const watch = watchEngine('postgres');
    const { lines, log } = logs();
    watch.useLog(log);
    watch.failed(new Error('Failed query: select 1\nparams: 13800000001,secret', { cause: new Error('x') }));
    expect(JSON.stringify(lines)).not.toContain('13800000001');
  });

  it('while away, tries the engine until it answers, then stops trying', async () => {
    vi.useFakeTimers();
    try {
      const watch = watchEngine('redis');
      watch.useLog(logs().log);
      let tries = 0;
      let back = false;
      watch.probeWith(async () => {
        tries++;
        if (!back) throw new Error('still away');
      }, 1000);
      // Nothing is tried while the engine is up.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(tries).toBe(0);
      watch.failed(new Error('connect ECONNREFUSED'));
      await vi.advanceTimersByTimeAsync(3_000);
      expect(tries).toBe(3);
      expect(watch.up()).toBe(false);
      back = true;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(watch.up()).toBe(true);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(tries).toBe(4);
      watch.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the bus with Redis first and PostgreSQL while Redis is away', () => {
  type Sent = { via: string; message: string };
  const setup = () => {
    const sent: Sent[] = [];
    let redisUp = true;
    let redisHears = true;
    let postgresHears = true;
    const link = { ready: () => redisUp } as unknown as RedisLink;
    const medium = (name: 'redis' | 'postgres', hears: () => boolean): Medium => ({
      send: async (message) => {
        if (name === 'redis' && !redisUp) throw new EngineUnavailable('redis');
        sent.push({ via: name, message });
      },
      listening: hears,
      close: async () => undefined,
      inUse: () => name,
    });
    const hearing = { deliver: vi.fn(), resync: vi.fn() };
    const failover = failoverMedium(
      link,
      medium('redis', () => redisHears),
      medium('postgres', () => postgresHears),
      hearing,
    );
    return {
      sent,
      hearing,
      failover,
      set: (o: { redisUp?: boolean; redisHears?: boolean; postgresHears?: boolean }) => {
        redisUp = o.redisUp ?? redisUp;
        redisHears = o.redisHears ?? redisHears;
        postgresHears = o.postgresHears ?? postgresHears;
      },
    };
  };

  it('publishes on Redis while it is there, on PostgreSQL while it is not, and says which', async () => {
    const { sent, failover, set } = setup();
    await failover.send('a');
    expect(failover.inUse()).toBe('redis');
    set({ redisUp: false });
    await failover.send('b');
    expect(failover.inUse()).toBe('postgres');
    set({ redisUp: true });
    await failover.send('c');
    expect(sent).toEqual([
      { via: 'redis', message: 'a' },
      { via: 'postgres', message: 'b' },
      { via: 'redis', message: 'c' },
    ]);
    await failover.close();
  });

  it('a message Redis refuses as it goes away is sent through PostgreSQL, not lost', async () => {
    const sent: Sent[] = [];
    const link = { ready: () => true } as unknown as RedisLink;
    const failing: Medium = {
      send: async () => Promise.reject(new EngineUnavailable('redis')),
      listening: () => true,
      close: async () => undefined,
      inUse: () => 'redis',
    };
    const postgres: Medium = {
      send: async (message) => void sent.push({ via: 'postgres', message }),
      listening: () => true,
      close: async () => undefined,
      inUse: () => 'postgres',
    };
    const failover = failoverMedium(link, failing, postgres, { deliver: vi.fn(), resync: vi.fn() });
    await failover.send('m');
    expect(sent).toEqual([{ via: 'postgres', message: 'm' }]);
    await failover.close();
  });

  it('listens only when it hears every medium a publisher may use', async () => {
    const { failover, set } = setup();
    expect(failover.listening()).toBe(true);
    // Redis is there for commands but its subscriber is not back yet: others publish where this one cannot hear.
    set({ redisHears: false });
    expect(failover.listening()).toBe(false);
    // Redis away: everyone publishes on PostgreSQL, which this process hears.
    set({ redisUp: false });
    expect(failover.listening()).toBe(true);
    // PostgreSQL's listening connection lost (a restart): deaf until it is back.
    set({ postgresHears: false });
    expect(failover.listening()).toBe(false);
    await failover.close();
  });

  it('while Redis is away it forgets its caches every few seconds (a process cut off alone from Redis)', async () => {
    vi.useFakeTimers();
    try {
      const { hearing, failover, set } = setup();
      await vi.advanceTimersByTimeAsync(FALLBACK_RESYNC_MS * 3);
      expect(hearing.resync).not.toHaveBeenCalled();
      set({ redisUp: false });
      await vi.advanceTimersByTimeAsync(FALLBACK_RESYNC_MS * 2);
      expect(hearing.resync).toHaveBeenCalledTimes(2);
      await failover.close();
      await vi.advanceTimersByTimeAsync(FALLBACK_RESYNC_MS * 2);
      expect(hearing.resync).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a message heard on both media is handled once', () => {
    const { bus, deliver } = busOver({
      send: async () => undefined,
      listening: () => true,
      close: async () => undefined,
      inUse: () => 'redis',
    });
    const heard: unknown[] = [];
    bus.on('seats-changed', (keys) => heard.push(keys));
    deliver('seats-changed:n1:1:2');
    deliver('seats-changed:n1:1:2');
    deliver('seats-changed:n2');
    expect(heard).toEqual([['1:2'], undefined]);
  });
});
