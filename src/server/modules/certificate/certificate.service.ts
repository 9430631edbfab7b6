import { randomInt } from 'node:crypto';
import {
  chinaDay,
  CHECK_CODE_LENGTH,
  certificateNumber,
  maskName,
  tenantOfNumber,
  verifyLink,
  type CertificateState,
} from '@contract/certificate-rules';
import type { Certificate, VerifyAnswer } from '@contract/certificate';
import type { Actor } from '../../lib/actor';
import { DomainError } from '../../lib/domain-error';
import type { Db } from '../../db/client';
import { formatTime } from '../../lib/wire';
import * as repo from './certificate.repo';
import { signClaims } from './signing.service';
import type { eduCertificate } from '../../db/schema';
import { afterCommit, type News } from '../../lib/news';
import { notify, type Notice } from '../message';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** Random, from an alphabet without look-alikes (0/O, 1/l/I): read aloud or typed from paper without a slip. */
const newCheckCode = () =>
  Array.from({ length: CHECK_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** What a stored certificate is now: expired is read from its expiry, in China's day. */
export function stateOf(row: repo.CertificateRow, today = chinaDay()): CertificateState {
  if (row.status === 'revoked' || row.status === 'replaced') return row.status;
  return row.expiresOn && today > row.expiresOn ? 'expired' : 'valid';
}

export type IssueRequest = {
  userId: number;
  courseId: number;
  how: 'rule' | 'manual';
  reason?: string;
  completedOn?: string;
  expiresOn?: string | null;
  by?: string;
};

/**
 * Issues the learner's certificate of the course, once: when one is live (valid or revoked) it is answered, not
 * another made, also when two processes issue at the same moment (a unique index decides; the loser reads the
 * winner's). Its number comes from the tenant's yearly counter; a number lost to that race is simply not used.
 * The learner's notice goes with the insert that made it, in its transaction: one notice, never one for the loser.
 */
export async function issue(
  db: Db,
  news: News,
  tenantId: number,
  req: IssueRequest,
): Promise<{ row: repo.CertificateRow; made: boolean }> {
  const existing = await repo.liveOf(db, tenantId, req.userId, req.courseId);
  if (existing) return { row: existing, made: false };
  const { user, course } = await repo.subjectOf(db, tenantId, req.userId, req.courseId);
  if (!user) throw new DomainError('certificateUserNotFound');
  if (!course) throw new DomainError('certificateCourseNotFound');
  // Numbered and signed before the transaction, so the counter's row is not held while the insert waits.
  const values = await signed(db, tenantId, {
    ...req,
    holderName: user.name?.trim() || user.username,
    courseTitle: course.title,
    creditHours: course.creditHours,
  });
  const made = await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const row = await repo.insertOnce(tx, values);
      if (row) await notify(tx, held, issuedNotice(row));
      return row;
    }),
  );
  if (made) return { row: made, made: true };
  const winner = await repo.liveOf(db, tenantId, req.userId, req.courseId);
  if (!winner) throw new DomainError('certificateNotIssued');
  return { row: winner, made: false };
}

/** The learner's notice of a certificate issued to them, or reissued in place of `old`. */
const issuedNotice = (row: repo.CertificateRow, old?: string): Notice => ({
  tenantId: row.tenantId,
  kind: 'certificate-issued',
  params: { number: row.number, course: row.courseTitle, courseId: row.courseId, old },
  recipients: { userIds: [row.userId] },
});

/** A new certificate's row: its number from the tenant's yearly counter, a check code, its signed claims. */
async function signed(
  db: Db,
  tenantId: number,
  c: IssueRequest & { holderName: string; courseTitle: string; creditHours: number },
): Promise<typeof eduCertificate.$inferInsert> {
  const now = new Date();
  const completedOn = c.completedOn ?? chinaDay(now);
  const year = Number(completedOn.slice(0, 4));
  const number = certificateNumber(tenantId, year, await repo.nextSequence(db, tenantId, year));
  const { kid, token } = await signClaims(db, tenantId, {
    n: number,
    h: c.holderName,
    c: c.courseTitle,
    ch: c.creditHours,
    d: completedOn,
    e: c.expiresOn ?? null,
    s: 'valid',
    iat: Math.floor(now.getTime() / 1000),
  });
  return {
    tenantId,
    number,
    checkCode: newCheckCode(),
    userId: c.userId,
    courseId: c.courseId,
    holderName: c.holderName,
    courseTitle: c.courseTitle,
    creditHours: c.creditHours,
    completedOn,
    expiresOn: c.expiresOn ?? null,
    issuedHow: c.how,
    issueReason: c.reason ?? null,
    token,
    kid,
    createBy: c.by ?? null,
  };
}

/** Staff revoke a valid certificate, with the reason verification shows. */
export async function revoke(db: Db, actor: Actor, id: number, reason: string) {
  const row = await repo.byId(db, actor.tenantId, id);
  if (!row) throw new DomainError('certificateNotFound', {}, 404);
  if (row.status !== 'valid') throw new DomainError('certificateNotValid');
  const done = await repo.revoke(db, actor.tenantId, id, reason, actor.username);
  if (!done) throw new DomainError('certificateNotValid');
  return done;
}

/**
 * Staff reissue a certificate (a corrected name, a new template): a new number and check code with today's facts
 * of the learner and course; the old one says "replaced by" the new, and the learner is told the new number. In
 * one transaction: never both, never none.
 */
export async function reissue(db: Db, news: News, actor: Actor, id: number, reason: string) {
  return afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const old = await repo.byId(tx, actor.tenantId, id);
      if (!old || old.status === 'replaced') throw new DomainError('certificateNotFound', {}, 404);
      const { user, course } = await repo.subjectOf(tx, actor.tenantId, old.userId, old.courseId);
      // Marked first, so the unique index makes room for the new one.
      if (!(await repo.markReplaced(tx, actor.tenantId, old.id, actor.username)))
        throw new DomainError('certificateNotFound', {}, 404);
      const row = await repo.insertOnce(
        tx,
        await signed(tx, actor.tenantId, {
          userId: old.userId,
          courseId: old.courseId,
          how: 'manual',
          reason,
          completedOn: old.completedOn,
          expiresOn: old.expiresOn,
          holderName: user?.name?.trim() || user?.username || old.holderName,
          courseTitle: course?.title ?? old.courseTitle,
          creditHours: course?.creditHours ?? old.creditHours,
          by: actor.username,
        }),
      );
      if (!row) throw new DomainError('certificateNotIssued');
      await repo.markReplacedBy(tx, old.id, row.number);
      await notify(tx, held, issuedNotice(row, old.number));
      return row;
    }),
  );
}

/** A certificate as its holder sees it; `origin` is where the verify page is served. */
export const toCertificate = (row: repo.CertificateRow, origin: string): Certificate => ({
  id: String(row.id),
  number: row.number,
  courseId: String(row.courseId),
  courseTitle: row.courseTitle,
  holderName: row.holderName,
  creditHours: row.creditHours,
  completedOn: row.completedOn,
  expiresOn: row.expiresOn,
  state: stateOf(row),
  revokeReason: row.revokeReason,
  replacedBy: row.replacedBy,
  verifyLink: verifyLink(origin, row.number, row.checkCode, row.token),
  issuedAt: formatTime(row.createTime) ?? '',
});

export async function mine(db: Db, actor: Actor, origin: string) {
  const rows = await repo.ofUser(db, actor.tenantId, actor.userId);
  return rows.map((r) => toCertificate(r, origin));
}

/**
 * What anyone may learn of a number: with its check code, the facts (the name masked); without, only whether it
 * exists. The tenant is read from the number itself.
 */
export async function verify(db: Db, number: string, checkCode: string | undefined): Promise<VerifyAnswer> {
  const none: VerifyAnswer = {
    number,
    exists: false,
    checked: false,
    state: null,
    holderName: null,
    courseTitle: null,
    creditHours: null,
    completedOn: null,
    expiresOn: null,
    issuer: null,
    revokeReason: null,
    replacedBy: null,
    signingKey: null,
  };
  const tenantId = tenantOfNumber(number);
  const row = tenantId === null ? undefined : await repo.byNumber(db, number);
  if (!row || row.tenantId !== tenantId) return none;
  if (!checkCode || !sameCode(checkCode, row.checkCode)) return { ...none, exists: true };
  return {
    number,
    exists: true,
    checked: true,
    state: stateOf(row),
    holderName: maskName(row.holderName),
    courseTitle: row.courseTitle,
    creditHours: row.creditHours,
    completedOn: row.completedOn,
    expiresOn: row.expiresOn,
    issuer: await repo.tenantName(db, row.tenantId),
    revokeReason: row.status === 'revoked' ? row.revokeReason : null,
    replacedBy: row.status === 'replaced' ? row.replacedBy : null,
    signingKey: await repo.publicKey(db, row.kid).then((k) => (k ? { kid: k.kid, x: k.jwk.x } : null)),
  };
}

/** Compared in constant time for equal lengths, so the answer's timing does not spell the code out. */
function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
