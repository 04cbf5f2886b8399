/**
 * RGBA pixels to a palette PNG of at most 256 colours, for the emails: the pictures are flat
 * colours plus the anti-aliased edges between them, so a palette keeps them legible at a fraction
 * of the bytes (SES bills attachments by the byte). The palette holds the most used colours, each
 * the mean of the pixels that fall in its 5-6-5-bit cell (alpha 1 bit deep), and every pixel takes
 * the palette's nearest colour.
 *
 * Every announcement draws several pictures, so this runs on flat typed arrays indexed by cell and
 * leaves the compression to Node's native zlib.
 */
import { crc32, deflateSync } from 'node:zlib';

const PALETTE_SIZE = 256;
/** 5-6-5 bits of colour and 1 of opacity. */
const CELLS = 1 << 17;

/** The 5-6-5-bit cell of a pixel, and 1 bit of opacity above it. */
const cellOf = (r: number, g: number, b: number, a: number): number => ((a >= 128 ? 1 : 0) << 16) | ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);

export function toPalettePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const pixels = width * height;
  const count = new Uint32Array(CELLS);
  // Sums of each channel by cell: at most 255 × the pixels, exact in a double.
  const sums = new Float64Array(CELLS * 4);
  /** The cells in the order their first pixel comes: ties in the palette keep it. */
  const seen: number[] = [];
  // A pixel as one number, to see at once that it repeats the one before: flat colours are most of a picture.
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const words = new Int32Array(aligned.buffer, aligned.byteOffset, pixels);
  // Runs of equal pixels are counted whole: this loop sees every pixel.
  for (let start = 0; start < pixels; ) {
    const word = words[start]!;
    let end = start + 1;
    while (end < pixels && words[end] === word) end++;
    const at = start * 4;
    const cell = cellOf(rgba[at]!, rgba[at + 1]!, rgba[at + 2]!, rgba[at + 3]!);
    const length = end - start;
    if (count[cell] === 0) seen.push(cell);
    count[cell] = count[cell]! + length;
    sums[cell * 4] = sums[cell * 4]! + rgba[at]! * length;
    sums[cell * 4 + 1] = sums[cell * 4 + 1]! + rgba[at + 1]! * length;
    sums[cell * 4 + 2] = sums[cell * 4 + 2]! + rgba[at + 2]! * length;
    sums[cell * 4 + 3] = sums[cell * 4 + 3]! + rgba[at + 3]! * length;
    start = end;
  }
  const mean = (cell: number, channel: number) => sums[cell * 4 + channel]! / count[cell]!;
  const chosen = seen.sort((x, y) => count[y]! - count[x]!).slice(0, PALETTE_SIZE);
  const palette = chosen.map((cell) => [0, 1, 2, 3].map((channel) => Math.round(mean(cell, channel))) as [number, number, number, number]);
  const colours = Float64Array.from(palette.flat());
  // Each cell's palette index: the nearest colour to the cell's mean.
  const nearest = new Uint8Array(CELLS);
  for (const cell of seen) {
    const [r, g, b, a] = [mean(cell, 0), mean(cell, 1), mean(cell, 2), mean(cell, 3)];
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let index = 0; index < palette.length; index++) {
      const at = index * 4;
      const distance = (colours[at]! - r) ** 2 + (colours[at + 1]! - g) ** 2 + (colours[at + 2]! - b) ** 2 + (colours[at + 3]! - a) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    }
    nearest[cell] = best;
  }
  // Each row behind its filter byte, 0: none, which flat colours compress best without.
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1) + 1;
    const first = y * width;
    let word = 0;
    let index = 0;
    for (let x = 0; x < width; x++) {
      const p = first + x;
      if (x === 0 || words[p] !== word) {
        word = words[p]!;
        const at = p * 4;
        index = nearest[cellOf(rgba[at]!, rgba[at + 1]!, rgba[at + 2]!, rgba[at + 3]!)]!;
      }
      rows[row + x] = index;
    }
  }
  // Opaque pictures need no alpha channel in the palette.
  const opaque = palette.every((colour) => colour[3] === 255);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 8, colour type 3 (palette); compression, filter and interlace methods 0.
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flatMap(([r, g, b]) => [r, g, b]))),
    ...(opaque ? [] : [chunk('tRNS', Buffer.from(palette.map(([, , , a]) => a)))]),
    // zlib's default level: within 5% of its smallest file (SES bills the bytes), in a tenth of the time.
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}
