import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGE_STREAM_MS } from '@contract/message';
import type { Keys } from '../../lib/bus';
import type { Actor } from '../../lib/actor';
import { unreadCounts } from './message.service';

/**
 * The live unread count (GET /sysMessage/stream): server-sent events for the signed-in caller, read by the client
 * with fetch (its Bearer header, as every call). At open and whenever `messages-changed` names the caller (from
 * any process: the bus), the stream says `event: unread` with the count; a comment every 25 s keeps proxies from
 * closing it; it ends after MESSAGE_STREAM_MS (the client opens the next, its token checked again). A person
 * keeps at most STREAMS_PER_USER open per process (the oldest is closed), and every stream ends when the app
 * closes, so a shutdown is never held by one. Written straight to the socket: never compressed nor buffered.
 */

const HEARTBEAT_MS = 25_000;
const STREAMS_PER_USER = 3;

type Stream = { tenantId: number; userId: number; raw: ServerResponse; end: () => void };

export function messageStreams(app: FastifyInstance) {
  /** Open streams by `tenant:user`, oldest first. */
  const open = new Map<string, Stream[]>();
  const keyOf = (s: { tenantId: number; userId: number }) => `${s.tenantId}:${s.userId}`;

  const write = (s: Stream, text: string) => {
    if (!s.raw.writableEnded && !s.raw.destroyed) s.raw.write(text);
  };

  // Counts are read one batch at a time (a batch: the streams named since the last), so a later count is never
  // overtaken by an earlier one on the wire.
  let pending = new Set<Stream>();
  let draining = false;
  async function drain() {
    draining = true;
    while (pending.size) {
      const byTenant = new Map<number, Stream[]>();
      for (const s of pending) byTenant.set(s.tenantId, [...(byTenant.get(s.tenantId) ?? []), s]);
      pending = new Set();
      for (const [tenantId, streams] of byTenant) {
        try {
          const users = [...new Set(streams.map((s) => s.userId))];
          const counts = await unreadCounts(app.database.db, tenantId, users);
          for (const s of streams)
            write(s, `event: unread\ndata: {"count":${counts.get(s.userId) ?? 0}}\n\n`);
        } catch (err) {
          app.log.warn({ err: (err as Error).message }, 'unread count not pushed');
        }
      }
    }
    draining = false;
  }
  const refresh = (streams: Iterable<Stream>) => {
    for (const s of streams) pending.add(s);
    if (pending.size && !draining) void drain();
  };

  /** News of who has something new: `tenant:user`, `tenant:*` (the whole tenant) or everyone (no keys). */
  app.bus.on('messages-changed', (keys: Keys) => {
    const all = [...open.keys()];
    const named = new Set<string>();
    for (const key of keys ?? ['*']) {
      const prefix = key === '*' ? '' : key.endsWith(':*') ? key.slice(0, -1) : null;
      if (prefix === null) named.add(key);
      else for (const k of all) if (k.startsWith(prefix)) named.add(k);
    }
    refresh([...named].flatMap((k) => open.get(k) ?? []));
  });

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

  /** Opens the caller's stream on this reply (the route's handler returns what this returns). */
  return function openStream(actor: Actor, reply: FastifyReply) {
    const key = keyOf(actor);
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
    const expiry = setTimeout(() => stream.end(), MESSAGE_STREAM_MS).unref();
    let ended = false;
    const forget = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      const left = (open.get(key) ?? []).filter((s) => s !== stream);
      if (left.length) open.set(key, left);
      else open.delete(key);
    };
    const stream: Stream = {
      tenantId: actor.tenantId,
      userId: actor.userId,
      raw,
      end: () => {
        forget();
        if (!raw.writableEnded) raw.end();
      },
    };
    raw.on('close', forget);
    const mine = [...(open.get(key) ?? []), stream];
    open.set(key, mine);
    for (const old of mine.slice(0, Math.max(0, mine.length - STREAMS_PER_USER))) old.end();
    refresh([stream]);
    return reply;
  };
}
