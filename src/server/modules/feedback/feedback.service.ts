import type { Feedback, FeedbackAdminRow, FeedbackSortField } from '@contract/feedback';
import type { FeedbackStatus } from '@contract/enterprise-rules';
import { FEEDBACK_CATEGORY_DICT, FEEDBACK_REPLY_MAX, feedbackContentIssue } from '@contract/enterprise-rules';
import { PERMISSIONS } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found } from '../../lib/domain-error';
import type { MessageKey } from '../../lib/messages';
import { afterCommit, type News } from '../../lib/news';
import { formatTime, page } from '../../lib/wire';
import { privateStoredFile } from '../file';
import { byAdmin } from '../enterprise';
import { notify } from '../message';
import * as repo from './feedback.repo';

export const feedbackView = (r: repo.FeedbackRow): Feedback => ({
  id: String(r.id),
  category: r.category,
  content: r.content,
  attachments: r.attachments,
  enterpriseId: r.enterpriseId === null ? null : String(r.enterpriseId),
  status: r.status as FeedbackStatus,
  reply: r.reply,
  replyTime: formatTime(r.replyTime),
  createTime: formatTime(r.createTime) ?? '',
});

/** How much of a text a notice quotes. */
const EXCERPT = 100;

/**
 * Feedback from any signed-in person; an enterprise admin's carries its enterprise. A draft queued offline is sent
 * with its client key: sending it again answers the feedback it already made, never a second one. Staff who
 * reply (edu_feedback_reply) are sent a notice with it.
 */
export async function send(
  db: Db,
  news: News,
  actor: Actor,
  body: { category: string; content: string; attachments: string[]; clientId?: string },
) {
  const issue = feedbackContentIssue(body.content);
  if (issue) throw new DomainError(issue === 'tooLong' ? 'feedbackTooLong' : 'feedbackContentRequired');
  const again = async () =>
    body.clientId ? repo.byClientId(db, actor.tenantId, actor.userId, body.clientId) : undefined;
  const earlier = await again();
  if (earlier) return feedbackView(earlier);
  if (!(await repo.isDictItem(db, actor.tenantId, FEEDBACK_CATEGORY_DICT, body.category)))
    throw new DomainError('feedbackCategoryUnknown');
  // Attachments: documents this user uploaded in this tenant (by the document upload rules), each once.
  const attachments = [...new Set(body.attachments)];
  const own = await repo.ownDocuments(db, actor.tenantId, actor.username, attachments);
  if (own.length !== attachments.length) throw new DomainError('feedbackAttachmentUnknown');
  const enterprise = await byAdmin(db, actor.tenantId, actor.userId);
  const created = await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const row = await repo.insert(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        enterpriseId: enterprise?.id ?? null,
        clientId: body.clientId ?? null,
        category: body.category,
        content: body.content,
        attachments,
        createBy: actor.username,
      });
      if (row)
        await notify(tx, held, {
          tenantId: actor.tenantId,
          kind: 'feedback-sent',
          params: {
            feedbackId: row.id,
            who: enterprise ? `${actor.username} / ${enterprise.name}` : actor.username,
            excerpt: body.content.slice(0, EXCERPT),
          },
          recipients: { permission: PERMISSIONS.feedbackReply },
        });
      return row;
    }),
  );
  return feedbackView(found(created ?? (await again()), 'notFound'));
}

export async function mine(db: Db, actor: Actor, q: { status?: string; current: number; size: number }) {
  const { rows, total } = await repo.pageOfUser(db, actor.tenantId, actor.userId, q);
  return page(rows.map(feedbackView), total, q.current, q.size);
}

type InboxRow = Awaited<ReturnType<typeof repo.inboxPage>>['rows'][number];
const inboxView = (r: InboxRow): FeedbackAdminRow => ({
  ...feedbackView(r.feedback),
  userId: String(r.feedback.userId),
  username: r.username ?? '',
  name: r.name,
  enterpriseName: r.enterpriseName,
  replyBy: r.feedback.replyBy,
});

/** Staff's inbox (edu_feedback_view). */
export async function inbox(
  db: Db,
  tenantId: number,
  q: repo.InboxFilter & {
    current: number;
    size: number;
    ascs?: FeedbackSortField[];
    descs?: FeedbackSortField[];
  },
) {
  const { rows, total } = await repo.inboxPage(db, tenantId, {
    ...q,
    sort: { ascs: q.ascs, descs: q.descs },
  });
  return page(rows.map(inboxView), total, q.current, q.size);
}

/** How many feedbacks staff's inbox holds with this filter (the console home counts the open ones). */
export const inboxCount = repo.inboxTotal;

/**
 * Staff's moves (edu_feedback_reply): a reply (of an open or replied feedback: a second reply replaces the
 * first) makes it replied; open or replied → closed; closed → open. Each is one conditional update, so two staff
 * at once cannot step past the rules. A reply is sent to the sender as a notice, with the update.
 */
export async function reply(db: Db, news: News, actor: Actor, body: { id: string; reply: string }) {
  const text = body.reply.trim();
  if (!text) throw new DomainError('feedbackReplyRequired');
  if (text.length > FEEDBACK_REPLY_MAX) throw new DomainError('feedbackReplyTooLong');
  const row = await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const moved = await repo.transition(tx, actor.tenantId, Number(body.id), ['open', 'replied'], {
        status: 'replied',
        reply: text,
        replyBy: actor.username,
        replyTime: new Date(),
        updateBy: actor.username,
      });
      if (moved)
        await notify(tx, held, {
          tenantId: actor.tenantId,
          kind: 'feedback-answered',
          params: {
            feedbackId: moved.id,
            reply: text.slice(0, EXCERPT),
            enterprise: moved.enterpriseId === null ? '0' : '1',
          },
          recipients: { userIds: [moved.userId] },
        });
      return moved;
    }),
  );
  return feedbackView(row ?? (await refusal(db, actor.tenantId, body.id, 'feedbackClosed')));
}

export async function close(db: Db, actor: Actor, id: string) {
  const row = await repo.transition(db, actor.tenantId, Number(id), ['open', 'replied'], {
    status: 'closed',
    updateBy: actor.username,
  });
  return feedbackView(row ?? (await refusal(db, actor.tenantId, id, 'feedbackAlreadyClosed')));
}

export async function reopen(db: Db, actor: Actor, id: string) {
  const row = await repo.transition(db, actor.tenantId, Number(id), ['closed'], {
    status: 'open',
    updateBy: actor.username,
  });
  return feedbackView(row ?? (await refusal(db, actor.tenantId, id, 'feedbackNotClosed')));
}

/** Why a move found nothing to move: the feedback is not there (404), or not in a state it moves from. */
async function refusal(db: Db, tenantId: number, id: string, key: MessageKey): Promise<never> {
  found(await repo.byId(db, tenantId, Number(id)), 'feedbackNotFound');
  throw new DomainError(key);
}

/** An attachment of a feedback, for staff who read the inbox and for its sender; 404 to anyone else. */
export async function attachment(db: Db, actor: Actor, id: number, fileName: string) {
  const row = await repo.byId(db, actor.tenantId, id);
  const allowed =
    row &&
    row.attachments.includes(fileName) &&
    (row.userId === actor.userId || (await actor.can(PERMISSIONS.feedbackView)));
  const file = allowed ? await repo.fileOf(db, actor.tenantId, fileName) : undefined;
  const stored = file && privateStoredFile(file);
  if (!stored) throw new DomainError('fileNotFound', {}, 404);
  return stored;
}
