/**
 * A turn of hex rally: every car still racing declares at once (HX-CORE-5), each roll is made
 * (HX-CORE-3, HX-DECL-1), the players whose roll failed may spend a coupon on it (HX-DECL-3,
 * HX-DECL-4), then the cars move (HX-COLL-1). The declarations' step plays the rolls, and the
 * movement too when no car may react; otherwise the reaction's step plays the coupons and the
 * movement.
 */
import type { Dice } from '../dice.ts';
import { drivingOf, hornProblem, reactingCars } from './declaring.ts';
import { difficultyOf } from './difficulty.ts';
import type { HexRallyEvent } from './events.ts';
import { hexKey } from './hex.ts';
import { moveCars, type Starter } from './movement.ts';
import { chooseOrder } from './non-human.ts';
import type { HexRallyPurpose } from './purposes.ts';
import { degreeOf, INCREASE_PER_DEGREE, modifiersOf, totalOf, withExtraDie } from './roll.ts';
import { routeOf } from './route.ts';
import { fold, type HexRallyState, racingCars } from './state.ts';
import type { Declaration, Reaction } from './submissions.ts';
import type { Track } from './track/types.ts';

const roll = (dice: Dice, purpose: HexRallyPurpose, car: string, count: number): number[] => dice.roll({ purpose, car, count, sides: 6 }).dice;

/** The cars move by their declared manoeuvres and their rolls' outcomes, and the turn ends. */
const moveAll = (track: Track, state: HexRallyState, dice: Dice): HexRallyEvent[] => {
  const cars = racingCars(state);
  const routes = new Map(
    cars.map((car) => {
      const c = state.cars[car]!;
      const { order, degree } = state.declared![car]!;
      return [car, routeOf(order, degree, c, (purpose) => roll(dice, purpose, car, 1)[0]!)];
    }),
  );
  const starters: Starter[] = cars.map((car) => {
    const { hex, facing, durability, laps } = state.cars[car]!;
    return { car, hex, facing, durability, laps, route: routes.get(car)! };
  });
  const { moved, events } = moveCars(track, starters, state.lapsToFinish);
  const settled: HexRallyEvent[] = moved.map(({ car, path, hex, facing, speed, status }) => {
    const { degree } = state.declared![car]!;
    const effect = routes.get(car)!.effect;
    return {
      type: 'CarMoved',
      car,
      path,
      hex,
      facing,
      speed,
      toGo: status === 'finished' ? 0 : (track.toGo.get(hexKey(hex)) ?? 0),
      increase: degree * INCREASE_PER_DEGREE,
      ...(degree > 0 && effect ? { effect } : {}),
      failures: degree === 0 ? 0 : state.cars[car]!.failures + 1,
    };
  });
  return [...events, ...settled, { type: 'TurnEnded', turn: state.turn + 1 }];
};

/** What a play returns: the state and the events that made it from the one before. */
interface Played {
  state: HexRallyState;
  events: HexRallyEvent[];
}

const then = (state: HexRallyState, events: HexRallyEvent[], more: (state: HexRallyState) => HexRallyEvent[]): Played => {
  const before = fold(state, events);
  const added = more(before);
  return { state: fold(before, added), events: [...events, ...added] };
};

/** Plays the declarations: the non-human player's for the cars that sent none, each car's roll, the horns; the movement when nobody may react. */
export function playDeclarations(track: Track, state: HexRallyState, declarations: Record<string, Declaration | undefined>, dice: Dice): Played {
  const cars = racingCars(state);
  const declared = new Map(cars.map((car) => [car, declarations[car] ?? { order: chooseOrder(track, state, car) }]));
  const rolled: HexRallyEvent[] = cars.map((car) => {
    const c = state.cars[car]!;
    const { order, horn } = declared.get(car)!;
    const original = difficultyOf(order, drivingOf(state, c));
    const difficulty = original + c.increase;
    const modifiers = modifiersOf({ driver: c.driver, humans: state.humans, penalties: c.penalties, order, sounds: horn !== undefined });
    const dice3 = roll(dice, 'manoeuvre', car, 3);
    const total = totalOf(dice3, modifiers);
    const degree = degreeOf(total, { difficulty, original, failures: c.failures });
    return { type: 'ManoeuvreRolled', car, order, difficulty, original, modifiers, dice: dice3, total, degree };
  });
  const horns: HexRallyEvent[] = cars.flatMap((car) => {
    const at = declared.get(car)!.horn;
    return at !== undefined && hornProblem(state, car, at) === undefined ? [{ type: 'HornSounded' as const, car, at }] : [];
  });
  return then(state, [...rolled, ...horns], (after) => (reactingCars(after).length > 0 ? [] : moveAll(track, after, dice)));
}

/** Plays the reactions: each coupon spent changes its car's roll (HX-GAP-9 Proposed); then the cars move. */
export function playReactions(track: Track, state: HexRallyState, reactions: Record<string, Reaction | undefined>, dice: Dice): Played {
  const used: HexRallyEvent[] = reactingCars(state).flatMap((car) => {
    const coupon = reactions[car]?.coupon;
    if (coupon === undefined || coupon === 'none') return [];
    const declared = state.declared![car]!;
    // The re-roll's second roll stands; the extra die replaces the lowest die when it is higher.
    const dice3 = coupon === 'reroll' ? roll(dice, 'reroll', car, 3) : withExtraDie(declared.dice, roll(dice, 'extraDie', car, 1)[0]!);
    const total = totalOf(dice3, declared.modifiers);
    const degree = degreeOf(total, { difficulty: declared.difficulty, original: declared.original, failures: state.cars[car]!.failures });
    return [{ type: 'CouponUsed' as const, car, coupon, dice: dice3, total, degree }];
  });
  return then(state, used, (after) => moveAll(track, after, dice));
}
