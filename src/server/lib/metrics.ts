import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The figures an operator watches (GET /metrics, Prometheus text; plugins/metrics.ts serves them). One registry per
 * process: the counters are module-level so that the services which count (check-ins) need no handle on the app;
 * several apps in one process (the tests) add to the same figures.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'peixun_' });

/** Seconds, from a fast API answer (a few ms) to a slow export (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'peixun_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpLatency = new Histogram({
  name: 'peixun_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const dbQueryTime = new Histogram({
  name: 'peixun_db_query_duration_seconds',
  help: 'Time of each database statement, by engine',
  labelNames: ['engine'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

export const busEcho = new Histogram({
  name: 'peixun_bus_echo_seconds',
  help: 'Time for a published change to come back to its publisher through the shared bus (capped at 0.25 s)',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5],
  registers: [registry],
});

export const checkins = new Counter({
  name: 'peixun_checkins_total',
  help: 'Check-ins answered, by outcome (accepted, duplicate, rejected)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const checkinReplays = new Counter({
  name: 'peixun_checkin_replays_total',
  help: 'Check-ins sent again with a client id already stored (a device replaying its offline queue)',
  registers: [registry],
});

/** A gauge made again replaces the one of that name (several apps in one process: the tests). */
function replacing(name: string) {
  if (registry.getSingleMetric(name)) registry.removeSingleMetric(name);
  return name;
}

/** Gauges read when scraped: the pool's connections, whether the bus hears news. */
export function gauge(name: string, help: string, read: () => number, labels?: Record<string, string>) {
  return new Gauge({
    name: replacing(name),
    help,
    registers: [registry],
    collect() {
      if (labels) this.set(labels, read());
      else this.set(read());
    },
    labelNames: labels ? Object.keys(labels) : [],
  });
}

/** A gauge read when scraped, with one value per label set (the engines, the bus's media). */
export function labelledGauge<L extends string>(
  name: string,
  help: string,
  label: L,
  read: () => Record<string, number>,
) {
  return new Gauge({
    name: replacing(name),
    help,
    registers: [registry],
    labelNames: [label],
    collect() {
      this.reset();
      for (const [value, n] of Object.entries(read())) this.set({ [label]: value } as Record<L, string>, n);
    },
  });
}
