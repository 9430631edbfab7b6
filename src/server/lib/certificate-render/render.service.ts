/**
 * The worker thread's side of rendering (workers/cpu.worker.ts runs these): the art is checked again here, and
 * an image that passes the header check but does not decode is refused as unreadable. Imports nothing of the
 * app, so it loads in a bare worker.
 */
import type { CertificateArt, CertificateRefusal } from './art.types';
import { checkArt } from './art.rules';
import { drawableImage } from './image.cache';
import { drawPdf } from './pdf.adapter';
import { drawPng } from './png.adapter';

export type RenderedCertificate = { bytes: Uint8Array } | CertificateRefusal;

async function rendered(
  art: CertificateArt,
  draw: (art: CertificateArt) => Uint8Array | Promise<Uint8Array>,
) {
  const checked = checkArt(art);
  if ('refused' in checked) return checked;
  for (const field of ['seal', 'background'] as const) {
    const bytes = checked[field];
    if (!bytes) continue;
    const drawable = await drawableImage(bytes, field);
    if (!drawable) return { refused: 'imageUnreadable' as const, field };
    checked[field] = drawable;
  }
  return { bytes: await draw(checked) };
}

export const renderCertificatePdfTask = (art: CertificateArt): Promise<RenderedCertificate> =>
  rendered(art, drawPdf);
export const renderCertificatePngTask = (art: CertificateArt): Promise<RenderedCertificate> =>
  rendered(art, drawPng);
