import type { MessageDetail, MessageSortField } from '@contract/message';
import { MESSAGE_RECIPIENTS_MAX } from '@contract/message';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { DomainError, found } from '../../lib/domain-error';
import type { Lang } from '../../lib/messages';
import { afterCommit, type News } from '../../lib/news';
import { formatTime, page } from '../../lib/wire';
import * as admin from './admin.repo';
import * as repo from './message.repo';
import { announce, messageView } from './message.service';

/**
 * Staff's side of pig's 站内信 (sys_message_*): the tenant's messages, one with the people it names, announcements
 * written, edited, sent and deleted, and who read one. Every call is the caller's tenant's; another tenant's
 * message is not found (404).
 */

type Input = {
  category: '0' | '1';
  title: string;
  content: string;
  sort: number;
  link?: string | null;
  userList: { id: string }[];
};

const messageOf = async (db: Db, tenantId: number, id: number) =>
  found(await admin.byId(db, tenantId, id), 'messageNotFound');

/** The people an announcement names, each a user of the tenant (else 400 naming the others); none: everyone. */
async function recipientsOf(db: Db, tenantId: number, userList: { id: string }[]) {
  if (!userList.length) return 'all' as const;
  const ids = [...new Set(userList.map((u) => Number(u.id)))];
  const known = new Set(await repo.usersOf(db, tenantId, ids));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new DomainError('messageRecipientsUnknown', { ids: unknown.slice(0, 10).join(', ') }, 400);
  return ids;
}

const fieldsOf = (b: Input, everyone: boolean, by: string) => ({
  category: b.category,
  title: b.title,
  content: b.content,
  sort: b.sort,
  link: b.link ?? null,
  allFlag: everyone ? '1' : '0',
  updateBy: by,
});

/** GET /sysMessage/page */
export async function list(
  db: Db,
  tenantId: number,
  lang: Lang,
  q: {
    title?: string;
    category?: string;
    current: number;
    size: number;
    ascs?: MessageSortField[];
    descs?: MessageSortField[];
  },
) {
  const { rows, total } = await admin.adminPage(db, tenantId, {
    ...q,
    sort: { ascs: q.ascs, descs: q.descs },
  });
  return page(
    rows.map((r) => ({ ...messageView(r.message, lang), recipients: r.recipients })),
    total,
    q.current,
    q.size,
  );
}

/** GET /sysMessage/{id}: with pig's `userList` (empty when it goes to everyone). */
export async function details(db: Db, tenantId: number, lang: Lang, id: number): Promise<MessageDetail> {
  const m = await messageOf(db, tenantId, id);
  const users = m.allFlag === '1' ? [] : await admin.recipientsOf(db, tenantId, id, MESSAGE_RECIPIENTS_MAX);
  return { ...messageView(m, lang), userList: users.map((u) => ({ ...u, id: String(u.id) })) };
}

/** POST /sysMessage: an announcement, not sent yet; its recipients are written with it. */
export async function create(db: Db, actor: Actor, lang: Lang, body: Input) {
  const { tenantId } = actor;
  const who = await recipientsOf(db, tenantId, body.userList);
  const m = await db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      tenantId,
      kind: 'announcement',
      sendFlag: '0',
      ...fieldsOf(body, who === 'all', actor.username),
      createBy: actor.username,
    });
    await repo.deliverTo(tx, row.id, tenantId, who === 'all' ? undefined : who);
    return row;
  });
  return messageView(m, lang);
}

/**
 * PUT /sysMessage: an announcement's new text and recipients (a notice the system sent is not edited). Those still
 * named keep their read flag; of a sent one, the tenant's live counts are told.
 */
export async function update(db: Db, news: News, actor: Actor, lang: Lang, body: Input & { id: string }) {
  const { tenantId } = actor;
  const id = Number(body.id);
  const current = await messageOf(db, tenantId, id);
  if (current.kind !== 'announcement') throw new DomainError('messageNotEditable');
  const who = await recipientsOf(db, tenantId, body.userList);
  const m = await afterCommit(news, (held) =>
    db.transaction(async (tx) => {
      const row = found(
        await admin.updateMessage(tx, tenantId, id, fieldsOf(body, who === 'all', actor.username)),
        'messageNotFound',
      );
      if (who !== 'all') await admin.dropRecipientsBut(tx, tenantId, id, who);
      await repo.deliverTo(tx, id, tenantId, who === 'all' ? undefined : who);
      if (row.sendFlag === '1') await announce(held, tenantId, 'all');
      return row;
    }),
  );
  return messageView(m, lang);
}

/** POST /sysMessage/send?id=: recipients see it from now on (sending again changes nothing). */
export async function send(db: Db, news: News, actor: Actor, id: number) {
  const { tenantId } = actor;
  const m = await messageOf(db, tenantId, id);
  if (m.sendFlag === '1') return true as const;
  await admin.updateMessage(db, tenantId, id, { sendFlag: '1', updateBy: actor.username });
  const users =
    m.allFlag === '1' ? 'all' : await admin.recipientIds(db, tenantId, [id], MESSAGE_RECIPIENTS_MAX);
  await announce(news, tenantId, users);
  return true as const;
}

/** DELETE /sysMessage: the tenant's messages among these ids (others are left alone). */
export async function remove(db: Db, news: News, actor: Actor, ids: number[]) {
  const gone = await admin.removeMessages(db, actor.tenantId, ids, actor.username);
  if (gone.some((m) => m.sendFlag === '1')) await announce(news, actor.tenantId, 'all');
  return true as const;
}

/** GET /sysMessage/user/read/page: who of a message's recipients read it. */
export async function readers(
  db: Db,
  tenantId: number,
  lang: Lang,
  q: { messageId?: string; name?: string; current: number; size: number },
) {
  if (!q.messageId) return page([], 0, q.current, q.size);
  const m = await messageOf(db, tenantId, Number(q.messageId));
  const { title } = messageView(m, lang);
  const { rows, total } = await admin.readPage(db, tenantId, m.id, q);
  return page(
    rows.map((r) => ({
      id: String(r.relation.id),
      msgId: String(r.relation.msgId),
      userId: String(r.relation.userId),
      readFlag: r.relation.readFlag === '1' ? ('1' as const) : ('0' as const),
      title,
      username: r.username,
      name: r.name,
      createTime: formatTime(r.relation.createTime) ?? '',
    })),
    total,
    q.current,
    q.size,
  );
}
