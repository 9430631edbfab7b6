import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Keys } from './bus';

/**
 * Live server-sent event streams, each watching one key (`tenant:user` for a person's unread count,
 * `tenant:session` for a session's counts at the door). At open, and whenever the bus names its key (from any
 * process), a stream is sent what `read` says for that key now; a comment every 25 s keeps proxies from closing it;
 * it ends after `lifeMs` (the client opens the next, its token checked again). A person keeps at most
 * `perPerson` open per process (the oldest is closed), and every stream ends when the app closes, so a shutdown is
 * never held by one. Written straight to the socket: never compressed nor buffered.
 */

const HEARTBEAT_MS = 25_000;

type Stream = { key: string; person: string; raw: ServerResponse; end: () => void };
/** Each key's event text now (`event: …\ndata: …\n\n`), for the keys asked; a key left out sends nothing. */
export type ReadEvents = (keys: string[]) => Promise<Map<string, string>>;

export function eventStreams(
  app: FastifyInstance,
  o: { read: ReadEvents; lifeMs: number; perPerson: number },
) {
  /** Open streams by key. */
  const open = new Map<string, Stream[]>();
  /** Open streams by person, oldest first. */
  const mine = new Map<string, Stream[]>();

  const write = (s: Stream, text: string) => {
    if (!s.raw.writableEnded && !s.raw.destroyed) s.raw.write(text);
  };

  // Read one batch at a time (a batch: the keys named since the last), so a later event is never overtaken by an
  // earlier one on the wire.
  let pending = new Set<string>();
  let draining = false;
  async function drain() {
    draining = true;
    while (pending.size) {
      const keys = [...pending];
      pending = new Set();
      try {
        const events = await o.read(keys);
        for (const key of keys) {
          const text = events.get(key);
          if (text) for (const s of open.get(key) ?? []) write(s, text);
        }
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'live event not pushed');
      }
    }
    draining = false;
  }
  const refresh = (keys: Iterable<string>) => {
    for (const k of keys) if (open.has(k)) pending.add(k);
    if (pending.size && !draining) void drain();
  };

  /** News of what changed: keys, `tenant:*` (the whole tenant) or everything (no keys). */
  const heard = (keys: Keys) => {
    const all = [...open.keys()];
    const named = new Set<string>();
    for (const key of keys ?? ['*']) {
      const prefix = key === '*' ? '' : key.endsWith(':*') ? key.slice(0, -1) : null;
      if (prefix === null) named.add(key);
      else for (const k of all) if (k.startsWith(prefix)) named.add(k);
    }
    refresh(named);
  };

  const closeAll = () => {
    for (const streams of [...open.values()]) for (const s of [...streams]) s.end();
  };
  // preClose: before the server waits for its connections to end (a live stream would hold it for minutes);
  // onClose: any stream still open when the app closes without listening (tests inject).
  app.addHook('preClose', (done) => {
    closeAll();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    closeAll();
    done();
  });

  const without = (map: Map<string, Stream[]>, key: string, stream: Stream) => {
    const left = (map.get(key) ?? []).filter((s) => s !== stream);
    if (left.length) map.set(key, left);
    else map.delete(key);
  };

  /** Opens a stream of `key` for `person` on this reply (the route's handler returns what this returns). */
  function openStream(key: string, person: string, reply: FastifyReply) {
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      // Not kept alive once it ends: a closing server is not left waiting for the connection to go idle.
      connection: 'close',
    });
    const heartbeat = setInterval(() => write(stream, ': ping\n\n'), HEARTBEAT_MS).unref();
    const expiry = setTimeout(() => stream.end(), o.lifeMs).unref();
    let ended = false;
    const forget = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      without(open, key, stream);
      without(mine, person, stream);
    };
    const stream: Stream = {
      key,
      person,
      raw,
      end: () => {
        forget();
        if (!raw.writableEnded) raw.end();
      },
    };
    raw.on('close', forget);
    open.set(key, [...(open.get(key) ?? []), stream]);
    const held = [...(mine.get(person) ?? []), stream];
    mine.set(person, held);
    for (const old of held.slice(0, Math.max(0, held.length - o.perPerson))) old.end();
    refresh([key]);
    return reply;
  }
  return { openStream, heard };
}
