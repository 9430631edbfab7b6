import type { VerifyAnswer } from '@contract/certificate';
import { message, type Lang, type MessageKey } from '../../lib/messages';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

const STATE_KEY = {
  valid: 'verifyStateValid',
  expired: 'verifyStateExpired',
  revoked: 'verifyStateRevoked',
  replaced: 'verifyStateReplaced',
} as const satisfies Record<string, MessageKey>;

/**
 * The public verify page: server-made HTML with its style inline and no script, so it opens in any browser or a
 * chat app's viewer, without the app, in a few kilobytes. Colours hold WCAG AA contrast on white.
 */
export function verifyPage(answer: VerifyAnswer, lang: Lang, switchHref: string): string {
  const say = (key: MessageKey, params?: Record<string, string>) => escape(message(lang, key, params));
  const row = (key: MessageKey, value: string) =>
    `<tr><th scope="row">${say(key)}</th><td>${value}</td></tr>`;
  let body: string;
  if (!answer.exists)
    body = `<p class="note" role="status">${say('verifyUnknown', { number: answer.number })}</p>`;
  else if (!answer.checked)
    body = `<p class="note" role="status">${say('verifyExistsOnly', { number: answer.number })}</p>`;
  else {
    const state = answer.state ?? 'valid';
    const rows = [
      row('verifyNumber', escape(answer.number)),
      row('verifyHolder', `${escape(answer.holderName ?? '')}`),
      row('verifyCourse', escape(answer.courseTitle ?? '')),
      row('verifyHours', String(answer.creditHours ?? '')),
      row('verifyCompleted', escape(answer.completedOn ?? '')),
      row('verifyExpires', answer.expiresOn ? escape(answer.expiresOn) : say('verifyNoExpiry')),
      row('verifyIssuer', escape(answer.issuer ?? '')),
    ];
    if (answer.revokeReason) rows.push(row('verifyRevokeReason', escape(answer.revokeReason)));
    if (answer.replacedBy)
      rows.push(row('verifyState', say('verifyReplacedBy', { number: answer.replacedBy })));
    if (answer.signingKey)
      rows.push(
        row(
          'verifySigningKey',
          `Ed25519 · <code>${escape(answer.signingKey.kid)}</code><br><code class="key">` +
            `${escape(answer.signingKey.x)}</code><br><a href="/.well-known/jwks.json">${say('verifyKeysLink')}</a>`,
        ),
      );
    body =
      `<p class="state ${state}" role="status">${say(STATE_KEY[state])}</p>` +
      `<table>${rows.join('')}</table><p class="small">${say('verifyNameNote')}</p>`;
  }
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${say('verifyTitle')} ${escape(answer.number)}</title><style>
body{margin:0;font:16px/1.6 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;
color:#1f1f1f;background:#f5f5f5}
main{max-width:560px;margin:24px auto;padding:24px;background:#fff;border-radius:8px}
h1{font-size:22px;margin:0 0 16px}nav{text-align:right}a{color:#0958d9}
.state{font-size:20px;font-weight:700;padding:8px 12px;border-radius:6px;margin:0 0 16px}
.valid{background:#f6ffed;color:#135200}.expired{background:#fffbe6;color:#614700}
.revoked,.replaced{background:#fff1f0;color:#a8071a}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e8e8e8;vertical-align:top}
th{width:8em;color:#434343;font-weight:600}code{font-size:13px}.key{word-break:break-all}
.small{font-size:14px;color:#595959}.note{margin:0}
</style></head><body><main>
<nav><a href="${escape(switchHref)}" lang="${lang === 'en' ? 'zh-CN' : 'en'}">${say('verifySwitch')}</a></nav>
<h1>${say('verifyTitle')}</h1>${body}</main></body></html>`;
}
