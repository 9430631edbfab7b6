import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { PIECE_WIDTH, PUZZLE_HEIGHT, PUZZLE_WIDTH } from '@contract/captcha-rules';

/**
 * Draws a slider puzzle: a random scene (an SVG of gradients and shapes, rendered by sharp's librsvg), a
 * jigsaw-shaped piece cut from it at a random place, and the hole shaded where the piece came from. No bundled
 * photos, no hand-set pixels: every scene is new, so a puzzle cannot be looked up.
 */

/** The piece's tile inside its column: PIECE_WIDTH wide, this tall. */
export const PIECE_HEIGHT = 50;
/** The hole stays this far from the left edge (where the piece starts), so a puzzle is never solved by not moving. */
export const MIN_X = 80;
const MAX_X = PUZZLE_WIDTH - PIECE_WIDTH - 4;
const MIN_Y = 4;
const MAX_Y = PUZZLE_HEIGHT - PIECE_HEIGHT - 4;

/** A square body with a knob on top, one on the right and a notch on the left (tile coordinates). */
const PIECE_PATH = 'M2 11H12A7 7 0 1 1 26 11H36V21A7 7 0 1 1 36 35V45H2V35A6 6 0 1 0 2 21Z';

export type Puzzle = { x: number; y: number; background: Buffer; piece: Buffer };

const svg = (w: number, h: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

const pick = (n: number) => randomInt(n);
const hsl = (h: number, s: number, l: number) => `hsl(${h % 360},${s}%,${l}%)`;

/** A landscape-like scene: a sky gradient, hills, and shapes in colours around two random hues. */
export function sceneSvg(): Buffer {
  const hue = pick(360);
  const other = hue + 120 + pick(120);
  const parts: string[] = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${pick(2)}" y2="1">` +
      `<stop offset="0" stop-color="${hsl(hue, 60, 75)}"/><stop offset="1" stop-color="${hsl(other, 55, 45)}"/>` +
      `</linearGradient></defs>`,
    `<rect width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    const colour = hsl((i % 2 ? hue : other) + pick(60), 40 + pick(50), 25 + pick(55));
    const opacity = (0.45 + pick(50) / 100).toFixed(2);
    const cx = pick(PUZZLE_WIDTH);
    const cy = pick(PUZZLE_HEIGHT);
    const r = 8 + pick(36);
    const kind = i % 3;
    if (kind === 0)
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="${opacity}"/>`);
    else if (kind === 1)
      parts.push(
        `<rect x="${cx - r}" y="${cy - r / 2}" width="${2 * r}" height="${r}" rx="${pick(8)}" ` +
          `transform="rotate(${pick(180)} ${cx} ${cy})" fill="${colour}" fill-opacity="${opacity}"/>`,
      );
    else
      parts.push(
        `<polygon points="${cx},${cy - r} ${cx + r},${cy + r} ${cx - r},${cy + pick(r)}" ` +
          `fill="${colour}" fill-opacity="${opacity}"/>`,
      );
  }
  // Two ranges of hills across the bottom, and thin lines, so no column of the picture is plain.
  for (let layer = 0; layer < 2; layer++) {
    const base = PUZZLE_HEIGHT - 30 - layer * 25 + pick(20);
    let d = `M0 ${PUZZLE_HEIGHT}L0 ${base}`;
    for (let px = 0; px <= PUZZLE_WIDTH; px += 31)
      d += ` Q${px + 15} ${base - 10 - pick(40)} ${px + 31} ${base}`;
    d += ` L${PUZZLE_WIDTH} ${PUZZLE_HEIGHT}Z`;
    parts.push(`<path d="${d}" fill="${hsl(other + layer * 40, 45, 30 + layer * 15)}" fill-opacity="0.8"/>`);
  }
  for (let i = 0; i < 6; i++)
    parts.push(
      `<line x1="${pick(PUZZLE_WIDTH)}" y1="${pick(PUZZLE_HEIGHT)}" x2="${pick(PUZZLE_WIDTH)}" ` +
        `y2="${pick(PUZZLE_HEIGHT)}" stroke="${hsl(hue + pick(360), 70, 50 + pick(40))}" ` +
        `stroke-width="${1 + pick(3)}"/>`,
    );
  return svg(PUZZLE_WIDTH, PUZZLE_HEIGHT, parts.join(''));
}

const piecePath = (y: number, attrs: string, x = 0) =>
  `<path transform="translate(${x} ${y})" d="${PIECE_PATH}" ${attrs}/>`;

/** A new puzzle: the hole's place, the background with it shaded and the piece's column, both PNG. */
export async function makePuzzle(): Promise<Puzzle> {
  const x = MIN_X + pick(MAX_X - MIN_X + 1);
  const y = MIN_Y + pick(MAX_Y - MIN_Y + 1);
  const { data, info } = await sharp(sceneSvg()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const [background, piece] = await Promise.all([
    sharp(data, raw)
      .composite([
        {
          input: svg(
            PUZZLE_WIDTH,
            PUZZLE_HEIGHT,
            piecePath(
              y,
              'fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"',
              x,
            ),
          ),
        },
      ])
      .png({ compressionLevel: 6 })
      .toBuffer(),
    sharp(data, raw)
      .extract({ left: x, top: 0, width: PIECE_WIDTH, height: PUZZLE_HEIGHT })
      .composite([
        { input: svg(PIECE_WIDTH, PUZZLE_HEIGHT, piecePath(y, 'fill="#fff"')), blend: 'dest-in' },
        {
          input: svg(
            PIECE_WIDTH,
            PUZZLE_HEIGHT,
            piecePath(y, 'fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="1.5"'),
          ),
        },
      ])
      .png({ compressionLevel: 6 })
      .toBuffer(),
  ]);
  return { x, y, background, piece };
}
