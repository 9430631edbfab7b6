import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { busEcho, gauge, httpLatency, httpRequests, registry } from '../lib/metrics';

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
