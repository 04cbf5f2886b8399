/**
 * Dice for tests: hand out the faces a test scripted, in order, and fail loudly when a roll was not
 * scripted or a face cannot be on the die.
 */
import type { Dice, Roll, RollRequest, Shuffle, Shuffled, ShuffleRequest } from '../../domain/dice.ts';

export interface ScriptedDice extends Dice {
  /** Every roll handed out so far. */
  readonly rolls: Roll[];
  /** Every shuffle made so far. */
  readonly shuffles: Shuffle[];
  /** Faces scripted but not rolled yet. */
  remaining(): number;
}

const shuffled = <T>({ purpose, car, items }: ShuffleRequest<T>, order: number[], code: string): Shuffled<T> => {
  const shuffle: Shuffle = { purpose, size: items.length, order, code };
  if (car !== undefined) shuffle.car = car;
  return { items: order.map((index) => items[index] as T), shuffle };
};

/** Faces as scripted; a shuffle leaves the items in the order they were given. */
export function scriptedDice(...faces: number[]): ScriptedDice {
  const queue = [...faces];
  const rolls: Roll[] = [];
  const shuffles: Shuffle[] = [];
  return {
    rolls,
    shuffles,
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
    shuffle<T>(request: ShuffleRequest<T>): Shuffled<T> {
      const result = shuffled(
        request,
        request.items.map((_, index) => index),
        `u${shuffles.length + 1}`,
      );
      shuffles.push(result.shuffle);
      return result;
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
    shuffle<T>(request: ShuffleRequest<T>): Shuffled<T> {
      const order = request.items.map((_, index) => index);
      for (let place = order.length - 1; place >= 1; place--) {
        const picked = next(place + 1) - 1;
        [order[place], order[picked]] = [order[picked] as number, order[place] as number];
      }
      return shuffled(request, order, `s${++n}`);
    },
  };
}
