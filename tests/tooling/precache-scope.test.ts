import { describe, expect, it } from 'vitest';
import { staffOnlyFiles } from '../../build/precache-scope.ts';

const root = '/repo/src/client';
const chunk = (
  fileName: string,
  o: {
    entry?: boolean;
    facade?: string;
    modules?: string[];
    imports?: string[];
    dynamic?: string[];
    css?: string[];
  },
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: !!o.entry,
  facadeModuleId: o.facade ?? null,
  moduleIds: o.modules ?? [o.facade ?? `${root}/${fileName}.ts`],
  imports: o.imports ?? [],
  dynamicImports: o.dynamic ?? [],
  viteMetadata: { importedCss: new Set(o.css ?? []) },
});

function bundle(...chunks: ReturnType<typeof chunk>[]) {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('what a learner phone precaches', () => {
  it('keeps the portal and drops console routes with what only they import', () => {
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['home.js', 'admin.js', 'courseEditor.js'] }),
        chunk('home.js', { facade: `${root}/routes/home.tsx?tsr-split=component`, imports: ['shared.js'] }),
        chunk('admin.js', { facade: `${root}/routes/admin.tsx?tsr-split=component`, imports: ['shared.js'] }),
        chunk('courseEditor.js', {
          facade: `${root}/routes/admin/edu/courseEditor.tsx?tsr-split=component`,
          imports: ['shared.js', 'form.js'],
          dynamic: ['echarts.js'],
          css: ['form.css', 'shared.css'],
        }),
        chunk('shared.js', { css: ['shared.css'] }),
        chunk('form.js', {}),
        chunk('echarts.js', { modules: ['/repo/node_modules/echarts/core.js'] }),
      ),
    );
    expect([...files].sort()).toEqual(['admin.js', 'courseEditor.js', 'echarts.js', 'form.css', 'form.js']);
  });

  it('drops the exam screens, their feature, catalog and what only they import, keeping what the portal shares', () => {
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', {
          entry: true,
          modules: [`${root}/main.tsx`, `${root}/features/exam/api/submit-queue.ts`],
          dynamic: ['home.js', 'exam.js', 'test.js', 'submit.js'],
        }),
        chunk('home.js', { facade: `${root}/routes/home.tsx?tsr-split=component`, imports: ['popup.js'] }),
        chunk('exam.js', {
          facade: `${root}/routes/person/test/exam.tsx?tsr-split=component`,
          imports: ['popup.js', 'checkbox.js', 'feature.js'],
          css: ['checkbox.css'],
        }),
        chunk('test.js', {
          facade: `${root}/routes/_auth/person/test/test.tsx?tsr-split=component`,
          imports: ['feature.js'],
        }),
        chunk('submit.js', { facade: `${root}/features/exam/api/submit.ts`, imports: ['feature.js'] }),
        chunk('feature.js', {
          modules: [`${root}/features/exam/model/journal.ts`, '/repo/src/contract/exam-rules.ts'],
          dynamic: ['exam-po.js'],
        }),
        chunk('exam-po.js', { modules: [`${root}/locales/zh-cn/exam.po`] }),
        chunk('popup.js', { modules: ['/repo/node_modules/antd-mobile/es/components/popup/popup.js'] }),
        chunk('checkbox.js', {
          modules: ['/repo/node_modules/antd-mobile/es/components/checkbox/checkbox.js'],
        }),
      ),
    );
    expect([...files].sort()).toEqual([
      'checkbox.css',
      'checkbox.js',
      'exam-po.js',
      'exam.js',
      'feature.js',
      'submit.js',
      'test.js',
    ]);
  });

  it('does not mistake a route whose name starts with "admin" for the console', () => {
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['administrators.js'] }),
        chunk('administrators.js', { facade: `${root}/routes/administrators.tsx?tsr-split=component` }),
      ),
    );
    expect([...files]).toEqual([]);
  });

  it('precaches the html5-qrcode scanner and its decoder: a phone without a native detector scans offline', () => {
    const qr = '/repo/node_modules/html5-qrcode/esm/index.js';
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['sign.js'] }),
        chunk('sign.js', { facade: `${root}/routes/sign/home.tsx?tsr-split=component`, dynamic: ['esm.js'] }),
        chunk('esm.js', { modules: [qr, '/repo/node_modules/html5-qrcode/third_party/zxing-js.umd.js'] }),
      ),
    );
    expect([...files]).toEqual([]);
  });

  it('leaves the account screens, which need the network anyway, to be cached when first opened', () => {
    const form = '/repo/src/client/features/auth/components/register-form.tsx';
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['home.js', 'register.js', 'form-facade.js'] }),
        chunk('home.js', { facade: `${root}/routes/home.tsx?tsr-split=component`, imports: ['shared.js'] }),
        chunk('register.js', {
          facade: `${root}/routes/person/register.tsx?tsr-split=component`,
          imports: ['form.js'],
        }),
        // The lazy import of a module also imported statically: a facade with no modules of its own.
        chunk('form-facade.js', { facade: form, modules: [], imports: ['form.js'] }),
        chunk('form.js', { modules: [form, `${root}/lib/sign-up.ts`], imports: ['shared.js'] }),
        chunk('shared.js', { modules: [`${root}/lib/account.ts`] }),
      ),
    );
    expect([...files].sort()).toEqual(['form-facade.js', 'form.js', 'register.js']);
  });

  it('leaves the sign-in page, which needs the network, to be kept when first opened; not what it shares', () => {
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['login.js', 'detail.js'] }),
        chunk('login.js', {
          facade: `${root}/routes/login.tsx?tsr-split=component---loader`,
          imports: ['fields.js'],
          css: ['login.css', 'fields.css'],
        }),
        chunk('detail.js', {
          facade: `${root}/routes/detail.tsx?tsr-split=component`,
          imports: ['fields.js'],
          css: ['fields.css'],
        }),
        chunk('fields.js', { modules: [`${root}/lib/invalid-fields.ts`] }),
      ),
    );
    expect([...files].sort()).toEqual(['login.css', 'login.js']);
    // A page whose name only begins with "login" is not the sign-in page.
    const other = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['loginHelp.js'] }),
        chunk('loginHelp.js', { facade: `${root}/routes/loginHelp.tsx?tsr-split=component` }),
      ),
    );
    expect([...other]).toEqual([]);
  });

  it("leaves the learner's certificates, feature and catalog, to be kept once opened; not what they share", () => {
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['home.js', 'certificates.js', 'certificatesPo.js'] }),
        chunk('home.js', { facade: `${root}/routes/home.tsx?tsr-split=component`, imports: ['tag.js'] }),
        chunk('certificates.js', {
          facade: `${root}/routes/_auth/person/certificates.tsx?tsr-split=component`,
          modules: [
            `${root}/routes/_auth/person/certificates.tsx?tsr-split=component`,
            `${root}/features/certificates/components/certificates-page.tsx`,
            `${root}/features/certificates/model/kept-files.ts`,
          ],
          imports: ['tag.js'],
          css: ['certificates.css'],
        }),
        chunk('certificatesPo.js', { modules: [`${root}/locales/zh-cn/certificates.po`] }),
        chunk('tag.js', { modules: ['/repo/node_modules/antd-mobile/es/components/tag/tag.js'] }),
      ),
    );
    expect([...files].sort()).toEqual(['certificates.css', 'certificates.js', 'certificatesPo.js']);
    // Another person page whose name begins the same is the portal's.
    const other = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['certificatesHelp.js'] }),
        chunk('certificatesHelp.js', {
          facade: `${root}/routes/_auth/person/certificatesHelp.tsx?tsr-split=component`,
        }),
      ),
    );
    expect([...other]).toEqual([]);
  });

  it('leaves the certificate check of /sign/home and its catalogs, keeping the check-in screen and its scanner', () => {
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['signHome.js'] }),
        chunk('signHome.js', {
          facade: `${root}/routes/sign/home.tsx?tsr-split=component`,
          modules: [
            `${root}/routes/sign/home.tsx?tsr-split=component`,
            `${root}/features/checkin/components/sign-home-page.tsx`,
          ],
          dynamic: ['scanner.js', 'verify.js'],
        }),
        chunk('scanner.js', { facade: `${root}/features/checkin/components/scanner.tsx` }),
        chunk('verify.js', {
          facade: `${root}/features/checkin/verify/verify-page.tsx`,
          modules: [
            `${root}/features/checkin/verify/verify-page.tsx`,
            `${root}/features/checkin/verify/check.ts`,
          ],
          dynamic: ['verifyPo.js'],
        }),
        chunk('verifyPo.js', { modules: [`${root}/locales/en/verify.po`] }),
      ),
    );
    expect([...files].sort()).toEqual(['verify.js', 'verifyPo.js']);
  });

  it('a portal page reached from the console stays precached', () => {
    const files = staffOnlyFiles(
      bundle(
        chunk('index.js', { entry: true, dynamic: ['admin.js', 'signList.js'] }),
        chunk('admin.js', {
          facade: `${root}/routes/admin.tsx?tsr-split=component`,
          dynamic: ['signList.js'],
        }),
        chunk('signList.js', { facade: `${root}/routes/sign/list.tsx?tsr-split=component` }),
      ),
    );
    expect([...files]).toEqual(['admin.js']);
  });
});
