import type { FastifyInstance } from 'fastify';
import { sweepOrphanSignatures } from './signature-sweep.service';

/** The first sweep waits until the server has settled after its start; then one an hour. */
const FIRST_SWEEP_MS = 60_000;
const SWEEP_EVERY_MS = 3_600_000;

/** Sweeps orphaned signature files (signature-sweep.service.ts) while the server runs; a failure is logged. */
export function registerSignatureSweep(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const removed = await sweepOrphanSignatures(app.database.db, app.files);
      if (removed) app.log.info({ removed }, 'signature sweep: orphaned signature files removed');
    } catch (err) {
      app.log.warn({ err }, 'signature sweep failed; the next one tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    }, FIRST_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
