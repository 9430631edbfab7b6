import { Piscina } from 'piscina';
// sharp decodes the images on the worker threads; on glibc Linux it must be loaded by the main thread first, so
// its libraries stay loaded while threads come and go.
import 'sharp';
import { checkArt } from './art.rules';
import { CertificateRenderError, type CertificateArt } from './art.types';
import type { RenderedCertificate } from './render.service';

export type { CertificateArt, CertificateRefusalCode } from './art.types';
export { CertificateRenderError } from './art.types';
export { checkImage } from './art.rules';

/**
 * Certificates are drawn on worker threads of lib/cpu.ts's worker (its tasks renderCertificatePdf and
 * renderCertificatePng), in a pool of their own: a course's batch of a thousand queues here, never in front of
 * a login's password check or an Excel import. Two threads: a PDF is some 50 ms of CPU, so a thousand take
 * about half a minute on this machine's two cores; threads end when idle (the fonts they hold are 20 MB).
 */
const builtWorker = import.meta.url.includes('/assets/') ? '../cpu-worker.js' : './cpu-worker.js';
const filename = new URL(
  // Built, this code may sit in dist/server/index.js or in a chunk under dist/server/assets.
  import.meta.url.endsWith('.ts') ? '../../workers/dev-worker.mjs' : builtWorker,
  import.meta.url,
).href;

/** A render that takes longer than this is stopped (its thread ended): no certificate takes a second. */
const RENDER_TASK_MS = 30_000;

let pool: Piscina | null = null;
const certificatePool = () =>
  (pool ??= new Piscina({
    filename,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
    // Lower priority (piscina's optional @napi-rs/nice): on a busy machine the event loop, logins and Excel
    // threads get the cores first, and a batch takes the time left.
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 64 },
  }));

async function render(task: 'renderCertificatePdf' | 'renderCertificatePng', art: CertificateArt) {
  // Checked here too, so bad art is refused without a thread's round trip (and with the caller's stack).
  const checked = checkArt(art);
  if ('refused' in checked) throw new CertificateRenderError(checked.refused, checked.field);
  const result = (await certificatePool().run(
    { task, arg: checked },
    { signal: AbortSignal.timeout(RENDER_TASK_MS) },
  )) as RenderedCertificate;
  if ('refused' in result) throw new CertificateRenderError(result.refused, result.field);
  return result.bytes;
}

/**
 * The certificate as an A4 landscape PDF with its text in an embedded subset of Noto Sans SC. Rejects with a
 * CertificateRenderError when the art cannot be drawn (an empty name, an image that is not a PNG or JPEG or is
 * too large); nothing is made then.
 */
export const renderCertificatePdf = (art: CertificateArt): Promise<Uint8Array> =>
  render('renderCertificatePdf', art);

/** The same certificate as a 1754×1240 PNG (A4 at 150 dpi) for sharing in a chat. */
export const renderCertificatePng = (art: CertificateArt): Promise<Uint8Array> =>
  render('renderCertificatePng', art);

/** Ends the threads (a server's shutdown, a test's end). */
export async function closeCertificatePool() {
  await pool?.close();
  pool = null;
}
