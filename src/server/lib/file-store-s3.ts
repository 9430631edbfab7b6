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
  });

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
  const putFile = async (key: string, source: string, type: string) => {
    const { size } = await stat(source);
    const sha256 = await sha256OfFile(source);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: createReadStream(source),
        ContentLength: size,
        ContentType: type,
        Metadata: { sha256 },
      }),
    );
  };
  return {
    kind: 's3',
    staging,
    async moveIn(key, source, type) {
      await putFile(key, source, type);
      await rm(source, { force: true });
    },
    copyIn: putFile,
    async putBytes(key, bytes, type) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: type, Metadata: { sha256 } }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
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
      const got = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
      );
      return got.Body instanceof Readable ? got.Body : Readable.from([]);
    },
  };
}
