import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGE_STREAM_MS } from '@contract/message';
import type { Actor } from '../../lib/actor';
import { eventStreams } from '../../lib/event-streams';
import { unreadCounts } from './message.service';

/**
 * The live unread count (GET /sysMessage/stream): server-sent events for the signed-in caller, read by the client
 * with fetch (its Bearer header, as every call). At open and whenever `messages-changed` names the caller (from
 * any process: the bus), the stream says `event: unread` with the count (lib/event-streams.ts).
 */

const STREAMS_PER_USER = 3;

export function messageStreams(app: FastifyInstance) {
  const streams = eventStreams(app, {
    lifeMs: MESSAGE_STREAM_MS,
    perPerson: STREAMS_PER_USER,
    // Keys are `tenant:user`: one count query per tenant for the people named.
    async read(keys) {
      const byTenant = new Map<number, number[]>();
      for (const key of keys) {
        const [tenant, user] = key.split(':').map(Number) as [number, number];
        byTenant.set(tenant, [...(byTenant.get(tenant) ?? []), user]);
      }
      const events = new Map<string, string>();
      for (const [tenantId, users] of byTenant) {
        const counts = await unreadCounts(app.database.db, tenantId, users);
        for (const u of users)
          events.set(`${tenantId}:${u}`, `event: unread\ndata: {"count":${counts.get(u) ?? 0}}\n\n`);
      }
      return events;
    },
  });
  app.bus.on('messages-changed', streams.heard);
  /** Opens the caller's stream on this reply (the route's handler returns what this returns). */
  return (actor: Actor, reply: FastifyReply) => {
    const key = `${actor.tenantId}:${actor.userId}`;
    return streams.openStream(key, key, reply);
  };
}
