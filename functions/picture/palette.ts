/**
 * RGBA pixels to a palette PNG of at most 256 colours, for the emails: the pictures are flat
 * colours plus the anti-aliased edges between them, so a palette keeps them legible at a fraction
 * of the bytes (SES bills attachments by the byte). The palette holds the most used colours, each
 * the mean of the pixels that fall in its 5-6-5-bit cell (alpha 1 bit deep), and every pixel takes
 * the palette's nearest colour.
 */
import { encode } from 'fast-png';

const PALETTE_SIZE = 256;

/** The 5-6-5-bit cell of a pixel, and 1 bit of opacity above it. */
const cellOf = (r: number, g: number, b: number, a: number): number => ((a >= 128 ? 1 : 0) << 16) | ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);

export function toPalettePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const pixels = width * height;
  const cells = new Uint32Array(pixels);
  const count = new Map<number, { n: number; r: number; g: number; b: number; a: number }>();
  for (let p = 0; p < pixels; p++) {
    const [r, g, b, a] = [rgba[p * 4]!, rgba[p * 4 + 1]!, rgba[p * 4 + 2]!, rgba[p * 4 + 3]!];
    const cell = cellOf(r, g, b, a);
    cells[p] = cell;
    const seen = count.get(cell);
    if (seen) {
      seen.n++;
      seen.r += r;
      seen.g += g;
      seen.b += b;
      seen.a += a;
    } else count.set(cell, { n: 1, r, g, b, a });
  }
  const chosen = [...count.values()].sort((x, y) => y.n - x.n).slice(0, PALETTE_SIZE);
  const palette = chosen.map(({ n, r, g, b, a }) => [Math.round(r / n), Math.round(g / n), Math.round(b / n), Math.round(a / n)]);
  const nearest = new Map<number, number>();
  const indexOf = (cell: number): number => {
    const known = nearest.get(cell);
    if (known !== undefined) return known;
    const { n, r, g, b, a } = count.get(cell)!;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [index, [pr, pg, pb, pa]] of palette.entries()) {
      const distance = (pr! - r / n) ** 2 + (pg! - g / n) ** 2 + (pb! - b / n) ** 2 + (pa! - a / n) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    }
    nearest.set(cell, best);
    return best;
  };
  const indices = new Uint8Array(pixels);
  for (let p = 0; p < pixels; p++) indices[p] = indexOf(cells[p]!);
  // Opaque pictures need no alpha channel in the palette.
  const opaque = palette.every((colour) => colour[3] === 255);
  const colours = opaque ? palette.map(([r, g, b]) => [r!, g!, b!]) : palette;
  // The smallest file fflate makes: SES bills the bytes of every email, and a picture is drawn once a turn.
  return encode({ width, height, data: indices, channels: 1, depth: 8, palette: colours }, { zlib: { level: 9 } });
}
