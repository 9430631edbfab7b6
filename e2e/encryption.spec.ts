import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu } from './helpers';

/**
 * pig's optional request encryption, on: the client built with VITE_API_ENC_KEY into a folder of its own, served
 * by the built server with API_ENC_KEY and API_ENC_STRICT on another port. The console and the portal work; what
 * the browser sends holds no plain field; a plain request is refused.
 */
const KEY = 'peixun-e2e-key16';
const PORT = Number(process.env.E2E_ENC_PORT ?? 3212);
const ROOT = join(import.meta.dirname, '..');
const CLIENT = join(ROOT, '.scratch', 'e2e-encryption');
// The server the suite serves (`npm run build`, or the build E2E_SERVE runs); E2E_ENC_SERVER names another.
const SERVER =
  process.env.E2E_ENC_SERVER ??
  /\bnode\s+(\S+\.js)\b/.exec(process.env.E2E_SERVE ?? '')?.[1] ??
  join(ROOT, 'dist/server/index.js');
let server: ChildProcess | undefined;
type Sent = { url: string; type: string; body: string };
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}`, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', CLIENT], {
    cwd: ROOT,
    env: { ...process.env, VITE_API_ENC_KEY: KEY },
    stdio: ['ignore', 'ignore', 'pipe'], // a failed build throws with its errors
  });
  dataDir = mkdtempSync(join(tmpdir(), 'peixun-e2e-enc-'));
  server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: CLIENT,
      API_ENC_KEY: KEY,
      API_ENC_STRICT: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let waited = 0; ; waited += 250) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 60_000) throw new Error('the encrypted server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(CLIENT, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the console and the portal work, and no request carries a plain field', async ({ page }) => {
  // What the page hands fetch, bodies included (the browser's network events leave out a Request's body).
  await page.addInitScript(() => {
    const log: { url: string; type: string; body: string }[] = [];
    Object.assign(window, { sentRequests: log });
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const req = new Request(input, init);
      const body = req.body ? await req.clone().text() : '';
      log.push({ url: req.url, type: req.headers.get('content-type') ?? '', body });
      return send(req);
    };
  });
  const paramPage = page.waitForResponse((r) => r.url().includes('/api/admin/param/page'));
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/#\/admin/);
  await openFromMenu(page, '参数管理');
  // The answers are sealed on the wire.
  expect(Object.keys((await (await paramPage).json()) as object).sort()).toEqual(['code', 'encryption']);

  const admin = page.getByTestId('param-admin');
  await admin.getByTestId('param-search-key').locator('input').fill('PASSWORD_EXPIRE_DAYS');
  await admin.getByTestId('param-search-key').locator('input').press('Enter');
  await expect(admin.getByTestId('param-row')).toHaveCount(1);
  // A write: sealed on the way out, its answer opened.
  await admin.getByTestId('param-row').getByTestId('param-edit').click();
  const drawer = page.getByTestId('param-drawer');
  await drawer.getByRole('textbox', { name: '参数值' }).fill('365');
  await drawer.getByTestId('param-save').click();
  await expect(page.getByText('保存成功', { exact: true })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(admin.getByTestId('param-row')).toContainText('365');
  await page.goto('/#/admin/param');
  await admin.getByTestId('param-search-name').locator('input').fill('用户协议');
  await admin.getByTestId('param-search-name').locator('input').press('Enter');
  await expect(admin.getByTestId('param-row')).toHaveCount(2);

  // The learner's portal reads its courses through the same client.
  await page.goto('/#/studyOnline');
  await expect(page.getByTestId('course-card').first()).toBeVisible();

  const sent = await page.evaluate(() =>
    (window as unknown as { sentRequests: Sent[] }).sentRequests.filter(
      (r) => new URL(r.url).pathname.startsWith('/api/') && !r.url.includes('/oauth2/token'),
    ),
  );
  const plain = ['PASSWORD_EXPIRE_DAYS', '用户协议', '365'];
  const withQuery = sent.filter((r) => new URL(r.url).search);
  const withBody = sent.filter((r) => r.body && r.type.includes('json'));
  expect(withQuery.length).toBeGreaterThan(3);
  expect(withBody.length).toBeGreaterThan(0);
  for (const r of withQuery) {
    const search = decodeURIComponent(decodeURIComponent(new URL(r.url).search));
    for (const word of plain) expect(search, r.url).not.toContain(word);
    expect(search, r.url).not.toMatch(/(^|[?&])(current|size)=\d+(&|$)/);
  }
  for (const r of withBody) {
    expect(Object.keys(JSON.parse(r.body) as object)).toEqual(['encryption']);
    expect(r.body).not.toContain('PASSWORD_EXPIRE_DAYS');
  }
});

test('with the strict setting, a plain request is refused with a message', async ({ request }) => {
  const res = await request.get('/api/edu/course/page?current=1&size=5', {
    headers: { 'TENANT-ID': '1' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({
    code: 1,
    msg: '服务器只接受加密的请求，请使用以同一密钥构建的客户端',
  });
  // What cannot be encrypted stays open.
  expect((await request.get('/api/health')).status()).toBe(200);
});
