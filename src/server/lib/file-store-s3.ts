import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore, S3Settings } from './file-store';
import { EngineUnavailable, watchEngine } from './outage';

/**
 * How long the bucket may take: to accept a connection, and to answer a request (a GET's answer begins, its
 * bytes then stream without a limit). Two tries at most: a bucket that is away is said within 5 s.
 */
const CONNECT_TIMEOUT_MS = 1500;
const ANSWER_TIMEOUT_MS = 2000;
const MAX_ATTEMPTS = 2;
/** An upload's answer waits also for its bytes to go, at no less than this rate (bytes per millisecond). */
const SLOWEST_UPLOAD_BYTES_PER_MS = 500;

const QUIET = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The S3 client of the settings: path-style addressing (MinIO and most S3-compatible servers need it). */
export const s3Client = (s: S3Settings) =>
  new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers do not take the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: MAX_ATTEMPTS,
    // The SDK writes some failures (an upload it cannot retry) to the console by itself; the store's watch logs
    // the bucket's outage once instead (lib/outage.ts).
    logger: QUIET,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: ANSWER_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });

/** How long an upload of `bytes` may take before its answer: the bytes at the slowest rate taken, and the answer. */
export const uploadTimeoutMs = (bytes: number) =>
  ANSWER_TIMEOUT_MS + Math.ceil(bytes / SLOWEST_UPLOAD_BYTES_PER_MS);

/**
 * Whether an S3 failure says the bucket is away (the network, a timeout, the server's 5xx), rather than that it
 * refused the request (a missing object, a key without rights: 4xx, which are ours to fix, not a moment's).
 */
export const isBucketAway = (err: unknown) =>
  !(err instanceof S3ServiceException) || (err.$metadata.httpStatusCode ?? 500) >= 500;

/** Whether an S3 error says the object is not there. */
export const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** The SHA-256 of a local file, hex: kept as the object's metadata, which the migrate command checks. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The S3 driver. A PutObject is all or nothing: an upload that fails leaves no object. Staged files are on this
 * machine (DATA_DIR/files/.staging) and removed once their bytes are in the bucket.
 */
export function s3FileStore(settings: S3Settings, staging: string): FileStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const watch = watchEngine('s3');
  /** Every call: a success says the bucket is there; its absence is told to the watch and answered 503. */
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      const out = await run();
      watch.answered();
      return out;
    } catch (err) {
      if (!isBucketAway(err)) {
        watch.answered();
        throw err;
      }
      watch.failed(err);
      throw new EngineUnavailable('s3', err);
    }
  };
  const putFile = async (key: string, source: string, type: string) => {
    const { size } = await stat(source);
    const sha256 = await sha256OfFile(source);
    const put = new PutObjectCommand({
      Bucket,
      Key: key,
      Body: createReadStream(source),
      ContentLength: size,
      ContentType: type,
      Metadata: { sha256 },
    });
    await call(() => client.send(put, { requestTimeout: uploadTimeoutMs(size) }));
  };
  return {
    kind: 's3',
    staging,
    watch,
    async moveIn(key, source, type) {
      await putFile(key, source, type);
      await rm(source, { force: true });
    },
    copyIn: putFile,
    async putBytes(key, bytes, type) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const put = new PutObjectCommand({
        Bucket,
        Key: key,
        Body: bytes,
        ContentType: type,
        Metadata: { sha256 },
      });
      await call(() => client.send(put, { requestTimeout: uploadTimeoutMs(bytes.length) }));
    },
    async remove(key) {
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async stat(key) {
      try {
        const head = await call(() => client.send(new HeadObjectCommand({ Bucket, Key: key })));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? '',
          mtime: head.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async read(key, range) {
      const get = new GetObjectCommand({
        Bucket,
        Key: key,
        Range: range && `bytes=${range.start}-${range.end}`,
      });
      const got = await call(() => client.send(get));
      return got.Body instanceof Readable ? got.Body : Readable.from([]);
    },
  };
}
