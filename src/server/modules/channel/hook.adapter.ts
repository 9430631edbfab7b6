import { createHmac } from 'node:crypto';
import type { WebhookValue } from '@contract/channel';
import { ChannelFailure, postJson } from './channel.adapter';

/** A message to a webhook (pig's MessageHookDTO): text, markdown or a link card. */
export type Hook = {
  type: 'text' | 'markdown' | 'link';
  title: string;
  content: string;
  url?: string;
  picUrl?: string;
  noticeAll: boolean;
  phones: string[];
};

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64');

/** The documented addresses of the robots, from their token (a channel's `url` replaces it). */
const ROBOT_URLS = {
  ding_talk: (t: string) => `https://oapi.dingtalk.com/robot/send?access_token=${encodeURIComponent(t)}`,
  byte_talk: (t: string) => `https://open.feishu.cn/open-apis/bot/v2/hook/${encodeURIComponent(t)}`,
  we_talk: (t: string) => `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${encodeURIComponent(t)}`,
} as const;
type Robot = keyof typeof ROBOT_URLS;

/** A robot answers 200 with its own error code: DingTalk and WeCom `errcode`/`errmsg`, Feishu `code`/`msg`. */
function checkRobotAnswer(answer: unknown) {
  const a = (answer ?? {}) as { errcode?: unknown; errmsg?: unknown; code?: unknown; msg?: unknown };
  const refused = (code: unknown, msg: unknown) =>
    new ChannelFailure('channelRefused', {
      detail: `${String(code)} ${typeof msg === 'string' ? msg : ''}`.trim(),
    });
  if (typeof a.errcode === 'number' && a.errcode !== 0) throw refused(a.errcode, a.errmsg);
  if (typeof a.code === 'number' && a.code !== 0) throw refused(a.code, a.msg);
}

const withTitle = (h: Hook) => (h.title ? `${h.title}\n${h.content}` : h.content);
const withLink = (h: Hook) => (h.url ? `${withTitle(h)}\n${h.url}` : withTitle(h));

/** DingTalk's custom robot: its message kinds, @ by mobile, and its signature on the address. */
function dingTalk(h: Hook, url: string, sign: string | null | undefined, now: number) {
  const at = { atMobiles: h.phones, isAtAll: h.noticeAll };
  const body =
    h.type === 'markdown'
      ? { msgtype: 'markdown', markdown: { title: h.title || h.content.slice(0, 20), text: h.content }, at }
      : h.type === 'link'
        ? {
            msgtype: 'link',
            link: { title: h.title, text: h.content, messageUrl: h.url ?? '', picUrl: h.picUrl ?? '' },
          }
        : { msgtype: 'text', text: { content: withTitle(h) }, at };
  const signed = sign
    ? `${url}${url.includes('?') ? '&' : '?'}timestamp=${now}&sign=${encodeURIComponent(hmac(sign, `${now}\n${sign}`))}`
    : url;
  return { url: signed, body };
}

/** Feishu's custom bot: text, or a rich-text post (markdown, link); its signature in the body. */
function feishu(h: Hook, sign: string | null | undefined, now: number) {
  const seconds = Math.floor(now / 1000);
  const signature = sign ? { timestamp: String(seconds), sign: hmac(`${seconds}\n${sign}`, '') } : {};
  if (h.type === 'text') return { ...signature, msg_type: 'text', content: { text: withLink(h) } };
  const lines = [
    [{ tag: 'text', text: h.content }],
    ...(h.url ? [[{ tag: 'a', text: h.url, href: h.url }]] : []),
  ];
  return { ...signature, msg_type: 'post', content: { post: { zh_cn: { title: h.title, content: lines } } } };
}

/** WeCom's group robot: text (@ by mobile, @all), markdown, or a news card for a link. */
function weCom(h: Hook) {
  if (h.type === 'markdown') return { msgtype: 'markdown', markdown: { content: h.content } };
  if (h.type === 'link')
    return {
      msgtype: 'news',
      news: { articles: [{ title: h.title, description: h.content, url: h.url, picurl: h.picUrl }] },
    };
  const mentioned = h.noticeAll ? [...h.phones, '@all'] : h.phones;
  return { msgtype: 'text', text: { content: withTitle(h), mentioned_mobile_list: mentioned } };
}

/**
 * Sends a message through a configured webhook channel. A generic webhook gets pig's fields as JSON, signed with
 * `sign` when set (`X-Webhook-Signature: sha256=<hex HMAC of the body>`); a robot gets its own format.
 */
export async function sendHook(v: WebhookValue, h: Hook, now = Date.now()): Promise<void> {
  if (v.supplier === 'webhook') {
    if (!v.url) throw new ChannelFailure('channelUnsupported', { supplier: v.supplier });
    const body = JSON.stringify({
      messageType: h.type,
      messageTitle: h.title,
      messageContent: h.content,
      messageUrl: h.url ?? null,
      picUrl: h.picUrl ?? null,
      noticeAll: h.noticeAll,
      phoneList: h.phones,
      at: new Date(now).toISOString(),
    });
    const signature = v.sign
      ? { 'X-Webhook-Signature': `sha256=${createHmac('sha256', v.sign).update(body).digest('hex')}` }
      : undefined;
    await postJson(v.url, body, signature);
    return;
  }
  const robot: Robot = v.supplier;
  const base = v.url ?? (v.tokenId ? ROBOT_URLS[robot](v.tokenId) : null);
  if (!base) throw new ChannelFailure('channelUnsupported', { supplier: v.supplier });
  const { url, body } =
    robot === 'ding_talk'
      ? dingTalk(h, base, v.sign, now)
      : { url: base, body: robot === 'byte_talk' ? feishu(h, v.sign, now) : weCom(h) };
  checkRobotAnswer(await postJson(url, JSON.stringify(body)));
}
