import { z } from 'zod';
import { BLOCK_PUZZLE, PIECE_WIDTH, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './captcha-rules';

/** GET /admin/code/create?captchaType=blockPuzzle (the slider puzzle is the only kind served). */
export const captchaCreateQuerySchema = z.object({
  captchaType: z.literal(BLOCK_PUZZLE).default(BLOCK_PUZZLE),
});

/**
 * POST /admin/code/check: pig's UI sends these in the query string, others may send a JSON or form body; each is
 * bounded. `pointJson` is plain JSON (no secretKey is ever handed out, so nothing is AES-encrypted).
 */
export const captchaCheckParamsSchema = z.object({
  token: z.string().min(1).max(64),
  pointJson: z.string().min(1).max(200),
  captchaType: z.literal(BLOCK_PUZZLE).optional(),
});

const reply = <T extends z.ZodType>(data: T) =>
  z.object({
    repCode: z.string(),
    repMsg: z.string().nullable(),
    repData: data.nullable(),
    success: z.boolean(),
  });

const base64Png = z.string().regex(/^iVBORw0KGgo[A-Za-z0-9+/=]+$/);

const puzzleImagesSchema = z.object({
  originalImageBase64: base64Png.describe(`PNG ${PUZZLE_WIDTH} × ${PUZZLE_HEIGHT}, the hole shaded`),
  jigsawImageBase64: base64Png.describe(`PNG ${PIECE_WIDTH} × ${PUZZLE_HEIGHT}, the piece on transparency`),
  token: z.string(),
  secretKey: z.null(),
  captchaType: z.literal(BLOCK_PUZZLE),
});
/** repData null with success: puzzles are off on this server (CAPTCHA=off), there is nothing to solve. */
export const createReplySchema = reply(puzzleImagesSchema);

export const checkReplySchema = reply(
  z.object({ token: z.string(), captchaVerification: z.string(), result: z.literal(true) }),
);
