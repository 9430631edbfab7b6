import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { busEcho, gauge, httpLatency, httpRequests, labelledGauge, registry } from '../lib/metrics';
import type { EngineWatch } from '../lib/outage';

/** Whether the request carries the metrics token as a bearer token (compared in constant time). */
function hasToken(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The figures operators watch: every answer counted by route pattern (never the raw URL: ids would make a series
 * each) and status, with its latency; the pool's connections and the bus's echo time. `GET /metrics` serves them
 * to a Prometheus holding METRICS_TOKEN; without that setting the endpoint does not exist.
 */
export function registerMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: req.method, route, status: String(reply.statusCode) });
    httpLatency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  const { pool } = app.database;
  if (pool) {
    gauge('peixun_db_pool_connections', 'PostgreSQL pool connections open', () => pool.totalCount);
    gauge('peixun_db_pool_idle', 'PostgreSQL pool connections idle', () => pool.idleCount);
    gauge(
      'peixun_db_pool_waiting',
      'Queries waiting for a PostgreSQL pool connection',
      () => pool.waitingCount,
    );
  }
  gauge('peixun_bus_listening', 'Whether news from other processes reaches this one (1) or not (0)', () =>
    app.bus.listening() ? 1 : 0,
  );
  labelledGauge('peixun_bus_medium', 'The medium news goes through now (1), by medium', 'medium', () => ({
    [app.bus.medium()]: 1,
  }));
  // The engines this process depends on (lib/outage.ts): each one's state, time away and outages.
  const watches = [app.database.watch, app.redis?.watch, app.files.watch].filter((w) => w !== undefined);
  const byEngine = (read: (w: EngineWatch) => number) => () =>
    Object.fromEntries(watches.map((w) => [w.engine, read(w)]));
  labelledGauge(
    'peixun_engine_up',
    'Whether the engine answered the last time it was asked (1) or is away (0)',
    'engine',
    byEngine((w) => (w.up() ? 1 : 0)),
  );
  labelledGauge(
    'peixun_engine_away_seconds_total',
    'Seconds the engine has been away since this process started, the outage going on included',
    'engine',
    byEngine((w) => w.awaySeconds()),
  );
  labelledGauge(
    'peixun_engine_outages_total',
    'Times the engine went away since this process started',
    'engine',
    byEngine((w) => w.outages()),
  );
  // A publish resolves once its own message came back through the bus (or after its cap): that is the bus's lag.
  const publish = app.bus.publish;
  app.bus.publish = async (topic, keys) => {
    const stop = busEcho.startTimer();
    await publish(topic, keys);
    stop();
  };

  const token = app.env.METRICS_TOKEN;
  if (!token) return;
  app.get(
    '/metrics',
    { config: { public: true, skipTenant: true }, schema: { hide: true } },
    async (req, reply) => {
      if (!hasToken(req, token))
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
