import { describe, expect, it } from 'vitest';
import { busOver, localBus, type Keys, type Topic } from '../../src/server/lib/bus';
import { busCache } from '../../src/server/lib/cache';
import { createTokenCache } from '../../src/server/modules/auth/token.cache';

/** A bus whose hearing can be switched off, like a process that lost its LISTEN connection. */
const busOn = () => {
  const bus = localBus();
  let listening = true;
  return { bus, view: { on: bus.on, listening: () => listening }, deaf: () => (listening = false) };
};

/** A load the test finishes when it likes: what a query still running looks like. */
const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('bus cache', () => {
  it('keeps a value for its time and loads again after', async () => {
    const { view } = busOn();
    const cache = busCache<number>(view, ['courses-changed'], { ttlMs: 1_000, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load, 1_000_000)).toBe(1);
    expect(await cache.get('k', load, 1_000_999)).toBe(1);
    expect(await cache.get('k', load, 1_001_000)).toBe(2);
  });

  it('forgets everything when its topic is said, and nothing for another topic', async () => {
    const { bus, view } = busOn();
    const cache = busCache<string>(view, ['courses-changed', 'seats-changed'], { ttlMs: 60_000, max: 10 });
    let version = 'v1';
    const load = async () => version;
    expect(await cache.get('a', load)).toBe('v1');
    version = 'v2';
    await bus.publish('sessions-changed');
    expect(await cache.get('a', load)).toBe('v1');
    await bus.publish('seats-changed');
    expect(await cache.get('a', load)).toBe('v2');
  });

  it('forgets only the keys the news names', async () => {
    const { bus, view } = busOn();
    const cache = busCache<string>(view, ['progress-changed'], { ttlMs: 60_000, max: 10 });
    let version = 'v1';
    const load = async () => version;
    await cache.get('1:3', load);
    await cache.get('1:4', load);
    version = 'v2';
    await bus.publish('progress-changed', ['1:3']);
    expect(await cache.get('1:3', load)).toBe('v2');
    expect(await cache.get('1:4', load)).toBe('v1');
  });

  it('answers a load that a forget overtook, but does not keep it', async () => {
    const { bus, view } = busOn();
    const cache = busCache<string>(view, ['courses-changed'], { ttlMs: 60_000, max: 10 });
    const slow = deferred<string>();
    const pending = cache.get('k', () => slow.promise);
    // The write commits and is announced while the read (which saw the old row) is still running.
    await bus.publish('courses-changed');
    slow.resolve('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('does the same for a keyed forget of that key, and keeps loads of other keys', async () => {
    const { bus, view } = busOn();
    const cache = busCache<string>(view, ['progress-changed'], { ttlMs: 60_000, max: 10 });
    const mine = deferred<string>();
    const other = deferred<string>();
    const a = cache.get('1:3', () => mine.promise);
    const b = cache.get('1:4', () => other.promise);
    await bus.publish('progress-changed', ['1:3']);
    mine.resolve('stale');
    other.resolve('kept');
    await Promise.all([a, b]);
    expect(await cache.get('1:3', async () => 'fresh')).toBe('fresh');
    expect(await cache.get('1:4', async () => 'reloaded')).toBe('kept');
  });

  it('loads a key that many miss at once only once, but not across a forget', async () => {
    const { bus, view } = busOn();
    const cache = busCache<number>(view, ['courses-changed'], { ttlMs: 60_000, max: 10 });
    let loads = 0;
    const gate = deferred<undefined>();
    const load = async () => {
      loads++;
      await gate.promise;
      return loads;
    };
    const first = Array.from({ length: 20 }, () => cache.get('k', load));
    expect(loads).toBe(1);
    await bus.publish('courses-changed');
    const second = cache.get('k', load);
    expect(loads).toBe(2);
    gate.resolve(undefined);
    expect(new Set(await Promise.all(first))).toEqual(new Set([2]));
    expect(await second).toBe(2);
  });

  it('reads through while the bus cannot be heard', async () => {
    const { view, deaf } = busOn();
    const cache = busCache<number>(view, ['courses-changed'], { ttlMs: 60_000, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    deaf();
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load)).toBe(3);
  });

  it('drops its oldest entry when full', async () => {
    const { view } = busOn();
    const cache = busCache<string>(view, ['courses-changed'], { ttlMs: 60_000, max: 2 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    expect(await cache.get('c', async () => 'c again')).toBe('c');
  });
});

describe('bus messages', () => {
  it('carry keys from one process to the others, and a publisher hears its own echo', async () => {
    const sent: string[] = [];
    const { bus, deliver, resync } = busOver({
      send: async (m) => void sent.push(m),
      listening: () => true,
      close: async () => undefined,
      inUse: () => 'postgres',
    });
    const heard: [Topic, Keys][] = [];
    for (const topic of ['progress-changed', 'seats-changed'] as const)
      bus.on(topic, (keys) => heard.push([topic, keys]));
    const publishing = bus.publish('progress-changed', ['1:3', '1:4']);
    // This process forgets at once; the medium carries the keys; the echo ends the wait.
    expect(heard).toEqual([['progress-changed', ['1:3', '1:4']]]);
    const message = sent[0] ?? '';
    expect(message).toMatch(/^progress-changed:[\w-]+:1:3,1:4$/);
    deliver(message);
    await publishing;
    expect(heard).toHaveLength(1);
    // Another process's news: keys, none, and a reconnection that forgets everything of every topic.
    deliver('progress-changed:other-nonce:2:9');
    deliver('seats-changed:other-nonce-2');
    resync();
    expect(heard.slice(1)).toEqual([
      ['progress-changed', ['2:9']],
      ['seats-changed', undefined],
      ['seats-changed', undefined],
      ['progress-changed', undefined],
    ]);
  });

  it('one process publishes without waiting for an echo nobody sends', async () => {
    const bus = localBus();
    const started = performance.now();
    await bus.publish('seats-changed');
    // Not a timing check of the server: the wait for an echo would be the 250 ms the publisher gives up after.
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('token cache and a revocation racing a lookup', () => {
  it('does not remember a token looked up before the revocation was heard', async () => {
    const bus = localBus();
    const tokens = createTokenCache(bus);
    const auth = { userId: 1, username: 'a', tenantId: 1, clientId: 'pig', tokenId: 9 };
    const since = tokens.generation();
    // …the lookup reads the token, still live; meanwhile it is revoked and the news is heard…
    await bus.publish('sessions-changed');
    tokens.remember('h', auth, new Date(Date.now() + 60_000), Date.now(), since);
    expect(tokens.get('h')).toBeUndefined();
    tokens.remember('h', auth, new Date(Date.now() + 60_000));
    expect(tokens.get('h')).toEqual(auth);
  });
});
