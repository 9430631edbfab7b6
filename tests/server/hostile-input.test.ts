import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, enc } from './helpers';
import { adminHeaders, call, newLearner, offlineCourse } from './edu-helpers';
import { anyString } from './matchers';

/** Input that used to answer 500: each is now a 4xx in the envelope, naming the field where there is one. */
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const expectRefused = (res: { statusCode: number; json: () => unknown }, field?: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 1,
    msg: anyString(),
    ...(field ? { data: { field } } : {}),
  });
};

describe('NUL and lone surrogates', () => {
  it('are refused in query filters, path ids and JSON bodies, naming the field', async () => {
    expectRefused(
      await app.inject({
        method: 'GET',
        url: '/api/edu/course/page?keyword=a%00b',
        headers: { 'tenant-id': '1' },
      }),
      'keyword',
    );
    expectRefused(
      await app.inject({ method: 'GET', url: '/api/admin/user/page?username=%00', headers: admin }),
      'username',
    );
    const course = await app.inject({
      method: 'POST',
      url: '/api/edu/course',
      headers: admin,
      payload: { mode: 'offline', title: 'x\ud800y', category: 'safety', creditHours: 1, fee: 0 },
    });
    expectRefused(course, 'title');
    // The message is in the caller's language and names what is wrong, never the input.
    const en = await app.inject({
      method: 'GET',
      url: '/api/edu/course/page?keyword=a%00b',
      headers: { 'tenant-id': '1', 'accept-language': 'en' },
    });
    expect(en.json()).toMatchObject({ msg: 'keyword: contains characters that are not allowed' });
  });

  it("are refused in a visitor's check-in name, also inside a batch", async () => {
    const { sessionId } = await offlineCourse(app, admin, { capacity: 2 });
    const item = {
      clientId: 'nul-visitor-1',
      method: 'session_qr',
      qr: `PXQ1.1.${sessionId}.1795425000.AAAAAAAAAAAAAAAAAAAAAA`,
      name: 'a\u0000b',
      mobile: '13800000000',
      deviceId: 'd',
      deviceTime: Date.now(),
    };
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/edu/checkin',
        headers: { 'tenant-id': '1' },
        payload: item,
      }),
      'name',
    );
  });

  it('are refused in the token endpoint username, and a username longer than any account is refused too', async () => {
    const token = (username: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/oauth2/token?grant_type=password&scope=server&username=${encodeURIComponent(username)}`,
        headers: { authorization: basic('pig'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `password=${encodeURIComponent(enc('whatever1'))}`,
      });
    expectRefused(await token('adm\u0000in'), 'username');
    expectRefused(await token('u'.repeat(65)), 'username');
    // 64 characters is still a username that can be tried (and fails as a wrong one).
    expect((await token('u'.repeat(64))).statusCode).toBe(401);
  });

  it('are refused in an uploaded file name', async () => {
    const learner = await newLearner(app, 'nul_upload');
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="dir"',
      '',
      'doc',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a\u0000b.txt"',
      'Content-Type: text/plain',
      '',
      'hello',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/sys-file/upload',
      headers: { ...learner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expectRefused(res, 'file');
  });
});

describe('malformed requests', () => {
  it('answers a multipart body cut short with 400, and stores nothing', async () => {
    const boundary = 'cut';
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/sys-file/upload',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\nhal',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1 });
  });

  it('answers a bad percent-encoding in the path with 400, without echoing it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/edu/course/details/%E0%A4%A',
      headers: { 'tenant-id': '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 1, msg: '请求格式不正确', data: null });
  });

  it('answers a URL over 8 KiB with 414 and one over the header limit with 431, both in the envelope', async () => {
    const long = await app.inject({ method: 'GET', url: `/api/edu/course/page?keyword=${'k'.repeat(9000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 1, msg: '请求过大' });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/health?x=${'y'.repeat(20_000)}` },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1, msg: '请求过大' });
    expect(answer.body).not.toContain('yyyy');
  });

  it('does not echo an unsupported content type', async () => {
    const res = await call(
      app,
      'POST',
      '/api/edu/enrolment',
      { ...admin, 'content-type': 'application/x-evil<b>' },
      'x',
    );
    expect(res.status).toBe(415);
    expect(JSON.stringify(res.body)).not.toContain('evil');
  });
});
