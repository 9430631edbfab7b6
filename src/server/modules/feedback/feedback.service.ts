import type { Feedback, FeedbackStatus } from '@contract/enterprise';
import { feedbackContentIssue } from '@contract/enterprise';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found } from '../../lib/domain-error';
import { formatTime, page } from '../../lib/wire';
import { byAdmin } from '../enterprise/enterprise.repo';
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

/**
 * Feedback from any signed-in person; an enterprise admin's carries its enterprise. A draft queued offline is sent
 * with its client key: sending it again answers the feedback it already made, never a second one.
 */
export async function send(
  db: Db,
  actor: Actor,
  body: { category: string; content: string; attachments: string[]; clientId?: string },
) {
  const issue = feedbackContentIssue(body.content);
  if (issue) throw new DomainError(issue === 'tooLong' ? 'feedbackTooLong' : 'feedbackContentRequired');
  const again = async () =>
    body.clientId ? repo.byClientId(db, actor.tenantId, actor.userId, body.clientId) : undefined;
  const earlier = await again();
  if (earlier) return feedbackView(earlier);
  const enterprise = await byAdmin(db, actor.tenantId, actor.userId);
  const row =
    (await repo.insert(db, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      enterpriseId: enterprise?.id ?? null,
      clientId: body.clientId ?? null,
      category: body.category,
      content: body.content,
      attachments: body.attachments,
      createBy: actor.username,
    })) ?? (await again());
  return feedbackView(found(row, 'notFound'));
}

export async function mine(db: Db, actor: Actor, q: { status?: string; current: number; size: number }) {
  const { rows, total } = await repo.pageOfUser(db, actor.tenantId, actor.userId, q);
  return page(rows.map(feedbackView), total, q.current, q.size);
}
