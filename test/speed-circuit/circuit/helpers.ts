import type { Circuit, Square, SquareIndex } from '../../../domain/speed-circuit/circuit/types.ts';

export const sq = (circuit: Circuit, id: string): Square => {
  const index = circuit.byId.get(id);
  if (index === undefined) throw new Error(`no square ${id}`);
  return circuit.squares[index]!;
};

export const ids = (circuit: Circuit, indices: readonly SquareIndex[]): string[] => indices.map((i) => circuit.squares[i]!.id);

export const nextIds = (circuit: Circuit, id: string): string[] => ids(circuit, sq(circuit, id).next);

/** Fewest ordinary steps from `from` to every square, following `next` (breadth first). */
export function stepsFrom(circuit: Circuit, from: SquareIndex): Map<SquareIndex, number> {
  const steps = new Map([[from, 0]]);
  const queue = [from];
  for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
    for (const j of circuit.squares[i]!.next) {
      if (!steps.has(j)) {
        steps.set(j, steps.get(i)! + 1);
        queue.push(j);
      }
    }
  }
  return steps;
}
