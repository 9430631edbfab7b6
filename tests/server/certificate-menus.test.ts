import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { buildTestApp } from './helpers';
import { replayMigrations } from './migration-helpers';

/**
 * The certificate pages' menus (issue 52): Certificates with its three buttons and Certificate template under
 * 培训管理, seeded for the administrators of both tenants; migration 0037 adds them to a database seeded before
 * them, once, the same as the seed.
 */
type Side = { path: string; children?: Side[] };
type Tree = {
  path: string | null;
  permission: string | null;
  name: string;
  nameEn: string;
  children?: Tree[];
};
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
});
afterAll(() => app.close());

const PAGES = ['/admin/edu/certificate', '/admin/edu/certificateTemplate'];
const BUTTONS = ['edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit'];
const ours = sql`(path in ('/admin/edu/certificate', '/admin/edu/certificateTemplate')
  or permission in ('edu_certificate_view', 'edu_certificate_add', 'edu_certificate_edit'))`;

const trainingPaths = async (headers: Record<string, string>) => {
  const side = (await call<Side[]>(app, 'GET', '/api/admin/menu', headers)).body.data;
  return (side.find((n) => n.path === '/admin/edu')?.children ?? []).map((c) => c.path);
};
const permissions = async (headers: Record<string, string>) =>
  (await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', headers)).body.data.permissions;
/** The two pages as the menu tree shows them: names in both languages, the buttons' permissions and names. */
async function shape() {
  const tree = (await call<Tree[]>(app, 'GET', '/api/admin/menu/tree', admin)).body.data;
  const edu = tree.find((n) => n.path === '/admin/edu')?.children ?? [];
  return edu
    .filter((n) => PAGES.includes(n.path ?? ''))
    .map((n) => ({
      path: n.path,
      name: [n.name, n.nameEn],
      buttons: (n.children ?? []).map((b) => [b.permission, b.name, b.nameEn]),
    }));
}
const EXPECTED = [
  {
    path: '/admin/edu/certificate',
    name: ['证书管理', 'Certificates'],
    buttons: [
      ['edu_certificate_view', '证书查看', 'Certificates: View'],
      ['edu_certificate_add', '证书签发', 'Certificates: Issue'],
      ['edu_certificate_edit', '证书撤销与补发', 'Certificates: Revoke and reissue'],
    ],
  },
  { path: '/admin/edu/certificateTemplate', name: ['证书模板', 'Certificate template'], buttons: [] },
];

const migrate = () => replayMigrations(app, ['0037_certificate_menus.sql']);
const count = async () =>
  (
    (await app.database.db.execute(sql`select count(*)::int as n from sys_menu where ${ours}`)) as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
async function forget() {
  const db = app.database.db;
  await db.execute(
    sql`delete from sys_role_menu where menu_id in (select menu_id from sys_menu where ${ours})`,
  );
  await db.execute(sql`delete from sys_menu where ${ours}`);
  await app.bus.publish('sessions-changed');
}

describe('the certificate menus', () => {
  it('are seeded under 培训管理 with their buttons, for the administrators of both tenants', async () => {
    expect(await shape()).toEqual(EXPECTED);
    for (const headers of [admin, admin2]) {
      expect(await trainingPaths(headers)).toEqual(expect.arrayContaining(PAGES));
      expect(await permissions(headers)).toEqual(expect.arrayContaining(BUTTONS));
    }
    const learner = await newLearner(app, 'cert_menu_learner');
    expect((await permissions(learner.headers)).filter((p) => p.startsWith('edu_certificate'))).toEqual([]);
  });

  it('are added by migration 0037 to a database seeded before them, once, as the seed has them', async () => {
    const before = { main: await trainingPaths(admin), branch: await trainingPaths(admin2) };
    await forget();
    expect(await trainingPaths(admin)).not.toContain('/admin/edu/certificate');
    expect(await permissions(admin2)).not.toContain('edu_certificate_view');
    await migrate();
    expect(await count()).toBe(5);
    expect(await shape()).toEqual(EXPECTED);
    // Tenant 2's package is a list: it gets them back, and its administrators hold them again.
    expect(await trainingPaths(admin)).toEqual(before.main);
    expect(await trainingPaths(admin2)).toEqual(before.branch);
    for (const headers of [admin, admin2])
      expect(await permissions(headers)).toEqual(expect.arrayContaining(BUTTONS));
  });

  it('moves a button made by hand before the page under it, rather than making a second one', async () => {
    await forget();
    await app.database.db.execute(
      sql`insert into sys_menu (name, permission, menu_type)
        values ('edu_certificate_view', 'edu_certificate_view', '1')`,
    );
    await migrate();
    expect(await count()).toBe(5);
    expect(await shape()).toEqual(EXPECTED);
  });
});
