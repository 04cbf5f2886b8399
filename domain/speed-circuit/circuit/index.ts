/**
 * Speed Circuit circuits: the compiler and the circuits shipped with the game, compiled once.
 */
import { DomainError } from '../../errors.ts';
import { own } from '../../own.ts';
import monaco from '../circuits/monaco.json' with { type: 'json' };
import monza from '../circuits/monza.json' with { type: 'json' };
import testOval from '../circuits/test-oval.json' with { type: 'json' };
import { compileCircuit } from './compile.ts';
import type { Circuit } from './types.ts';

export { compileCircuit } from './compile.ts';
export { withLaneChanges } from './lane-changes.ts';
export { CircuitFile, parseCircuitFile } from './schema.ts';
export type * from './types.ts';

const files: readonly unknown[] = [testOval, monza, monaco];

let compiled: Record<string, Circuit> | undefined;

export function shippedCircuits(): Record<string, Circuit> {
  compiled ??= Object.fromEntries(files.map((file) => compileCircuit(file)).map((circuit) => [circuit.id, circuit]));
  return compiled;
}

export function getCircuit(id: string): Circuit {
  const circuit = own(shippedCircuits(), id);
  if (!circuit) throw new DomainError('notFound', 'circuit', `no circuit ${id}; shipped: ${Object.keys(shippedCircuits()).join(', ')}`);
  return circuit;
}
