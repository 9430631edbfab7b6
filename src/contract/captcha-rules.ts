/**
 * The slider captcha (pig's `blockPuzzle`, aj-captcha's wire shapes): sizes and codes the server draws and checks
 * with and the PWA lays out and answers with. Zod-free, so the portal may import it.
 */

/** pig's `captchaType` (and the token endpoint's `randomStr`) for the slider puzzle. */
export const BLOCK_PUZZLE = 'blockPuzzle';

/** The background, in image pixels: aj-captcha's 310 × 155; `pointJson.x` is measured in these pixels. */
export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
/** The piece's image is a column this wide and the background's height (aj-captcha: 47 of 310). */
export const PIECE_WIDTH = 47;

/** aj-captcha's repCode: '0000' success; a failed check and an unknown or used token have their own. */
export const REP_OK = '0000';
export const REP_CHECK_FAILED = '6111';
export const REP_INVALID = '6110';

/** aj-captcha's answer inside pig's envelope (`data`). */
export type CaptchaReply<T> = { repCode: string; repMsg: string | null; repData: T | null; success: boolean };

export type PuzzleImages = {
  /** The background with the hole shaded, PNG base64 (no data: prefix, as aj-captcha). */
  originalImageBase64: string;
  /** The piece on a transparent column PIECE_WIDTH × PUZZLE_HEIGHT, PNG base64. */
  jigsawImageBase64: string;
  token: string;
  /** aj-captcha's AES key for pointJson; never sent here, so pointJson is plain JSON `{"x":…,"y":…}`. */
  secretKey: null;
  captchaType: typeof BLOCK_PUZZLE;
};

export type PuzzleChecked = {
  token: string;
  /** `token---pointJson`, what aj-captcha clients compute themselves: used once at the token endpoint. */
  captchaVerification: string;
  result: true;
};
