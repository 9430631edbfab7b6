import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/env';
import { buildTestApp } from './helpers';
import { adminHeaders, newLearner } from './edu-helpers';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

/** A multipart body as a browser's FormData sends it: the dir field, then the file. */
function multipart(file: { name: string; type: string; data: Buffer }, dir?: string) {
  const boundary = '----peixun-test-boundary';
  const parts: Buffer[] = [];
  if (dir)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dir"\r\n\r\n${dir}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  headers: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
  dir?: string,
) => {
  const body = multipart(file, dir);
  return app.inject({
    method: 'POST',
    url: '/api/admin/sys-file/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const jpeg = readFileSync(join(ROOT, 'seed/media/cover-1.jpg'));
const mp4 = readFileSync(join(ROOT, 'seed/media/lesson-1.mp4'));
const files = (dir: string) => readdirSync(join(app.env.DATA_DIR, 'files', '1', dir));

describe('POST /admin/sys-file/upload', () => {
  it("stores an image, answers pig's url and fileName, and serves it publicly", async () => {
    const res = await upload(admin, { name: 'cover.jpg', type: 'image/jpeg', data: jpeg }, 'image');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { url: string; fileName: string; fileSize: number; name: string };
    }>();
    expect(data).toMatchObject({ name: 'cover.jpg', fileSize: jpeg.length });
    expect(data.url).toContain(data.fileName);
    const got = await app.inject({ method: 'GET', url: data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses a wrong type by declared type and by content, with its message', async () => {
    const before = files('image').length;
    const text = await upload(
      admin,
      { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello') },
      'image',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 1, msg: '文件格式不正确' });
    const disguised = await upload(
      admin,
      { name: 'evil.png', type: 'image/png', data: Buffer.from('MZ not a png at all') },
      'image',
    );
    expect(disguised.json()).toMatchObject({ code: 1, msg: '文件格式不正确' });
    expect(files('image').length).toBe(before);
  });

  it('refuses an image over 5 MB and leaves nothing behind, and accepts exactly 5 MB', async () => {
    const before = files('image').length;
    const limit = 5 * 1024 * 1024;
    const big = Buffer.concat([jpeg, Buffer.alloc(limit + 1 - jpeg.length)]);
    const res = await upload(
      { ...admin, 'accept-language': 'en' },
      { name: 'big.jpg', type: 'image/jpeg', data: big },
      'image',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, msg: 'The file size cannot exceed 5 MB' });
    expect(files('image').length).toBe(before);
    const exact = await upload(
      admin,
      { name: 'exact.jpg', type: 'image/jpeg', data: big.subarray(0, limit) },
      'image',
    );
    expect(exact.statusCode).toBe(200);
  });

  it('lets only course staff upload videos', async () => {
    const learner = await newLearner(app, 'uploader');
    expect(
      (await upload(learner.headers, { name: 'l.mp4', type: 'video/mp4', data: mp4 }, 'video')).statusCode,
    ).toBe(403);
    const ok = await upload(admin, { name: 'l.mp4', type: 'video/mp4', data: mp4 }, 'video');
    expect(ok.statusCode).toBe(200);
    // Videos are not served by the file URL, signed or not; they go through the enrolment-checked lesson route.
    const { data } = ok.json<{ data: { url: string } }>();
    expect((await app.inject({ method: 'GET', url: data.url, headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('needs a token to upload, and a file', async () => {
    expect(
      (await upload({ 'tenant-id': '1' }, { name: 'c.jpg', type: 'image/jpeg', data: jpeg }, 'image'))
        .statusCode,
    ).toBe(424);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/admin/sys-file/upload',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('serves documents to signed-in users of the tenant, or through the short-lived signed link', async () => {
    const res = await upload(
      admin,
      { name: 'notes.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 test') },
      'doc',
    );
    const { data } = res.json<{ data: { url: string } }>();
    const unsigned = data.url.replace(/&expires=.*$/, '');
    expect((await app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: unsigned, headers: admin })).statusCode).toBe(200);
    // The link itself opens it without a token, for an hour, and names that file only.
    expect((await app.inject({ method: 'GET', url: data.url })).statusCode).toBe(200);
    const later = data.url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    expect((await app.inject({ method: 'GET', url: later })).statusCode).toBe(404);
    const t2 = await newLearner(app, 'doc_t2', 2);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: data.url.replace('TENANT-ID=1', 'TENANT-ID=2'),
          headers: t2.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
