import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { adminHeaders, api, headersOf, jsonOf, menuIdOf, type CourseDetails, type CoursePage } from './api';
import { expect, test } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';

test.describe.configure({ mode: 'serial' });

const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('token') ?? '';
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  });

async function demoSessionId(page: Page): Promise<string> {
  const list = await jsonOf<{ data: CoursePage }>(
    await page.request.get(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`, {
      headers: { 'TENANT-ID': '1' },
    }),
  );
  const detail = await jsonOf<{ data: CourseDetails }>(
    await page.request.get(`/api/edu/course/details/${list.data.records[0]!.id}`, {
      headers: { 'TENANT-ID': '1' },
    }),
  );
  return detail.data.sessions[0]!.id;
}

/** The demo session as an attendee's check-in screens name it: course, session, time (a range) and place. */
async function expectDemoSession(page: Page) {
  const summary = page.getByTestId('session-summary');
  await expect(summary.getByTestId('session-course')).toHaveText('演示签到 / Check-in demo');
  await expect(summary).toContainText('演示场次');
  await expect(summary.getByTestId('session-place')).toHaveText(
    '协会培训中心 签到演示厅 · 星海市滨江路 88 号',
  );
  // It starts two hours and ends a day after seeding: the end shows its date when that is another day.
  const { data: info } = await jsonOf<{ data: { startAt: string; endAt: string } }>(
    await page.request.get(`/api/edu/session/info/${await demoSessionId(page)}`, {
      headers: { 'TENANT-ID': '1' },
    }),
  );
  const [start, end] = [info.startAt.slice(0, 16), info.endAt.slice(0, 16)];
  await expect(summary.getByTestId('session-time')).toHaveText(
    `${start} – ${start.slice(0, 10) === end.slice(0, 10) ? end.slice(11) : end}`,
  );
}

/** A browser context signed in as `user`, with its service worker controlling the page. */
async function signedIn(browser: Browser, user: { username: string; password: string }, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, user);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
  await waitForServiceWorker(page);
  return { context, page };
}

test('an attendee scans the session QR offline, reloads, syncs, and the staff count rises by exactly one', async ({
  browser,
}) => {
  const staff = await signedIn(browser, DEMO.admin, '/admin');
  const sessionId = await demoSessionId(staff.page);
  await staff.page.goto(`/#/admin/edu/checkinQr?sessionId=${sessionId}`);
  await expect(staff.page.getByTestId('qr-count')).toHaveText('已签到 0 / 1');
  const payload = await staff.page.getByTestId('session-qr-image').getAttribute('alt');
  expect(payload).toMatch(/^PXQ1\.1\.\d+\.\d+\.[\w-]{22}$/);

  const attendee = await signedIn(browser, DEMO.learner, '/sign/home');
  await expect(attendee.page.getByTestId('sign-home')).toBeVisible();
  // The scanner's decode path: the code arrives as text (a keyboard-wedge scanner types it and presses Enter).
  await attendee.page.getByTestId('code-entry').fill(payload ?? '');
  await attendee.page.getByTestId('code-entry').press('Enter');
  await expect(attendee.page.getByTestId('sign-confirm')).toContainText('张学员');
  // Before checking in, the attendee sees which course, session, time and room the code is for.
  await expectDemoSession(attendee.page);

  await attendee.context.setOffline(true);
  await attendee.page.getByTestId('checkin-submit').click();
  await expect(attendee.page.getByTestId('success-pending')).toBeVisible();
  await expect(attendee.page.getByTestId('success-title')).toHaveText('已保存在本设备，联网后自动同步');
  await attendee.page.reload();
  await expect(attendee.page.getByTestId('success-pending')).toBeVisible();
  await expect(attendee.page.getByTestId('pending-count')).toBeVisible();
  // Offline after a reload, the session is still named from what the device kept.
  await expectDemoSession(attendee.page);

  await attendee.context.setOffline(false);
  await attendee.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(attendee.page.getByTestId('success-title')).toHaveText('签到成功');
  await expect(attendee.page.getByTestId('pending-count')).toHaveCount(0);
  await expect(staff.page.getByTestId('qr-count')).toHaveText('已签到 1 / 1');

  // Scanning again from the same phone is a second, refused check-in, never a second count.
  await attendee.page.goto('/#/sign/home');
  await attendee.page.getByTestId('code-entry').fill(payload ?? '');
  await attendee.page.getByTestId('code-entry').press('Enter');
  await attendee.page.getByTestId('checkin-submit').click();
  await expect(attendee.page.getByTestId('success-title')).toHaveText('已签到，请勿重复签到');
  await staff.page.waitForTimeout(6000);
  await expect(staff.page.getByTestId('qr-count')).toHaveText('已签到 1 / 1');
  // A repeat from the phone that checked the person in is no conflict between devices.
  await staff.page.goto(`/#/admin/edu/checkin?sessionId=${sessionId}`);
  await expect(staff.page.getByRole('tab', { name: '冲突（0）' })).toBeVisible();

  // The same screen in English.
  await attendee.page.evaluate(() => localStorage.setItem('peixun:locale', JSON.stringify('en')));
  await attendee.page.reload();
  await expect(attendee.page.getByTestId('success-title')).toHaveText('Already checked in');
  await expectDemoSession(attendee.page);
  await attendee.context.close();
  await staff.context.close();
});

test('staff check people in from the list, offline and online', async ({ browser }) => {
  const staff = await signedIn(browser, DEMO.admin, '/admin');
  const sessionId = await demoSessionId(staff.page);
  const other = await signedIn(browser, { username: 'ent_admin01', password: 'Enterprise@2026' }, '/home');
  const demo = await jsonOf<{ data: CoursePage }>(
    await other.page.request.get(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`, {
      headers: { 'TENANT-ID': '1' },
    }),
  );
  const enrolled = await other.page.request.post('/api/edu/enrolment', {
    headers: { Authorization: `Bearer ${await tokenOf(other.page)}`, 'TENANT-ID': '1' },
    data: { courseId: demo.data.records[0]!.id, sessionId },
  });
  expect((await jsonOf<{ data: { status: string } }>(enrolled)).data.status).toBe('approved');
  await other.context.close();

  await staff.page.goto(`/#/sign/list?sessionId=${sessionId}`);
  const row = staff.page.getByTestId('roster-row').filter({ hasText: '李企业' });
  await expect(row.getByTestId('row-checkin')).toBeVisible();
  await expect(
    staff.page.getByTestId('roster-row').filter({ hasText: '张学员' }).getByTestId('row-done'),
  ).toBeVisible();
  await staff.page.getByTestId('roster-search').locator('input').fill('1380000000');
  await expect(staff.page.getByTestId('roster-row')).toHaveCount(2);

  await staff.context.setOffline(true);
  await row.getByTestId('row-checkin').click();
  // Let in without the ticket: staff say why, and the check-in keeps it.
  await expect(staff.page.getByTestId('admit-choice')).toContainText('李企业');
  await expect(staff.page.getByTestId('admit-id_checked')).toBeFocused();
  await staff.page.getByTestId('admit-no_phone').click();
  await expect(row.getByTestId('row-pending')).toHaveText('已保存，待同步');
  await staff.page.reload();
  await expect(
    staff.page.getByTestId('roster-row').filter({ hasText: '李企业' }).getByTestId('row-pending'),
  ).toBeVisible();
  await staff.context.setOffline(false);
  await staff.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(
    staff.page.getByTestId('roster-row').filter({ hasText: '李企业' }).getByTestId('row-done'),
  ).toBeVisible();
  await staff.context.close();
});

test('a required signature: an empty pad refused, the image shown before it is sent', async ({ browser }) => {
  const staff = await signedIn(browser, DEMO.admin, '/admin');
  const sessionId = await demoSessionId(staff.page);
  const headers = { Authorization: `Bearer ${await tokenOf(staff.page)}`, 'TENANT-ID': '1' };
  const demo = await jsonOf<{ data: CoursePage }>(
    await staff.page.request.get(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`, {
      headers,
    }),
  );
  await staff.page.request.put('/api/edu/session', {
    headers,
    data: { id: sessionId, signatureRequired: true },
  });
  await staff.page.request.post('/api/edu/enrolment', {
    headers,
    data: { courseId: demo.data.records[0]!.id, sessionId },
  });

  await staff.page.goto(`/#/sign/list?sessionId=${sessionId}`);
  const row = staff.page.getByTestId('roster-row').filter({ hasText: '系统管理员' });
  await row.getByTestId('row-checkin').click();
  await staff.page.getByTestId('admit-id_checked').click();
  await expect(staff.page.getByTestId('signature-sheet')).toBeVisible();
  await staff.page.getByTestId('signature-confirm').click();
  await expect(staff.page.getByText('请先签名')).toBeVisible();
  const sign = async () => {
    const pad = await staff.page.getByTestId('signature-pad').boundingBox();
    if (!pad) throw new Error('no pad');
    await staff.page.mouse.move(pad.x + 30, pad.y + 40);
    await staff.page.mouse.down();
    await staff.page.mouse.move(pad.x + 150, pad.y + 100, { steps: 10 });
    await staff.page.mouse.move(pad.x + 260, pad.y + 50, { steps: 10 });
    await staff.page.mouse.up();
    await staff.page.getByTestId('signature-confirm').click();
  };
  // Confirmed, the signature is shown before it is sent; cleared, the pad is empty again.
  await sign();
  const preview = staff.page.getByRole('img', { name: '您的签名' });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(row.getByTestId('row-done')).toHaveCount(0);
  await staff.page.getByTestId('signature-reset').click();
  await expect(preview).toHaveCount(0);
  await staff.page.getByTestId('signature-confirm').click();
  await expect(staff.page.getByText('请先签名')).toBeVisible();
  await sign();
  await expect(staff.page.getByTestId('signature-send')).toBeFocused();
  await staff.page.getByTestId('signature-send').click();
  await expect(row.getByTestId('row-done')).toBeVisible();
  const page = await jsonOf<{ data: { records: { name: string }[] } }>(
    await staff.page.request.get(`/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted`, {
      headers,
    }),
  );
  expect(page.data.records.filter((r: { name: string }) => r.name === '系统管理员')).toHaveLength(1);
  await staff.context.close();
});

test("staff see the session's check-ins with method and signature, the arrivals, and export both", async ({
  browser,
}) => {
  const staff = await signedIn(browser, DEMO.admin, '/admin');
  const sessionId = await demoSessionId(staff.page);
  await staff.page.goto(`/#/admin/edu/checkin?sessionId=${sessionId}`);
  const rows = staff.page.getByTestId('checkin-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '张学员' })).toContainText('扫场次码');
  // The signature image loads (a signed short-lived link: an <img> cannot send the token).
  const signature = rows.filter({ hasText: '系统管理员' }).locator('img');
  await expect(signature).toBeVisible();
  await expect.poll(() => signature.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  // The arrivals, counted by the server: per 5 minutes and by enterprise, with the totals, and as Excel.
  const arrivals = staff.page.getByTestId('arrivals');
  await expect(arrivals.getByTestId('arrivals-chart').locator('canvas')).toBeVisible();
  await expect(arrivals.getByTestId('arrivals-by-enterprise').locator('canvas')).toBeVisible();
  await expect(arrivals.getByTestId('arrivals-totals')).toContainText('已到 3 人');
  // An administrator holds edu_checkin_undo: each row offers its undo.
  await expect(rows.first().getByRole('button', { name: '撤销' })).toBeVisible();
  const download = staff.page.waitForEvent('download');
  await staff.page.getByTestId('export-checkins').click();
  expect((await download).suggestedFilename()).toBe('签到记录.xlsx');
  const arrivalsDownload = staff.page.waitForEvent('download');
  await arrivals.getByTestId('export-arrivals').click();
  const file = await arrivalsDownload;
  expect(file.suggestedFilename()).toBe('到达统计.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  expect(book.worksheets.map((w) => w.name)).toEqual(['每5分钟到达', '按企业']);
  const [perBucket, perEnterprise] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
  expect(perBucket.getRow(1).values).toEqual([undefined, '时间', '到达人数']);
  let arrived = 0;
  perBucket.eachRow((row, i) => {
    if (i > 1) arrived += Number(row.getCell(2).value);
  });
  expect(arrived).toBe(3);
  expect(perEnterprise.getRow(1).values).toEqual([undefined, '企业', '应到', '已到', '到场率']);
  const total = perEnterprise.getRow(perEnterprise.rowCount);
  expect([total.getCell(1).value, total.getCell(3).value]).toEqual(['合计', 3]);
  await staff.context.close();
});

test('a reader of the check-ins without export or undo sees neither, and the server refuses both', async ({
  browser,
  request,
}) => {
  const admin = await adminHeaders(request);
  const n = String(Date.now()).slice(-7);
  const menuIds = await Promise.all(
    ['path=%2Fadmin%2Fedu', 'path=%2Fadmin%2Fedu%2Fcheckin', 'permission=edu_checkin_view'].map((q) =>
      menuIdOf(request, admin, q),
    ),
  );
  const role = await api<{ roleId: string }>(request, admin, 'POST', '/api/admin/role', {
    roleName: `签到查看${n}`,
    roleCode: `E2E_CHECKIN_VIEW_${n}`,
  });
  await api(request, admin, 'PUT', '/api/admin/role/menu', {
    roleId: role.roleId,
    menuIds: menuIds.join(','),
  });
  const username = `checkin_view_${n}`;
  const password = 'Staff@2026';
  const user = await api<{ userId: string }>(request, admin, 'POST', '/api/admin/user', {
    username,
    password,
    phone: `135${n.padStart(8, '0')}`,
    role: [role.roleId],
  });
  try {
    const viewer = await signedIn(browser, { username, password }, '/admin');
    const sessionId = await demoSessionId(viewer.page);
    await viewer.page.goto(`/#/admin/edu/checkin?sessionId=${sessionId}`);
    const rows = viewer.page.getByTestId('checkin-row');
    await expect(rows).toHaveCount(3);
    await expect(viewer.page.getByTestId('arrivals').getByTestId('arrivals-totals')).toContainText(
      '已到 3 人',
    );
    // Neither export nor undo is offered to them...
    await expect(viewer.page.getByTestId('export-checkins')).toHaveCount(0);
    await expect(viewer.page.getByTestId('export-arrivals')).toHaveCount(0);
    await expect(rows.first().getByRole('button', { name: '撤销' })).toHaveCount(0);
    await viewer.context.close();
    // ...and the server refuses them, whatever the page shows.
    const headers = await headersOf(request, username, password);
    expect((await request.get(`/api/edu/checkin/export?sessionId=${sessionId}`, { headers })).status()).toBe(
      403,
    );
    expect((await request.get(`/api/edu/checkin/arrivals/${sessionId}/export`, { headers })).status()).toBe(
      403,
    );
    const [first] = (
      await api<{ records: { id: string }[] }>(
        request,
        headers,
        'GET',
        `/api/edu/checkin/page?sessionId=${sessionId}`,
      )
    ).records;
    expect((await request.put(`/api/edu/checkin/undo/${first!.id}`, { headers })).status()).toBe(403);
  } finally {
    await api(request, admin, 'DELETE', '/api/admin/user', [user.userId]);
    await api(request, admin, 'DELETE', '/api/admin/role', [role.roleId]);
  }
});

test('staff scan tickets: checked on the device (forged refused, a duplicate flagged); the QR is a link too', async ({
  browser,
}) => {
  const learner = await signedIn(browser, DEMO.learner, '/person/myStudy/signUp');
  const mine = await jsonOf<{ data: { records: unknown[] } }>(
    await learner.page.request.get('/api/edu/enrolment/mine', {
      headers: { Authorization: `Bearer ${await tokenOf(learner.page)}`, 'TENANT-ID': '1' },
    }),
  );
  const ticket =
    (mine.data.records as { ticket: string | null; course: { title: string } }[]).find((r) =>
      r.course.title.includes('演示签到'),
    )?.ticket ?? '';
  expect(ticket).toMatch(/^PXT1\./);

  const staff = await signedIn(browser, DEMO.admin, '/admin');
  const sessionId = await demoSessionId(staff.page);
  await staff.page.goto(`/#/sign/home?sessionId=${sessionId}`);
  await expect(staff.page.getByTestId('staff-count')).toBeVisible();
  await staff.context.setOffline(true);
  await staff.page
    .getByTestId('code-entry')
    .fill(`${ticket.slice(0, -2)}${ticket.endsWith('zz') ? 'yy' : 'zz'}`);
  await staff.page.getByTestId('code-entry').press('Enter');
  await expect(staff.page.getByTestId('scan-result')).toContainText('无效的电子票');
  await staff.page.getByTestId('code-entry').fill(ticket);
  await staff.page.getByTestId('code-entry').press('Enter');
  await expect(staff.page.getByTestId('scan-result')).toContainText('已签到，请勿重复签到');
  await staff.context.setOffline(false);

  // A phone's camera app opens the QR's link: /sign/home with the code, ready to confirm.
  const qr = await jsonOf<{ data: { payload: string } }>(
    await staff.page.request.get(`/api/edu/session/qr/${sessionId}`, {
      headers: { Authorization: `Bearer ${await tokenOf(staff.page)}`, 'TENANT-ID': '1' },
    }),
  );
  await learner.page.goto(`/#/sign/home?qr=${encodeURIComponent(qr.data.payload)}`);
  await expect(learner.page.getByTestId('sign-confirm')).toContainText('张学员');
  await learner.context.close();
  await staff.context.close();
});

test('the QR display signs offline; a visitor phone queues three check-ins and replays them in a batch, once', async ({
  browser,
}) => {
  const staff = await signedIn(browser, DEMO.admin, '/admin');
  const sessionId = await demoSessionId(staff.page);
  const auth = { Authorization: `Bearer ${await tokenOf(staff.page)}`, 'TENANT-ID': '1' };
  await staff.page.request.put('/api/edu/session', {
    headers: auth,
    data: { id: sessionId, signatureRequired: false },
  });
  // 李企业 was checked in from the list earlier: undo it (audited), so one of the three below is a first check-in.
  const earlier = await jsonOf<{ data: { records: unknown[] } }>(
    await staff.page.request.get(`/api/edu/checkin/page?sessionId=${sessionId}&outcome=accepted&size=50`, {
      headers: auth,
    }),
  );
  const li = (earlier.data.records as { id: string; name: string }[]).find((r) => r.name === '李企业');
  expect((await staff.page.request.put(`/api/edu/checkin/undo/${li?.id}`, { headers: auth })).ok()).toBe(
    true,
  );

  await staff.page.goto(`/#/admin/edu/checkinQr?sessionId=${sessionId}`);
  const image = staff.page.getByTestId('session-qr-image');
  const online = await image.getAttribute('alt');
  await staff.page.waitForTimeout(1100); // the next code must carry a later second
  await staff.context.setOffline(true);
  await staff.page.reload();
  // The display covers the console (a fixed overlay), so it carries its own offline notice.
  await expect(staff.page.getByTestId('session-qr').getByTestId('offline-banner')).toBeVisible();
  await expect(image).toHaveAttribute('alt', /^PXQ1\.1\./);
  const offline = (await image.getAttribute('alt')) ?? '';
  expect(offline).not.toBe(online);

  // A visitor's phone (no login) opened the app once; then the venue's signal drops.
  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.goto('/#/sign/home');
  await waitForServiceWorker(phone);
  // What reached the server: answers of batch requests (their sizes) and of single check-in requests.
  const batches: number[] = [];
  let singles = 0;
  phone.on('requestfinished', (r) => {
    const url = r.url();
    if (url.endsWith('/api/edu/checkin/batch'))
      void r
        .response()
        .then(async (res) => batches.push(((await res?.json()) as { data: unknown[] }).data.length));
    else if (url.endsWith('/api/edu/checkin') && r.method() === 'POST') singles++;
  });
  await context.setOffline(true);
  const visitors: [string, string][] = [
    ['李企业', '13800000002'],
    ['王访客', '13800000099'],
    ['张学员', '13800000001'],
  ];
  for (const [name, mobile] of visitors) {
    await phone.goto(`/#/sign/home?qr=${encodeURIComponent(offline)}`);
    // This phone has never been online with the session: it names it by number and says when more shows.
    await expect(phone.getByTestId('session-summary')).toContainText(`场次 ${sessionId}`);
    await expect(phone.getByTestId('session-summary-note')).toHaveText(
      '当前离线：联网后显示课程、时间和地点。',
    );
    await phone.getByTestId('visitor-name').locator('input').fill(name);
    await phone.getByTestId('visitor-mobile').locator('input').fill(mobile);
    await phone.getByTestId('checkin-submit').click();
    await expect(phone.getByTestId('success-pending')).toBeVisible();
  }
  await phone.reload();
  await expect(phone.getByTestId('pending-count')).toHaveText('3 条待同步');

  await context.setOffline(false);
  await phone.evaluate(() => window.dispatchEvent(new Event('online')));
  // The last one made is on screen: 张学员 was checked in by the first test.
  await expect(phone.getByTestId('success-title')).toHaveText('已签到，请勿重复签到');
  await expect(phone.getByTestId('pending-count')).toHaveCount(0);
  expect(batches).toEqual([3]);
  expect(singles).toBe(0);

  const after = await jsonOf<{ data: { records: unknown[] } }>(
    await staff.page.request.get(`/api/edu/checkin/page?sessionId=${sessionId}&size=100`, { headers: auth }),
  );
  const rows = after.data.records as {
    name: string;
    outcome: string;
    reason: string | null;
    undone: boolean;
  }[];
  expect(rows.filter((r) => r.name === '李企业' && r.outcome === 'accepted' && !r.undone)).toHaveLength(1);
  expect(rows.filter((r) => r.name === '王访客').map((r) => r.reason)).toEqual(['not_enrolled']);
  // Back online, the phone names the session it checked in to.
  await expectDemoSession(phone);

  // 张学员, checked in on their own phone, was checked in again from the visitor phone: a conflict between
  // two devices, the one staff see (the same-phone repeat of the first test is not).
  await staff.context.setOffline(false);
  await staff.page.goto(`/#/admin/edu/checkin?sessionId=${sessionId}`);
  await staff.page.getByRole('tab', { name: '冲突（1）' }).click();
  await expect(staff.page.getByTestId('conflict-row')).toHaveCount(1);
  await expect(staff.page.getByTestId('conflict-row')).toContainText('张学员');
  await context.close();
  await staff.context.close();
});
