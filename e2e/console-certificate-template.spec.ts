import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { DEMO, loginAs } from './helpers';
import { adminHeaders, api, type Headers } from './api';
import { judge, wireTime } from './axe';

/**
 * Console › the certificate template (证书模板) and the course editor's certificate rule: edited, saved, read back
 * after a reload, previewed by the server, and what the server refuses shown as it says it.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const CERTIFICATE_BUTTONS = ['edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit'];

/**
 * The administrators' role holds the certificate buttons: made when the menus do not have them yet (they come
 * with the certificates' console pages), added to the role when it does not hold them.
 */
async function grantCertificateButtons(request: APIRequestContext, admin: Headers) {
  const roles = await api<{ records: { roleId: string; roleCode: string }[] }>(
    request,
    admin,
    'GET',
    '/api/admin/role/page?size=100',
  );
  const role = roles.records.find((r) => r.roleCode === 'ROLE_ADMIN')!;
  const held = await api<string[]>(request, admin, 'GET', `/api/admin/menu/tree/${role.roleId}`);
  // Buttons sit under a page: the course list's, where the rule is edited, until the certificates have pages.
  const [courses] = await api<{ menuId: string }[]>(
    request,
    admin,
    'GET',
    '/api/admin/menu/details?path=%2Fadmin%2Fedu%2Fcourse',
  );
  const buttons: string[] = [];
  for (const permission of CERTIFICATE_BUTTONS) {
    const [found] = await api<{ menuId: string }[]>(
      request,
      admin,
      'GET',
      `/api/admin/menu/details?permission=${permission}`,
    );
    buttons.push(
      found?.menuId ??
        (
          await api<{ menuId: string }>(request, admin, 'POST', '/api/admin/menu', {
            menuType: '1',
            name: permission,
            permission,
            parentId: courses!.menuId,
          })
        ).menuId,
    );
  }
  if (buttons.some((id) => !held.includes(id)))
    await api(request, admin, 'PUT', '/api/admin/role/menu', {
      roleId: role.roleId,
      menuIds: [...new Set([...held, ...buttons])],
    });
}

async function consoleAt(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await loginAs(page, DEMO.admin);
  await expect(page.getByTestId('login-submit')).toHaveCount(0);
}
const isPreview = (lang: string) => (r: Response) =>
  r.url().includes('/api/edu/certificate/template/preview.png') &&
  new URL(r.url()).searchParams.get('lang') === lang;
/**
 * Saves the template and reads the preview drawn after the save was answered. A preview asked before it (a refetch
 * when the page thinks it is back online, on a loaded machine) shows the template before the save.
 */
async function saveThenPreview(page: Page, save: () => Promise<void>, lang = 'zh-cn') {
  let saved = false;
  const asked = new Set<Request>();
  const answered = (r: Response) => {
    if (r.request().method() === 'PUT' && r.url().endsWith('/api/edu/certificate/template')) saved = true;
  };
  const sent = (r: Request) => {
    if (saved) asked.add(r);
  };
  page.on('response', answered);
  page.on('request', sent);
  try {
    const drawn = page.waitForResponse((r) => asked.has(r.request()) && isPreview(lang)(r), {
      timeout: 60_000,
    });
    await save();
    return await (await drawn).body();
  } finally {
    page.off('response', answered);
    page.off('request', sent);
  }
}
const image = (colour: string, format: 'png' | 'gif') => {
  const made = sharp({ create: { width: 300, height: 300, channels: 3, background: colour } });
  return (format === 'png' ? made.png() : made.gif()).toBuffer();
};

test('the template: both languages saved and kept, a seal changes the preview, refusals as said', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  await grantCertificateButtons(request, admin);
  const firstPreview = page.waitForResponse(isPreview('zh-cn'));
  await consoleAt(page, '/admin/edu/certificateTemplate');
  const view = page.getByTestId('certificate-template');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('证书模板');
  const before = await (await firstPreview).body();
  await expect(view.getByTestId('template-preview-image')).toBeVisible();
  await expect(view.getByTestId('template-facts')).toContainText('{name} 持证人姓名');
  await expect(view.getByTestId('template-facts')).toContainText('{date} 结业日期');

  const form = view.getByTestId('template-form');
  const field = (id: string) => form.getByTestId(id).locator('input, textarea');
  await field('template-issuer-zh').fill('某市物业管理行业协会');
  await field('template-issuer-en').fill('City Property Management Association');
  await field('template-signatory-zh').fill('秘书长 王某某');
  await field('template-signatory-en').fill('Secretary-General Wang');
  // A placeholder that is no fact is refused before anything is sent, as the server would refuse it.
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/edu/certificate/template')) puts++;
  });
  await field('template-wording-zh').fill('兹证明 {nmae} 完成《{course}》');
  await view.getByTestId('template-save').click();
  await expect(form).toContainText('{nmae} 不是可用的占位符，可用的有：{name}, {course}, {hours}, {date}');
  expect(puts).toBe(0);
  await field('template-wording-zh').fill('兹证明 {name} 于 {date} 完成《{course}》培训，计 {hours} 学时。');
  await field('template-wording-en').fill('{name} completed "{course}" ({hours} credit hours) on {date}.');
  const worded = await saveThenPreview(page, () => view.getByTestId('template-save').click());
  expect(puts).toBe(1);
  expect(worded.equals(before)).toBe(false);

  // A file that is no image: the server's refusal, under the field.
  const seal = view.getByTestId('template-seal');
  const pick = seal.locator('input[type=file]');
  await pick.setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(view.getByTestId('template-seal-problem')).toHaveText('文件格式不正确');
  // A seal: once saved, the preview draws it. The demo's seal shows until the new one is stored, and the form
  // cannot be saved in between (it would save the demo's).
  const demoSeal = await seal.locator('img').getAttribute('src');
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    '**/api/admin/sys-file/upload',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await pick.setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: await image('#b00', 'png') });
  await expect(view.getByTestId('template-uploading')).toHaveText('图片上传完成后才能保存模板。');
  await expect(view.getByTestId('template-save')).toBeDisabled();
  await expect(seal.locator('img')).toHaveAttribute('src', demoSeal!);
  release();
  await expect(seal.locator('img')).not.toHaveAttribute('src', demoSeal!);
  await expect(seal.locator('img')).toHaveAttribute('src', /fileName=/);
  await expect(view.getByTestId('template-uploading')).toHaveCount(0);
  await expect(view.getByTestId('template-seal-problem')).toHaveCount(0);
  const sealed = await saveThenPreview(page, () => view.getByTestId('template-save').click());
  expect(sealed.equals(worded)).toBe(false);
  const saved = await api<{ seal: string | null; issuerEn: string; wordingEn: string }>(
    request,
    admin,
    'GET',
    '/api/edu/certificate/template',
  );
  expect(saved).toMatchObject({
    issuerEn: 'City Property Management Association',
    wordingEn: '{name} completed "{course}" ({hours} credit hours) on {date}.',
  });
  expect(saved.seal).toMatch(/\.png$/);

  // An image the upload takes but a certificate cannot draw (a GIF): the server refuses the template, saying why.
  await pick.setInputFiles({ name: 'seal.gif', mimeType: 'image/gif', buffer: await image('#06c', 'gif') });
  await expect(seal.locator('img')).toHaveAttribute('src', /\.gif/);
  await view.getByTestId('template-save').click();
  await expect(view.getByTestId('template-save-error')).toHaveText(
    '印章图片须为 PNG 或 JPEG，不超过 2 MB，边长不超过 5000 像素',
  );

  // The English preview.
  const english = page.waitForResponse(isPreview('en'));
  await view.getByTestId('template-preview-lang').getByRole('button', { name: '英文' }).click();
  expect((await (await english).body()).equals(sealed)).toBe(false);

  // Larger, to read the wording: a modal sheet that Escape closes, the focus back where it was.
  const enlarge = view.getByTestId('template-preview-enlarge');
  await enlarge.click();
  const large = page.getByTestId('template-preview-large');
  await expect(large.getByRole('img')).toBeVisible();
  expect(await judge(page, undefined, { overlay: true, name: 'larger preview' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(large).toHaveCount(0);
  await expect(enlarge).toBeFocused();

  // A reload reads what was saved: both languages, and the PNG seal (the GIF was never saved).
  await page.reload();
  await expect(field('template-issuer-zh')).toHaveValue('某市物业管理行业协会');
  await expect(field('template-issuer-en')).toHaveValue('City Property Management Association');
  await expect(field('template-signatory-en')).toHaveValue('Secretary-General Wang');
  await expect(field('template-wording-zh')).toHaveValue(
    '兹证明 {name} 于 {date} 完成《{course}》培训，计 {hours} 学时。',
  );
  await expect(field('template-wording-en')).toHaveValue(
    '{name} completed "{course}" ({hours} credit hours) on {date}.',
  );
  await expect(seal.locator('img')).toHaveAttribute('src', new RegExp(`fileName=${saved.seal}`));
  await expect(view.getByTestId('template-preview-image')).toBeVisible();
  expect(await judge(page)).toEqual([]);
});

test('the course editor: a rule saved and read back; one no learner could meet refused as the server says', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  await grantCertificateButtons(request, admin);
  const course = (mode: 'offline' | 'online', title: string) =>
    api<{ id: string }>(request, admin, 'POST', '/api/edu/course', {
      mode,
      title,
      category: 'safety',
      creditHours: 2,
      fee: 0,
    });
  const classroom = await course('offline', `证书规则线下课 ${Date.now() % 100000}`);
  for (const [i, start] of [60, 24 * 60, 48 * 60].entries())
    await api(request, admin, 'POST', '/api/edu/session', {
      courseId: classroom.id,
      title: `第 ${i + 1} 期`,
      startAt: wireTime(start),
      endAt: wireTime(start + 120),
      capacity: 10,
      venue: '协会培训中心',
    });
  const online = await course('online', `证书规则线上课 ${Date.now() % 100000}`);

  const openRule = async (id: string) => {
    await page.goto(`/#/admin/edu/courseEditor?id=%22${id}%22`);
    await page.getByRole('tab', { name: '证书' }).click();
    const panel = page.getByTestId('certificate-rule');
    await expect(panel).toBeVisible();
    return panel;
  };
  await consoleAt(page, '/admin/edu/course');
  let panel = await openRule(classroom.id);
  const terms = panel.getByTestId('certificate-rule-terms');
  await expect(terms).toContainText('学员签到达到本课程场次的 100% 即获得证书');
  await expect(terms).toContainText('按现有 3 个场次需签到 3 场');
  await expect(terms).toContainText('课程有已发布的考试时，还须通过下方所选的考试');
  await panel.getByTestId('certificate-rule-enabled').click();
  const share = panel.getByTestId('certificate-rule-share').locator('input');
  await share.fill('0');
  await panel.getByTestId('certificate-rule-save').click();
  await expect(panel).toContainText('请输入 1 到 100 之间的整数');
  // 50 % of three sessions is two, rounded up.
  await share.fill('50');
  await expect(terms).toContainText('按现有 3 个场次需签到 2 场');
  await panel.getByTestId('certificate-rule-validity').locator('input').fill('12');
  const put = page.waitForResponse(
    (r) => r.url().endsWith('/api/edu/certificate/rule') && r.request().method() === 'PUT',
  );
  await panel.getByTestId('certificate-rule-save').click();
  expect((await put).ok()).toBe(true);
  expect(await api(request, admin, 'GET', `/api/edu/certificate/rule/${classroom.id}`)).toEqual({
    courseId: classroom.id,
    enabled: true,
    checkinShare: 50,
    validityMonths: 12,
    examId: null,
  });
  await page.reload();
  panel = await openRule(classroom.id);
  await expect(panel.getByTestId('certificate-rule-enabled')).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByTestId('certificate-rule-share').locator('input')).toHaveValue('50');
  await expect(panel.getByTestId('certificate-rule-validity').locator('input')).toHaveValue('12');
  expect(await judge(page)).toEqual([]);

  // The check-in demo has three exams; its rule names the final one, and the choice lists every published exam.
  const demo = (
    await api<{ records: { id: string; title: string }[] }>(
      request,
      admin,
      'GET',
      `/api/edu/course/page?size=100&keyword=${encodeURIComponent('演示签到')}`,
    )
  ).records[0]!;
  const demoRule = await api<{ examId: string | null }>(
    request,
    admin,
    'GET',
    `/api/edu/certificate/rule/${demo.id}`,
  );
  panel = await openRule(demo.id);
  const exam = panel.getByTestId('certificate-rule-exam');
  await expect(exam).toHaveValue(demoRule.examId!);
  await expect(exam.locator('option:checked')).toHaveText(/物业安全与服务结业考试/);
  await expect(exam.locator('option').first()).toHaveText('本课程所有已发布的考试');
  expect(await exam.locator('option').count()).toBeGreaterThanOrEqual(4);
  expect(await judge(page)).toEqual([]);

  // An online course with no lessons yet: no learner could earn it, and the server says so.
  panel = await openRule(online.id);
  await expect(panel.getByTestId('certificate-rule-terms')).toContainText(
    '学员完成本课程的全部课时即获得证书',
  );
  await expect(panel.getByTestId('certificate-rule-share')).toHaveCount(0);
  await panel.getByTestId('certificate-rule-enabled').click();
  await panel.getByTestId('certificate-rule-save').click();
  await expect(panel.getByTestId('certificate-rule-refused')).toHaveText(
    '该线上课程还没有课时，无法按完成课时颁发证书',
  );
  expect(await api(request, admin, 'GET', `/api/edu/certificate/rule/${online.id}`)).toMatchObject({
    enabled: false,
  });
});
