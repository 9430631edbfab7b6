// The CPU of a mid-range phone, on whatever machine runs the benchmark. Chrome's DevTools calibrates its "mid-tier
// mobile" throttling this way (panels/mobile_throttling/CalibrationController.ts): it finds the CPU slowdown at
// which Lighthouse's BenchmarkIndex scores 1000, a Pixel 5's score (264 is a low-tier phone's). A fixed 4× is
// meant for a fast desktop; on a slower machine it emulates a slower phone than it says.
import type { Browser, CDPSession, Page } from '@playwright/test';

/** DevTools' score of a mid-tier phone (Pixel 5). */
export const MID_TIER_SCORE = 1000;

/**
 * Lighthouse's BenchmarkIndex, measured the same way in our words, over 0.8 s (Lighthouse takes 1 s, DevTools'
 * calibration 0.25 s): for half the time, strings of 10,000 characters built a character at a time (the
 * collector's work); for the other half, 100,000 numbers copied from one array to another and back (the clock read
 * every tenth copy). Each is counted per second, divided by 10; the index is their mean.
 */
const BENCHMARK = `((halfMs) => {
  let start = Date.now();
  let built = 0;
  while (Date.now() - start < halfMs) {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    if (s.length !== 10000) throw new Error('unreachable');
    built++;
  }
  const strings = Math.round(built / 10 / ((Date.now() - start) / 1000));
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  start = Date.now();
  let copies = 0;
  while (copies % 10 !== 0 || Date.now() - start < halfMs) {
    const from = copies % 2 ? b : a;
    const to = copies % 2 ? a : b;
    for (let j = 0; j < from.length; j++) to[j] = from[j];
    copies++;
  }
  const arrays = Math.round(copies / 10 / ((Date.now() - start) / 1000));
  return (strings + arrays) / 2;
})(400)`;

/** The middle of a series of measures (the upper middle of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The page's score at a slowdown (median of three: a throttled CPU's score varies run to run). */
async function scoreAt(page: Page, cdp: CDPSession, rate: number): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const scores: number[] = [];
  for (let i = 0; i < 3; i++) scores.push(await page.evaluate<number>(BENCHMARK));
  return median(scores);
}

/**
 * The slowdown at which a blank page scores `target`, found as DevTools finds it (halving the range), and the
 * score the machine has unslowed. A machine already below the target gets no slowdown (and says so).
 */
export async function calibrate(
  browser: Browser,
  target = MID_TIER_SCORE,
): Promise<{ rate: number; score: number; unthrottled: number }> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    return await find(page, cdp, target);
  } finally {
    await page.close();
  }
}

/**
 * Halves the range as DevTools does, but answers with a slowdown whose score was measured at or below the target
 * (within 25): on a machine whose speed wanders, the phone emulated is never faster than the one named.
 */
async function find(page: Page, cdp: CDPSession, target: number) {
  await scoreAt(page, cdp, 1); // the engine warmed up
  const unthrottled = await scoreAt(page, cdp, 1);
  if (unthrottled <= target) return { rate: 1, score: unthrottled, unthrottled };
  let lower = 1;
  let upper = Number(((unthrottled / target) * 1.5).toFixed(2));
  let best = { rate: upper, score: await scoreAt(page, cdp, upper) };
  for (let step = 0; step < 7; step++) {
    const rate = Number(((lower + upper) / 2).toFixed(2));
    const score = await scoreAt(page, cdp, rate);
    if (score <= target + 25 && Math.abs(score - target) < Math.abs(best.score - target))
      best = { rate, score };
    if (Math.abs(score - target) < 25) break;
    if (score < target) upper = rate;
    else lower = rate;
  }
  return { ...best, unthrottled };
}
