import { randomBytes } from 'node:crypto';
import { BLOCK_PUZZLE, type PuzzleChecked, type PuzzleImages } from '@contract/captcha-rules';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { makePuzzle } from './puzzle.service';
import * as repo from './captcha.repo';

/**
 * The slider captcha (pig's blockPuzzle with aj-captcha's wire shapes): a puzzle is made on the server, checked
 * once within its life, and a solved one gives a verification that one login or one SMS send uses up.
 */

/** A puzzle must be solved within this time of being made (aj-captcha: 2 minutes). */
export const PUZZLE_TTL_MS = 2 * 60_000;
/** A solved puzzle's verification works this long after the check. */
export const VERIFICATION_TTL_MS = 3 * 60_000;
/** How far (image pixels) the piece may land from the hole and still count (aj-captcha's slip offset). */
export const TOLERANCE_PX = 5;
/** aj-captcha's separator between the token and the pointJson in a captchaVerification. */
const SEPARATOR = '---';

/** `on` (the default) or `off` (CAPTCHA=off: every puzzle passes; for automated tests and kiosks). */
export type CaptchaMode = 'on' | 'off';

let made = 0;

/** A new puzzle, its hole's place kept here; every 100th call also forgets puzzles long expired. */
export async function createPuzzle(db: Db, now = new Date()): Promise<PuzzleImages> {
  const puzzle = await makePuzzle();
  const token = randomBytes(16).toString('hex');
  await repo.insertPuzzle(db, {
    token,
    x: puzzle.x,
    y: puzzle.y,
    expiresAt: new Date(now.getTime() + PUZZLE_TTL_MS),
  });
  if (++made % 100 === 0) await repo.purgeBefore(db, new Date(now.getTime() - VERIFICATION_TTL_MS - 60_000));
  return {
    originalImageBase64: puzzle.background.toString('base64'),
    jigsawImageBase64: puzzle.piece.toString('base64'),
    token,
    secretKey: null,
    captchaType: BLOCK_PUZZLE,
  };
}

/** The puzzle a client asks for, or none when captchas are off (every verification then passes). */
export const puzzleFor = async (db: Db, mode: CaptchaMode): Promise<PuzzleImages | null> =>
  mode === 'off' ? null : createPuzzle(db);

/** The `x` of a pointJson (`{"x":123.4,"y":5}`), or null when it is not one. */
export function pointX(pointJson: string): number | null {
  try {
    const point: unknown = JSON.parse(pointJson);
    const x = typeof point === 'object' && point !== null ? (point as { x?: unknown }).x : undefined;
    return typeof x === 'number' && Number.isFinite(x) ? x : null;
  } catch {
    return null;
  }
}

/**
 * Checks where the piece was dropped. The first check of a live puzzle is its only one: 'solved' gives the
 * verification (`token---pointJson`, which aj-captcha clients compute themselves, so pig's own UI works too;
 * the token's 128 random bits make it unguessable), 'wrong' and 'unknown' (never made, expired, checked) none.
 */
export async function checkPuzzle(
  db: Db,
  token: string,
  pointJson: string,
  now = new Date(),
): Promise<{ outcome: 'solved'; value: PuzzleChecked } | { outcome: 'wrong' | 'unknown' }> {
  const captchaVerification = `${token}${SEPARATOR}${pointJson}`;
  const outcome = await repo.checkOnce(db, {
    token,
    // A pointJson without a number still uses the puzzle up, as a wrong answer.
    dx: pointX(pointJson) ?? -1e6,
    tolerance: TOLERANCE_PX,
    verificationHash: sha256(captchaVerification),
    now,
  });
  return outcome === 'solved'
    ? { outcome, value: { token, captchaVerification, result: true } }
    : { outcome };
}

/**
 * Uses a verification once (the token endpoint and the SMS sender call this). True when it comes from a puzzle
 * solved within VERIFICATION_TTL_MS and not used before; always true when captchas are off.
 */
export async function consumeVerification(
  db: Db,
  verification: string | null | undefined,
  mode: CaptchaMode = 'on',
  now = new Date(),
): Promise<boolean> {
  if (mode === 'off') return true;
  if (!verification) return false;
  const at = verification.indexOf(SEPARATOR);
  if (at <= 0) return false;
  return repo.consumeOnce(db, {
    token: verification.slice(0, at),
    verificationHash: sha256(verification),
    solvedAfter: new Date(now.getTime() - VERIFICATION_TTL_MS),
    now,
  });
}
