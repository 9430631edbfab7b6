import { hashPassword } from '../lib/cpu';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStore } from '../lib/file-store';
import * as s from '../db/schema';
import { ROLE_CODES } from '@contract/permissions';
import { CLIENTS, I18N, PARAM_NAMES, POST_HOLDERS, POSTS, SITE } from './data';
import { PLATFORM_MENU_PATHS } from '../modules/menu';
import { buttonName, MENUS } from './menus';
import { DICTS } from './dicts';
import { seedCertificates } from './certificate';
import { seedCatalog } from './edu';
import { seedExams } from './exam';
import { seedEnterprises } from './enterprise';

/** The single row an insert returned. */
function one<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new Error('seed: insert returned no row');
  return row;
}

const FAR_FUTURE = new Date('2099-12-31T15:59:59Z');

/** Seeds reference and demo data once: only when no tenant exists. Runs in one transaction. */
export async function seed(
  db: Db,
  opts: { accessTtl: number; refreshTtl: number; files: FileStore },
): Promise<boolean> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(s.sysTenant)) as [{ n: number }];
  if (n > 0) return false;
  const hash = (pw: string) => hashPassword(pw);
  await db.transaction(async (tx) => {
    const past = new Date(Date.now() - 24 * 3600_000);
    const [t1, t2] = await tx
      .insert(s.sysTenant)
      .values([
        { name: '物业管理行业协会', code: 'default', startTime: past, endTime: FAR_FUTURE },
        { name: '演示分会', code: 'branch', startTime: past, endTime: FAR_FUTURE },
      ])
      .returning();
    if (!t1 || !t2) throw new Error('seed: tenants');

    const allMenuIds: number[] = [];
    /** The platform's own pages (tenants, clients, translations) and their buttons: tenant 1's alone. */
    const platformMenuIds = new Set<number>();
    const insertMenus = async (menus: typeof MENUS, parentId: number) => {
      for (const [i, m] of menus.entries()) {
        const row = one(
          await tx
            .insert(s.sysMenu)
            .values({
              name: m.name,
              nameEn: m.nameEn,
              path: m.path,
              icon: m.icon,
              embedded: m.embedded ? '1' : '0',
              parentId,
              sortOrder: i,
              menuType: '0',
            })
            .returning(),
        );
        allMenuIds.push(row.menuId);
        const platform = PLATFORM_MENU_PATHS.includes(m.path);
        if (platform) platformMenuIds.add(row.menuId);
        for (const [j, perm] of (m.buttons ?? []).entries()) {
          const [name, nameEn] = buttonName(m, perm);
          const b = one(
            await tx
              .insert(s.sysMenu)
              .values({ name, nameEn, permission: perm, parentId: row.menuId, sortOrder: j, menuType: '1' })
              .returning(),
          );
          allMenuIds.push(b.menuId);
          if (platform) platformMenuIds.add(b.menuId);
        }
        if (m.children) await insertMenus(m.children, row.menuId);
      }
    };
    await insertMenus(MENUS, -1);
    // Tenant 2's menu package: every menu but the platform's own (null, as tenant 1 has, means all of them).
    const branchMenus = allMenuIds.filter((id) => !platformMenuIds.has(id));
    await tx
      .update(s.sysTenant)
      .set({ menuId: branchMenus.join(',') })
      .where(sql`${s.sysTenant.id} = ${t2.id}`);

    for (const [clientId, info] of CLIENTS) {
      await tx.insert(s.sysOauthClientDetails).values({
        clientId,
        clientSecret: clientId,
        scope: 'server',
        authorizedGrantTypes: 'password,refresh_token,mobile',
        accessTokenValidity: opts.accessTtl,
        refreshTokenValidity: opts.refreshTtl,
        additionalInformation: info,
      });
    }
    await tx.insert(s.sysI18n).values(I18N.map(([name, zhCn, en]) => ({ name, zhCn, en })));

    for (const tenant of [t1, t2]) {
      const roles = await tx
        .insert(s.sysRole)
        .values([
          { tenantId: tenant.id, roleName: '管理员', roleCode: ROLE_CODES.admin, roleDesc: '拥有全部权限' },
          { tenantId: tenant.id, roleName: '普通用户', roleCode: ROLE_CODES.general, roleDesc: '默认角色' },
          { tenantId: tenant.id, roleName: '学员', roleCode: ROLE_CODES.learner, roleDesc: '个人学员' },
          {
            tenantId: tenant.id,
            roleName: '企业管理员',
            roleCode: ROLE_CODES.enterprise,
            roleDesc: '企业报名管理',
          },
        ])
        .returning();
      const [admin, , learner, enterprise] = roles;
      if (!admin || !learner || !enterprise) throw new Error('seed: roles');
      const granted = tenant.id === t1.id ? allMenuIds : branchMenus;
      await tx.insert(s.sysRoleMenu).values(granted.map((menuId) => ({ roleId: admin.roleId, menuId })));
      const root = one(
        await tx
          .insert(s.sysDept)
          .values({ tenantId: tenant.id, name: '协会秘书处', parentId: 0 })
          .returning(),
      );
      await tx.insert(s.sysDept).values([
        { tenantId: tenant.id, name: '培训部', parentId: root.deptId, sortOrder: 1 },
        { tenantId: tenant.id, name: '会员部', parentId: root.deptId, sortOrder: 2 },
      ]);
      for (const d of DICTS) {
        const dict = one(
          await tx
            .insert(s.sysDict)
            .values({ tenantId: tenant.id, dictType: d.type, description: d.description, systemFlag: '1' })
            .returning(),
        );
        await tx.insert(s.sysDictItem).values(
          d.items.map(([value, label, labelEn], i) => ({
            tenantId: tenant.id,
            dictId: dict.id,
            dictType: d.type,
            itemValue: value,
            label,
            labelEn,
            sortOrder: i,
          })),
        );
      }
      await tx.insert(s.sysPublicParam).values(
        Object.entries(SITE).map(([publicKey, publicValue]) => ({
          tenantId: tenant.id,
          publicKey,
          publicValue,
          publicName: PARAM_NAMES[publicKey]?.[0] ?? publicKey,
          publicType: PARAM_NAMES[publicKey]?.[1] ?? '0',
          systemFlag: '1',
        })),
      );

      const users =
        tenant.id === t1.id
          ? [
              {
                username: 'admin',
                password: 'Admin@2026',
                name: '系统管理员',
                phone: '13800000000',
                role: admin,
              },
              {
                username: 'learner01',
                password: 'Learner@2026',
                name: '张学员',
                phone: '13800000001',
                role: learner,
              },
              {
                // A password set 100 days before seeding and marked for change, so its next login
                // answers credentials_expired and goes through the Password Expire screen.
                username: 'expired01',
                password: 'Expired@2026',
                name: '王过期',
                phone: '13800000003',
                role: learner,
                passwordAgeDays: 100,
                passwordExpireFlag: '9',
              },
              {
                username: 'ent_admin01',
                password: 'Enterprise@2026',
                name: '李企业',
                phone: '13800000002',
                role: enterprise,
              },
            ]
          : [
              {
                username: 'admin2',
                password: 'Admin@2026',
                name: '分会管理员',
                phone: '13900000000',
                role: admin,
              },
            ];
      // Posts (岗位) of the association's staff, with the demo administrator holding two of them.
      const posts =
        tenant.id === t1.id
          ? await tx
              .insert(s.sysPost)
              .values(
                POSTS.map(([postCode, postName], i) => ({
                  tenantId: tenant.id,
                  postCode,
                  postName,
                  postSort: i,
                })),
              )
              .returning()
          : [];
      let learnerId: number | undefined;
      let entAdminId: number | undefined;
      for (const u of users) {
        const row = one(
          await tx
            .insert(s.sysUser)
            .values({
              tenantId: tenant.id,
              username: u.username,
              password: await hash(u.password),
              name: u.name,
              nickname: u.name,
              phone: u.phone,
              deptId: root.deptId,
              passwordModifyTime: new Date(Date.now() - (u.passwordAgeDays ?? 0) * 24 * 3600 * 1000),
              passwordExpireFlag: u.passwordExpireFlag ?? '0',
              createBy: 'seed',
            })
            .returning(),
        );
        await tx.insert(s.sysUserRole).values({ userId: row.userId, roleId: u.role.roleId });
        if (u.username === 'learner01') learnerId = row.userId;
        if (u.username === 'ent_admin01') entAdminId = row.userId;
        const held = posts.filter((p) => (POST_HOLDERS[u.username] ?? []).includes(p.postCode));
        if (held.length)
          await tx.insert(s.sysUserPost).values(held.map((p) => ({ userId: row.userId, postId: p.postId })));
      }
      const demoCourse = await seedCatalog(tx, opts.files, tenant.id, {
        learnerId,
        full: tenant.id === t1.id,
      });
      // Exams for the association only: the branch tenant starts with an empty bank.
      if (demoCourse && tenant.id === t1.id) {
        const finalExam = await seedExams(tx, tenant.id, demoCourse);
        await seedCertificates(tx, opts.files, tenant.id, { course: demoCourse, exam: finalExam });
      }
      if (entAdminId)
        await seedEnterprises(tx, opts.files, {
          tenantId: tenant.id,
          deptId: root.deptId,
          entAdminId,
          learnerId,
          learnerRoleId: learner.roleId,
          enterpriseRoleId: enterprise.roleId,
          hash,
        });
    }
  });
  return true;
}
