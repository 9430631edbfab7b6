import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_GROUPS, GALLERY_LINKS, GALLERY_ROOT, galleryPath } from '../../src/contract/gallery';
import { adminHeaders, call, newLearner } from './edu-helpers';
import { buildTestApp } from './helpers';
import { replayMigrations } from './migration-helpers';

/**
 * The console's gallery menus: seeded from @contract/gallery for the administrators (with sys_gallery_view), the
 * link view linking out and the two API reference views framed; migrations 0029 and 0032 add them to a database
 * seeded before them, once.
 */
type Side = {
  id: string;
  path: string;
  name: string;
  children?: Side[];
  meta: { isLink: string | null; isIframe: boolean };
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

const sideMenu = async (headers: Record<string, string>) =>
  (await call<Side[]>(app, 'GET', '/api/admin/menu', headers)).body.data;
const permissions = async (headers: Record<string, string>) =>
  (await call<{ permissions: string[] }>(app, 'GET', '/api/admin/user/info', headers)).body.data.permissions;
const galleryOf = (nodes: Side[]) => nodes.find((n) => n.path === GALLERY_ROOT);
const shape = (g: Side | undefined) =>
  (g?.children ?? []).map((c) => [
    c.path,
    (c.children ?? []).map((i) => i.path),
    c.meta.isLink,
    c.meta.isIframe,
  ]);
const expected = [
  ...GALLERY_GROUPS.map((g) => [galleryPath(g.slug), g.items.map((i) => galleryPath(i.slug)), null, false]),
  ...GALLERY_LINKS.map((l) => [l.url, [], l.url, l.embedded]),
];

describe('the gallery menus', () => {
  it('are the administrators’, in both tenants, as the catalogue lists them', async () => {
    for (const headers of [admin, admin2]) {
      expect(shape(galleryOf(await sideMenu(headers)))).toEqual(expected);
      expect(await permissions(headers)).toContain('sys_gallery_view');
    }
  });

  it('are nobody else’s', async () => {
    const learner = await newLearner(app, 'gallery_learner');
    expect(galleryOf(await sideMenu(learner.headers))).toBeUndefined();
    expect(await permissions(learner.headers)).not.toContain('sys_gallery_view');
  });

  it('are added by the migrations to a database seeded before them, and only once', async () => {
    const before = shape(galleryOf(await sideMenu(admin)));
    const db = app.database.db;
    const gallery = sql`(path = ${GALLERY_ROOT} or path like ${GALLERY_ROOT + '/%'} or permission = 'sys_gallery_view'
      or path in (${sql.join(
        GALLERY_LINKS.map((l) => sql`${l.url}`),
        sql`, `,
      )}))`;
    await db.execute(
      sql`delete from sys_role_menu where menu_id in (select menu_id from sys_menu where ${gallery})`,
    );
    await db.execute(sql`delete from sys_menu where ${gallery}`);
    expect(galleryOf(await sideMenu(admin))).toBeUndefined();
    // 0029 made the gallery, 0032 added its Permissions and Tools pages: in order, twice, as a restart runs them.
    await replayMigrations(app, ['0029_gallery_menus.sql', '0032_gallery_permission_menus.sql']);
    const count = (await db.execute(sql`select count(*)::int as n from sys_menu where ${gallery}`)) as {
      rows: { n: number }[];
    };
    const items = GALLERY_GROUPS.reduce((n, g) => n + 1 + g.items.length, 0);
    expect(count.rows[0]!.n).toBe(1 + 1 + items + GALLERY_LINKS.length);
    for (const headers of [admin, admin2]) expect(shape(galleryOf(await sideMenu(headers)))).toEqual(before);
  });
});
