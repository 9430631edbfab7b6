/**
 * Draws seed/media/seal.png, the demo association's seal on its certificates:
 * `node seed/make-seal.mjs seed/media/seal.png`. It needs a CJK font installed (Debian's fonts-noto-cjk); the
 * PNG is committed, so the seed itself needs none.
 */
import sharp from 'sharp';

const RED = '#c8102e';
const FONT = 'Noto Serif CJK SC, Noto Sans CJK SC';
const [cx, cy, radius] = [200, 200, 138];
// The association's name along the ring, from about 8 o'clock over the top to 4 o'clock.
const [from, to] = [-200, 20];
const name = [...'星海市物业管理行业协会'];
const step = (to - from) / (name.length - 1);
const ring = name
  .map((ch, i) => {
    const deg = from + i * step;
    const x = (cx + radius * Math.cos((deg * Math.PI) / 180)).toFixed(1);
    const y = (cy + radius * Math.sin((deg * Math.PI) / 180)).toFixed(1);
    return (
      `<text x="${x}" y="${y}" transform="rotate(${(deg + 90).toFixed(1)} ${x} ${y})" font-family="${FONT}" ` +
      `font-size="38" font-weight="700" fill="${RED}" text-anchor="middle" dominant-baseline="central">${ch}</text>`
    );
  })
  .join('');
const star = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 ? 26 : 64;
  const a = ((-90 + i * 36) * Math.PI) / 180;
  return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<circle cx="${cx}" cy="${cy}" r="190" fill="none" stroke="${RED}" stroke-width="12"/>
${ring}
<polygon points="${star}" fill="${RED}"/>
<text x="${cx}" y="300" font-family="${FONT}" font-size="34" font-weight="700" fill="${RED}"
  text-anchor="middle">培训专用章</text>
</svg>`;
await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toFile(process.argv[2]);
