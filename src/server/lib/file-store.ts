import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { S3_VARIABLES } from '../env';
import type { EngineWatch } from './outage';

/**
 * Every file the product keeps (uploads, covers and their copies, videos, signatures, licences, invoices,
 * handouts) goes through one FileStore: the local folder (DATA_DIR/files, the default) or an S3-compatible bucket
 * (FILE_STORAGE=s3); the drivers are file-store-local.ts and file-store-s3.ts, chosen in open-file-store.ts. A
 * key is `<tenant>/<dir>/<fileName>`, the same in the folder and in the bucket, so the migrate command
 * (ops/files-migrate.ts) copies between them one to one.
 */
export type FileStat = { size: number; etag: string; mtime: Date };

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** A folder on this machine for uploads in flight (temp files, image copies before they are kept). */
  readonly staging: string;
  /** Keeps the file at `source` (a staged file) as `key`; the source is gone afterwards. */
  moveIn(key: string, source: string, type: string): Promise<void>;
  /** Keeps a copy of the file at `source` as `key` (the demo seed's committed media). */
  copyIn(key: string, source: string, type: string): Promise<void>;
  putBytes(key: string, bytes: Buffer, type: string): Promise<void>;
  /** Deletes the file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** The file's size, entity tag and time, or undefined when there is none. */
  stat(key: string): Promise<FileStat | undefined>;
  /** The bytes from `start` to `end` (inclusive; the whole file without a range). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** The local path of a key (local driver only: @fastify/send serves from it). */
  pathOf?(key: string): string;
  /** The bucket's comings and goings (S3 driver only: the folder is this machine's own). */
  readonly watch?: EngineWatch;
}

/** The key of a stored file: its tenant's folder of its kind. */
export const fileKey = (f: { tenantId: number; dir: string | null; fileName: string }) =>
  `${f.tenantId}/${f.dir ?? 'misc'}/${f.fileName}`;

/** The local folder of stored files. */
export const filesRoot = (dataDir: string) => join(dataDir, 'files');

/** What the S3 driver needs, from FILE_STORAGE=s3's settings (env.ts requires all of them then). */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The S3 settings of `env`; throws naming the first variable missing. */
export function s3SettingsOf(
  env: Partial<Record<(typeof S3_VARIABLES)[number], string | undefined>>,
): S3Settings {
  const missing = S3_VARIABLES.find((name) => !env[name]);
  if (missing) throw new Error(`${missing} is required for S3 file storage`);
  return {
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION as string,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
}
