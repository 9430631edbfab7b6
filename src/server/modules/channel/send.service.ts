import {
  emailValueSchema,
  smsValueSchema,
  webhookValueSchema,
  type ChannelType,
  type EmailTest,
  type HookTest,
  type SmsTest,
} from '@contract/channel';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError, found } from '../../lib/domain-error';
import { message, type Lang, type MessageKey } from '../../lib/messages';
import { ChannelFailure, smsGatewayOf } from './channel.adapter';
import * as repo from './channel.repo';
import { storedValue } from './channel.service';
import { sendHook } from './hook.adapter';
import { mailSenderOf, renderMail } from './mail.adapter';

/**
 * "Send a test" (pig's /admin/sysMessage/send/{sms,email,hook}): through the channel named by its id (any status:
 * staff try one before enabling it) or by its business code (enabled ones only, as pig's). A gateway that fails
 * answers code 1 with its reason in the caller's language, never a stack trace.
 */

export type SendContext = { db: Db; tenantId: number; dataDir: string; lang: Lang };

const KINDS: Record<ChannelType, MessageKey> = {
  sms: 'channelKindSms',
  email: 'channelKindEmail',
  webhook: 'channelKindWebhook',
};

/** The channel a test goes through, its settings read by the kind's schema. */
async function channelOf<S extends z.ZodType>(
  c: SendContext,
  type: ChannelType,
  schema: S,
  which: { id?: string; bizCode?: string },
) {
  let row: repo.ChannelRow | undefined;
  if (which.id !== undefined) {
    const byId = await repo.byId(c.db, c.tenantId, Number(which.id));
    row = found(byId?.configType === type ? byId : undefined, 'channelNotFound');
  } else {
    const key = which.bizCode ?? '';
    [row] = await repo.matching(c.db, c.tenantId, { configType: type, configKey: key, configStatus: '1' }, 1);
    if (!row) throw new DomainError('channelMissing', { key, kind: message(c.lang, KINDS[type]) });
  }
  const value = schema.safeParse(storedValue(row));
  if (!value.success) throw new DomainError('channelStoredUnreadable');
  return { row, value: value.data };
}

/** Runs a send; a gateway's failure becomes the envelope's message, in the caller's language. */
async function sending(lang: Lang, send: () => Promise<void>) {
  try {
    await send();
  } catch (err) {
    if (!(err instanceof ChannelFailure)) throw err;
    throw new DomainError('channelSendFailed', { reason: message(lang, err.key, err.params) });
  }
  return true as const;
}

/** A test text to each mobile; the request's `params` ride along in the text (and `code` as the code). */
export async function testSms(c: SendContext, b: SmsTest) {
  const { row, value } = await channelOf(c, 'sms', smsValueSchema, b);
  const params = Object.entries(b.params ?? {})
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');
  const text = message(c.lang, 'channelTestSms', { name: row.configName, params }).trim();
  const code = b.params?.code === undefined ? '' : String(b.params.code);
  return sending(c.lang, async () => {
    const gateway = smsGatewayOf(value, c.dataDir);
    for (const to of b.mobiles) await gateway.send({ to, text, code });
  });
}

/** A test mail: the channel's body template filled from `htmlValues`, or a line saying what it is. */
export async function testMail(c: SendContext, b: EmailTest) {
  const { row, value } = await channelOf(c, 'email', emailValueSchema, b);
  const html = value.html
    ? renderMail(value.html, b.htmlValues)
    : renderMail('<p>${line}</p>', { line: message(c.lang, 'channelTestMail', { name: row.configName }) });
  return sending(c.lang, () =>
    mailSenderOf(value, c.dataDir).send({
      to: b.mailAddress,
      cc: b.ccList,
      bcc: b.bccList,
      subject: b.title,
      html,
    }),
  );
}

/** A test message to the webhook, in the platform's format. */
export async function testHook(c: SendContext, b: HookTest) {
  const { value } = await channelOf(c, 'webhook', webhookValueSchema, b);
  return sending(c.lang, () =>
    sendHook(value, {
      type: b.messageType,
      title: b.messageTitle,
      content: b.messageContent,
      url: b.messageUrl,
      picUrl: b.picUrl,
      noticeAll: b.noticeAll,
      phones: b.phoneList,
    }),
  );
}
