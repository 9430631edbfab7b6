import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import {
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { loadEnv, type Env } from '../env';
import { filesRoot, s3SettingsOf } from '../lib/file-store';
import { isMissing, s3Client, sha256OfFile, uploadTimeoutMs } from '../lib/file-store-s3';

/**
 * `npm run files:migrate -- --to s3|local`: copies every stored file from the local folder (DATA_DIR/files) to
 * the bucket (S3_* settings), or back. Resumable: a file already at the target with the same bytes (SHA-256
 * computed on both sides) is skipped. Every copy is read back and its SHA-256 compared; a target that differs
 * from its source, or an object whose bytes no longer match the SHA-256 recorded when it was written (tampered,
 * damaged), is an error, never overwritten: the command reports it and exits 1.
 */
const USAGE = 'npm run files:migrate -- --to s3|local';

type MigrateResult = { copied: number; skipped: number; failed: string[] };

const hashOf = async (source: AsyncIterable<unknown>) => {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Every stored file of the folder, as keys: `<tenant>/<dir>/<fileName>`; staged and hidden files are not. */
async function localKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  const visible = async (path: string) =>
    (await readdir(path, { withFileTypes: true }).catch(() => [])).filter((e) => !e.name.startsWith('.'));
  for (const tenant of await visible(root)) {
    if (!tenant.isDirectory()) continue;
    for (const dir of await visible(join(root, tenant.name))) {
      if (!dir.isDirectory()) continue;
      for (const file of await visible(join(root, tenant.name, dir.name)))
        if (file.isFile()) keys.push(`${tenant.name}/${dir.name}/${file.name}`);
    }
  }
  return keys.sort();
}

async function migrateFiles(env: Env, to: 's3' | 'local'): Promise<MigrateResult> {
  const settings = s3SettingsOf(env);
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const root = filesRoot(env.DATA_DIR);
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const result: MigrateResult = { copied: 0, skipped: 0, failed: [] };

  /** The object's bytes' SHA-256 and the one recorded when it was written; undefined when there is none. */
  const objectHash = async (key: string) => {
    try {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return { actual: await hashOf(got.Body as Readable), recorded: got.Metadata?.sha256 };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  };

  const toBucket = async (key: string) => {
    const path = pathOf(key);
    const local = await sha256OfFile(path);
    const there = await objectHash(key);
    if (there) {
      if (there.actual === local) return 'skipped';
      throw new Error(`${key}: the bucket holds different bytes (sha256 ${there.actual}, local ${local})`);
    }
    const { size } = await stat(path);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        Metadata: { sha256: local },
      }),
      { requestTimeout: uploadTimeoutMs(size) },
    );
    const copied = await objectHash(key);
    if (copied?.actual !== local) throw new Error(`${key}: the copy in the bucket does not match (sha256)`);
    return 'copied';
  };

  const toFolder = async (key: string) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const part = `${path}.migrate-part`;
    try {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      const hash = createHash('sha256');
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(got.Body as Readable, meter, createWriteStream(part));
      const actual = hash.digest('hex');
      const recorded = got.Metadata?.sha256;
      if (recorded && recorded !== actual)
        throw new Error(`${key}: the object's bytes do not match the sha256 recorded when it was written`);
      const local = await stat(path).then(
        () => sha256OfFile(path),
        () => undefined,
      );
      if (local === actual) return 'skipped';
      if (local)
        throw new Error(`${key}: the folder holds different bytes (sha256 ${local}, bucket ${actual})`);
      await rename(part, path);
      if ((await sha256OfFile(path)) !== actual)
        throw new Error(`${key}: the copy in the folder does not match`);
      return 'copied';
    } finally {
      await rm(part, { force: true });
    }
  };

  let keys: string[];
  if (to === 's3') keys = await localKeys(root);
  else {
    keys = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket }))
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
  }
  for (const key of keys) {
    try {
      result[await (to === 's3' ? toBucket(key) : toFolder(key))]++;
    } catch (err) {
      result.failed.push((err as Error).message);
    }
  }
  return result;
}

/** Whether the bucket is reachable at all: a clear message before any file is tried. */
async function checkBucket(env: Env) {
  const settings = s3SettingsOf(env);
  await s3Client(settings)
    .send(new HeadBucketCommand({ Bucket: settings.bucket }))
    .catch((err: unknown) => {
      throw new Error(`bucket ${settings.bucket} at ${settings.endpoint}: ${(err as Error).name}`);
    });
}

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } }, strict: true });
  if (values.to !== 's3' && values.to !== 'local') throw new Error(`Usage: ${USAGE}`);
  const env = loadEnv();
  await checkBucket(env);
  const r = await migrateFiles(env, values.to);
  for (const line of r.failed) console.error(`failed: ${line}`);
  console.log(
    `files:migrate --to ${values.to}: ${r.copied} copied, ${r.skipped} skipped, ${r.failed.length} failed`,
  );
  return r.failed.length === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error(`files:migrate failed: ${(err as Error)?.message ?? String(err)}`);
    process.exit(1);
  },
);
