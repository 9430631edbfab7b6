import { MOBILE_PATTERN } from '@contract/validators';
import type { UserFilter, UserVo } from '@contract/user';
import { ROLE_CODES } from '@contract/permissions';
import { email as emailIssue } from '@contract/validators';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import { EXCEL_COLUMNS, readSheet, RowErrors, workbook, type SheetRow } from '../../lib/excel';
import { breathe, inSlices, pacer, SLICE_ROWS } from '../../lib/pace';
import { message, type Lang } from '../../lib/messages';
import * as repo from './admin.repo';
import { filterQuery, vosOf } from './admin.service';
import { passwordIssue, usernameIssue } from './user.rules';
import { scopeOf } from './scope.service';
import { hashPassword } from '../../lib/cpu';

const [, USERNAME, PHONE, NICKNAME, NAME, EMAIL, DEPT, ROLE, POST, LOCK, PASSWORD] =
  EXCEL_COLUMNS.user.map<string>((c) => c.header) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
/** Names in one cell: comma-separated, the Chinese comma too. */
const names = (cell: string) =>
  cell
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Users an export reads at a time (see SLICE_ROWS), the loop free between pages. */
const EXPORT_PAGE = SLICE_ROWS;

/** pig's user export: the page's filters (and the selected ids) within the caller's data scope. */
export async function exportUsers(db: Db, actor: Actor, q: UserFilter & { ids?: string[] }) {
  const scope = await scopeOf(db, actor);
  const filter = await filterQuery(db, actor.tenantId, q);
  const vos: UserVo[] = [];
  for (let current = 1; ; current++) {
    const { rows } = await repo.usersPage(db, actor.tenantId, scope, {
      ...filter,
      current,
      size: EXPORT_PAGE,
    });
    vos.push(...(await vosOf(db, actor.tenantId, rows)));
    if (rows.length < EXPORT_PAGE) break;
    await breathe();
  }
  return workbook(
    'user',
    vos.map((u) => [
      u.userId,
      u.username,
      u.phone,
      u.nickname,
      u.name,
      u.email,
      u.deptList.map((d) => d.name).join(','),
      u.roleList.map((r) => r.roleName).join(','),
      u.postList.map((p) => p.postName).join(','),
      u.lockFlag,
      u.createTime,
    ]),
  );
}

/**
 * pig's user import, all or nothing: every bad row is named with all its problems (unknown department, role or
 * post names; a username or phone taken in the tenant or repeated in the file; a bad phone, email or initial
 * password), else every row is saved in one transaction. An imported user logs in with the sheet's initial
 * password and must change it at the first login (passwordExpireFlag 9; docs/decisions/console.md).
 */
type ImportedUser = {
  username: string;
  phone: string;
  password: string;
  nickname: string;
  name: string | null;
  email: string | null;
  lockFlag: '0' | '9';
  depts: number[];
  roles: number[];
  posts: number[];
};

/** Which of a sheet's usernames and phones the tenant already has, looked up a slice at a time. */
async function takenIn(db: Db, tenantId: number, sheet: SheetRow[]) {
  const found = await inSlices(sheet, async (slice) => [
    await repo.takenNames(
      db,
      tenantId,
      slice.map((r) => r.cell(USERNAME)).filter(Boolean),
      slice.map((r) => r.cell(PHONE)).filter(Boolean),
    ),
  ]);
  return {
    usernames: new Set(found.flatMap((f) => [...f.usernames])),
    phones: new Set(found.flatMap((f) => [...f.phones])),
  };
}

export async function importUsers(db: Db, actor: Actor, file: Buffer, lang: Lang) {
  const sheet = await readSheet(file, 'user');
  const errors = new RowErrors(lang);
  const [depts, roles, posts, taken, callerIsAdmin] = await Promise.all([
    repo.tenantDepts(db, actor.tenantId),
    repo.tenantRolesFull(db, actor.tenantId),
    repo.tenantPosts(db, actor.tenantId),
    takenIn(db, actor.tenantId, sheet),
    repo.holds(db, actor.userId, ROLE_CODES.admin),
  ]);
  const byName = <T>(rows: T[], nameOf: (r: T) => string) => {
    const m = new Map<string, T[]>();
    for (const r of rows) {
      const same = m.get(nameOf(r));
      if (same) same.push(r);
      else m.set(nameOf(r), [r]);
    }
    return m;
  };
  const deptsNamed = byName(depts, (d) => d.name);
  const rolesNamed = byName(roles, (r) => r.roleName);
  const postsNamed = byName(posts, (p) => p.postName);
  const seenNames = new Set<string>();
  const seenPhones = new Set<string>();
  const pace = pacer();
  const users: ImportedUser[] = [];
  for (const r of sheet) {
    await pace();
    const line = r.lineNum;
    const [username, phone, mail, lock, password] = [USERNAME, PHONE, EMAIL, LOCK, PASSWORD].map(r.cell) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const need = (h: string, v: string) => v || (errors.add(line, 'required', { field: h }), v);
    if (need(USERNAME, username)) {
      const issue = usernameIssue(username);
      if (issue) errors.add(line, issue);
      if (taken.usernames.has(username)) errors.add(line, 'usernameTakenNamed', { username });
      if (seenNames.has(username)) errors.add(line, 'duplicateInFile', { field: USERNAME, value: username });
      seenNames.add(username);
    }
    if (need(PHONE, phone)) {
      if (!MOBILE_PATTERN.test(phone)) errors.add(line, 'mobileFormat');
      if (taken.phones.has(phone)) errors.add(line, 'phoneTaken', { phone });
      if (seenPhones.has(phone)) errors.add(line, 'duplicateInFile', { field: PHONE, value: phone });
      seenPhones.add(phone);
    }
    if (mail && emailIssue(mail)) errors.add(line, 'emailFormat');
    if (lock && lock !== '0' && lock !== '9') errors.add(line, 'lockFlagValue');
    if (need(PASSWORD, password)) {
      const issue = passwordIssue(password);
      if (issue) errors.add(line, issue);
    }
    if ([NICKNAME, NAME].some((h) => r.cell(h).length > 64) || mail.length > 128)
      errors.add(line, 'inputTooLong');
    const lookup = <T>(
      cell: string,
      named: Map<string, T[]>,
      unknown: 'deptUnknown' | 'roleUnknown' | 'postUnknown',
    ) =>
      names(cell).flatMap((n) => {
        const found = named.get(n) ?? [];
        if (found.length === 0) errors.add(line, unknown, { name: n });
        if (found.length > 1) errors.add(line, 'deptAmbiguous', { name: n });
        return found.slice(0, 1);
      });
    const deptRows = need(DEPT, r.cell(DEPT)) ? lookup(r.cell(DEPT), deptsNamed, 'deptUnknown') : [];
    const roleRows = lookup(r.cell(ROLE), rolesNamed, 'roleUnknown');
    if (!callerIsAdmin && roleRows.some((x) => x.roleCode === ROLE_CODES.admin))
      errors.add(line, 'adminRoleOnlyByAdmin');
    const general = roles.find((x) => x.roleCode === ROLE_CODES.general);
    users.push({
      username,
      phone,
      password,
      nickname: r.cell(NICKNAME) || username,
      name: r.cell(NAME) || null,
      email: mail || null,
      lockFlag: lock === '9' ? '9' : '0',
      depts: deptRows.map((d) => d.deptId),
      roles: roleRows.length ? roleRows.map((x) => x.roleId) : general ? [general.roleId] : [],
      posts: lookup(r.cell(POST), postsNamed, 'postUnknown').map((p) => p.postId),
    });
  }
  errors.check();
  // A sheet usually gives many people the same initial password: each distinct one is hashed once.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (pw: string) => {
    const known = hashes.get(pw);
    if (known) return known;
    const made = hashPassword(pw, 10);
    hashes.set(pw, made);
    return made;
  };
  const hashed = await inSlices(users, (slice) =>
    Promise.all(slice.map(async (u) => ({ ...u, hash: await hashOf(u.password) }))),
  );
  await db.transaction(async (tx) => {
    const pace = pacer();
    for (const u of hashed) {
      await pace();
      const row = await repo.insertUser(tx, {
        tenantId: actor.tenantId,
        username: u.username,
        password: u.hash,
        phone: u.phone,
        nickname: u.nickname,
        name: u.name,
        email: u.email,
        lockFlag: u.lockFlag,
        deptId: u.depts[0] ?? null,
        passwordExpireFlag: '9',
        passwordModifyTime: new Date(),
        createBy: actor.username,
      });
      // Someone took the username or the phone since the check: nothing of the file is kept.
      if (!row) throw new DomainError('usernameTakenNamed', { username: u.username });
      await repo.setLinks(tx, row.userId, { roles: u.roles, posts: u.posts, extraDepts: u.depts.slice(1) });
    }
  });
  return message(lang, 'importSucceeded', { n: String(users.length) });
}
