import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateTemplateView } from '@contract/certificate';
import { CERTIFICATE_IMAGE_MAX_MB, CERTIFICATE_IMAGE_MAX_SIDE } from '@contract/certificate-rules';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from '../../src/server/lib/certificate-render/art.rules';
import { sysFile, sysMenu, sysRole, sysRoleMenu } from '../../src/server/db/schema';
import { buildTestApp } from './helpers';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { staffWithRoles } from './access-helpers';
import { png, uploadFile } from './personal-helpers';

/** Staff's template page: the template with its images' links, and the sample certificate it previews. */
let app: FastifyInstance;
let admin: Record<string, string>;

/** The live menu holding `permission` (made when the tenant has none yet), its id. */
async function buttonOf(permission: string) {
  const db = app.database.db;
  const [found] = await db
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(and(eq(sysMenu.permission, permission), eq(sysMenu.delFlag, '0')));
  if (found) return found.id;
  const [made] = await db.insert(sysMenu).values({ name: permission, permission, menuType: '1' }).returning();
  return made!.menuId;
}
/** A role of tenant 1 holding these buttons, by its code (ROLE_ADMIN is the demo's administrators'). */
async function grant(roleCode: string, permissions: string[]) {
  const db = app.database.db;
  let [role] = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, 1), eq(sysRole.roleCode, roleCode)));
  role ??= (await db.insert(sysRole).values({ tenantId: 1, roleName: roleCode, roleCode }).returning())[0];
  for (const permission of permissions)
    await db
      .insert(sysRoleMenu)
      .values({ roleId: role!.roleId, menuId: await buttonOf(permission) })
      .onConflictDoNothing();
  return String(role!.roleId);
}

beforeAll(async () => {
  app = await buildTestApp({ CAPTCHA: 'off', PUBLIC_URL: 'https://px.example' });
  await grant('ROLE_ADMIN', ['edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit']);
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const template = {
  issuerZh: '某市物业管理行业协会',
  issuerEn: 'City Property Management Association',
  signatoryZh: '',
  signatoryEn: '',
  wordingZh: '',
  wordingEn: '',
  seal: null,
  background: null,
};
const preview = (lang: string, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/edu/certificate/template/preview.png?lang=${lang}`, headers });
/** A PNG's width and height, from its header. */
const sizeOf = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the template preview', () => {
  it('draws a sample certificate in the language asked, with what the template says since it was saved', async () => {
    const before = await preview('zh-cn');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/png');
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect(before.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(sizeOf(before.rawPayload)).toEqual([1754, 1240]);
    const english = await preview('en');
    expect(english.statusCode).toBe(200);
    expect(english.rawPayload.equals(before.rawPayload)).toBe(false);

    const url = await uploadFile(
      app,
      admin,
      { name: 'seal.png', type: 'image/png', data: await png('#b00', 300) },
      'image',
    );
    const seal = new URLSearchParams(url.split('?')[1]).get('fileName');
    const saved = await call<CertificateTemplateView>(app, 'PUT', '/api/edu/certificate/template', admin, {
      ...template,
      seal,
    });
    expect(saved.body).toMatchObject({ code: 0, data: { seal, sealUrl: url, backgroundUrl: null } });
    const after = await preview('zh-cn');
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    // Drawn again from the same template, it is the same picture: the change above was the template's.
    expect((await preview('zh-cn')).rawPayload.equals(after.rawPayload)).toBe(true);
  });

  it('answers the reader’s language without ?lang=, and refuses a language it does not have', async () => {
    const asked = await preview('en');
    const byHeader = await app.inject({
      method: 'GET',
      url: '/api/edu/certificate/template/preview.png',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(byHeader.rawPayload.equals(asked.rawPayload)).toBe(true);
    const wrong = await preview('fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1 });
  });

  it('is for staff who may edit the template: not learners, not those who only see certificates', async () => {
    const learner = await newLearner(app, 'tpl_preview_learner');
    expect((await preview('zh-cn', learner.headers)).statusCode).toBe(403);
    const viewer = await staffWithRoles(app, 'tpl_preview_viewer', [
      await grant('E2E_CERT_VIEWER', ['edu_certificate_view']),
    ]);
    expect((await preview('zh-cn', viewer.headers)).statusCode).toBe(403);
    // They may read the template itself.
    expect((await call(app, 'GET', '/api/edu/certificate/template', viewer.headers)).body.code).toBe(0);
    // Not signed in: pig's 424, as every call without a token.
    expect((await preview('zh-cn', {})).statusCode).toBe(424);
  });
});

describe('the template as the page reads it', () => {
  it('links its images, and no longer one removed since it was chosen', async () => {
    const url = await uploadFile(
      app,
      admin,
      { name: 'bg.png', type: 'image/png', data: await png('#eee', 400) },
      'image',
    );
    const background = new URLSearchParams(url.split('?')[1]).get('fileName')!;
    await call(app, 'PUT', '/api/edu/certificate/template', admin, { ...template, background });
    const read = async () =>
      (await call<CertificateTemplateView>(app, 'GET', '/api/edu/certificate/template', admin)).body.data;
    expect(await read()).toMatchObject({ background, backgroundUrl: url, seal: null, sealUrl: null });
    await app.database.db.update(sysFile).set({ delFlag: '1' }).where(eq(sysFile.fileName, background));
    expect(await read()).toMatchObject({ background, backgroundUrl: null });
    // The preview is drawn without it rather than refused.
    expect((await preview('zh-cn')).statusCode).toBe(200);
  });
});

it('says the image limits the renderer applies', () => {
  expect(MAX_IMAGE_BYTES).toBe(CERTIFICATE_IMAGE_MAX_MB * 1024 * 1024);
  expect(MAX_IMAGE_SIDE).toBe(CERTIFICATE_IMAGE_MAX_SIDE);
});
