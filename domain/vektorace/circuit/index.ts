/** Vektorace circuits: the file format, its compiler, and the circuits shipped with the game. */

import ovale from '../circuits/default.json' with { type: 'json' };
import altoPiano from '../circuits/otto-curve.json' with { type: 'json' };
import { compileCircuit } from './compile.ts';
import type { Circuit } from './types.ts';

export { compileCircuit } from './compile.ts';
export { CircuitFile, parseCircuitFile } from './schema.ts';
export type { Circuit, Curve, Gate } from './types.ts';

/** VK-GAP-9's default circuit, and one with all 8 curves (VK-COMP-1). */
export const shippedCircuits = (): Record<string, Circuit> => Object.fromEntries([ovale, altoPiano].map((file) => [file.id, compileCircuit(file)]));
