import { randomInt } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MS,
  SMS_PER_PHONE_PER_DAY,
  SMS_PER_SOURCE_PER_DAY,
  SMS_PER_SOURCE_PER_MINUTE,
  SMS_RESEND_SECONDS,
} from '@contract/constants';
import { CAPTCHA_REQUIRED } from '@contract/constants';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { DomainError } from '../../lib/domain-error';
import type { Lang } from '../../lib/messages';
import type { SmsGateway } from '../channel';
import * as repo from './sms.repo';

const DAY_MS = 24 * 3600 * 1000;

/** Codes are stored hashed with their tenant and phone, so a row read elsewhere gives nothing away. */
const codeHash = (tenantId: number, phone: string, code: string) => sha256(`${tenantId}:${phone}:${code}`);

const text = (lang: Lang, code: string) =>
  lang === 'en'
    ? `Your verification code is ${code}. It is valid for ${SMS_CODE_TTL_MS / 60000} minutes. ` +
      'If you did not ask for it, ignore this message.'
    : `您的验证码是 ${code}，${SMS_CODE_TTL_MS / 60000} 分钟内有效。如非本人操作，请忽略本短信。`;

/** Seconds until the phone may get another code (0: now). Asked before the puzzle, so nobody solves one in vain. */
export async function secondsUntilResend(db: Db, tenantId: number, phone: string, now = Date.now()) {
  const last = await repo.lastSentAt(db, tenantId, phone);
  return last ? Math.max(0, Math.ceil((last.getTime() + SMS_RESEND_SECONDS * 1000 - now) / 1000)) : 0;
}

/** The resend wait's refusal: the seconds left ride along, so the form counts down what the server counts. */
const tooSoon = (retryAfter: number) => new DomainError('smsTooFrequent', {}, 200, { retryAfter });

export type SendRequest = {
  tenantId: number;
  phone: string;
  /** true: the phone must belong to a user (login, reset); false: it must not (registration, a new number). */
  registered: boolean;
  source: string;
  lang: Lang;
};

/**
 * Sends a code: the phone's state checked, then the limits (one code a minute per phone, per source
 * address a minute and a day, per phone a day), then one live code per phone. A gateway failure leaves nothing.
 */
export async function sendCode(db: Db, gateway: SmsGateway, req: SendRequest, now = new Date()) {
  const owner = await repo.userByPhone(db, req.tenantId, req.phone);
  if (req.registered && !owner) throw new DomainError('smsPhoneUnknown');
  if (!req.registered && owner) throw new DomainError('smsPhoneTaken');
  const wait = await secondsUntilResend(db, req.tenantId, req.phone, now.getTime());
  if (wait > 0) throw tooSoon(wait);
  const since = (ms: number) => new Date(now.getTime() - ms);
  if (
    (await repo.sentSince(db, { source: req.source }, since(60_000))) >= SMS_PER_SOURCE_PER_MINUTE ||
    (await repo.sentSince(db, { source: req.source }, since(DAY_MS))) >= SMS_PER_SOURCE_PER_DAY ||
    (await repo.sentSince(db, req, since(DAY_MS))) >= SMS_PER_PHONE_PER_DAY
  )
    throw new DomainError('smsTooFrequent');
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const row = await repo.replaceCode(db, {
    tenantId: req.tenantId,
    phone: req.phone,
    codeHash: codeHash(req.tenantId, req.phone, code),
    source: req.source.slice(0, 64),
    sentAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
  });
  try {
    await gateway.send({ to: req.phone, text: text(req.lang, code), code });
  } catch {
    await repo.forgetCode(db, row.id);
    throw new DomainError('smsFailed');
  }
  return true as const;
}

/**
 * pig's "send me a code": the resend wait is told first (nobody solves a puzzle in vain), then a solved captcha is
 * used up (`captchaSolved`: true when captchas are off), then the code is sent. Without a solved puzzle the answer
 * carries CAPTCHA_REQUIRED, which tells a client to show the puzzle and send again with its verification.
 */
export async function requestCode(
  db: Db,
  gateway: SmsGateway,
  captchaSolved: (verification: string | undefined) => Promise<boolean>,
  req: SendRequest & { verification: string | undefined },
) {
  const wait = await secondsUntilResend(db, req.tenantId, req.phone);
  if (wait > 0) throw tooSoon(wait);
  if (!(await captchaSolved(req.verification)))
    throw new DomainError('captchaRequired', {}, 200, CAPTCHA_REQUIRED);
  return sendCode(db, gateway, req);
}

/**
 * Uses the phone's live code if `code` is it. A wrong code counts a try (the fifth kills it); the right one works
 * once. Throws 'smsCodeInvalid' otherwise, without saying which of these it was.
 */
export async function useSmsCode(db: Db, tenantId: number, phone: string, code: string): Promise<void> {
  const live = await repo.liveCode(db, tenantId, phone);
  if (!live) throw new DomainError('smsCodeInvalid');
  if (live.codeHash !== codeHash(tenantId, phone, code)) {
    await repo.wrongTry(db, live.id);
    throw new DomainError('smsCodeInvalid');
  }
  if (!(await repo.useCode(db, live.id))) throw new DomainError('smsCodeInvalid');
}

/** The tenant's live user with this phone number, or nothing (who a code sent to a phone signs in as). */
export const userByPhone = repo.userByPhone;
