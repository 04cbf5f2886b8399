/** The recipe of docs/dice.md written out afresh, to check the domain's derivation against. */
import { createHash, createHmac } from 'node:crypto';

export const referenceMessage = (raceId: string, turn: number, binding: string, car: string, purpose: string, n: number) =>
  `${raceId}/${turn}/${binding}/${car}/${purpose}/${n}`;

export const referenceBlock = (seedHex: string, message: string, k: number): Buffer =>
  createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${message}/${k}`).digest();

export function referenceFaces(seedHex: string, message: string, count: number, sides: number): number[] {
  const width = Math.ceil(Math.log2(sides) / 8);
  const limit = 256 ** width - (256 ** width % sides);
  let stream = Buffer.alloc(0);
  const faces: number[] = [];
  for (let k = 0; faces.length < count; ) {
    if (stream.length < width) stream = Buffer.concat([stream, referenceBlock(seedHex, message, k++)]);
    const value = stream.readUIntBE(0, width);
    stream = stream.subarray(width);
    if (value < limit) faces.push((value % sides) + 1);
  }
  return faces;
}

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** A shuffle as docs/dice.md tells it: for each place p from size-1 down to 1, a d(p+1) from `<message>/shuffle/<p>` picks the place to swap with. */
export function referenceShuffle(seedHex: string, rollMessage: string, size: number): number[] {
  const order = Array.from({ length: size }, (_, i) => i);
  for (let p = size - 1; p >= 1; p--) {
    const [face = 0] = referenceFaces(seedHex, `${rollMessage}/shuffle/${p}`, 1, p + 1);
    [order[p], order[face - 1]] = [order[face - 1]!, order[p]!];
  }
  return order;
}
