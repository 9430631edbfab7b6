// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) against Debian's Chromium; the median of
// several runs, since one run on a 2-core machine swings by several points.
// @ts-check
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * @param {string} url
 * @param {number} [runs]
 */
export async function lighthouseMedian(url, runs = 5) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    /** @type {Record<'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'benchmarkIndex', number>[]} */
    const results = [];
    /** @type {string[]} */
    const errors = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      // A run Lighthouse itself could not finish (e.g. no paint seen in time) is reported, not averaged in.
      const score = lhr.categories.performance?.score ?? null;
      if (lhr.runtimeError || score === null) {
        errors.push(lhr.runtimeError?.code ?? 'no score');
        continue;
      }
      /** @param {string} id */
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        score: Math.round(score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        // Lighthouse's own measure of this machine's CPU: scores are comparable between runs only at a like index.
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    /** @param {keyof (typeof results)[number]} k */
    const of = (k) => median(results.map((r) => r[k]));
    return {
      errors,
      score: of('score'),
      scores: results.map((r) => r.score),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      benchmarkIndex: of('benchmarkIndex'),
    };
  } finally {
    chrome.kill();
  }
}
