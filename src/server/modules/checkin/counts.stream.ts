import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Actor } from '../../lib/actor';
import { eventStreams } from '../../lib/event-streams';
import { checkinCounts, sessionOf } from './staff.service';

/**
 * A session's live counts at the door (GET /edu/checkin/counts/{id}/stream): server-sent `event: counts` with the
 * counts at open and whenever `checkins-changed` names the session, from any desk on any process (the bus). A
 * screen watching the door sees a passage at another desk at once, not at its next poll.
 */

/** A stream ends after this long (the client opens the next, its token checked again). */
const COUNTS_STREAM_MS = 4 * 60_000;
/** A person watches at most this many sessions at once per process (a desk, a wall screen and the console). */
const STREAMS_PER_PERSON = 4;

export function countsStreams(app: FastifyInstance) {
  const streams = eventStreams(app, {
    lifeMs: COUNTS_STREAM_MS,
    perPerson: STREAMS_PER_PERSON,
    // Keys are `tenant:session`.
    async read(keys) {
      const events = new Map<string, string>();
      for (const key of keys) {
        const [tenantId, sessionId] = key.split(':').map(Number) as [number, number];
        const counts = await checkinCounts(app.database.db, tenantId, sessionId);
        events.set(key, `event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
      }
      return events;
    },
  });
  app.bus.on('checkins-changed', streams.heard);
  /** Opens the caller's stream of a session on this reply; a session that does not exist answers 404 first. */
  return async (actor: Actor, sessionId: number, reply: FastifyReply) => {
    await sessionOf(app.database.db, actor.tenantId, sessionId);
    return streams.openStream(`${actor.tenantId}:${sessionId}`, `${actor.tenantId}:${actor.userId}`, reply);
  };
}
