/**
 * The account flows of the login screen's other tabs and the account pages (SMS login, registration, forgotten
 * and expired passwords). Apart from lib/account.ts, so a first visit does not load them: only those screens do.
 */
import {
  BLOCK_PUZZLE,
  REP_OK,
  type CaptchaReply,
  type PuzzleChecked,
  type PuzzleImages,
} from '@contract/captcha-rules';
import { CAPTCHA_REQUIRED, HEADER_SKIP_TOKEN, SMS_LOGIN_SOURCE } from '@contract/constants';
import type { PuzzleCalls } from '@/components/slider-captcha';
import { ApiError, MOBILE_CLIENT, request } from './api-client';
import { loginWithPassword, tokenLogin } from './account';
import { setTenantId } from './storage';

/** pig's mobile login: `mobile=SMS@<phone>` and the code, client `app`. */
export async function loginWithSms(input: { mobile: string; code: string; tenantId: string }) {
  setTenantId(input.tenantId);
  return tokenLogin(MOBILE_CLIENT, {
    mobile: `${SMS_LOGIN_SOURCE}@${input.mobile}`,
    code: input.code,
    grant_type: 'mobile',
  });
}

const noToken = { [HEADER_SKIP_TOKEN]: 'true' };

/** The slider puzzle's calls (pig's blockPuzzle): a new puzzle, and where its piece was dropped. */
export const puzzleCalls: PuzzleCalls = {
  fetch: async () =>
    (
      await request<CaptchaReply<PuzzleImages>>('admin/code/create', {
        searchParams: { captchaType: BLOCK_PUZZLE },
        headers: noToken,
        quiet: true,
      })
    ).repData,
  // Image pixels, as pig's UI sends them.
  check: async (token, x) => {
    const reply = await request<CaptchaReply<PuzzleChecked>>('admin/code/check', {
      method: 'post',
      searchParams: { captchaType: BLOCK_PUZZLE, token, pointJson: JSON.stringify({ x, y: 5 }) },
      headers: noToken,
      quiet: true,
    });
    return reply.repCode === REP_OK && reply.repData ? reply.repData.captchaVerification : null;
  },
};

/** The slider puzzle (loaded when needed) on the server's puzzles: see solveCaptcha. */
export const solvePuzzle = async () =>
  (await import('@/components/slider-captcha')).solveCaptcha(puzzleCalls);

/**
 * Asks the server to text a code. `registered`: the number must belong to an account (login, reset)
 * or must not (registration). A server that wants a solved puzzle first (as pig's does) answers
 * `captcha_required`: the slider is shown and the code asked for again with its verification. Resolves when
 * the code is on its way, with false when the person closed the puzzle; rejects with the server's reason.
 */
export async function sendSmsCode(mobile: string, registered: boolean, tenantId?: string): Promise<boolean> {
  if (tenantId) setTenantId(tenantId);
  const send = (captchaVerification?: string) =>
    request<true>('admin/sysMessage/send/smsCode', {
      searchParams: {
        mobile,
        registered: String(registered),
        ...(captchaVerification ? { captchaType: 'blockPuzzle', captchaVerification } : {}),
      },
      headers: { [HEADER_SKIP_TOKEN]: 'true' },
      quiet: true,
    });
  try {
    await send();
    return true;
  } catch (err) {
    const body = err instanceof ApiError ? (err.body as { data?: unknown } | null) : null;
    if (body?.data !== CAPTCHA_REQUIRED) throw err;
  }
  const verification = await solvePuzzle();
  if (verification === null) return false;
  await send(verification);
  return true;
}

/** The forced change after `credentials_expired` (old password, new twice); then the caller logs in again. */
export async function changeExpiredPassword(input: {
  username: string;
  password: string;
  newPassword: string;
  confirmPassword: string;
}) {
  await request<true>('admin/register/password', {
    method: 'post',
    json: {
      username: input.username,
      password: input.password,
      newpassword1: input.newPassword,
      newpassword2: input.confirmPassword,
    },
    headers: { [HEADER_SKIP_TOKEN]: 'true' },
    quiet: true,
  });
}

/** Whether a username is free in the tenant (asked as the user types on the register form). */
export const usernameAvailable = async (username: string) =>
  (
    await request<{ available: boolean }>('admin/register/check', {
      searchParams: { username },
      headers: { [HEADER_SKIP_TOKEN]: 'true' },
      quiet: true,
    })
  ).available;

/** Creates a learner account, then logs it in with the password just chosen. */
export async function registerAndLogIn(input: {
  username: string;
  password: string;
  phone: string;
  code: string;
  tenantId: string;
}) {
  setTenantId(input.tenantId);
  await request('admin/register/user', {
    method: 'post',
    json: { username: input.username, password: input.password, phone: input.phone, code: input.code },
    headers: { [HEADER_SKIP_TOKEN]: 'true' },
    quiet: true,
  });
  return loginWithPassword(input);
}

/** Forgotten password: the phone's code and the new password twice (then the user logs in with it). */
export async function resetPassword(input: {
  phone: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
  tenantId: string;
}) {
  setTenantId(input.tenantId);
  await request<true>('admin/register/forget', {
    method: 'post',
    json: {
      phone: input.phone,
      code: input.code,
      newpassword1: input.newPassword,
      newpassword2: input.confirmPassword,
    },
    headers: { [HEADER_SKIP_TOKEN]: 'true' },
    quiet: true,
  });
}
