import type { Message, MessageKind, Unread } from '@contract/message';
import { BELL_LATEST, MESSAGE_KINDS } from '@contract/message';
import { MESSAGE_CATEGORY } from '@contract/message-rules';
import type { Permission } from '@contract/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Lang } from '../../lib/messages';
import type { News } from '../../lib/news';
import { formatTime, page } from '../../lib/wire';
import { isNoticeKind, noticeLink, renderNotice, type NoticeKind } from './notice.rules';
import * as repo from './message.repo';

/**
 * Notices as their readers see them (their list, the bell, read flags), and `notify`: how the other modules send
 * one when something happens. Every write that gives someone a message or changes what they have unread says
 * `messages-changed` with the keys of those people, so each process's live streams push their new count.
 */

/** Beyond this many people a change is said of the whole tenant (`tenant:*`): the bus carries short news. */
const KEYS_MAX = 100;

/** Tells every process that these people of the tenant (or all of them) have something new to count. */
export async function announce(news: News, tenantId: number, users: readonly number[] | 'all') {
  if (users === 'all' || users.length > KEYS_MAX) return news.publish('messages-changed', [`${tenantId}:*`]);
  if (users.length)
    await news.publish(
      'messages-changed',
      [...new Set(users)].map((u) => `${tenantId}:${u}`),
    );
}

const flag = (v: string) => (v === '1' ? '1' : '0');
const KINDS = new Set<string>(MESSAGE_KINDS);

/** One message on the wire; a system notice's title and content are rendered in the reader's language. */
export function messageView(m: repo.MessageRow, lang: Lang, readFlag?: string): Message {
  const kind = (KINDS.has(m.kind) ? m.kind : 'announcement') as MessageKind;
  const text = isNoticeKind(kind) ? renderNotice(lang, kind, m.params) : m;
  return {
    id: String(m.id),
    category: m.category === MESSAGE_CATEGORY.notice ? '1' : '0',
    title: text.title,
    content: text.content,
    sendFlag: flag(m.sendFlag),
    allFlag: flag(m.allFlag),
    sort: m.sort,
    kind,
    link: m.link,
    createBy: m.createBy,
    createTime: formatTime(m.createTime) ?? '',
    ...(readFlag === undefined ? {} : { readFlag: flag(readFlag) }),
  };
}

/** Who a notice goes to: the tenant's holders of a permission (staff's work), or these users. */
export type Recipients = { permission: Permission } | { userIds: number[] };
export type Notice = {
  tenantId: number;
  kind: NoticeKind;
  /** The facts it is rendered from; empty values are left out. */
  params: Record<string, string | number | null | undefined>;
  recipients: Recipients;
};

const TITLE_MAX = 255;

/**
 * Sends a notice at once (category '1', sort 0): one message, its recipients in one INSERT … SELECT (holders of a
 * permission through their roles' menu grants), and the news of who got it. A notice nobody receives is not
 * kept. Call it with the transaction of the write it tells of, so a write that fails leaves no notice, and with
 * news held until that transaction commits (lib/news.ts `afterCommit`).
 */
export async function notify(db: Db, news: News, n: Notice): Promise<void> {
  const { tenantId, kind, recipients } = n;
  if ('userIds' in recipients && !recipients.userIds.length) return;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(n.params)) if (v !== null && v !== undefined) params[k] = String(v);
  // Stored in Chinese for pig's console; our readers get it rendered in their own language.
  const zh = renderNotice('zh', kind, params);
  const m = await repo.insertMessage(db, {
    tenantId,
    category: MESSAGE_CATEGORY.notice,
    kind,
    params,
    title: zh.title.slice(0, TITLE_MAX),
    content: zh.content,
    link: noticeLink(kind, params),
    sendFlag: '1',
    allFlag: '0',
    sort: 0,
  });
  const users =
    'permission' in recipients
      ? await repo.deliverByPermission(db, m.id, tenantId, recipients.permission)
      : await repo.deliverTo(db, m.id, tenantId, [...new Set(recipients.userIds)]);
  if (!users.length) return void (await repo.removeMessage(db, m.id));
  await announce(news, tenantId, users);
}

/** GET /sysMessage/user/page: the caller's sent messages. */
export async function mine(
  db: Db,
  actor: Actor,
  lang: Lang,
  q: { category?: string; readFlag?: string; current: number; size: number },
) {
  const { rows, total } = await repo.userPage(db, actor.tenantId, actor.userId, q);
  return page(
    rows.map((r) => messageView(r.message, lang, r.readFlag)),
    total,
    q.current,
    q.size,
  );
}

/** GET /sysMessage/user/unread: the bell — how many are unread and the latest of them. */
export async function unread(db: Db, actor: Actor, lang: Lang): Promise<Unread> {
  const { rows, total } = await repo.userPage(db, actor.tenantId, actor.userId, {
    readFlag: '0',
    current: 1,
    size: BELL_LATEST,
  });
  return { count: total, latest: rows.map((r) => messageView(r.message, lang, r.readFlag)) };
}

/** POST /sysMessage/read?id= (one of the caller's own) and /read/all: idempotent; news only when one changed. */
export async function read(db: Db, news: News, actor: Actor, msgId?: number) {
  const changed = await repo.markRead(db, actor.tenantId, actor.userId, msgId);
  if (changed) await announce(news, actor.tenantId, [actor.userId]);
  return true as const;
}

/** The live streams' counts: each of these users' unread messages. */
export const unreadCounts = (db: Db, tenantId: number, userIds: number[]) =>
  repo.unreadCounts(db, tenantId, userIds);
