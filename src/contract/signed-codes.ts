/**
 * The two signed codes of check-in, in one place for the server that issues them and the staff
 * devices that check them offline:
 * - personal ticket `PXT1.<tenant>.<session>.<enrolment>.<user>.<sig>`, shown by the attendee;
 * - session QR `PXQ1.<tenant>.<session>.<issuedAtSeconds>.<sig>`, shown by the staff display (inside a
 *   /sign/home?qr= link, so a phone camera opens it).
 * sig = the first 22 characters of base64url(HMAC-SHA256(session secret, the part before it)).
 *
 * The HMAC itself comes from the runtime (node:crypto on the server, crypto-js in the browser, loaded on first
 * use): the contract depends on zod only. Everything else (bodies, encoding, length, comparison) is here.
 */

const TICKET_PREFIX = 'PXT1';
const SESSION_QR_PREFIX = 'PXQ1';
const SIGNATURE_CHARS = 22;

export type Ticket = { tenantId: string; sessionId: string; enrolmentId: string; userId: string };
export type SessionQr = { tenantId: string; sessionId: string; issuedAtSec: number };
/** A parsed code: its fields, the signed part and the signature it carries. */
export type Signed<T> = T & { body: string; sig: string };

type Id = string | number;
export const ticketBody = (t: { tenantId: Id; sessionId: Id; enrolmentId: Id; userId: Id }) =>
  `${TICKET_PREFIX}.${t.tenantId}.${t.sessionId}.${t.enrolmentId}.${t.userId}`;
const sessionQrBody = (q: { tenantId: Id; sessionId: Id; issuedAtSec: number }) =>
  `${SESSION_QR_PREFIX}.${q.tenantId}.${q.sessionId}.${q.issuedAtSec}`;

const SIG = `([A-Za-z0-9_-]{${SIGNATURE_CHARS}})`;
const TICKET = new RegExp(
  `^${TICKET_PREFIX}\\.(\\d{1,19})\\.(\\d{1,19})\\.(\\d{1,19})\\.(\\d{1,19})\\.${SIG}$`,
);
const SESSION_QR = new RegExp(`^${SESSION_QR_PREFIX}\\.(\\d{1,19})\\.(\\d{1,19})\\.(\\d{9,11})\\.${SIG}$`);

export function parseTicket(input: string): Signed<Ticket> | null {
  const m = TICKET.exec(input.trim());
  if (!m) return null;
  const [, tenantId = '', sessionId = '', enrolmentId = '', userId = '', sig = ''] = m;
  const ticket = { tenantId, sessionId, enrolmentId, userId };
  return { ...ticket, body: ticketBody(ticket), sig };
}

/** The bare payload, or any URL that carries it as ?qr= (a phone camera opens the URL). */
export function parseSessionQr(input: string): Signed<SessionQr> | null {
  const raw = /[?&]qr=([^&#]+)/.exec(input)?.[1];
  const m = SESSION_QR.exec(raw ? decodeURIComponent(raw) : input.trim());
  if (!m) return null;
  const [, tenantId = '', sessionId = '', issued = '', sig = ''] = m;
  const qr = { tenantId, sessionId, issuedAtSec: Number(issued) };
  return { ...qr, body: sessionQrBody(qr), sig };
}

/** HMAC-SHA256 of `message` under `secret`, in standard base64. */
export type HmacSha256Base64 = (secret: string, message: string) => string;

/** Compares in time independent of where the strings differ (a signature check must not leak a prefix). */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export function createSigner(hmac: HmacSha256Base64) {
  const signature = (secret: string, body: string) =>
    hmac(secret, body).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, SIGNATURE_CHARS);
  return {
    signature,
    ticket: (secret: string, t: { tenantId: Id; sessionId: Id; enrolmentId: Id; userId: Id }) => {
      const body = ticketBody(t);
      return `${body}.${signature(secret, body)}`;
    },
    sessionQr: (secret: string, q: { tenantId: Id; sessionId: Id; issuedAtSec: number }) => {
      const body = sessionQrBody(q);
      return `${body}.${signature(secret, body)}`;
    },
    /** Whether a parsed code was signed with `secret`. */
    verify: (secret: string, code: { body: string; sig: string }) =>
      sameText(signature(secret, code.body), code.sig),
  };
}
export type Signer = ReturnType<typeof createSigner>;
