import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { openPglite, openPostgres } from './db/client';
import { loadEnv } from './env';
import { closeCpuPools } from './lib/cpu';

async function main() {
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, undefined, { answerTimeoutMs: env.DB_ANSWER_TIMEOUT_MS })
    : await openPglite(env.DATA_DIR);
  const https =
    env.TLS_CERT && env.TLS_KEY ? { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) } : null;
  const app = await buildApp({ env, database, https });
  await app.listen({ port: env.PORT, host: env.HOST });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await closeCpuPools();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
