import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Lang, MessageKey } from '../../lib/messages';
import { afterCommit, type News } from '../../lib/news';
import { formatTime } from '../../lib/wire';
import { notify, renderNotice, type Notice } from '../message';
import type { SmsGateway } from '../channel';
import * as repo from './reminder.repo';
import { MAX_ATTEMPTS, retryDelayMs } from './reminder.rules';

/**
 * Sending a claimed reminder job, exactly once. A notice is written in the same transaction that marks its job
 * sent, with the job's row locked: a second sender waits and then finds it sent. A text cannot share a transaction
 * with a gateway: the job is marked as being handed over first, then handed over with its key, then marked sent.
 * A crash between leaves the mark, and whoever takes the job next asks the gateway whether that key went (the
 * outbox can tell; a webhook's receiver dedupes on the key) before sending again.
 */

export type SendDeps = {
  news: News;
  /** The tenant's SMS gateway (the channel staff set, else the server's default). */
  gatewayOf: (tenantId: number) => Promise<SmsGateway>;
  log: FastifyBaseLogger;
  /** How long a claim holds a job; a hand-over older than this is taken for a crashed one's. */
  leaseMs: number;
};
/**
 * A process's lease: four of its looks, and never less than a slow gateway's hand-over (a webhook's 5 s), so a
 * text being handed over is not taken for a crashed one's.
 */
export const leaseFor = (tickMs: number) => Math.max(4 * tickMs, 6_000);

const MINUTE = 60_000;
const short = (d: Date) => (formatTime(d) ?? '').slice(5, 16);
/** The minute a job's key says its session started or its exam closed (`kind:ref:minute:…`). */
const keyMinute = (job: repo.JobRow) => Number(job.dedupeKey.split(':')[2]);

type Content = { kind: Notice['kind']; params: Record<string, string> };
type Check = { content: Content; lang?: Lang; phone: string | null; texts: boolean } | { skip: MessageKey };

/** Whether the job still stands (what it reminds of is still coming, the person still concerned), and its words. */
async function check(db: Db, job: repo.JobRow, now: Date): Promise<Check> {
  if (job.kind === 'exam') {
    const exam = await repo.examFacts(db, job.tenantId, job.refId);
    if (!exam?.closeAt) return { skip: 'reminderSkippedGone' };
    if (Math.floor(exam.closeAt.getTime() / MINUTE) !== keyMinute(job))
      return { skip: 'reminderSkippedMoved' };
    if (exam.closeAt <= now) return { skip: 'reminderSkippedPast' };
    const [who] = await repo.examRecipients(
      db,
      job.tenantId,
      { examId: job.refId, courseId: exam.courseId },
      job.userId,
    );
    if (!who) return { skip: 'reminderSkippedDone' };
    const params = {
      course: exam.course,
      exam: exam.title,
      time: short(exam.closeAt),
      examId: String(job.refId),
    };
    return { content: { kind: 'exam-closing', params }, phone: who.phone, texts: who.smsReminders };
  }
  const session = await repo.sessionFacts(db, job.tenantId, job.refId);
  if (!session) return { skip: 'reminderSkippedGone' };
  if (job.kind === 'session' && Math.floor(session.startAt.getTime() / MINUTE) !== keyMinute(job))
    return { skip: 'reminderSkippedMoved' };
  if (session.startAt <= now) return { skip: 'reminderSkippedPast' };
  const [who] = await repo.sessionRecipients(db, job.tenantId, job.refId, job.userId);
  if (!who) return { skip: 'reminderSkippedCancelled' };
  const params = {
    course: session.course,
    session: session.title,
    time: short(session.startAt),
    venue: session.venue,
    sessionId: String(job.refId),
  };
  return { content: { kind: 'session-reminder', params }, phone: who.phone, texts: who.smsReminders };
}

const ended = (status: 'sent' | 'skipped' | 'failed', error: string | null, at: Date) => ({
  status,
  error,
  lockedUntil: null,
  sendingSince: null,
  ...(status === 'sent' ? { sentAt: at } : {}),
});

async function sendNotice(db: Db, deps: SendDeps, id: number, now: Date) {
  await afterCommit(deps.news, (held) =>
    db.transaction(async (tx) => {
      const job = await repo.lockJob(tx, id);
      if (job?.status !== 'queued') return;
      const c = await check(tx, job, now);
      if ('skip' in c) return repo.updateJob(tx, id, ended('skipped', c.skip, now));
      await notify(tx, held, { tenantId: job.tenantId, ...c.content, recipients: { userIds: [job.userId] } });
      await repo.updateJob(tx, id, ended('sent', null, now));
    }),
  );
}

async function sendText(db: Db, deps: SendDeps, id: number, now: Date) {
  // 1. Mark the hand-over (or find the job ended, skipped, or in another sender's hands).
  const claim = await db.transaction(async (tx) => {
    const job = await repo.lockJob(tx, id);
    if (job?.status !== 'queued') return null;
    if (job.sendingSince && now.getTime() - job.sendingSince.getTime() < deps.leaseMs) return null;
    const c = await check(tx, job, now);
    if ('skip' in c) return void (await repo.updateJob(tx, id, ended('skipped', c.skip, now)));
    const skip = !c.texts ? 'reminderSkippedOptedOut' : !c.phone ? 'calendarNoPhone' : null;
    if (skip) return void (await repo.updateJob(tx, id, ended('skipped', skip, now)));
    await repo.updateJob(tx, id, { sendingSince: now });
    const lang = (await repo.langOf(tx, job.tenantId, job.userId)) ?? 'zh';
    return {
      job,
      phone: c.phone ?? '',
      text: renderNotice(lang, c.content.kind, c.content.params).content,
      unknown: !!job.sendingSince,
    };
  });
  if (!claim) return;
  const key = `t${claim.job.tenantId}:${claim.job.dedupeKey}`;
  try {
    const gateway = await deps.gatewayOf(claim.job.tenantId);
    const already = claim.unknown && (await gateway.sentBefore?.(key));
    if (!already) await gateway.send({ to: claim.phone, text: claim.text, code: '', key });
    await repo.updateJob(db, id, ended('sent', null, new Date()));
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 255);
    deps.log.warn({ job: id, attempt: claim.job.attempts, reason }, 'reminder text not sent');
    await repo.updateJob(
      db,
      id,
      claim.job.attempts >= MAX_ATTEMPTS
        ? ended('failed', reason, now)
        : {
            error: reason,
            sendingSince: null,
            lockedUntil: null,
            dueAt: new Date(now.getTime() + retryDelayMs(claim.job.attempts)),
          },
    );
  }
}

/** Sends one claimed job on its channel. A failure of the database is left to the lease: the job comes back. */
export async function sendJob(db: Db, deps: SendDeps, job: repo.JobRow, now: Date): Promise<void> {
  if (job.channel === 'sms') await sendText(db, deps, job.id, now);
  else await sendNotice(db, deps, job.id, now);
}
