import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduEnterprise, eduLesson, sysFile } from '../../src/server/db/schema';
import { loadEnv, ROOT } from '../../src/server/env';
import { s3Client } from '../../src/server/lib/file-store-s3';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { buildTestApp } from './helpers';
import { startS3, uploadTo } from './s3-helpers';

/** FILE_STORAGE=s3 against an S3-compatible server of the test's own: every file in the bucket, none on disk. */
let app: FastifyInstance;
let admin: Record<string, string>;
let s3: Awaited<ReturnType<typeof startS3>>;
let client: ReturnType<typeof s3Client>;
const BUCKET = 'peixun';

beforeAll(async () => {
  s3 = await startS3([BUCKET, 'migrate']);
  app = await buildTestApp({ FILE_STORAGE: 's3', S3_BUCKET: BUCKET, ...s3.settings });
  admin = await adminHeaders(app);
  const s = s3.settings;
  client = s3Client({
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION,
    bucket: BUCKET,
    accessKeyId: s.S3_ACCESS_KEY_ID,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await s3?.stop();
});

const keys = async (Bucket: string, prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket }))).Contents ?? [])
    .map((o) => o.Key ?? '')
    .filter((k) => k.startsWith(prefix));
const object = async (Key: string, Bucket = BUCKET) => {
  const got = await client.send(new GetObjectCommand({ Bucket, Key }));
  return Buffer.from(
    await (got.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
  );
};

const jpeg = readFileSync(join(ROOT, 'seed/media/cover-1.jpg'));
const mp4 = readFileSync(join(ROOT, 'seed/media/lesson-1.mp4'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
type Uploaded = { id: string; url: string; fileName: string; image: { variants: { url: string }[] } | null };

describe('FILE_STORAGE=s3', () => {
  it('refuses to start without each S3 setting, naming the missing one', () => {
    const { S3_BUCKET: _, ...rest } = { ...s3.settings, S3_BUCKET: BUCKET };
    expect(() => loadEnv({ FILE_STORAGE: 's3', ...rest })).toThrow(
      /S3_BUCKET is required when FILE_STORAGE=s3/,
    );
    expect(loadEnv({}).FILE_STORAGE).toBe('local');
  });

  it('keeps an image and its AVIF/WebP copies in the bucket and serves them back', async () => {
    const res = await uploadTo(app, admin, { name: 'cover.jpg', data: jpeg }, 'image');
    const data = res.json<{ data: Uploaded }>().data;
    expect(res.statusCode).toBe(200);
    const stored = await keys(BUCKET, `1/image/${data.fileName.slice(0, 32)}`);
    expect(stored).toContain(`1/image/${data.fileName}`);
    expect(stored.filter((k) => /\.avif$/.test(k ?? '')).length).toBeGreaterThan(0);
    expect(stored.filter((k) => /\.webp$/.test(k ?? '')).length).toBeGreaterThan(0);
    expect((await object(`1/image/${data.fileName}`)).equals(jpeg)).toBe(true);
    const got = await app.inject({ method: 'GET', url: data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(jpeg)).toBe(true);
    expect(got.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    expect(got.headers['content-security-policy']).toContain('sandbox');
    const copy = await app.inject({ method: 'GET', url: data.image?.variants[0]?.url ?? '' });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toMatch(/^image\/(avif|webp)$/);
    // Nothing was kept on this machine: the seed's and the upload's files are all in the bucket.
    expect(existsSync(join(app.env.DATA_DIR, 'files', '1'))).toBe(false);
    expect(readdirSync(join(app.env.DATA_DIR, 'files', '.staging'))).toEqual([]);
  });

  it('leaves no object of a refused upload, and deletes the objects of a deleted file', async () => {
    const before = await keys(BUCKET, '1/image/');
    const bad = await uploadTo(app, admin, { name: 'evil.png', data: Buffer.from('MZ not a png') }, 'image');
    expect(bad.statusCode).toBe(400);
    expect(await keys(BUCKET, '1/image/')).toEqual(before);
    const res = await uploadTo(app, admin, { name: 'gone.jpg', data: jpeg }, 'image');
    const data = res.json<{ data: Uploaded }>().data;
    expect(await keys(BUCKET, `1/image/${data.fileName.slice(0, 32)}`)).not.toEqual([]);
    expect((await call(app, 'DELETE', '/api/admin/sys-file', admin, [data.id])).body.code).toBe(0);
    expect(await keys(BUCKET, `1/image/${data.fileName.slice(0, 32)}`)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('serves a document through its signed link', async () => {
    const res = await uploadTo(app, admin, { name: '讲义.pdf', data: PDF }, 'doc');
    const data = res.json<{ data: Uploaded }>().data;
    expect((await object(`1/doc/${data.fileName}`)).equals(PDF)).toBe(true);
    const got = await app.inject({ method: 'GET', url: data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['cache-control']).toBe('private, max-age=3600');
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''%E8%AE%B2%E4%B9%89.pdf");
  });

  it('streams a lesson video with byte ranges: 206 with Content-Range, 416 beyond its end', async () => {
    const res = await uploadTo(app, admin, { name: 'lesson.mp4', data: mp4 }, 'video');
    const data = res.json<{ data: Uploaded }>().data;
    const db = app.database.db;
    const [lesson] = await db
      .select()
      .from(eduLesson)
      .where(and(eq(eduLesson.tenantId, 1), isNotNull(eduLesson.fileId)));
    await db
      .update(eduLesson)
      .set({ fileId: Number(data.id) })
      .where(eq(eduLesson.id, lesson?.id ?? 0));
    const url = `/api/edu/lesson/video/${lesson?.id}`;
    const full = await app.inject({ method: 'GET', url, headers: admin });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(mp4)).toBe(true);
    expect(full.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4' });
    expect(full.headers.etag).toBeTruthy();
    expect(full.headers['last-modified']).toBeTruthy();
    const part = await app.inject({ method: 'GET', url, headers: { ...admin, range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const tail = await app.inject({ method: 'GET', url, headers: { ...admin, range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const beyond = await app.inject({
      method: 'GET',
      url,
      headers: { ...admin, range: `bytes=${mp4.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${mp4.length}`);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { ...admin, 'if-none-match': full.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a private licence only to who may read it, never by a link of its own', async () => {
    const [e] = await app.database.db.select().from(eduEnterprise).where(eq(eduEnterprise.tenantId, 1));
    const key = `1/licence/${e?.licenceFile}`;
    const bytes = await object(key);
    const url = `/api/edu/enterprise/licence?id=${e?.id}`;
    const staff = await app.inject({ method: 'GET', url, headers: admin });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers.location).toBeUndefined();
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.rawPayload.equals(bytes)).toBe(true);
    const learner = await newLearner(app, 's3_learner');
    expect((await app.inject({ method: 'GET', url, headers: learner.headers })).statusCode).toBe(404);
    const link = `/api/admin/sys-file/oss/file?fileName=${e?.licenceFile}&TENANT-ID=1`;
    expect((await app.inject({ method: 'GET', url: link, headers: admin })).statusCode).toBe(404);
  });
});

const run = promisify(execFile);
/** `npm run files:migrate` as the operator runs it: its exit code and what it printed. */
async function migrate(to: string, dataDir: string) {
  const env = {
    ...process.env,
    ...s3.settings,
    S3_BUCKET: 'migrate',
    DATA_DIR: dataDir,
    FILE_STORAGE: 'local',
  };
  const args = ['--import', 'tsx', 'src/server/ops/files-migrate.ts', '--to', to];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: ROOT, env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run files:migrate', () => {
  it('copies the folder to the bucket and back, resumes, and detects a tampered object', async () => {
    const from = mkdtempSync(join(tmpdir(), 'peixun-migrate-'));
    const files = { '1/doc/a.pdf': PDF, '2/image/b.jpg': jpeg, '1/licence/c.pdf': Buffer.from('%PDF-1.4 c') };
    for (const [key, bytes] of Object.entries(files)) {
      mkdirSync(join(from, 'files', key, '..'), { recursive: true });
      writeFileSync(join(from, 'files', key), bytes);
    }
    // A staged upload is not a stored file.
    mkdirSync(join(from, 'files', '.staging'));
    writeFileSync(join(from, 'files', '.staging', 'x.part'), 'partial');

    const up = await migrate('s3', from);
    expect(up.code, up.out).toBe(0);
    expect(up.out).toContain('3 copied, 0 skipped, 0 failed');
    for (const [key, bytes] of Object.entries(files))
      expect((await object(key, 'migrate')).equals(bytes)).toBe(true);
    expect((await migrate('s3', from)).out).toContain('0 copied, 3 skipped, 0 failed');

    const back = mkdtempSync(join(tmpdir(), 'peixun-migrate-'));
    expect((await migrate('local', back)).out).toContain('3 copied, 0 skipped, 0 failed');
    for (const [key, bytes] of Object.entries(files))
      expect(readFileSync(join(back, 'files', key)).equals(bytes)).toBe(true);

    // Tampered: other bytes under the key, the recorded checksum kept.
    const { Metadata } = await client.send(new GetObjectCommand({ Bucket: 'migrate', Key: '1/doc/a.pdf' }));
    await client.send(
      new PutObjectCommand({
        Bucket: 'migrate',
        Key: '1/doc/a.pdf',
        Body: Buffer.from('%PDF-evil'),
        Metadata,
      }),
    );
    const again = await migrate('s3', from);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/1\/doc\/a\.pdf: the bucket holds different bytes/);
    const fresh = await migrate('local', mkdtempSync(join(tmpdir(), 'peixun-migrate-')));
    expect(fresh.code).toBe(1);
    expect(fresh.out).toMatch(/1\/doc\/a\.pdf: the object's bytes do not match/);
    expect(fresh.out).toContain('2 copied, 0 skipped, 1 failed');
  }, 120_000);
});

describe('the bucket away for a moment', () => {
  const files = async () => (await app.database.db.select({ id: sysFile.id }).from(sysFile)).length;
  const staged = () => readdirSync(join(app.env.DATA_DIR, 'files', '.staging'));

  it('answers 503 to uploads and reads while it is away, keeps nothing of them, works again once back', async () => {
    const doc = (await uploadTo(app, admin, { name: '讲义.pdf', data: PDF }, 'doc')).json<{
      data: Uploaded;
    }>();
    const [lesson] = await app.database.db
      .select()
      .from(eduLesson)
      .where(and(eq(eduLesson.tenantId, 1), isNotNull(eduLesson.fileId)));
    const video = `/api/edu/lesson/video/${lesson?.id}`;
    expect((await app.inject({ method: 'GET', url: video, headers: admin })).statusCode).toBe(200);
    const objects = await keys(BUCKET, '1/');
    const rows = await files();
    const watch = app.files.watch!;
    const outages = watch.outages();

    await s3.stop();
    try {
      for (const [name, dir, data] of [
        ['cover.jpg', 'image', jpeg],
        ['讲义.pdf', 'doc', PDF],
        ['lesson.mp4', 'video', mp4],
      ] as const) {
        const started = Date.now();
        const res = await uploadTo(app, { ...admin, 'accept-language': 'en' }, { name, data }, dir);
        expect(res.statusCode, dir).toBe(503);
        expect(Date.now() - started, dir).toBeLessThanOrEqual(5000);
        expect(res.json()).toEqual({
          code: 1,
          msg: 'The service is briefly unavailable; please try again in a moment',
          data: null,
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // No row, no temporary file.
      expect(await files()).toBe(rows);
      expect(staged()).toEqual([]);
      // Reading a stored file, or a lesson's video: 503, not "not found" and not a server error.
      for (const url of [doc.data.url, video]) {
        const started = Date.now();
        const res = await app.inject({ method: 'GET', url, headers: admin });
        expect(res.statusCode, url).toBe(503);
        expect(Date.now() - started, url).toBeLessThanOrEqual(5000);
        expect(res.json()).toMatchObject({ code: 1, msg: '服务暂时不可用，请稍后重试' });
      }
      expect(watch.up()).toBe(false);
    } finally {
      await s3.start();
    }

    // Back: nothing of the refused uploads reached the bucket, and both directions work again.
    expect(await keys(BUCKET, '1/')).toEqual(objects);
    const read = await app.inject({ method: 'GET', url: doc.data.url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    const again = await uploadTo(app, admin, { name: 'cover.jpg', data: jpeg }, 'image');
    expect(again.statusCode).toBe(200);
    expect(await files()).toBe(rows + 1);
    expect((await app.inject({ method: 'GET', url: video, headers: admin })).statusCode).toBe(200);
    expect(watch.up()).toBe(true);
    // One outage, however many calls failed during it.
    expect(watch.outages()).toBe(outages + 1);
  }, 60_000);
});
