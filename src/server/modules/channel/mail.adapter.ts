import type { EmailValue } from '@contract/channel';
import { appendOutbox, ChannelFailure, GATEWAY_TIMEOUT_S } from './channel.adapter';

export type Mail = { to: string[]; cc: string[]; bcc: string[]; subject: string; html: string };

/** Where a mail goes: SMTP (nodemailer) when the channel names a host, else the outbox file. */
export interface MailSender {
  readonly name: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A channel's body template with its `${name}` placeholders filled (escaped); unknown ones are left empty. */
export const renderMail = (template: string, values: Record<string, string | number | boolean> = {}) =>
  template.replace(/\$\{\s*(\w+)\s*\}/g, (_, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(String(values[name])) : '',
  );

/** A nodemailer error as the gateway's reason: no answer in time, a refusal (login, address), or unreachable. */
function failureOf(err: unknown): ChannelFailure {
  const e = err as { code?: string; response?: string; message?: string };
  const detail = (e.response ?? e.message ?? 'error').slice(0, 200);
  if (e.code === 'ETIMEDOUT') return new ChannelFailure('channelTimeout', { s: String(GATEWAY_TIMEOUT_S) });
  if (e.code === 'EAUTH' || e.code === 'EENVELOPE' || e.code === 'EMESSAGE')
    return new ChannelFailure('channelRefused', { detail });
  return new ChannelFailure('channelUnreachable', { detail });
}

/** Each mail one JSON line of DATA_DIR/outbox/mail.jsonl: nobody receives anything. */
const outboxMail = (dataDir: string, from: string | undefined): MailSender => ({
  name: 'outbox',
  send: (m) => appendOutbox(dataDir, 'mail.jsonl', { from: from ?? null, ...m }),
});

function smtpMail(v: EmailValue & { smtpServer: string }): MailSender {
  const secure = v.isSSL === '1';
  const auth = v.isAuth !== '0' && v.username ? { user: v.username, pass: v.password ?? '' } : undefined;
  return {
    name: 'smtp',
    async send(m) {
      // Loaded only where a channel names an SMTP host.
      const nodemailer = (await import('nodemailer')).default;
      const transport = nodemailer.createTransport({
        host: v.smtpServer,
        port: v.port ?? (secure ? 465 : 587),
        secure,
        auth,
        connectionTimeout: GATEWAY_TIMEOUT_S * 1000,
        greetingTimeout: GATEWAY_TIMEOUT_S * 1000,
        socketTimeout: 2 * GATEWAY_TIMEOUT_S * 1000,
      });
      try {
        await transport.sendMail({
          from: v.from ?? v.username,
          to: m.to,
          cc: m.cc,
          bcc: m.bcc,
          subject: m.subject,
          html: m.html,
        });
      } catch (err) {
        throw failureOf(err);
      } finally {
        transport.close();
      }
    },
  };
}

/** The sender of a configured e-mail channel. */
export const mailSenderOf = (v: EmailValue, dataDir: string): MailSender =>
  v.smtpServer ? smtpMail({ ...v, smtpServer: v.smtpServer }) : outboxMail(dataDir, v.from ?? v.username);
