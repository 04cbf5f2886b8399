/**
 * A small PNG reader for the tests: the signature, the IHDR size and the pixels of 8-bit RGB,
 * RGBA or palette images without interlacing, which is what resvg and the email's palette encoder
 * write. Enough to say what a picture shows without trusting the encoder's own view of it.
 */
import { inflateSync } from 'node:zlib';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface Png {
  width: number;
  height: number;
  /** The palette's size, for a palette image. */
  colours?: number | undefined;
  /** `[r, g, b, a]` of the pixel at column `x`, row `y`. */
  pixel(x: number, y: number): [number, number, number, number];
}

interface Chunk {
  type: string;
  data: Buffer;
}

const chunksOf = (png: Buffer): Chunk[] => {
  const chunks: Chunk[] = [];
  for (let at = PNG_SIGNATURE.length; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
};

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

export function decodePng(bytes: Uint8Array): Png {
  const png = Buffer.from(bytes);
  if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) throw new Error('not a PNG: wrong signature');
  const chunks = chunksOf(png);
  const header = chunks[0];
  if (header?.type !== 'IHDR') throw new Error(`the first chunk is ${header?.type}, not IHDR`);
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [depth, colour, , , interlace] = header.data.subarray(8);
  const channels = colour === 6 ? 4 : colour === 2 ? 3 : colour === 3 ? 1 : 0;
  if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);

  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter!];
      if (predictor === undefined) throw new Error(`row ${y}: unknown filter ${filter}`);
      pixels[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  const palette = chunks.find((c) => c.type === 'PLTE')?.data;
  const alpha = chunks.find((c) => c.type === 'tRNS')?.data;
  return {
    width,
    height,
    colours: palette ? palette.length / 3 : undefined,
    pixel(x, y) {
      const at = y * stride + x * channels;
      if (colour === 3) {
        const index = pixels[at]!;
        if (!palette || index * 3 >= palette.length) throw new Error(`pixel ${x},${y}: index ${index} is not in the palette`);
        return [palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, alpha?.[index] ?? 255];
      }
      return [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!, channels === 4 ? pixels[at + 3]! : 255];
    },
  };
}
