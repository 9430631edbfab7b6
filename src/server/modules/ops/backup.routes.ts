import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupRequestSchema } from '@contract/ops';
import { t } from '../../lib/messages';
import { HttpError } from '../../plugins/errors';
import { createBackups } from './backup.service';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** Headers a proxy adds: a request relayed by a proxy on this host is not a request of this host. */
const RELAYED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Sent from this host itself: the loopback address, or this socket's own address (a server bound to one). */
function fromThisHost(req: FastifyRequest): boolean {
  if (RELAYED.some((h) => req.headers[h] !== undefined)) return false;
  const { remoteAddress, localAddress } = req.raw.socket;
  return !!remoteAddress && (LOOPBACK.test(remoteAddress) || remoteAddress === localAddress);
}

/** Whether the request carries the ops token as its bearer token (compared in constant time). */
function hasToken(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * POST /api/ops/backup: the backup command's request to the server holding DATA_DIR (README, "Backups"). PGlite
 * opens its folder in one process only, so the server takes the snapshot itself: its database thread dumps the
 * folder between statements, then the files are streamed after it. This host only, with the token the server
 * wrote into DATA_DIR/ops.token; no pig token (the command has no user). The token is never logged (the
 * logger redacts the authorization header).
 */
export function backupRoutes(token: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const backups = createBackups(app.env.DATA_DIR, app.database.dump);
    app.post(
      '/api/ops/backup',
      {
        config: { public: true, skipTenant: true, operationLog: false, readOnly: true },
        schema: {
          tags: ['ops'],
          summary:
            'A backup archive (gzipped tar) of the embedded database and the files; for npm run backup',
          body: backupRequestSchema,
        },
      },
      async (req, reply) => {
        if (!fromThisHost(req)) throw new HttpError(403, t(req, 'opsLocalOnly'));
        if (!hasToken(req, token)) throw new HttpError(401, t(req, 'opsTokenWrong'));
        const archive = await backups.start();
        if (archive === 'noSnapshot') throw new HttpError(409, t(req, 'opsNoSnapshot'));
        if (archive === 'running') throw new HttpError(409, t(req, 'opsBackupRunning'));
        req.log.info('backup: streaming the archive');
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        return reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="peixun-backup-${stamp}.tar.gz"`)
          .send(archive);
      },
    );
  };
}
