import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * News every server process must hear at once (a token revoked, a user locked): each one then forgets what it
 * cached. One process needs no medium; several share PostgreSQL's LISTEN/NOTIFY (db/bus.ts) or, when REDIS_URL
 * is set, Redis pub/sub. While a process cannot hear the medium it must not trust its caches (`listening`).
 */
export type Topic = 'sessions-changed';
export type Bus = {
  /** Tells every process (this one too); resolves once this process heard it back, or after a short wait. */
  publish: (topic: Topic) => Promise<void>;
  on: (topic: Topic, handler: () => void) => void;
  /** Whether news reaches this process now; if not, caches that depend on it are bypassed. */
  listening: () => boolean;
  close: () => Promise<void>;
};

const ECHO_WAIT_MS = 250;

/** The shared part of every bus: messages are `topic:nonce`, and a publisher waits to hear its own nonce. */
export function busOver(medium: {
  send: (message: string) => Promise<void>;
  listening: () => boolean;
  close: () => Promise<void>;
}) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const echoes = new Map<string, () => void>();
  const bus: Bus = {
    async publish(topic) {
      const nonce = randomUUID();
      const heard = new Promise<void>((resolve) => {
        echoes.set(nonce, resolve);
        setTimeout(resolve, ECHO_WAIT_MS).unref();
      });
      // This process forgets at once, whatever the medium does.
      local.emit(topic);
      await medium.send(`${topic}:${nonce}`).catch(() => undefined);
      await heard;
      echoes.delete(nonce);
    },
    on: (topic, handler) => void local.on(topic, handler),
    listening: medium.listening,
    close: medium.close,
  };
  /** What the medium delivers: tell this process's handlers, and wake a publisher waiting for its echo. */
  const deliver = (message: string) => {
    const [topic, nonce = ''] = message.split(':');
    const echo = echoes.get(nonce);
    if (echo) return echo();
    local.emit(topic as Topic);
  };
  return { bus, deliver };
}

/** One process: nothing to tell anyone else. */
export const localBus = (): Bus =>
  busOver({ send: async () => undefined, listening: () => true, close: async () => undefined }).bus;

const CHANNEL = 'peixun:bus';

/** Redis pub/sub (REDIS_URL): one connection publishes, one subscribes; ioredis reconnects on its own. */
export async function redisBus(url: string): Promise<Bus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const { bus, deliver } = busOver({
    send: async (message) => void (await publisher.publish(CHANNEL, message)),
    listening: () => subscriber.status === 'ready',
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  });
  subscriber.on('message', (_channel: string, message: string) => deliver(message));
  // After a reconnection ioredis subscribes again by itself; what was said meanwhile is lost, so forget all.
  subscriber.on('ready', () => deliver('sessions-changed:'));
  await subscriber.subscribe(CHANNEL);
  return bus;
}
