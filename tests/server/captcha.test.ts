import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIECE_WIDTH, PUZZLE_HEIGHT, PUZZLE_WIDTH } from '@contract/captcha-rules';
import { sysCaptcha } from '../../src/server/db/schema';
import { MIN_X } from '../../src/server/modules/captcha/puzzle.service';
import {
  consumeVerification,
  PUZZLE_TTL_MS,
  TOLERANCE_PX,
  VERIFICATION_TTL_MS,
} from '../../src/server/modules/captcha/captcha.service';
import { basic, buildTestApp, enc } from './helpers';

type Images = { originalImageBase64: string; jigsawImageBase64: string; token: string; secretKey: null };
type Reply<T> = {
  code: number;
  msg: string | null;
  data: { repCode: string; repData: T | null; success: boolean };
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function create(path = '/api/admin/code/create?captchaType=blockPuzzle') {
  const res = await app.inject({ method: 'GET', url: path });
  expect(res.statusCode).toBe(200);
  const body = res.json<Reply<Images>>();
  expect(body).toMatchObject({ code: 0, data: { repCode: '0000', success: true } });
  return body.data.repData!;
}

const holeOf = async (token: string) => {
  const [row] = await app.database.db.select().from(sysCaptcha).where(eq(sysCaptcha.token, token));
  return row!;
};

/** pig's UI: POST with everything in the query string, no body. */
async function check(token: string, x: number) {
  const q = new URLSearchParams({
    captchaType: 'blockPuzzle',
    token,
    pointJson: JSON.stringify({ x, y: 5 }),
  });
  const res = await app.inject({ method: 'POST', url: `/api/admin/code/check?${q.toString()}` });
  expect(res.statusCode).toBe(200);
  return res.json<Reply<{ captchaVerification: string }>>().data;
}

async function solved() {
  const { token } = await create();
  const { x } = await holeOf(token);
  const answer = await check(token, x + 1.5);
  expect(answer.repCode).toBe('0000');
  return answer.repData!.captchaVerification;
}

describe('GET /code/create', () => {
  it('answers aj-captcha’s shape in pig’s envelope: a 310×155 background, a 47×155 piece, not the place', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/code/create?captchaType=blockPuzzle' });
    const data = res.json<Reply<Images>>().data;
    expect(Object.keys(data.repData!).sort()).toEqual(
      ['captchaType', 'jigsawImageBase64', 'originalImageBase64', 'secretKey', 'token'].sort(),
    );
    expect(res.body).not.toMatch(/"[xy]"\s*:/);
    expect(data.repData!.secretKey).toBeNull();
    const bg = await sharp(Buffer.from(data.repData!.originalImageBase64, 'base64')).metadata();
    const piece = await sharp(Buffer.from(data.repData!.jigsawImageBase64, 'base64')).metadata();
    expect([bg.format, bg.width, bg.height]).toEqual(['png', PUZZLE_WIDTH, PUZZLE_HEIGHT]);
    expect([piece.format, piece.width, piece.height, piece.hasAlpha]).toEqual([
      'png',
      PIECE_WIDTH,
      PUZZLE_HEIGHT,
      true,
    ]);
  });

  it('serves pig’s micro-service path too, without a tenant header, and a new place each time', async () => {
    const places = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const { token } = await create('/api/auth/code/create');
      const { x } = await holeOf(token);
      expect(x).toBeGreaterThanOrEqual(MIN_X);
      expect(x).toBeLessThanOrEqual(PUZZLE_WIDTH - PIECE_WIDTH);
      places.add(x);
    }
    expect(places.size).toBeGreaterThan(1);
  });

  it('cuts the piece from where the hole is shaded: at the stored x the piece matches the darkened hole', async () => {
    const images = await create();
    const { x, y } = await holeOf(images.token);
    const bg = await sharp(Buffer.from(images.originalImageBase64, 'base64')).ensureAlpha().raw().toBuffer();
    const piece = await sharp(Buffer.from(images.jigsawImageBase64, 'base64')).ensureAlpha().raw().toBuffer();
    // The mean difference between the hole's pixels and the piece's, darkened as the hole is, at a given left.
    const misfit = (left: number) => {
      let sum = 0;
      let n = 0;
      for (let row = 0; row < PUZZLE_HEIGHT; row++)
        for (let col = 0; col < PIECE_WIDTH; col++) {
          const p = (row * PIECE_WIDTH + col) * 4;
          if (piece[p + 3] !== 255) continue;
          const b = (row * PUZZLE_WIDTH + left + col) * 4;
          for (let c = 0; c < 3; c++) sum += Math.abs(bg[b + c]! - piece[p + c]! * 0.45);
          n += 3;
        }
      return sum / n;
    };
    // The piece is opaque only in its tile's rows.
    const opaqueRows = new Set<number>();
    for (let i = 3; i < piece.length; i += 4)
      if (piece[i] === 255) opaqueRows.add(Math.floor(i / 4 / PIECE_WIDTH));
    expect(Math.min(...opaqueRows)).toBeGreaterThanOrEqual(y);
    expect(Math.max(...opaqueRows)).toBeLessThan(y + 50);
    const atHole = misfit(x);
    expect(atHole).toBeLessThan(12);
    for (let left = 0; left <= PUZZLE_WIDTH - PIECE_WIDTH; left += 7)
      if (Math.abs(left - x) > 10) expect(misfit(left)).toBeGreaterThan(atHole);
  });

  it('serves only the slider kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/code/create?captchaType=clickWord' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1 });
  });
});

describe('POST /code/check', () => {
  it(`passes within ${TOLERANCE_PX} px of the hole, with aj-captcha’s verification (token---pointJson)`, async () => {
    const { token } = await create();
    const { x } = await holeOf(token);
    const dropped = x - TOLERANCE_PX + 0.25;
    const answer = await check(token, dropped);
    expect(answer).toMatchObject({ repCode: '0000', success: true });
    expect(answer.repData!.captchaVerification).toBe(`${token}---${JSON.stringify({ x: dropped, y: 5 })}`);
  });

  it('fails outside the tolerance, and that puzzle cannot be tried again', async () => {
    const { token } = await create();
    const { x } = await holeOf(token);
    const wrong = await check(token, x + TOLERANCE_PX + 1);
    expect(wrong).toMatchObject({ repCode: '6111', success: false, repData: null });
    expect(await check(token, x)).toMatchObject({ repCode: '6110', success: false });
  });

  it('checks a puzzle once: a second right answer fails too', async () => {
    const { token } = await create();
    const { x } = await holeOf(token);
    expect((await check(token, x)).repCode).toBe('0000');
    expect((await check(token, x)).repCode).toBe('6110');
  });

  it(`fails after ${PUZZLE_TTL_MS / 60000} minutes, and for a token never made`, async () => {
    const { token } = await create();
    const { x } = await holeOf(token);
    await app.database.db
      .update(sysCaptcha)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysCaptcha.token, token));
    expect((await check(token, x)).repCode).toBe('6110');
    expect((await check('0'.repeat(32), x)).repCode).toBe('6110');
  });

  it('takes a JSON body as well, in the caller’s language; a pointJson without x uses the puzzle up', async () => {
    const { token } = await create();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/code/check',
      headers: { 'accept-language': 'en' },
      payload: { token, pointJson: 'not json', captchaType: 'blockPuzzle' },
    });
    expect(res.json()).toMatchObject({ code: 0, data: { repCode: '6111', repMsg: 'Verification failed' } });
    const { x } = await holeOf(token);
    expect((await check(token, x)).repCode).toBe('6110');
    const missing = await app.inject({ method: 'POST', url: '/api/admin/code/check', payload: { token } });
    expect(missing.statusCode).toBe(400);
  });
});

describe('consumeVerification', () => {
  it('accepts a solved puzzle’s verification once', async () => {
    const verification = await solved();
    expect(await consumeVerification(app.database.db, verification)).toBe(true);
    expect(await consumeVerification(app.database.db, verification)).toBe(false);
  });

  it('refuses a made-up, altered, missing or unsolved verification', async () => {
    const verification = await solved();
    const db = app.database.db;
    expect(await consumeVerification(db, undefined)).toBe(false);
    expect(await consumeVerification(db, '')).toBe(false);
    expect(await consumeVerification(db, `${'a'.repeat(32)}---{"x":100,"y":5}`)).toBe(false);
    expect(await consumeVerification(db, verification.replace(/"x":[\d.]+/, '"x":1'))).toBe(false);
    const { token } = await create();
    const { x } = await holeOf(token);
    expect(await consumeVerification(db, `${token}---${JSON.stringify({ x, y: 5 })}`)).toBe(false);
    const wrong = `${token}---${JSON.stringify({ x: x + 20, y: 5 })}`;
    await check(token, x + 20);
    expect(await consumeVerification(db, wrong)).toBe(false);
    // The real one still works after all that.
    expect(await consumeVerification(db, verification)).toBe(true);
  });

  it(`refuses a verification older than ${VERIFICATION_TTL_MS / 60000} minutes`, async () => {
    const verification = await solved();
    const later = new Date(Date.now() + VERIFICATION_TTL_MS + 1000);
    expect(await consumeVerification(app.database.db, verification, 'on', later)).toBe(false);
    expect(await consumeVerification(app.database.db, verification)).toBe(true);
  });

  it('accepts anything when captchas are off', async () => {
    expect(await consumeVerification(app.database.db, undefined, 'off')).toBe(true);
  });
});

/** A password login as client `app` (seeded with captcha_flag '1'), with the captcha's parameters if given. */
function appLogin(target: FastifyInstance, captcha: { randomStr?: string; code?: string } = {}) {
  const q = new URLSearchParams({ grant_type: 'password', scope: 'server', username: 'admin', ...captcha });
  return target.inject({
    method: 'POST',
    url: `/api/admin/oauth2/token?${q.toString()}`,
    headers: { authorization: basic('app'), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password: enc('Admin@2026') }).toString(),
  });
}

describe('the password grant of a client whose captcha_flag is on', () => {
  it('refuses a login without a solved puzzle, or with a made-up one, in pig’s failure shape', async () => {
    for (const captcha of [{}, { randomStr: 'blockPuzzle' }, { randomStr: 'blockPuzzle', code: 'x---{}' }]) {
      const res = await appLogin(app, captcha);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 1, msg: '验证失败', data: 'captcha_invalid' });
    }
  });

  it('accepts a solved puzzle once, and only as randomStr=blockPuzzle', async () => {
    const verification = await solved();
    expect((await appLogin(app, { randomStr: 'math', code: verification })).statusCode).toBe(401);
    // Refused above without using it up: the puzzle is checked only for its own randomStr.
    const res = await appLogin(app, { randomStr: 'blockPuzzle', code: verification });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'admin', client_id: 'app' });
    const again = await appLogin(app, { randomStr: 'blockPuzzle', code: verification });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ data: 'captcha_invalid' });
  });

  it('checks the captcha before the password: a wrong password still uses the puzzle up', async () => {
    const verification = await solved();
    const q = new URLSearchParams({
      grant_type: 'password',
      scope: 'server',
      username: 'admin',
      randomStr: 'blockPuzzle',
      code: verification,
    });
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/admin/oauth2/token?${q.toString()}`,
      headers: { authorization: basic('app'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: enc('not-the-password') }).toString(),
    });
    expect(wrong.json()).toMatchObject({ data: 'bad_credentials' });
    expect((await appLogin(app, { randomStr: 'blockPuzzle', code: verification })).statusCode).toBe(401);
  });

  it('asks nothing of the seeded `pig` client (captcha_flag 0)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/oauth2/token?grant_type=password&scope=server&username=admin',
      headers: { authorization: basic('pig'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: enc('Admin@2026') }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('CAPTCHA=off', () => {
  let off: FastifyInstance;
  beforeAll(async () => {
    off = await buildTestApp({ CAPTCHA: 'off' });
  });
  afterAll(() => off.close());

  it('serves no puzzle (repData null: nothing to solve) and lets every login through', async () => {
    const res = await off.inject({ method: 'GET', url: '/api/admin/code/create?captchaType=blockPuzzle' });
    expect(res.json()).toEqual({
      code: 0,
      msg: null,
      data: { repCode: '0000', repMsg: null, repData: null, success: true },
    });
    expect((await appLogin(off)).statusCode).toBe(200);
    expect((await appLogin(off, { randomStr: 'blockPuzzle', code: 'anything' })).statusCode).toBe(200);
  });
});
