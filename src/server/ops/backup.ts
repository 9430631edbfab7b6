// npm run backup -- --out FILE: a snapshot of the embedded database and the uploaded files in one file (README,
// "Backups"). A server holding DATA_DIR is asked to take it; otherwise this command opens DATA_DIR itself.
import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dumpIdle, hasPglite } from '../db/pglite-snapshot';
import { loadEnv } from '../env';
import { archiveStream } from './archive-write';
import { unpackVerified } from './archive-read';
import { OpsError, operatorPath, options, run } from './cli';
import { OPS_TOKEN_FILE, readOpsAccess } from './ops-token';

const USAGE = 'npm run backup -- --out FILE';

run('Backup', async () => {
  const { out } = options(USAGE, ['out']);
  if (!out) throw new OpsError(`Say where to write the backup.\nUsage: ${USAGE}`);
  const env = loadEnv();
  if (env.DATABASE_URL)
    throw new OpsError(
      'DATABASE_URL is set: the database is PostgreSQL, which this command does not copy. Back it up with ' +
        'pg_dump: scripts/backup-postgres.sh (README, "Backups").',
    );
  const dataDir = env.DATA_DIR;
  if (!hasPglite(dataDir))
    throw new OpsError(`${dataDir} holds no embedded database (no pglite/PG_VERSION): nothing to back up.`);
  const target = operatorPath(env, out);
  if (existsSync(target)) throw new OpsError(`${target} exists already: choose a new file name.`);
  const partial = `${target}.partial`;
  let by: string;
  try {
    const dump = await dumpIdle(dataDir);
    by = dump ? 'this command (no server was running on DATA_DIR)' : 'the running server';
    const source: Readable = dump ? archiveStream(dump, join(dataDir, 'files')) : await fromServer(dataDir);
    await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    // Read back before it takes the final name: a backup cut short never looks like a finished one.
    const manifest = await unpackVerified(partial, null);
    renameSync(partial, target);
    const files = manifest.members.length - 1;
    const s3 =
      env.FILE_STORAGE === 's3'
        ? `\nFILE_STORAGE=s3: the uploaded files are in the bucket ${env.S3_BUCKET ?? ''}, not in this archive; ` +
          'back the bucket up as well (README, "Backups").'
        : '';
    return (
      `Backup written to ${target}: ${statSync(target).size} bytes, the database and ${files} file(s), ` +
      `taken by ${by}; every checksum verified.${s3}`
    );
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
});

/** The server on DATA_DIR streams the archive (POST /api/ops/backup, with the token it wrote into DATA_DIR). */
async function fromServer(dataDir: string): Promise<Readable> {
  const access = readOpsAccess(dataDir);
  if (!access)
    throw new OpsError(
      `A peixun server holds ${dataDir} but ${join(dataDir, OPS_TOKEN_FILE)} cannot be read: run this ` +
        'command as the user the server runs as, or restart the server (an older one does not write it).',
    );
  const url = new URL('/api/ops/backup', access.url);
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const opts = {
      method: 'POST',
      headers: { authorization: `Bearer ${access.token}`, 'accept-language': 'en' },
      // The server's own certificate on this host, often self-signed for a LAN (README, HTTPS).
      rejectUnauthorized: false,
    };
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, opts, resolve);
    req.on('error', (err) =>
      reject(new OpsError(`The server on ${dataDir} did not answer at ${access.url} (${err.message}).`)),
    );
    req.end();
  });
  if (res.statusCode === 200) return res;
  let text = '';
  for await (const chunk of res as AsyncIterable<Buffer>) text += chunk.toString('utf8');
  let msg = text.slice(0, 500);
  try {
    msg = (JSON.parse(text) as { msg?: string }).msg ?? msg;
  } catch {
    // not an envelope: the text as it came
  }
  throw new OpsError(`The server refused the backup (HTTP ${res.statusCode}): ${msg}`);
}
