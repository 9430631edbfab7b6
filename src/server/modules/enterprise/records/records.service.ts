import { afterCommit, type News } from '../../../lib/news';
import { PERMISSIONS } from '@contract/permissions';
import type { EnterpriseEnrolAnswer } from '@contract/enterprise';
import type { Enrolment, EnrolmentStatus } from '@contract/enrolment';
import type { Page } from '@contract/envelope';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { DomainError, isUniqueViolation } from '../../../lib/domain-error';
import { readSheet, RowErrors, template } from '../../../lib/excel';
import type { Lang, MessageKey } from '../../../lib/messages';
import type { EnrolmentFilter } from '../../enrolment';
import { cancelLive, enrolmentExport, enrolmentList, openPlace, signUp } from '../../enrolment';
import { notify } from '../../message';
import { memberOf } from '../members/members.repo';
import { approvedOf, mineOf } from '../profile/profile.service';
import { membersByIds, membersByPhones, type MemberRow } from './records.repo';
import { inSlices, pacer } from '../../../lib/pace';

/**
 * An enterprise's sign-up records and its bulk enrolment: the admin reaches only its own
 * enterprise's sign-ups (made by it, or its current members' own) and enrols only its current members, by the
 * one set of sign-up rules a person's sign-up follows (enrolment.service's openPlace and signUp).
 */

export type RecordFilter = { courseId?: number; userId?: number; status?: string };

export async function records(
  db: Db,
  actor: Actor,
  f: RecordFilter,
  current: number,
  size: number,
): Promise<Page<Enrolment>> {
  const e = await mineOf(db, actor);
  return enrolmentList(
    db,
    actor.tenantId,
    { ...f, enterpriseId: e.id } satisfies EnrolmentFilter,
    current,
    size,
  );
}

export async function recordExport(db: Db, actor: Actor, f: RecordFilter, lang: Lang) {
  const e = await mineOf(db, actor);
  return enrolmentExport(db, actor.tenantId, { ...f, enterpriseId: e.id }, lang);
}

/** Cancels one of the enterprise's live sign-ups by a person's rule (before its session starts). */
export async function recordCancel(db: Db, news: News, actor: Actor, id: number, now: Date = new Date()) {
  const e = await mineOf(db, actor);
  return cancelLive(
    db,
    news,
    actor.tenantId,
    id,
    {
      by: actor.username,
      owns: async (tx, row) =>
        row.enterpriseId === e.id || (await memberOf(tx, actor.tenantId, e.id, row.userId)),
      untilStart: true,
    },
    now,
  );
}

/** A row of a bulk enrolment: its line, the member it names (when it names one) and what is wrong with it. */
type EnrolRow = { lineNum: number; member?: MemberRow };

/** The one message a row gets for a sign-up rule it breaks: said of the member, not of the caller. */
const ROW_KEYS: Partial<Record<MessageKey, MessageKey>> = { alreadyEnrolled: 'memberAlreadyEnrolled' };

/** Thrown to roll a dry run back once every row went through: it carries what they would have become. */
class DryRun extends Error {
  constructor(readonly outcomes: EnterpriseEnrolAnswer['enrolled']) {
    super('dry run');
  }
}

/**
 * Enrols rows of members into a course (and session), all or none, in one transaction under the course row lock:
 * each row follows a person's rules and counts the seats its earlier rows took; any row error writes nothing and
 * answers every bad row ([{lineNum, errors}], code 1). A dry run goes through the same writes and rolls them back,
 * answering what each row would have become. Sign-ups that wait for review are one notice to staff who review.
 */
async function enrolRows(
  db: Db,
  news: News,
  actor: Actor,
  enterprise: { id: number; name: string },
  target: { courseId: number; sessionId?: number; dryRun: boolean },
  rows: EnrolRow[],
  errors: RowErrors,
  now: Date,
): Promise<EnterpriseEnrolAnswer> {
  const { tenantId } = actor;
  const seen = new Map<number, number>();
  for (const r of rows) {
    if (!r.member) continue;
    const first = seen.get(r.member.userId);
    if (first !== undefined) errors.add(r.lineNum, 'memberDuplicate', { n: String(first) });
    else seen.set(r.member.userId, r.lineNum);
  }
  try {
    const enrolled = await afterCommit(news, (held) =>
      db.transaction(async (tx) => {
        const place = await openPlace(tx, tenantId, target.courseId, target.sessionId, now);
        const outcomes: EnterpriseEnrolAnswer['enrolled'] = [];
        const pace = pacer();
        for (const r of rows) {
          await pace();
          if (!r.member || seen.get(r.member.userId) !== r.lineNum) continue;
          try {
            const row = await signUp(
              tx,
              tenantId,
              place,
              { userId: r.member.userId, enterpriseId: enterprise.id },
              actor.username,
            );
            outcomes.push({
              lineNum: r.lineNum,
              userId: String(r.member.userId),
              name: r.member.name,
              status: row.status as EnrolmentStatus,
            });
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
            errors.add(r.lineNum, ROW_KEYS[err.key] ?? err.key, err.params);
          }
        }
        errors.check();
        if (target.dryRun) throw new DryRun(outcomes);
        const pending = outcomes.filter((o) => o.status === 'pending').length;
        if (pending)
          await notify(tx, held, {
            tenantId,
            kind: 'enrolment-pending',
            params: {
              courseId: place.course.id,
              course: place.course.title,
              enterprise: enterprise.name,
              n: pending,
            },
            recipients: { permission: PERMISSIONS.enrolmentReview },
          });
        return outcomes;
      }),
    );
    await news.publish('seats-changed');
    return { dryRun: false, enrolled, errors: [] };
  } catch (err) {
    if (err instanceof DryRun) return { dryRun: true, enrolled: err.outcomes, errors: [] };
    // A person's own sign-up that slipped in beside the course lock is caught by the partial unique index.
    if (isUniqueViolation(err)) throw new DomainError('memberAlreadyEnrolled');
    throw err;
  }
}

/** POST /edu/enterprise/enrol: members by id; a row's line is its position in `userIds`, from 1. */
export async function enrolMembers(
  db: Db,
  news: News,
  actor: Actor,
  body: { courseId: string; sessionId?: string; userIds: string[]; dryRun: boolean },
  lang: Lang,
  now: Date = new Date(),
) {
  const e = await approvedOf(db, actor);
  const ids = body.userIds.map(Number);
  const byId = new Map(
    (await membersByIds(db, actor.tenantId, e.id, [...new Set(ids)])).map((m) => [m.userId, m]),
  );
  const errors = new RowErrors(lang);
  const rows = ids.map((id, i) => {
    const member = byId.get(id);
    if (!member) errors.add(i + 1, 'notEnterpriseMember');
    return { lineNum: i + 1, member };
  });
  return enrolRows(db, news, actor, e, target(body), rows, errors, now);
}

const target = (q: { courseId: string; sessionId?: string; dryRun: boolean | string }) => ({
  courseId: Number(q.courseId),
  sessionId: q.sessionId === undefined ? undefined : Number(q.sessionId),
  dryRun: q.dryRun === true || q.dryRun === 'true',
});

/**
 * POST /edu/enterprise/enrol/import: members by the sheet's 姓名/Name and 手机号/Mobile (the member template):
 * the mobile finds the member, and a name given must be that member's.
 */
export async function enrolImport(
  db: Db,
  news: News,
  actor: Actor,
  file: Buffer,
  q: { courseId: string; sessionId?: string; dryRun: string },
  lang: Lang,
  now: Date = new Date(),
) {
  const e = await approvedOf(db, actor);
  const sheet = await readSheet(file, 'member');
  const phones = sheet.map((r) => r.cell('手机号'));
  const byPhone = new Map(
    (
      await inSlices([...new Set(phones.filter(Boolean))], (slice) =>
        membersByPhones(db, actor.tenantId, e.id, slice),
      )
    ).map((m) => [m.phone, m]),
  );
  const errors = new RowErrors(lang);
  const rows = sheet.map((r, i) => {
    const phone = phones[i] ?? '';
    const name = r.cell('姓名');
    const member = phone ? byPhone.get(phone) : undefined;
    const problem: MessageKey | undefined = !phone
      ? 'memberMobileRequired'
      : !member
        ? 'notEnterpriseMember'
        : name && member.name !== name
          ? 'memberNameMismatch'
          : undefined;
    if (problem) errors.add(r.lineNum, problem);
    return { lineNum: r.lineNum, member: problem ? undefined : member };
  });
  return enrolRows(db, news, actor, e, target(q), rows, errors, now);
}

/** GET /edu/enterprise/enrol/template: the member sheet in the caller's language. */
export async function enrolTemplate(db: Db, actor: Actor, lang: Lang) {
  await mineOf(db, actor);
  return {
    body: await template('member', lang),
    fileName: lang === 'zh' ? '企业报名导入模板.xlsx' : 'enrol-members.xlsx',
  };
}
