import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import {
  PDFDocument,
  PDFObjectCopier,
  degrees,
  drawImage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFRef,
} from 'pdf-lib';
import type { CertificateArt } from './art.types';
import { sniffImage } from './art.rules';
import { loadFont } from './font.cache';
import { PAGE, layOut, type Measure, type Weight } from './layout.rules';

/**
 * pdf-lib 1.17 is written for its own fork of fontkit 1, whose subsets lose CJK TrueType glyphs (a short `loca`
 * without padding: most characters of Noto Sans SC drew blank). fontkit 2 fixed that but encodes a subset at once
 * instead of as a stream; pdf-lib gets the stream it reads. pdf-lib also asks fontkit to parse the font for every
 * document: it gets the font this thread parsed once, its glyph and layout caches with it.
 */
const streamingSubsets = new WeakSet<object>();
function pdfLibFontkit(weight: Weight) {
  const { font } = loadFont(weight);
  if (!streamingSubsets.has(font)) {
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
    };
    streamingSubsets.add(font);
  }
  return { create: () => font } as unknown as Parameters<PDFDocument['registerFontkit']>[0];
}

/**
 * Images embedded once per thread, by content: pdf-lib decodes a PNG and deflates its pixels again for every
 * document (a 600×600 seal: some 100 ms), while a course's thousand certificates share one seal and background.
 * Each document gets a copy of the embedded objects.
 */
const embeddedImages = new Map<string, { source: PDFDocument; ref: PDFRef }>();
const MAX_CACHED_IMAGES = 8;
async function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFRef> {
  const key = createHash('sha256').update(bytes).digest('base64');
  let cached = embeddedImages.get(key);
  if (!cached) {
    const source = await PDFDocument.create();
    const info = sniffImage(bytes);
    const image = await (info !== null && info !== 'unreadable' && info.kind === 'jpeg'
      ? source.embedJpg(bytes)
      : source.embedPng(bytes));
    await image.embed();
    cached = { source, ref: image.ref };
    if (embeddedImages.size >= MAX_CACHED_IMAGES) embeddedImages.clear();
    embeddedImages.set(key, cached);
  }
  const object = cached.source.context.lookup(cached.ref);
  if (!object) throw new Error('The embedded image is missing');
  return doc.context.register(PDFObjectCopier.for(cached.source.context, doc.context).copy(object));
}

export const measureText: Measure = (text, weight, size) => {
  const { font } = loadFont(weight);
  return (font.layout(text).advanceWidth / font.unitsPerEm) * size;
};

/** The certificate as an A4 landscape PDF: text in an embedded subset of the font (selectable, searchable). */
export async function drawPdf(art: CertificateArt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {} as Record<Weight, PDFFont>;
  for (const weight of ['regular', 'bold'] as const) {
    // registerFontkit is per document; the font is embedded by the next embedFont, so register before each.
    doc.registerFontkit(pdfLibFontkit(weight));
    fonts[weight] = await doc.embedFont(loadFont(weight).bytes, { subset: true });
  }
  const images: Partial<Record<'seal' | 'background', PDFRef>> = {};
  for (const which of ['seal', 'background'] as const) {
    const bytes = art[which];
    if (bytes) images[which] = await embedImage(doc, bytes);
  }

  const page = doc.addPage([PAGE.width, PAGE.height]);
  const H = PAGE.height;
  for (const op of layOut(art, measureText)) {
    switch (op.kind) {
      case 'image': {
        const ref = images[op.image];
        if (!ref) break;
        const name = page.node.newXObject('Image', ref);
        const at = { x: op.x, y: H - op.y - op.height, width: op.width, height: op.height };
        const still = { rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) };
        page.pushOperators(pushGraphicsState(), ...drawImage(name, { ...at, ...still }), popGraphicsState());
        break;
      }
      case 'frame':
        page.drawRectangle({
          x: op.x,
          y: H - op.y - op.height,
          width: op.width,
          height: op.height,
          borderWidth: op.lineWidth,
          borderColor: rgb(...op.color),
        });
        break;
      case 'rect':
        page.drawRectangle({
          x: op.x,
          y: H - op.y - op.height,
          width: op.width,
          height: op.height,
          color: rgb(...op.color),
        });
        break;
      case 'text':
        page.drawText(op.text, {
          x: op.x,
          y: H - op.y,
          size: op.size,
          font: fonts[op.weight],
          color: rgb(...op.color),
        });
        break;
      case 'qr':
        page.drawSvgPath(op.path, { x: op.x, y: H - op.y, scale: op.scale, color: rgb(...op.color) });
        break;
    }
  }

  const issuedBy = `${art.issuer} · ${art.number}`;
  doc.setTitle(art.locale === 'zh-cn' ? `结业证书 ${art.number}` : `Certificate of Completion ${art.number}`);
  doc.setSubject(`${art.holderName} · ${art.courseTitle} · ${issuedBy}`);
  doc.setKeywords([art.number, art.issuer, art.holderName, art.courseTitle]);
  doc.setAuthor(art.issuer);
  doc.setCreator('peixun');
  doc.setProducer('peixun (pdf-lib)');
  doc.setLanguage(art.locale === 'zh-cn' ? 'zh-CN' : 'en');
  return doc.save({ useObjectStreams: true });
}
