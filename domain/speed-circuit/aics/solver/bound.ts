/**
 * How soon, at best, a car can still finish the lap: flat out (Acc up to Top Speed each turn)
 * along the fewest squares to the line, as if no curve slowed it. The solver drops any state that
 * cannot finish in time even so.
 */
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import { remembered } from '../gnu/memo.ts';
import { forwardSteps } from '../gnu/ways.ts';
import type { CarSheet } from '../schemas.ts';

const toLineByCircuit = new WeakMap<Circuit, number[]>();

/** The fewest squares from each square to across the finish line. */
function stepsToLine(circuit: Circuit): number[] {
  return remembered(toLineByCircuit, circuit, () => {
    const from: SquareIndex[][] = circuit.squares.map(() => []);
    forwardSteps(circuit).forEach((targets, square) => {
      for (const target of targets) from[target]!.push(square);
    });
    const distance = circuit.squares.map((square) => (square.beforeLine ? 1 : Infinity));
    let layer = circuit.squares.filter((square) => square.beforeLine).map((square) => square.index);
    while (layer.length > 0) {
      const next: SquareIndex[] = [];
      for (const square of layer) {
        for (const before of from[square]!) {
          if (distance[before]! > distance[square]! + 1) {
            distance[before] = distance[square]! + 1;
            next.push(before);
          }
        }
      }
      layer = next;
    }
    return distance;
  });
}

/** Turns to cover `needed` squares flat out, the first turn at most Acc above `speed`. */
function flatOut(sheet: CarSheet, needed: number, speed: number): number {
  let turns = 0;
  for (let covered = 0, at = speed; covered < needed; covered += at / 20) {
    at = Math.min(sheet.topSpeed, at + sheet.acc);
    turns++;
  }
  return turns;
}

/** The fewest turns a car that ended its turn on `square` at `speed` still needs to cross the line. */
export function turnsToLine(circuit: Circuit, sheet: CarSheet, square: SquareIndex, speed: number): number {
  return flatOut(sheet, stepsToLine(circuit)[square]!, speed);
}

/** The fewest turns, this one included, a car on `square` that declares `speed` needs to cross the line. */
export function turnsDeclaring(circuit: Circuit, sheet: CarSheet, square: SquareIndex, speed: number): number {
  return 1 + flatOut(sheet, Math.max(0, stepsToLine(circuit)[square]! - speed / 20), speed);
}
