import type pg from 'pg';
import { busOver, type Bus } from '../lib/bus';

const CHANNEL = 'peixun_bus';

/**
 * PostgreSQL's LISTEN/NOTIFY as the bus of several processes behind one database: a NOTIFY reaches every
 * listener when its transaction commits. The listening connection is kept and reopened if it drops; until it
 * is back, this process hears nothing and says so (`listening()`), and what it missed is answered by forgetting
 * everything once it listens again.
 */
export async function pgBus(pool: pg.Pool): Promise<Bus> {
  let client: pg.PoolClient | null = null;
  let closed = false;
  const { bus, deliver, resync } = busOver({
    send: async (message) => void (await pool.query('select pg_notify($1, $2)', [CHANNEL, message])),
    listening: () => client !== null,
    close: async () => {
      closed = true;
      client?.release(true);
      client = null;
    },
  });
  const listen = async (): Promise<void> => {
    try {
      const c = await pool.connect();
      c.on('notification', (n) => n.payload && deliver(n.payload));
      c.on('error', () => {
        if (client === c) client = null;
        c.release(true);
        if (!closed) setTimeout(() => void listen(), 1000).unref();
      });
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      resync();
    } catch {
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    }
  };
  await listen();
  return bus;
}
