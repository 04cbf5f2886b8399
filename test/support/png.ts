/**
 * Whether a PNG (a screenshot of a drawing) is painted: decoded here (8-bit RGB or RGBA, not
 * interlaced: what Chromium's screenshots are) to count its colours, so a drawing its page's
 * policy left black, or one never drawn, shows as one colour.
 */
import { inflateSync } from 'node:zlib';

interface Decoded {
  width: number;
  height: number;
  /** Bytes per pixel: 3 (RGB) or 4 (RGBA). */
  channels: number;
  pixels: Buffer;
}

const CHANNELS: Record<number, number> = { 2: 3, 6: 4 };

export function decodePng(png: Buffer): Decoded {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = CHANNELS[colour ?? -1] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0)
        throw new Error(`a PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}: not a screenshot`);
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const corner = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - corner;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter ?? 0] ?? 0;
      pixels[y * stride + x] = ((line[x] ?? 0) + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** How many colours the picture has, and the share of its pixels the commonest one covers. */
export function colours(png: Buffer): { count: number; commonest: number } {
  const { width, height, channels, pixels } = decodePng(png);
  const counts = new Map<number, number>();
  for (let i = 0; i < width * height; i++) {
    const key = pixels.readUIntBE(i * channels, 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { count: counts.size, commonest: Math.max(...counts.values()) / (width * height) };
}

/** A drawing is painted when it has colours of its own: more than a handful, none covering nearly all of it. */
export const isPainted = (png: Buffer): boolean => {
  const { count, commonest } = colours(png);
  return count >= 8 && commonest < 0.97;
};
