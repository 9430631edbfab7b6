import { Resvg } from '@resvg/resvg-js';
import type { CertificateArt } from './art.types';
import { sniffImage } from './art.rules';
import { loadFont } from './font.cache';
import { PAGE, layOut, type Rgb } from './layout.rules';
import { measureText } from './pdf.adapter';

/** Wide enough to read on a phone, small enough to send in a chat: A4 at 150 dpi. */
export const PNG_WIDTH = 1754;

const fill = ([r, g, b]: Rgb) => `rgb(${Math.round(r * 255)},${Math.round(g * 255)},${Math.round(b * 255)})`;
const n = (v: number) => Math.round(v * 100) / 100;

function dataUri(bytes: Uint8Array): string {
  const info = sniffImage(bytes);
  const type = info !== null && info !== 'unreadable' && info.kind === 'jpeg' ? 'image/jpeg' : 'image/png';
  return `data:${type};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}

/** An SVG element; attribute values are numbers or markup-free strings. */
const el = (name: string, attrs: Record<string, string | number>, content?: string) => {
  const list = Object.entries(attrs).map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`);
  return content === undefined
    ? `<${name}${list.join('')}/>`
    : `<${name}${list.join('')}>${content}</${name}>`;
};

/**
 * The certificate as SVG in page points, laid out exactly as the PDF. Text is drawn as the font's own glyph
 * outlines (each glyph defined once, then placed): the shapes and advances are the PDF's, and the rasteriser
 * needs no font, which saved loading 20 MB of fonts per PNG (170 ms of its 280).
 */
export function certificateSvg(art: CertificateArt): string {
  const glyphs = new Map<string, string>();
  const body: string[] = [el('rect', { width: '100%', height: '100%', fill: '#fff' })];
  for (const op of layOut(art, measureText)) {
    const box = { x: op.x, y: op.y };
    switch (op.kind) {
      case 'image': {
        const bytes = art[op.image];
        const size = { width: op.width, height: op.height, preserveAspectRatio: 'none' };
        if (bytes) body.push(el('image', { ...box, ...size, href: dataUri(bytes) }));
        break;
      }
      case 'frame':
        body.push(
          el('rect', {
            ...box,
            width: op.width,
            height: op.height,
            fill: 'none',
            stroke: fill(op.color),
            'stroke-width': op.lineWidth,
          }),
        );
        break;
      case 'rect':
        body.push(el('rect', { ...box, width: op.width, height: op.height, fill: fill(op.color) }));
        break;
      case 'text': {
        const { font } = loadFont(op.weight);
        const k = op.size / font.unitsPerEm;
        const run = font.layout(op.text);
        let advance = 0;
        const uses: string[] = [];
        run.glyphs.forEach((glyph, i) => {
          const at = run.positions[i];
          if (!at) return;
          if (glyph.path.commands.length) {
            const id = `${op.weight[0]}${glyph.id}`;
            if (!glyphs.has(id)) glyphs.set(id, el('path', { id, d: glyph.path.toSVG() }));
            uses.push(el('use', { href: `#${id}`, x: advance + at.xOffset, y: -at.yOffset }));
          }
          advance += at.xAdvance;
        });
        // Glyphs are in font units, y up; the group puts them at the baseline, y down.
        const transform = `translate(${n(op.x)} ${n(op.y)}) scale(${k} ${-k})`;
        body.push(el('g', { fill: fill(op.color), transform }, uses.join('')));
        break;
      }
      case 'qr': {
        const transform = `translate(${n(op.x)} ${n(op.y)}) scale(${op.scale})`;
        body.push(
          el('path', { transform, d: op.path, fill: fill(op.color), 'shape-rendering': 'crispEdges' }),
        );
        break;
      }
    }
  }
  const page = { width: PAGE.width, height: PAGE.height, viewBox: `0 0 ${PAGE.width} ${PAGE.height}` };
  const defs = el('defs', {}, [...glyphs.values()].join(''));
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', ...page }, defs + body.join(''));
}

/** The certificate as a PNG for sharing, from the same layout as the PDF. */
export function drawPng(art: CertificateArt): Uint8Array {
  const resvg = new Resvg(certificateSvg(art), {
    fitTo: { mode: 'width', value: PNG_WIDTH },
    font: { loadSystemFonts: false },
  });
  const png = resvg.render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
