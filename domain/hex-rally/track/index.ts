/** Hex-rally tracks: the compiler and the tracks shipped with the game, compiled once. */
import orcPass from '../tracks/orc-pass.json' with { type: 'json' };
import testLoop from '../tracks/test-loop.json' with { type: 'json' };
import { compileCircuit } from './compile.ts';
import type { Track } from './types.ts';

export { compileCircuit } from './compile.ts';
export { crossing } from './line.ts';
export { TrackFile } from './schema.ts';
export type * from './types.ts';

const files: readonly unknown[] = [testLoop, orcPass];

let compiled: Record<string, Track> | undefined;

export function shippedCircuits(): Record<string, Track> {
  compiled ??= Object.fromEntries(files.map((file) => compileCircuit(file)).map((track) => [track.id, track]));
  return compiled;
}
