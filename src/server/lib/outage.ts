/**
 * The engines a process depends on (PostgreSQL, Redis, the S3 bucket) go away for moments: a restart for an
 * upgrade, a failover, a network cut. Each has one EngineWatch per process that hears of every failure and every
 * success, says so in the log once per outage (when it went away, and when it came back after how long), and
 * counts the time away for /metrics. A request that needed an engine that is away answers 503 (EngineUnavailable,
 * plugins/errors.ts); nothing an engine does ends the process.
 */
export type Engine = 'postgres' | 'redis' | 's3';

export const ENGINES: readonly Engine[] = ['postgres', 'redis', 's3'];

/** What the caller should wait before trying again (the 503's Retry-After, seconds). */
export const RETRY_AFTER_S = 5;

/** A request needed an engine that could not be reached: answered 503 with Retry-After. */
export class EngineUnavailable extends Error {
  constructor(
    readonly engine: Engine,
    cause?: unknown,
  ) {
    super(`${engine} is unavailable`, { cause });
    this.name = 'EngineUnavailable';
  }
}

/** Node's words for a connection that could not be made, or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ECONNABORTED',
  'ERR_SOCKET_CLOSED',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that cannot serve: class 08 (connection exception), the administrator's or
 * a crash's shutdown (57P01, 57P02), a server still starting (57P03), and no connection left (53300).
 */
const PG_DOWN_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own words for a connection it lost or could not get in time. */
const PG_DOWN_MESSAGES = new RegExp(
  '^(' +
    [
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Client has encountered a connection error',
      'Client was closed and is not queryable',
    ].join('|') +
    ')',
);

type Described = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and its causes (a drizzle error wraps the driver's), at most a few deep. */
function* chain(err: unknown): Generator<Described> {
  let at: unknown = err;
  for (let depth = 0; depth < 5 && at && typeof at === 'object'; depth++) {
    const e = at as Described;
    yield e;
    // An AggregateError (a connection tried on several addresses) holds the real ones.
    if (Array.isArray(e.errors)) for (const inner of e.errors as unknown[]) yield* chain(inner);
    at = e.cause;
  }
}

/** Whether an error says the network or the server went away (not that a statement was refused). */
export function isNetworkFailure(err: unknown): boolean {
  for (const e of chain(err)) if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  return false;
}

/** Whether a database error says PostgreSQL could not be reached or cannot serve now. */
export function isDatabaseDown(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_DOWN_STATES.test(e.code))) return true;
    if (typeof e.message === 'string' && PG_DOWN_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * The engine a failed request was waiting for, if the failure was an engine's absence. Each engine's driver tags
 * its own failures (db/client.ts, lib/redis.ts, lib/file-store-s3.ts), so a refused connection to anything else
 * (an SMS gateway, an OpenID provider) is never taken for the database's.
 */
export function unavailableEngine(err: unknown): Engine | null {
  for (const e of chain(err)) if (e instanceof EngineUnavailable) return e.engine;
  return null;
}

/** Passes on an engine's absence untouched: a catch that turns failures into a business answer must not hide it. */
export function rethrowOutage(err: unknown): void {
  if (unavailableEngine(err)) throw err;
}

type Log = {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

/** Until a server's logger is given (db/client.ts opens the database before the app exists): JSON lines. */
const consoleLog: Log = {
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 40, ...obj, msg })),
  info: (obj, msg) => console.info(JSON.stringify({ level: 30, ...obj, msg })),
};

/** What the log says when an engine goes away (what users meet meanwhile), and when it is back. */
export const OUTAGE_LOG: Record<Engine, { away: string; back: string }> = {
  postgres: {
    away: 'PostgreSQL is unreachable: requests that need it answer 503 until it is back',
    back: 'PostgreSQL is back',
  },
  redis: {
    away: 'Redis is unreachable: the bus and the rate-limit counters use PostgreSQL until it is back',
    back: 'Redis is back: the bus and the rate-limit counters use it again',
  },
  s3: {
    away: 'The file bucket is unreachable: uploads and file reads answer 503 until it is back',
    back: 'The file bucket is back',
  },
};

export type EngineWatch = {
  readonly engine: Engine;
  /** Whether the engine answered last time it was asked. */
  up(): boolean;
  /** A failure that says the engine is away (the first of an outage is logged; the others only counted). */
  failed(err: unknown): void;
  /**
   * A success: the engine is back (logged once, with how long it was away). `askedAt` (ms) is when the answered
   * call was made: one made before the outage began (in flight as the engine went) says nothing of its return.
   */
  answered(askedAt?: number): void;
  /** Seconds away in all, the outage going on included; and how many outages. */
  awaySeconds(): number;
  outages(): number;
  /** The server's logger, once it has one. */
  useLog(log: Log): void;
  /** Called at each return of the engine (after its log line). */
  onBack(listener: () => void): void;
  /** While away, `probe` is tried every `everyMs`; its success is the engine's return. */
  probeWith(probe: () => Promise<unknown>, everyMs?: number): void;
  stop(): void;
};

/** The short words of a failure, for the log: never a statement's parameters (lib/log.ts's rule). */
function reason(err: unknown): string {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && e.code)
      return `${e.code}${typeof e.message === 'string' ? `: ${e.message.split('\n')[0]}` : ''}`;
  }
  return err instanceof Error ? (err.message.split('\n')[0] ?? err.name) : String(err);
}

export function watchEngine(engine: Engine, clock: () => number = Date.now): EngineWatch {
  let log = consoleLog;
  let downSince: number | null = null;
  let awayMs = 0;
  let count = 0;
  let probe: (() => Promise<unknown>) | null = null;
  let probeEveryMs = 1000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const backListeners: (() => void)[] = [];

  const schedule = () => {
    if (!probe || timer || stopped || downSince === null) return;
    timer = setTimeout(() => {
      timer = null;
      probe?.().then(
        () => watch.answered(),
        () => schedule(),
      );
    }, probeEveryMs);
    timer.unref();
  };

  const watch: EngineWatch = {
    engine,
    up: () => downSince === null,
    failed(err) {
      if (downSince !== null) return;
      downSince = clock();
      count++;
      log.warn({ engine, reason: reason(err) }, OUTAGE_LOG[engine].away);
      schedule();
    },
    answered(askedAt) {
      if (downSince === null || (askedAt !== undefined && askedAt <= downSince)) return;
      const away = clock() - downSince;
      awayMs += away;
      downSince = null;
      if (timer) clearTimeout(timer);
      timer = null;
      log.info({ engine, awaySeconds: Math.round(away / 100) / 10 }, OUTAGE_LOG[engine].back);
      for (const listener of backListeners) listener();
    },
    onBack: (listener) => void backListeners.push(listener),
    awaySeconds: () => (awayMs + (downSince === null ? 0 : clock() - downSince)) / 1000,
    outages: () => count,
    useLog(l) {
      log = l;
    },
    probeWith(p, everyMs = 1000) {
      probe = p;
      probeEveryMs = everyMs;
      schedule();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
  return watch;
}
