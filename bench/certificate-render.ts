/**
 * Certificates' cost (issue 52): a PDF's time (p50, p95) and size, a PNG's, and a course's batch of 1,000 PDFs
 * through the worker pool, with the longest the main thread's event loop was held meanwhile. Prints; asserts
 * nothing. `npm run bench:certificates`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  closeCertificatePool,
  renderCertificatePdf,
  renderCertificatePng,
  type CertificateArt,
} from '../src/server/lib/certificate-render';

const BATCH = Number(process.argv[2] ?? 1000);
const SAMPLES = 40;

/** A 600×600 seal with a worn-ink texture, about the size a scanned stamp is. */
async function sealPng(): Promise<Uint8Array> {
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const dots = Array.from({ length: 2500 }, () => {
    const [a, r] = [rand() * Math.PI * 2, rand() * 280];
    const [x, y] = [300 + r * Math.cos(a), 300 + r * Math.sin(a)];
    return `<circle cx="${x}" cy="${y}" r="${1 + rand() * 4}" fill="#fff" fill-opacity="${rand() * 0.8}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <circle cx="300" cy="300" r="280" fill="none" stroke="#d42a2a" stroke-width="22"/>
    <polygon points="300,205 322,270 390,270 335,310 356,375 300,335 244,375 265,310 210,270 278,270" fill="#d42a2a"/>
    ${dots}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const seal = await sealPng();
const art = (i: number): CertificateArt => ({
  locale: i % 5 === 4 ? 'en' : 'zh-cn',
  number: `PX-2026-${String(i).padStart(6, '0')}`,
  holderName: ['张学员', '李晓明', '欧阳慧敏', '王建国'][i % 4] + String(i),
  courseTitle: '物业管理师继续教育：住宅小区消防安全管理与应急处置实务',
  creditHours: 12.5,
  completedOn: '2026-05-01',
  expiresOn: '2029-04-30',
  issuer: '某某市物业管理行业协会',
  signatory: '秘书长 王某某',
  wording: '该学员于2026年4月参加本协会组织的培训课程，完成全部学习内容并经考核合格，特发此证。',
  verifyUrl: `https://peixun.example.org/v/PX-2026-${String(i).padStart(6, '0')}?s=c2lnbmF0dXJlYnl0ZXM`,
  seal,
  background: null,
});

const ms = (v: number) => `${v.toFixed(1)} ms`;
const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// One at a time: a single certificate's time as a learner downloading theirs sees it (the first starts the thread).
const first = performance.now();
await renderCertificatePdf(art(0));
console.log(`first PDF (thread start, fonts read): ${ms(performance.now() - first)}`);
const times: number[] = [];
let size = 0;
for (let i = 1; i <= SAMPLES; i++) {
  const t = performance.now();
  size = (await renderCertificatePdf(art(i))).byteLength;
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `PDF: p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, ${kb(size)} ` +
    `(600×600 seal, a ${kb(seal.byteLength)} PNG)`,
);

const pngTimes: number[] = [];
let pngSize = 0;
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  pngSize = (await renderCertificatePng(art(i))).byteLength;
  pngTimes.push(performance.now() - t);
}
pngTimes.sort((a, b) => a - b);
console.log(`PNG 1754×1240: p50 ${ms(pct(pngTimes, 0.5))}, p95 ${ms(pct(pngTimes, 0.95))}, ${kb(pngSize)}`);

// A course's batch, a few in flight at a time as a caller issuing them would (all 1,000 queued in one turn held
// the loop for their checks and queueing alone), while the main thread's event loop is watched.
const IN_FLIGHT = 8;
// The same watch over 3 s of nothing: what this machine's other load alone does to the loop.
const idle = monitorEventLoopDelay({ resolution: 10 });
idle.enable();
await new Promise((resolve) => setTimeout(resolve, 3000));
idle.disable();
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const start = performance.now();
let bytes = 0;
let next = 0;
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (next < BATCH) {
      const pdf = await renderCertificatePdf(art(next++));
      bytes += pdf.byteLength;
    }
  }),
);
const took = performance.now() - start;
loop.disable();
console.log(
  `batch of ${BATCH} PDFs (${IN_FLIGHT} in flight): ${(took / 1000).toFixed(1)} s ` +
    `(${ms(took / BATCH)} each), ${kb(bytes / BATCH)} each; ` +
    `event loop held at most ${ms(loop.max / 1e6)} (p99 ${ms(loop.percentile(99) / 1e6)}); ` +
    `idle, the same watch saw ${ms(idle.max / 1e6)} at most`,
);
await closeCertificatePool();
