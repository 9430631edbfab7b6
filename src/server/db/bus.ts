import type pg from 'pg';
import type { Hearing, Medium } from '../lib/bus';

const CHANNEL = 'peixun_bus';
/** How long after losing its listening connection a process tries again. */
const RELISTEN_MS = 1000;

/**
 * PostgreSQL's LISTEN/NOTIFY as the medium of several processes behind one database: a NOTIFY reaches every
 * listener when its transaction commits. The listening connection is kept and reopened if it drops (a database
 * restart ends it); until it is back, this process hears nothing and says so (`listening()`), and what it missed
 * is answered by forgetting everything once it listens again. Every time the database comes back this process
 * forgets everything too (a cut that left the connection open may have swallowed news).
 */
export async function postgresMedium(
  pool: pg.Pool,
  hearing: Hearing,
  database: { up: () => boolean },
): Promise<Medium> {
  let client: pg.PoolClient | null = null;
  let closed = false;
  const again = () => {
    if (!closed) setTimeout(() => void listen(), RELISTEN_MS).unref();
  };
  const listen = async (): Promise<void> => {
    let c: pg.PoolClient | null = null;
    try {
      c = await pool.connect();
      const mine = c;
      mine.on('notification', (n) => n.payload && hearing.deliver(n.payload));
      mine.on('error', () => {
        if (client !== mine) return;
        client = null;
        mine.release(true);
        again();
      });
      await mine.query(`LISTEN ${CHANNEL}`);
      if (closed) return mine.release(true);
      client = mine;
      hearing.resync();
    } catch {
      // The pool's watch has said why (lib/outage.ts); a connection that failed its LISTEN is not kept.
      if (c && client !== c) c.release(true);
      again();
    }
  };
  await listen();
  return {
    send: async (message) => void (await pool.query('select pg_notify($1, $2)', [CHANNEL, message])),
    // A silent network keeps the listening connection open: while the database is known to be away, this process
    // does not count on hearing anything through it.
    listening: () => client !== null && database.up(),
    close: async () => {
      closed = true;
      client?.release(true);
      client = null;
    },
    inUse: () => 'postgres',
  };
}
