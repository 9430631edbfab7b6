import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysFile } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, newLearner } from './edu-helpers';
import { stringMatching } from './matchers';

/** Hostile uploads: nothing a learner uploads may ever be served as something a browser runs in our origin. */
let app: FastifyInstance;
let learner: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  await adminHeaders(app);
  learner = (await newLearner(app, 'uploader_x')).headers;
});
afterAll(() => app.close());

function upload(file: { name: string; type: string; data: Buffer | string }, dir: string) {
  const boundary = '----hostile';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dir"\r\n\r\n${dir}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/sys-file/upload',
    headers: { ...learner, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d49444154789c63f8ffffff7f0009fb03fd2a86e38a0000000049454e44ae426082',
  'hex',
);
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);
const HTML = '<html><body><script>document.title = localStorage.length</script></body></html>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>';

const refusedAsType = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 1, msg: '文件格式不正确' });
};

describe('uploads are recognised by their bytes', () => {
  it('refuses HTML and SVG whatever they are called or declared', async () => {
    refusedAsType(await upload({ name: 'notes.txt', type: 'text/html', data: HTML }, 'doc'));
    refusedAsType(await upload({ name: 'notes.txt', type: 'text/plain', data: `  \n${HTML}` }, 'doc'));
    refusedAsType(await upload({ name: 'a.pdf', type: 'application/pdf', data: HTML }, 'doc'));
    refusedAsType(await upload({ name: 'a.png', type: 'image/svg+xml', data: SVG }, 'image'));
    refusedAsType(await upload({ name: 'a.svg', type: 'image/svg+xml', data: SVG }, 'doc'));
    refusedAsType(await upload({ name: 'page.html', type: 'text/html', data: HTML }, 'doc'));
    refusedAsType(
      await upload({ name: 'a.jpg', type: 'image/jpeg', data: `<?xml version="1.0"?>${SVG}` }, 'image'),
    );
  });

  it('stores an image under the extension and type of what it really is', async () => {
    const res = await upload({ name: 'photo.png', type: 'image/png', data: GIF }, 'image');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { fileName: string; fileType: string; url: string } }>();
    expect(data.fileName).toMatch(/^[a-f0-9]{32}\.gif$/);
    expect(data.fileType).toBe('image/gif');
    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('serves a PNG carrying HTML after its image data as a PNG, sandboxed and not sniffed', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from(HTML)]);
    const res = await upload({ name: 'x.png', type: 'text/html', data: polyglot }, 'image');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { url: string } }>();
    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': stringMatching(/^inline;/),
    });
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('serves a text document as a download in a sandbox, never inline', async () => {
    const res = await upload(
      { name: '说明.txt', type: 'text/plain', data: 'plain words <b>not bold</b>' },
      'doc',
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { url: string } }>();
    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(
      /^attachment; .*filename\*=UTF-8''%E8%AF%B4%E6%98%8E\.txt$/,
    );
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves no type outside the allow-list, even for a row written before these rules', async () => {
    const [row] = await app.database.db
      .insert(sysFile)
      .values({
        tenantId: 1,
        fileName: 'a'.repeat(32) + '.html',
        dir: 'image',
        type: 'text/html',
        fileSize: 10,
      })
      .returning();
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/sys-file/oss/file?fileName=${row?.fileName}&TENANT-ID=1`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('keeps a document link to its own file and tenant', async () => {
    const link = async (name: string) =>
      (await upload({ name, type: 'application/pdf', data: '%PDF-1.7\n%x' }, 'doc')).json<{
        data: { url: string; fileName: string };
      }>().data;
    const [a, b] = [await link('a.pdf'), await link('b.pdf')];
    expect((await app.inject({ method: 'GET', url: a.url })).statusCode).toBe(200);
    // a's signature on b's name opens nothing.
    const swapped = a.url.replace(a.fileName, b.fileName);
    expect((await app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
    const data = a;
    const otherTenant = data.url.replace('TENANT-ID=1', 'TENANT-ID=2');
    expect((await app.inject({ method: 'GET', url: otherTenant })).statusCode).toBe(404);
  });
});
