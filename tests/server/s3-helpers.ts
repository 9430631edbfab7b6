import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../src/server/env';
import { multipartBody } from './helpers';

/** The few members of s3rver (an S3-compatible server in this process, over HTTP) the tests use; it has no types. */
type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
  allowMismatchedSignatures: boolean;
}) => S3rver;

/**
 * Starts @20minutes/s3rver on a free port with these buckets: the S3_* settings that reach it, its stop, and its
 * start again on the same port and folder (what was stored is still there), as a bucket that was away returns.
 */
export async function startS3(buckets: string[]) {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'peixun-s3-'));
  const run = (port: number) =>
    new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: buckets.map((name) => ({ name })),
      // s3rver signs a bucket's own path (`/bucket/`: list, head) unlike the SDK; objects are checked either way.
      allowMismatchedSignatures: true,
    });
  let server: S3rver | null = run(0);
  const { port } = await server.run();
  const settings = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  } satisfies Partial<Env>;
  const stop = async () => {
    await server?.close();
    server = null;
  };
  const start = async () => {
    server = run(port);
    await server.run();
  };
  return { settings, stop, start };
}

/** A multipart upload to the file endpoint, as a browser's FormData sends it. */
export function uploadTo(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: { name: string; data: Buffer },
  dir: string,
) {
  const { payload, contentType } = multipartBody({ ...file, type: 'application/octet-stream' }, 'file', {
    dir,
  });
  return app.inject({
    method: 'POST',
    url: '/api/admin/sys-file/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}
