import { randomBytes } from 'node:crypto';
import type { Member, MemberImportAnswer } from '@contract/enterprise';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, isUniqueViolation } from '../../../lib/domain-error';
import { EXCEL_COLUMNS, readSheet, RowErrors, template } from '../../../lib/excel';
import type { Lang, MessageKey } from '../../../lib/messages';
import { formatTime, page } from '../../../lib/wire';
import { approvedOf } from '../profile/profile.service';
import * as repo from './members.repo';
import { addMembers, type NewMember } from './members.repo';
import { hashPassword } from '../../../lib/cpu';
import { inSlices } from '../../../lib/pace';

/**
 * An enterprise's members: its admin adds staff one by one or by Excel, removes them, and sees who has
 * signed in. Only an approved enterprise has members (approvedOf), and only ever its own.
 */

const MOBILE = /^1[3-9]\d{9}$/;
const NAME_MAX = 64;
/**
 * A new member's password: random and never told (they sign in with an SMS code). bcrypt's cost guards weak
 * passwords against a stolen hash; 144 random bits need none, and an import of hundreds stays quick.
 */
const RANDOM_PASSWORD_ROUNDS = 4;
const randomPasswordHash = () => hashPassword(randomBytes(18).toString('base64url'), RANDOM_PASSWORD_ROUNDS);

const [NAME, MOBILE_HEADER] = EXCEL_COLUMNS.member.map((c) => c.header) as [string, string];

export const memberView = (r: Awaited<ReturnType<typeof repo.memberPage>>['rows'][number]): Member => ({
  userId: String(r.userId),
  username: r.username,
  name: r.name,
  phone: r.phone,
  lastLoginTime: formatTime(r.lastLoginTime),
  createTime: formatTime(r.createTime) ?? '',
});

export async function memberPage(
  db: Db,
  actor: Actor,
  q: { keyword?: string; current: number; size: number },
) {
  const e = await approvedOf(db, actor);
  const { rows, total } = await repo.memberPage(db, actor.tenantId, e.id, q);
  return page(rows.map(memberView), total, q.current, q.size);
}

type Issue = { key: MessageKey; params?: Record<string, string> };

/**
 * What each wanted member becomes: the tenant's account with that mobile (linked, unless it is another
 * enterprise's member or an enterprise's admin), else a new learner account named by the mobile. The problems
 * of each row, by its index.
 */
async function plan(db: Db, tenantId: number, enterpriseId: number, rows: { name: string; phone: string }[]) {
  // A sheet's thousands of phones are looked up a slice at a time, each statement short.
  const phones = rows.map((r) => r.phone).filter((p) => MOBILE.test(p));
  const accounts = new Map(
    (await inSlices(phones, (slice) => repo.usersByPhones(db, tenantId, slice))).map((u) => [u.phone, u]),
  );
  const ids = [...accounts.values()].map((u) => u.userId);
  const where = new Map(
    await inSlices(ids, async (slice) => [...(await repo.memberships(db, tenantId, slice))]),
  );
  const admins = new Set(
    await inSlices(ids, async (slice) => [...(await repo.adminsAmong(db, tenantId, slice))]),
  );
  // A new account's username is its mobile: another account may already be called that.
  const newPhones = phones.filter((p) => !accounts.has(p));
  const namesTaken = new Set(
    (await inSlices(newPhones, (slice) => repo.usersByNames(db, tenantId, slice))).map((u) => u.username),
  );
  const seen = new Set<string>();
  return rows.map((r): { member?: NewMember; issues: Issue[] } => {
    const issues: Issue[] = [];
    const name = r.name.trim();
    if (!name) issues.push({ key: 'memberNameRequired' });
    else if (name.length > NAME_MAX) issues.push({ key: 'inputTooLong' });
    if (!r.phone) issues.push({ key: 'required', params: { field: MOBILE_HEADER } });
    else if (!MOBILE.test(r.phone)) issues.push({ key: 'mobileFormat' });
    else if (seen.has(r.phone))
      issues.push({ key: 'duplicateInFile', params: { field: MOBILE_HEADER, value: r.phone } });
    seen.add(r.phone);
    if (issues.length) return { issues };
    const account = accounts.get(r.phone);
    const phone = { phone: r.phone };
    if (account) {
      const of = where.get(account.userId);
      if (of === enterpriseId) issues.push({ key: 'memberAlready', params: phone });
      else if (of !== undefined) issues.push({ key: 'memberOfOther', params: phone });
      else if (admins.has(account.userId)) issues.push({ key: 'memberIsStaff', params: phone });
      return issues.length
        ? { issues }
        : { issues, member: { userId: account.userId, name, phone: r.phone } };
    }
    if (namesTaken.has(r.phone))
      return { issues: [{ key: 'usernameTakenNamed', params: { username: r.phone } }] };
    return { issues, member: { name, phone: r.phone } };
  });
}

/** Writes the planned members together; a member another request linked meanwhile refuses them all. */
async function write(db: Db, actor: Actor, enterpriseId: number, members: NewMember[]) {
  // A slice at a time: thousands of hashes asked of the pool at once would hold the loop while they are asked.
  const withPasswords = await inSlices(members, (slice) =>
    Promise.all(slice.map(async (m) => (m.userId ? m : { ...m, passwordHash: await randomPasswordHash() }))),
  );
  try {
    return await addMembers(db, actor.tenantId, enterpriseId, withPasswords, actor.username);
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('membersChanged');
    throw err;
  }
}

/** POST /member: one member by name and mobile. */
export async function addMember(db: Db, actor: Actor, body: { name: string; phone: string }) {
  const e = await approvedOf(db, actor);
  const [planned] = await plan(db, actor.tenantId, e.id, [body]);
  const issue = planned?.issues[0];
  if (issue || !planned?.member) throw new DomainError(issue?.key ?? 'badRequest', issue?.params);
  const [userId] = await write(db, actor, e.id, [planned.member]);
  const added = await repo.memberPage(db, actor.tenantId, e.id, { userId, current: 1, size: 1 });
  const row = added.rows[0];
  if (!row) throw new DomainError('notFound', {}, 404);
  return memberView(row);
}

/** DELETE /member: ends these users' links with the caller's enterprise (others' ids are ignored). */
export async function removeMembers(db: Db, actor: Actor, userIds: string[]) {
  const e = await approvedOf(db, actor);
  await repo.removeMembers(db, actor.tenantId, e.id, userIds.map(Number), actor.username);
  return true as const;
}

/** The import's Excel template (姓名, 手机号), for an approved enterprise's admin. */
export async function memberTemplate(db: Db, actor: Actor) {
  await approvedOf(db, actor);
  return { body: await template('member'), fileName: '企业员工导入模板.xlsx' };
}

/**
 * The Excel import (template: 姓名, 手机号): every bad row named with all its problems in the caller's language,
 * and then nothing is written; a dry run writes nothing either. `imported`: the rows written. The upload is read
 * (`readFile`) only once the enterprise is known to be approved: a pending enterprise's file is never parsed.
 */
export async function importMembers(
  db: Db,
  actor: Actor,
  readFile: () => Promise<Buffer>,
  lang: Lang,
  dryRun: boolean,
): Promise<MemberImportAnswer> {
  const e = await approvedOf(db, actor);
  const sheet = await readSheet(await readFile(), 'member');
  const rows = sheet.map((r) => ({ name: r.cell(NAME), phone: r.cell(MOBILE_HEADER) }));
  const planned = await plan(db, actor.tenantId, e.id, rows);
  const errors = new RowErrors(lang);
  for (const [i, p] of planned.entries())
    for (const issue of p.issues) errors.add(sheet[i]?.lineNum ?? i + 2, issue.key, issue.params);
  const answer = { total: sheet.length, imported: 0, errors: [...errors.errors] };
  if (dryRun || answer.errors.length) return answer;
  await write(
    db,
    actor,
    e.id,
    planned.flatMap((p) => (p.member ? [p.member] : [])),
  );
  return { ...answer, imported: sheet.length };
}
