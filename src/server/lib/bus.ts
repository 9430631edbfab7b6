import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { onRedis, type RedisLink } from './redis';

/**
 * News every server process must hear at once (a token revoked, a user locked, a course or its seats changed):
 * each one then forgets what it cached. One process needs no medium; several share PostgreSQL's LISTEN/NOTIFY
 * (db/bus.ts) or, when REDIS_URL is set, Redis pub/sub with PostgreSQL while Redis is away (failoverMedium).
 * While a process cannot hear the medium it must not trust its caches (`listening`).
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
 * - `channels-changed`, with keys (tenant ids): a tenant's message channels (SMS gateway, mail, webhook) were
 *   written or refreshed (modules/channel).
 * - `checkins-changed`, with keys `tenant:session`: people checked in, went out or came back in (or a check-in was
 *   undone) at those sessions; each process's live counts streams of them (modules/checkin) push the new counts.
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
  'channels-changed',
  'checkins-changed',
] as const;
export type Topic = (typeof TOPICS)[number];
/** What changed: `undefined` for everything of the topic, else the keys of the entries that did. */
export type Keys = readonly string[] | undefined;
/** Which medium carries this process's news now: `local` is one process alone. */
export type BusMedium = 'redis' | 'postgres' | 'local';
export type Bus = {
  /** Tells every process (this one too); resolves once this process heard it back, or after a short wait. */
  publish: (topic: Topic, keys?: readonly string[]) => Promise<void>;
  on: (topic: Topic, handler: (keys: Keys) => void) => void;
  /** Whether news reaches this process now; if not, caches that depend on it are bypassed. */
  listening: () => boolean;
  /** The medium publishing goes through now (GET /metrics says it). */
  medium: () => BusMedium;
  close: () => Promise<void>;
};

/** What carries the messages between processes. */
export type Medium = {
  send: (message: string) => Promise<void>;
  listening: () => boolean;
  close: () => Promise<void>;
  /** False when nothing comes back (one process): a publisher then has nobody to wait for. */
  echoes?: boolean;
  inUse: () => BusMedium;
};

/** What a medium hands its messages to: the bus's delivery, and "forget everything" after a gap. */
export type Hearing = { deliver: (message: string) => void; resync: () => void };

const ECHO_WAIT_MS = 250;
/** How many message ids are remembered to drop one heard twice (a publish that went out on both media). */
const SEEN_MAX = 4096;

/**
 * The shared part of every bus: messages are `topic:nonce` or `topic:nonce:key,key…`, and a publisher waits to
 * hear its own nonce. A message heard a second time (the same nonce) is dropped.
 */
export function busOver(medium: Medium) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const echoes = new Map<string, () => void>();
  const seen = new Set<string>();
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
    medium: medium.inUse,
    close: medium.close,
  };
  /** What the medium delivers: tell this process's handlers, and wake a publisher waiting for its echo. */
  const deliver = (message: string) => {
    const [topic, nonce = '', ...rest] = message.split(':');
    if (seen.has(nonce)) return;
    seen.add(nonce);
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as string);
    const echo = echoes.get(nonce);
    if (echo) return echo();
    local.emit(topic as Topic, rest.length ? rest.join(':').split(',') : undefined);
  };
  /** The medium is back after a gap: whatever was said meanwhile is lost, so every cache forgets everything. */
  const resync = () => TOPICS.forEach((topic) => local.emit(topic, undefined));
  return { bus, deliver, resync };
}

/** A hearing for a medium made before its bus: messages go to the bus once `attach` names it. */
export function lateHearing(): Hearing & { attach: (h: Hearing) => void } {
  let target: Hearing | null = null;
  return {
    deliver: (message) => target?.deliver(message),
    resync: () => target?.resync(),
    attach: (h) => void (target = h),
  };
}

/** One process: nothing to tell anyone else. */
export const localBus = (): Bus =>
  busOver({
    send: async () => undefined,
    listening: () => true,
    close: async () => undefined,
    echoes: false,
    inUse: () => 'local',
  }).bus;

const CHANNEL = 'peixun:bus';

/**
 * Redis pub/sub over the shared link (lib/redis.ts): publishing fails at once while Redis is away (the failover
 * medium then uses PostgreSQL); the subscriber subscribes again after every reconnection, and what was said
 * meanwhile is lost, so this process forgets everything then.
 */
export function redisMedium(link: RedisLink, hearing: Hearing): Medium {
  link.subscriber.on('message', (_channel: string, message: string) => hearing.deliver(message));
  link.subscriber.on('ready', () => hearing.resync());
  // Queued until the subscriber connects (a start while Redis is away); a refusal is the watch's to tell.
  link.subscriber.subscribe(CHANNEL).catch((err: unknown) => link.watch.failed(err));
  return {
    send: async (message) => void (await onRedis(link, (r) => r.publish(CHANNEL, message))),
    listening: () => link.subscriber.status === 'ready',
    // The link is the app's (the rate-limit counters use it too): it closes it after the bus.
    close: async () => undefined,
    inUse: () => 'redis',
  };
}

/** While Redis is away, how often a process forgets its caches (see failoverMedium). */
export const FALLBACK_RESYNC_MS = 2000;

/**
 * Redis first, PostgreSQL while Redis is away, listening on both all the time: a process that cannot reach Redis
 * publishes through PostgreSQL, and every other process hears it there. A process cut off from Redis while the
 * others still reach it would not hear what they publish on Redis, so while Redis is away it also forgets its
 * caches every FALLBACK_RESYNC_MS: what another process changed is seen within that time, whatever the cut.
 * It listens only when it hears every medium a publisher may use.
 */
export function failoverMedium(link: RedisLink, redis: Medium, postgres: Medium, hearing: Hearing): Medium {
  const timer = setInterval(() => {
    if (!link.ready()) hearing.resync();
  }, FALLBACK_RESYNC_MS);
  timer.unref();
  return {
    async send(message) {
      if (link.ready()) {
        try {
          return await redis.send(message);
        } catch {
          // Redis went away under this message: it goes through PostgreSQL instead.
        }
      }
      await postgres.send(message);
    },
    listening: () => postgres.listening() && (!link.ready() || redis.listening()),
    async close() {
      clearInterval(timer);
      await Promise.all([redis.close(), postgres.close()]);
    },
    inUse: () => (link.ready() ? 'redis' : 'postgres'),
  };
}
