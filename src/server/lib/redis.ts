import { Redis, type RedisOptions } from 'ioredis';
import { EngineUnavailable, watchEngine, type EngineWatch } from './outage';

/**
 * Redis (REDIS_URL) as several processes share it: one connection for commands (the rate-limit counters, the
 * bus's publishing) and one that subscribes. Redis is a helper, never a requirement: while it is away every
 * user of it falls back to PostgreSQL (db/shared.ts), and `ready()` says which to use. Commands never wait for
 * Redis: one that cannot be sent fails at once, one sent gets its answer within COMMAND_TIMEOUT_MS or fails.
 * ioredis reconnects by itself, at least once a second, so a Redis that is back is used again within a second
 * or two; the watch logs the outage once and the return with its length.
 */
export type RedisLink = {
  commands: Redis;
  subscriber: Redis;
  /** Whether commands can go to Redis now (connected, and nothing said it failed since). */
  ready(): boolean;
  watch: EngineWatch;
  close(): void;
};

const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 1000;
/** The longest wait between two tries to reconnect. */
const RECONNECT_MAX_MS = 1000;

export function openRedis(url: string): RedisLink {
  const watch = watchEngine('redis');
  const options: RedisOptions = {
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
    // A lost connection fails what was sent on it at once (the caller falls back), never resends it later.
    maxRetriesPerRequest: 0,
  };
  const commands = new Redis(url, {
    ...options,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Not connected: fail now, do not queue (the caller uses PostgreSQL instead).
    enableOfflineQueue: false,
  });
  // The subscriber's SUBSCRIBE waits for the connection however long that takes (a start while Redis is away);
  // ioredis subscribes again after every reconnection. No ready check: its INFO, sent after a SUBSCRIBE made
  // while the connection was opening, is refused in subscriber mode and drops the connection (seen here).
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    enableReadyCheck: false,
  });
  let closed = false;
  for (const connection of [commands, subscriber]) {
    connection.on('error', (err: unknown) => closed || watch.failed(err));
    connection.on('close', () => closed || watch.failed(new Error('connection closed')));
  }
  commands.on('ready', () => watch.answered());
  // A command timing out says Redis is not answering though the connection stands: until a PING answers,
  // Redis is not used.
  watch.probeWith(() =>
    commands.status === 'ready' ? commands.ping() : Promise.reject(new Error(commands.status)),
  );
  return {
    commands,
    subscriber,
    ready: () => !closed && commands.status === 'ready' && watch.up(),
    watch,
    close() {
      closed = true;
      watch.stop();
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Runs a command on Redis; any failure is Redis's absence (told to the watch, answered as EngineUnavailable). */
export async function onRedis<T>(link: RedisLink, command: (redis: Redis) => Promise<T>): Promise<T> {
  try {
    const result = await command(link.commands);
    link.watch.answered();
    return result;
  } catch (err) {
    link.watch.failed(err);
    throw new EngineUnavailable('redis', err);
  }
}
