import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * News every server process must hear at once (a token revoked, a user locked, a course or its seats changed):
 * each one then forgets what it cached. One process needs no medium; several share PostgreSQL's LISTEN/NOTIFY
 * (db/bus.ts) or, when REDIS_URL is set, Redis pub/sub. While a process cannot hear the medium it must not trust
 * its caches (`listening`).
 *
 * - `sessions-changed`: tokens revoked, users locked or unlocked: anything about who a user is and may do.
 * - `courses-changed`: a course, class session or lesson written (seats may change with it: capacities).
 * - `seats-changed`: a sign-up made, cancelled or reviewed, a waiting list moved up.
 * - `progress-changed`, with keys `tenant:user`: those learners' study progress was written.
 * - `tenants-changed`, with keys (tenant ids): a tenant's dates or status changed, or it was deleted.
 * - `exams-changed`, with keys (tenant ids): an exam of that tenant was created, edited or deleted.
 * - `messages-changed`, with keys `tenant:user` (or `tenant:*`, everyone of the tenant): those people were given a
 *   notice, or what they have unread changed (read, sent, deleted); each process's live streams of those people
 *   (modules/message/message.stream.ts) push the new unread count.
 *
 * News without keys means "forget everything of this kind"; keys (no commas) narrow it to those entries.
 */
export const TOPICS = [
  'sessions-changed',
  'courses-changed',
  'seats-changed',
  'progress-changed',
  'tenants-changed',
  'exams-changed',
  'messages-changed',
] as const;
export type Topic = (typeof TOPICS)[number];
/** What changed: `undefined` for everything of the topic, else the keys of the entries that did. */
export type Keys = readonly string[] | undefined;
export type Bus = {
  /** Tells every process (this one too); resolves once this process heard it back, or after a short wait. */
  publish: (topic: Topic, keys?: readonly string[]) => Promise<void>;
  on: (topic: Topic, handler: (keys: Keys) => void) => void;
  /** Whether news reaches this process now; if not, caches that depend on it are bypassed. */
  listening: () => boolean;
  close: () => Promise<void>;
};

const ECHO_WAIT_MS = 250;

/**
 * The shared part of every bus: messages are `topic:nonce` or `topic:nonce:key,key…`, and a publisher waits to
 * hear its own nonce.
 */
export function busOver(medium: {
  send: (message: string) => Promise<void>;
  listening: () => boolean;
  close: () => Promise<void>;
  /** False when nothing comes back (one process): a publisher then has nobody to wait for. */
  echoes?: boolean;
}) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const echoes = new Map<string, () => void>();
  const bus: Bus = {
    async publish(topic, keys) {
      if (medium.echoes === false) return void local.emit(topic, keys);
      const nonce = randomUUID();
      const heard = new Promise<void>((resolve) => {
        echoes.set(nonce, resolve);
        setTimeout(resolve, ECHO_WAIT_MS).unref();
      });
      // This process forgets at once, whatever the medium does.
      local.emit(topic, keys);
      await medium.send(`${topic}:${nonce}${keys ? `:${keys.join(',')}` : ''}`).catch(() => undefined);
      await heard;
      echoes.delete(nonce);
    },
    on: (topic, handler) => void local.on(topic, handler),
    listening: medium.listening,
    close: medium.close,
  };
  /** What the medium delivers: tell this process's handlers, and wake a publisher waiting for its echo. */
  const deliver = (message: string) => {
    const [topic, nonce = '', ...rest] = message.split(':');
    const echo = echoes.get(nonce);
    if (echo) return echo();
    local.emit(topic as Topic, rest.length ? rest.join(':').split(',') : undefined);
  };
  /** The medium is back after a gap: whatever was said meanwhile is lost, so every cache forgets everything. */
  const resync = () => TOPICS.forEach((topic) => local.emit(topic, undefined));
  return { bus, deliver, resync };
}

/** One process: nothing to tell anyone else. */
export const localBus = (): Bus =>
  busOver({
    send: async () => undefined,
    listening: () => true,
    close: async () => undefined,
    echoes: false,
  }).bus;

const CHANNEL = 'peixun:bus';

/** Redis pub/sub (REDIS_URL): one connection publishes, one subscribes; ioredis reconnects on its own. */
export async function redisBus(url: string): Promise<Bus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const { bus, deliver, resync } = busOver({
    send: async (message) => void (await publisher.publish(CHANNEL, message)),
    listening: () => subscriber.status === 'ready',
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  });
  subscriber.on('message', (_channel: string, message: string) => deliver(message));
  // After a reconnection ioredis subscribes again by itself; what was said meanwhile is lost, so forget all.
  subscriber.on('ready', resync);
  await subscriber.subscribe(CHANNEL);
  return bus;
}
