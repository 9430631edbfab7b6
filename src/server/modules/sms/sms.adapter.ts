import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A text: `code` is a verification code's (empty for a reminder); `key`, when given, names the message once and
 * for all, so a gateway (or the receiver of a webhook) can drop a second hand-over of the same one.
 */
export type SmsMessage = { to: string; text: string; code: string; key?: string };

/** Where a text message goes. One implementation per kind of gateway. */
export interface SmsGateway {
  readonly name: 'outbox' | 'webhook';
  send(message: SmsMessage): Promise<void>;
  /**
   * Whether a message with this key was handed over already, where the gateway can tell (the outbox can; a
   * webhook cannot, and its receiver dedupes on `key`). Asked after a crash left a hand-over's outcome unknown.
   */
  sentBefore?(key: string): Promise<boolean>;
}

/**
 * The default: each message is one JSON line of DATA_DIR/outbox/sms.jsonl, so a fresh start can be tried end to
 * end (`tail -f data/outbox/sms.jsonl`). For trying and testing only: nobody's phone receives anything.
 */
export function outboxGateway(dataDir: string): SmsGateway {
  const dir = join(dataDir, 'outbox');
  return {
    name: 'outbox',
    async send(m) {
      await mkdir(dir, { recursive: true });
      await appendFile(join(dir, 'sms.jsonl'), `${JSON.stringify({ ...m, at: new Date().toISOString() })}\n`);
    },
    async sentBefore(key) {
      const text = await readFile(join(dir, 'sms.jsonl'), 'utf8').catch(() => '');
      return text.includes(`"key":${JSON.stringify(key)}`);
    },
  };
}

/** A real gateway behind a webhook: the same JSON is POSTed; anything but a 2xx within 5 s is a failure. */
export function webhookGateway(url: string, fetchImpl: typeof fetch = fetch): SmsGateway {
  return {
    name: 'webhook',
    async send(m) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...m, at: new Date().toISOString() }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

export const smsGatewayFor = (env: { SMS_WEBHOOK_URL?: string; DATA_DIR: string }): SmsGateway =>
  env.SMS_WEBHOOK_URL ? webhookGateway(env.SMS_WEBHOOK_URL) : outboxGateway(env.DATA_DIR);
