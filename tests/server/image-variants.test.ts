import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../src/contract/catalog';
import type { ImageInfo, UploadedFile } from '../../src/contract/file';
import { sysFile } from '../../src/server/db/schema';
import { ROOT } from '../../src/server/env';
import { buildTestApp } from './helpers';
import { adminHeaders, call } from './edu-helpers';

/** Uploaded images get responsive AVIF and WebP copies; images we cannot read safely are refused. */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

function upload(file: { name: string; type: string; data: Buffer }, lang = 'zh-CN') {
  const boundary = '----variants';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dir"\r\n\r\nimage\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/sys-file/upload',
    headers: {
      ...admin,
      'accept-language': lang,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

const uploaded = async (file: { name: string; type: string; data: Buffer }) => {
  const res = await upload(file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UploadedFile }>().data;
};
const imageFolder = () => readdirSync(join(app.env.DATA_DIR, 'files', '1', 'image'));
const shape = (image: ImageInfo | null) => image?.variants.map((v) => [v.type, v.width, v.height]);

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, sum]);
}
/** A valid greyscale PNG of `side`×`side` black pixels: a few kilobytes that decode to side² bytes. */
function bomb(side: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(side * (side + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('responsive copies of uploaded images', () => {
  it('makes AVIF and WebP copies at 320, 640 and 960 wide of a large PNG, and serves them as such', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 22, g: 119, b: 255 } },
    })
      .png()
      .toBuffer();
    const file = await uploaded({ name: 'wide.png', type: 'image/png', data: png });
    expect(file.fileType).toBe('image/png');
    expect(file.image).toMatchObject({ width: 1200, height: 800 });
    expect(shape(file.image)).toEqual([
      ['image/avif', 320, 213],
      ['image/webp', 320, 213],
      ['image/avif', 640, 427],
      ['image/webp', 640, 427],
      ['image/avif', 960, 640],
      ['image/webp', 960, 640],
    ]);
    for (const v of file.image?.variants ?? []) {
      // Public like the original (a cover), under the same tenant, sandboxed and never sniffed.
      expect(v.url).toMatch(/fileName=[a-f0-9]{32}-w\d+\.(avif|webp)&TENANT-ID=1$/);
      const served = await app.inject({ method: 'GET', url: v.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(v.type);
      expect(served.headers['content-disposition']).toMatch(/^inline/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(meta.format).toBe(v.type === 'image/avif' ? 'heif' : 'webp');
    }
    // The original is kept as uploaded.
    const original = await app.inject({ method: 'GET', url: file.url });
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);
  });

  it('never makes a copy wider than the image: a 480 px JPEG gets 320 and 480', async () => {
    const jpeg = readFileSync(join(ROOT, 'seed/media/cover-1.jpg'));
    const file = await uploaded({ name: 'cover.jpg', type: 'image/jpeg', data: jpeg });
    expect(file.image).toMatchObject({ width: 480, height: 270 });
    expect(shape(file.image)).toEqual([
      ['image/avif', 320, 180],
      ['image/webp', 320, 180],
      ['image/avif', 480, 270],
      ['image/webp', 480, 270],
    ]);
  });

  it('measures a photo as it is shown: EXIF orientation applied to the size and the copies', async () => {
    const sideways = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 80, b: 0 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = await uploaded({ name: 'phone.jpg', type: 'image/jpeg', data: sideways });
    expect(file.image).toMatchObject({ width: 400, height: 600 });
    expect(shape(file.image)?.slice(0, 2)).toEqual([
      ['image/avif', 320, 480],
      ['image/webp', 320, 480],
    ]);
  });

  it('serves a copy only to the tenant of its image, and only copies that were made', async () => {
    const jpeg = readFileSync(join(ROOT, 'seed/media/cover-2.jpg'));
    const file = await uploaded({ name: 'cover.jpg', type: 'image/jpeg', data: jpeg });
    const copy = file.image?.variants[0]?.url ?? '';
    expect(copy).not.toBe('');
    const otherTenant = await app.inject({ method: 'GET', url: copy.replace('TENANT-ID=1', 'TENANT-ID=2') });
    expect(otherTenant.statusCode).toBe(404);
    const neverMade = copy.replace(/-w320\.avif/, '-w960.avif');
    expect(neverMade).not.toBe(copy);
    expect((await app.inject({ method: 'GET', url: neverMade })).statusCode).toBe(404);
  });
});

describe('images we cannot read safely are refused with a message', () => {
  const refused = async (data: Buffer, name: string, type: string) => {
    const rows = async () => (await app.database.db.select().from(sysFile)).length;
    const [before, rowsBefore] = [imageFolder(), await rows()];
    const zh = await upload({ name, type, data });
    const en = await upload({ name, type, data }, 'en');
    // Nothing kept: no original, no copy, no row.
    expect(imageFolder().sort()).toEqual(before.sort());
    expect(await rows()).toBe(rowsBefore);
    expect(zh.statusCode).toBe(400);
    expect(en.statusCode).toBe(400);
    return [zh.json(), en.json()] as { code: number; msg: string; data: unknown }[];
  };

  it('refuses a decompression bomb (a small PNG of 64 megapixels) before decoding it', async () => {
    const png = bomb(8000);
    expect(png.length).toBeLessThan(200_000);
    const [zh, en] = await refused(png, 'bomb.png', 'image/png');
    expect(zh).toMatchObject({ code: 1, msg: '图片像素过多（最多 5000 万像素），请缩小后再上传' });
    expect(en).toMatchObject({
      code: 1,
      msg: 'The image has too many pixels (at most 50 megapixels); please scale it down and upload again',
    });
  });

  it('refuses a PNG of a few bytes that claims 65,535 × 65,535 pixels (17 GB decoded)', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(65_535, 0);
    header.writeUInt32BE(65_535, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const [zh] = await refused(png, 'huge.png', 'image/png');
    expect(zh?.msg).toContain('图片像素过多');
  });

  it('refuses a file that starts like an image and is not one', async () => {
    const fakes = [
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not a png at all '.repeat(40))]),
      Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('not a jpeg at all '.repeat(40))]),
      Buffer.from('GIF89a' + 'not a gif '.repeat(40)),
    ];
    for (const fake of fakes) {
      const [zh, en] = await refused(fake, 'photo.jpg', 'image/jpeg');
      expect(zh).toMatchObject({ code: 1, msg: '无法读取该图片，请上传完好的 JPG、PNG 或 GIF 图片' });
      expect(en).toMatchObject({
        code: 1,
        msg: 'This image cannot be read; please upload an intact JPG, PNG or GIF image',
      });
    }
  });
});

describe('course covers carry their image', () => {
  it('a course whose cover was uploaded answers its size and copies in the listing and the detail', async () => {
    const jpeg = readFileSync(join(ROOT, 'seed/media/cover-3.jpg'));
    const file = await uploaded({ name: 'cover.jpg', type: 'image/jpeg', data: jpeg });
    const created = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
      mode: 'online',
      title: 'Covered course',
      category: 'safety',
      creditHours: 1,
      fee: 0,
      cover: file.url,
    });
    const detail = await call<CourseDetail>(
      app,
      'GET',
      `/api/edu/course/details/${created.body.data.id}`,
      admin,
    );
    expect(detail.body.data.cover).toBe(file.url);
    expect(detail.body.data.coverImage).toEqual(file.image);
    const listed = await call<{ records: CourseDetail[] }>(
      app,
      'GET',
      '/api/edu/course/page?current=1&size=50&console=true',
      admin,
    );
    const row = listed.body.data.records.find((c) => c.id === created.body.data.id);
    expect(row?.coverImage).toEqual(file.image);
  });

  it("a cover that is not one of the tenant's stored images has none", async () => {
    const created = await call<{ id: string }>(app, 'POST', '/api/edu/course', admin, {
      mode: 'online',
      title: 'Linked cover',
      category: 'safety',
      creditHours: 1,
      fee: 0,
      cover: 'https://example.com/cover.jpg',
    });
    const detail = await call<CourseDetail>(
      app,
      'GET',
      `/api/edu/course/details/${created.body.data.id}`,
      admin,
    );
    expect(detail.body.data.coverImage).toBeNull();
  });

  it('the demo courses have the copies an upload of the same cover gets, served', async () => {
    const page = await call<{ records: CourseDetail[] }>(
      app,
      'GET',
      '/api/edu/course/page?current=1&size=50',
      {
        'tenant-id': '1',
      },
    );
    const courses = page.body.data.records;
    expect(courses.length).toBeGreaterThan(0);
    const jpeg = readFileSync(join(ROOT, 'seed/media/cover-1.jpg'));
    const fresh = await uploaded({ name: 'cover.jpg', type: 'image/jpeg', data: jpeg });
    for (const c of courses) {
      expect(c.coverImage, c.title).toMatchObject({ width: 480, height: 270 });
      expect(shape(c.coverImage)).toEqual(shape(fresh.image));
    }
    for (const v of courses[0]?.coverImage?.variants ?? []) {
      const served = await app.inject({ method: 'GET', url: v.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(v.type);
    }
  });
});
