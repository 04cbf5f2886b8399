/**
 * Lane changes inside curves (SCC-MOVE-3): the lane pairs a curve lists, or the circuit's, become
 * each square's `diagonals`. From every square of one lane of a pair a car steps to the first
 * square of the other lying ahead of it, as an arrow crosses lanes (SC-CURVE-7), both ways. Only
 * the board of a game that lets cars change lane anywhere makes them ordinary steps
 * (`withLaneChanges`, classic); AICS cars change lane in a curve only on aligned squares (SC-CURVE-2).
 */
import { invalid } from '../../errors.ts';
import type { Layout, Row } from './layout.ts';
import { stepAlongArrow } from './trajectories.ts';
import type { Circuit } from './types.ts';

/** Links the lane pairs the curve lists, or else the circuit's; each must be two adjacent lanes of the curve. */
export function linkDiagonals(row: Row, { squares }: Layout, circuitPairs: readonly string[]): void {
  const own = row.curve?.diagonals;
  (own ?? circuitPairs).forEach((pair, i) => {
    const [x, y] = [...pair].map((letter) => row.squaresByPhysical.find((lane) => squares[lane[0]!]!.lane === letter));
    if (pair.length !== 2 || x === undefined || y === undefined || Math.abs(squares[x[0]!]!.physicalLane - squares[y[0]!]!.physicalLane) !== 1) {
      throw invalid(`${own ? `sections[${row.section}].` : ''}diagonals[${i}]`, `${pair} is not a pair of adjacent lanes of curve ${row.row}`);
    }
    for (const [from, to] of [
      [x, y],
      [y, x],
    ] as const) {
      for (const index of from) {
        const step = stepAlongArrow(squares[index]!, squares[to[0]!]!, row, squares);
        if (step !== undefined) squares[index]!.diagonals.push(step.index);
      }
    }
  });
}

const boards = new WeakMap<Circuit, Circuit>();

/** The circuit with its squares' diagonals made ordinary steps: the board of a game whose cars may change lane in curves. */
export function withLaneChanges(circuit: Circuit): Circuit {
  if (circuit.laneChanges) return circuit;
  let board = boards.get(circuit);
  if (board === undefined) {
    const squares = circuit.squares.map((square) => ({ ...square, next: [...new Set([...square.next, ...square.diagonals])].sort((a, b) => a - b) }));
    board = { ...circuit, squares, laneChanges: true };
    boards.set(circuit, board);
  }
  return board;
}
