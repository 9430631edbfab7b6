import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';

const PNG_HEAD =
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
  '0000000d49444154789c63f8ffffff7f0009fb03fd2a86e38a0000000049454e44ae426082';
const SCRIPT = '<script>document.title="PWNED";localStorage.setItem("pwned","1")</script>';

test('an uploaded HTML or SVG never runs in our origin: refused, or served as what it really is in a sandbox', async ({
  page,
}) => {
  await page.goto('/#/login');
  await loginAs(page, DEMO.learner);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  const upload = (name: string, mimeType: string, buffer: Buffer, dir: string) =>
    page.request.post('/api/admin/sys-file/upload', {
      headers: { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' },
      multipart: { dir, file: { name, mimeType, buffer } },
    });

  // HTML and SVG are no kind of file we take, whatever their name or declared type.
  for (const [name, type, body, dir] of [
    ['page.txt', 'text/html', `<html>${SCRIPT}</html>`, 'doc'],
    [
      'pic.png',
      'image/svg+xml',
      `<svg xmlns="http://www.w3.org/2000/svg" onload="document.title='PWNED'"/>`,
      'image',
    ],
    ['doc.pdf', 'application/pdf', `<html>${SCRIPT}</html>`, 'doc'],
  ] as const) {
    const res = await upload(name, type, Buffer.from(body), dir);
    expect(res.status(), name).toBe(400);
  }

  // A real PNG with a page glued to its end is stored and served as a PNG: opened directly, nothing runs.
  const polyglot = Buffer.concat([Buffer.from(PNG_HEAD, 'hex'), Buffer.from(`<html>${SCRIPT}</html>`)]);
  const stored = await upload('x.png', 'text/html', polyglot, 'image');
  expect(stored.status()).toBe(200);
  const { data } = (await stored.json()) as { data: { url: string } };
  const viewer = await page.context().newPage();
  const dialogs: string[] = [];
  viewer.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
  const answer = await viewer.goto(data.url);
  expect(answer?.headers()['content-type']).toBe('image/png');
  expect(await viewer.title()).not.toBe('PWNED');
  expect(await viewer.evaluate(() => localStorage.getItem('pwned')).catch(() => null)).toBeNull();
  expect(dialogs).toEqual([]);
  // Nor in the app's own page, which still holds the session.
  expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull();
  await viewer.close();
});
