import QRCode from 'qrcode';
import type { CertificateArt } from './art.types';
import { sniffImage } from './art.rules';

/** A4 landscape in PDF points; the PNG is the same page scaled. */
export const PAGE = { width: 841.89, height: 595.28 } as const;

export type Weight = 'regular' | 'bold';
export type Rgb = readonly [number, number, number];
/** Width of `text` at `size` points in the certificate's font. */
export type Measure = (text: string, weight: Weight, size: number) => number;

/** What is drawn, in order, in points from the page's top left; text `y` is its baseline. */
export type DrawOp =
  | { kind: 'image'; image: 'seal' | 'background'; x: number; y: number; width: number; height: number }
  | { kind: 'frame'; x: number; y: number; width: number; height: number; lineWidth: number; color: Rgb }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: Rgb }
  | { kind: 'text'; text: string; x: number; y: number; size: number; weight: Weight; color: Rgb }
  /** `path` draws the dark modules in module units (SVG path syntax), scaled by `scale`. */
  | { kind: 'qr'; x: number; y: number; scale: number; path: string; color: Rgb };

const INK: Rgb = [0.13, 0.13, 0.13];
const MUTED: Rgb = [0.42, 0.42, 0.42];
const TITLE: Rgb = [0.55, 0.1, 0.1];
const GOLD: Rgb = [0.69, 0.55, 0.34];
const WHITE: Rgb = [1, 1, 1];

const LABELS = {
  'zh-cn': {
    title: '结业证书',
    subtitle: 'CERTIFICATE OF COMPLETION',
    creditHours: '学时',
    completedOn: '结业日期',
    expiresOn: '有效期至',
    number: '证书编号',
    scan: '扫码验证',
    colon: '：',
  },
  en: {
    title: 'Certificate of Completion',
    subtitle: '',
    creditHours: 'Credit hours',
    completedOn: 'Completed on',
    expiresOn: 'Valid until',
    number: 'Certificate No.',
    scan: 'Scan to verify',
    colon: ': ',
  },
} as const;

const formatDate = (iso: string, locale: CertificateArt['locale']) => {
  if (locale === 'en') return iso;
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};
const formatHours = (h: number) => String(Math.round(h * 100) / 100);

/** Punctuation that may not begin a line: it stays with the character before it. */
const NO_LINE_START = /^[，。、；：？！）》」』’”,.;:?!)\]}%…]/u;

/** Pieces a line may break between: a Han character or a run of anything else (a word), with the spaces after. */
function breakable(text: string): string[] {
  const pieces: string[] = [];
  for (const [piece] of text.matchAll(/\p{Script=Han} *|[^\s\p{Script=Han}]+ *| +/gu)) {
    if (pieces.length && NO_LINE_START.test(piece)) pieces[pieces.length - 1] += piece;
    else pieces.push(piece);
  }
  return pieces;
}

/** `text` broken into lines no wider than `width`; a piece wider than a line is cut by character. */
export function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of breakable(text)) {
    if (!line || measure(line + piece.trimEnd()) <= width) {
      line += piece;
      continue;
    }
    lines.push(line.trimEnd());
    line = piece.trimStart();
  }
  if (line.trim()) lines.push(line.trimEnd());
  // A single word longer than the line (a URL, a long number) is cut where it overflows.
  return lines.flatMap((l) => {
    if (measure(l) <= width) return [l];
    const out: string[] = [];
    let part = '';
    for (const ch of l) {
      if (part && measure(part + ch) > width) {
        out.push(part);
        part = '';
      }
      part += ch;
    }
    return part ? [...out, part] : out;
  });
}

/**
 * Lines of `text` at the largest size from `size` down to `minSize` at which they fit in `maxLines`; at
 * `minSize` the last line that fits ends with an ellipsis. Never wider than `width`.
 */
function fit(
  text: string,
  weight: Weight,
  opts: { size: number; minSize: number; width: number; maxLines: number },
  measure: Measure,
): { lines: string[]; size: number } {
  for (let size = opts.size; ; size = Math.max(opts.minSize, size - 1)) {
    const lines = wrap(text, opts.width, (s) => measure(s, weight, size));
    if (lines.length <= opts.maxLines) return { lines, size };
    if (size === opts.minSize) {
      const kept = lines.slice(0, opts.maxLines);
      let last = kept.at(-1) ?? '';
      while (last && measure(last + '…', weight, size) > opts.width) last = [...last].slice(0, -1).join('');
      kept[kept.length - 1] = last + '…';
      return { lines: kept, size };
    }
  }
}

/** The QR code's dark modules as one path, a rectangle per run of dark modules in a row. */
function qrPath(url: string): { path: string; modules: number } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let path = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n;) {
      if (!modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && modules.get(r, c)) c++;
      path += `M${start} ${r}h${c - start}v1h${start - c}z`;
    }
  }
  return { path, modules: n };
}

/** One line of `text`: at `size`, or smaller down to `minSize`, then cut with an ellipsis. */
function fitLine(
  text: string,
  weight: Weight,
  size: number,
  minSize: number,
  width: number,
  measure: Measure,
) {
  const { lines, size: fitted } = fit(text, weight, { size, minSize, width, maxLines: 1 }, measure);
  return { line: lines[0] ?? '', size: fitted };
}

/** The certificate as drawing operations: the one layout both the PDF and the PNG draw. */
export function layOut(art: CertificateArt, measure: Measure): DrawOp[] {
  const L = LABELS[art.locale];
  const { width: W, height: H } = PAGE;
  const ops: DrawOp[] = [];
  const text = (s: string, x: number, y: number, size: number, weight: Weight, color: Rgb = INK) =>
    ops.push({ kind: 'text', text: s, x, y, size, weight, color });
  const centred = (s: string, y: number, size: number, weight: Weight, color: Rgb = INK) =>
    text(s, (W - measure(s, weight, size)) / 2, y, size, weight, color);
  const rightAligned = (s: string, right: number, y: number, size: number, weight: Weight) =>
    text(s, right - measure(s, weight, size), y, size, weight);

  if (art.background) ops.push({ kind: 'image', image: 'background', x: 0, y: 0, width: W, height: H });
  else {
    ops.push({ kind: 'frame', x: 18, y: 18, width: W - 36, height: H - 36, lineWidth: 3, color: GOLD });
    ops.push({ kind: 'frame', x: 27, y: 27, width: W - 54, height: H - 54, lineWidth: 0.8, color: GOLD });
  }

  let y = 112;
  const title = fitLine(L.title, 'bold', 40, 24, W - 160, measure);
  centred(title.line, y, title.size, 'bold', TITLE);
  if (L.subtitle) centred(L.subtitle, (y += 24), 11, 'regular', MUTED);

  const textWidth = W - 200;
  const name = fitLine(art.holderName, 'bold', 30, 16, textWidth, measure);
  centred(name.line, (y += 66), name.size, 'bold');
  y += 14;

  const courseText = art.locale === 'zh-cn' ? `《${art.courseTitle}》` : `“${art.courseTitle}”`;
  const course = fit(courseText, 'bold', { size: 20, minSize: 12, width: textWidth, maxLines: 3 }, measure);
  for (const line of course.lines) centred(line, (y += course.size * 1.45), course.size, 'bold');
  y += 10;

  // The wording gets what room is left above the details block.
  const wordingBottom = 418;
  if (art.wording) {
    const room = (size: number) => Math.max(1, Math.floor((wordingBottom - y) / (size * 1.6)));
    let wording = fit(
      art.wording,
      'regular',
      { size: 13, minSize: 9, width: textWidth, maxLines: 5 },
      measure,
    );
    if (wording.lines.length > room(wording.size)) {
      const maxLines = Math.min(5, room(9));
      wording = fit(art.wording, 'regular', { size: 11, minSize: 9, width: textWidth, maxLines }, measure);
    }
    for (const line of wording.lines) centred(line, (y += wording.size * 1.6), wording.size, 'regular');
  }

  // The QR code, bottom left, on white so it scans on any background.
  const qr = qrPath(art.verifyUrl);
  const qrSize = 84;
  const qrX = 66;
  const qrY = H - 66 - qrSize - 14;
  const quiet = 4;
  const qrBox = qrSize + quiet * 2;
  ops.push({ kind: 'rect', x: qrX - quiet, y: qrY - quiet, width: qrBox, height: qrBox, color: WHITE });
  ops.push({ kind: 'qr', x: qrX, y: qrY, scale: qrSize / qr.modules, path: qr.path, color: INK });
  const scan = fitLine(L.scan, 'regular', 9, 7, qrSize + 20, measure);
  const scanX = qrX + (qrSize - measure(scan.line, 'regular', scan.size)) / 2;
  text(scan.line, scanX, qrY + qrSize + 16, scan.size, 'regular', MUTED);

  // The details beside it.
  const details: [string, string][] = [
    [L.creditHours, formatHours(art.creditHours)],
    [L.completedOn, formatDate(art.completedOn, art.locale)],
    ...(art.expiresOn ? [[L.expiresOn, formatDate(art.expiresOn, art.locale)] as [string, string]] : []),
    [L.number, art.number],
  ];
  const detailsX = qrX + qrSize + 28;
  const detailsWidth = 300;
  let dy = qrY + qrSize + 16 - (details.length - 1) * 22;
  for (const [label, value] of details) {
    const labelText = label + L.colon;
    const labelWidth = measure(labelText, 'regular', 12);
    text(labelText, detailsX, dy, 12, 'regular', MUTED);
    const v = fitLine(value, 'regular', 12, 8, detailsWidth - labelWidth, measure);
    text(v.line, detailsX + labelWidth, dy, v.size, 'regular');
    dy += 22;
  }

  // The issuer, its signatory and the date, bottom right; the seal over them, as a stamp is.
  const right = W - 80;
  const blockWidth = 260;
  const issuer = fit(art.issuer, 'bold', { size: 15, minSize: 9, width: blockWidth, maxLines: 2 }, measure);
  const issuerTop = H - 150;
  let iy = issuerTop - (issuer.lines.length - 1) * issuer.size * 1.3;
  for (const line of issuer.lines) {
    rightAligned(line, right, iy, issuer.size, 'bold');
    iy += issuer.size * 1.3;
  }
  if (art.signatory) {
    const sig = fitLine(art.signatory, 'regular', 12, 8, blockWidth, measure);
    rightAligned(sig.line, right, (iy += 6), sig.size, 'regular');
    iy += 20;
  } else iy += 6;
  rightAligned(formatDate(art.completedOn, art.locale), right, iy, 12, 'regular');

  const seal = art.seal && sniffImage(art.seal);
  if (seal && seal !== 'unreadable') {
    const box = 116;
    const k = box / Math.max(seal.width, seal.height);
    const [width, height] = [seal.width * k, seal.height * k];
    const centreX = right - 90;
    const centreY = issuerTop + 8;
    ops.push({
      kind: 'image',
      image: 'seal',
      x: centreX - width / 2,
      y: centreY - height / 2,
      width,
      height,
    });
  }
  return ops;
}
