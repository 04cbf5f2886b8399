/**
 * Dice for tests: hand out the faces a test scripted, in order, and fail loudly when a roll was not
 * scripted or a face cannot be on the die.
 */
import type { Dice, Roll, RollRequest } from '../../domain/dice.ts';

export interface ScriptedDice extends Dice {
  /** Every roll handed out so far. */
  readonly rolls: Roll[];
  /** Faces scripted but not rolled yet. */
  remaining(): number;
}

export function scriptedDice(...faces: number[]): ScriptedDice {
  const queue = [...faces];
  const rolls: Roll[] = [];
  return {
    rolls,
    remaining: () => queue.length,
    roll(request: RollRequest): Roll {
      const sides = request.sides ?? 6;
      if (queue.length < request.count) {
        throw new Error(
          `unscripted roll: ${request.purpose}${request.car ? ` for car ${request.car}` : ''} needs ${request.count}d${sides}, ` +
            `${queue.length} face(s) left after ${rolls.length} roll(s)`,
        );
      }
      const dice = queue.splice(0, request.count);
      const wrong = dice.find((face) => !Number.isInteger(face) || face < 1 || face > sides);
      if (wrong !== undefined) throw new Error(`scripted face ${wrong} is not on a d${sides} (${request.purpose})`);
      const roll: Roll = { purpose: request.purpose, dice, sides, code: `t${rolls.length + 1}` };
      if (request.car !== undefined) roll.car = request.car;
      rolls.push(roll);
      return roll;
    },
  };
}

/** Endless dice from a seed (a small linear congruential generator), for property tests. */
export function seededDice(seed: number): Dice {
  let state = seed >>> 0 || 1;
  let n = 0;
  const next = (sides: number): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state % sides) + 1;
  };
  return {
    roll(request: RollRequest): Roll {
      const sides = request.sides ?? 6;
      const dice = Array.from({ length: request.count }, () => next(sides));
      const roll: Roll = { purpose: request.purpose, dice, sides, code: `s${++n}` };
      if (request.car !== undefined) roll.car = request.car;
      return roll;
    },
  };
}
