import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsValue } from '@contract/channel';
import type { MessageKey } from '../../lib/messages';

/** Why a gateway did not take a message: a message key with its facts, worded in the caller's language. */
export class ChannelFailure extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
  }
}

/** How long a gateway has to answer. */
export const GATEWAY_TIMEOUT_S = 5;
/** The most of a gateway's answer read (to see a robot's error code): a gateway cannot make us read more. */
const ANSWER_MAX = 64 * 1024;

/** Appends one JSON line to DATA_DIR/outbox/<file> (the default drivers: for trying and testing only). */
export async function appendOutbox(dataDir: string, file: string, record: object) {
  const dir = join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  await appendFile(join(dir, file), `${JSON.stringify({ ...record, at: new Date().toISOString() })}\n`);
}

const failureOf = (err: unknown): ChannelFailure => {
  const e = err as { name?: string; message?: string; cause?: { message?: string; name?: string } };
  if (e.name === 'TimeoutError' || e.cause?.name === 'TimeoutError')
    return new ChannelFailure('channelTimeout', { s: String(GATEWAY_TIMEOUT_S) });
  return new ChannelFailure('channelUnreachable', {
    detail: (e.cause?.message ?? e.message ?? 'error').slice(0, 200),
  });
};

/** The first ANSWER_MAX bytes of an answer, read as JSON (null when it is not JSON). */
async function answerOf(res: Response): Promise<unknown> {
  const reader = res.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    const chunk = r.value as Uint8Array;
    chunks.push(chunk);
    size += chunk.length;
    if (size >= ANSWER_MAX) {
      await reader.cancel();
      return null;
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs a JSON body; anything but a 2xx within GATEWAY_TIMEOUT_S is a ChannelFailure. Redirects are not followed
 * (a gateway answers where it was configured). Resolves to the answer's JSON, or null.
 */
export async function postJson(url: string, body: string, headers: Record<string, string> = {}) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_S * 1000),
    });
  } catch (err) {
    throw failureOf(err);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new ChannelFailure('channelAnswered', { status: String(res.status) });
  }
  try {
    return await answerOf(res);
  } catch (err) {
    throw failureOf(err);
  }
}

/** A text: `code` a verification code's (or empty); `key`, when given, names the message once and for all. */
export type SmsMessage = { to: string; text: string; code: string; key?: string };

/** Where a text message goes (the same interface as the sms module's): one implementation per kind of gateway. */
export interface SmsGateway {
  readonly name: 'outbox' | 'webhook';
  send(message: SmsMessage): Promise<void>;
  /** Whether a message with this key was handed over already, where the gateway can tell (the outbox can). */
  sentBefore?(key: string): Promise<boolean>;
}

/** Each text one JSON line of DATA_DIR/outbox/sms.jsonl: nobody's phone receives anything. */
export const outboxSms = (dataDir: string): SmsGateway => ({
  name: 'outbox',
  send: (m) => appendOutbox(dataDir, 'sms.jsonl', m),
  async sentBefore(key) {
    const text = await readFile(join(dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
    return text.includes(`"key":${JSON.stringify(key)}`);
  },
});

/**
 * A real gateway behind a webhook: `{to,text,code,at}` POSTed as JSON (with the channel's signature and template
 * when it names them), its secret in a header; anything but a 2xx within 5 s is a failure.
 */
export function webhookSms(
  url: string,
  extra: { secretHeader?: string; secret?: string | null; signature?: string; templateId?: string } = {},
): SmsGateway {
  const headers: Record<string, string> = extra.secret
    ? { [extra.secretHeader ?? 'X-Sms-Secret']: extra.secret }
    : {};
  const named = { signature: extra.signature, templateId: extra.templateId };
  return {
    name: 'webhook',
    async send(m) {
      await postJson(url, JSON.stringify({ ...m, ...named, at: new Date().toISOString() }), headers);
    },
  };
}

/** The default when a tenant configured none: SMS_WEBHOOK_URL, else the outbox (as the sms module's). */
export const envSms = (env: { SMS_WEBHOOK_URL?: string; DATA_DIR: string }): SmsGateway =>
  env.SMS_WEBHOOK_URL ? webhookSms(env.SMS_WEBHOOK_URL) : outboxSms(env.DATA_DIR);

/** Whether this server can send through a configured SMS channel. */
export const smsSends = (v: SmsValue) => v.supplier === 'webhook' || v.supplier === 'outbox';

/** The gateway of a configured SMS channel; a supplier this server cannot use is a ChannelFailure. */
export function smsGatewayOf(v: SmsValue, dataDir: string): SmsGateway {
  if (v.supplier === 'outbox') return outboxSms(dataDir);
  if (v.supplier !== 'webhook' || !v.url)
    throw new ChannelFailure('channelUnsupported', { supplier: v.supplier });
  return webhookSms(v.url, {
    secretHeader: v.secretHeader,
    secret: v.accessKeySecret,
    signature: v.signature,
    templateId: v.templateId,
  });
}
