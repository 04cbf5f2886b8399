/**
 * Hex rally ("Humans or Orcs? Races!", ../shared/rules/hex-rally.md) as a game of the generic
 * race (domain/race/ruleset.ts). Registration closes with the grid drawn; each player chooses his
 * driver (`driver`, HX-GAP-10); then turn after turn every car still racing declares its
 * manoeuvre at once (`declaration`, `turn-N`, HX-CORE-5), and when some roll failed for a car
 * that still has a coupon, its player may spend one on it (`reaction`, `reaction-N`, HX-DECL-3,
 * HX-DECL-4) before the cars move. The race ends when no car is racing any more.
 *
 * A turn's reaction shares the turn's number with its declarations: both are turn N's steps, with
 * their own ballots (the kinds differ). Their dice never share a code (docs/dice.md): the
 * reaction rolls only coupons (`reroll`, `extraDie`) and the movement's dice, which the
 * declarations' step rolls only in a turn that has no reaction.
 *
 * This is what deciding a command needs; the referee, which draws the grid and plays the turns, is
 * referee.ts, and game.ts the two together.
 */
import { conflict, invalid } from '../errors.ts';
import type { Ruleset, Step } from '../race/ruleset.ts';
import { drivingOf, hornProblem, reactingCars } from './declaring.ts';
import { HexRallyEvent } from './events.ts';
import { HEX_RALLY_ID } from './id.ts';
import { checkOrder } from './legality.ts';
import { parseDeclaration, printDeclaration } from './notation.ts';
import { HexRallyCreate, HexRallySettings } from './settings.ts';
import { classificationOf, evolve, type HexRallyState, racingCars } from './state.ts';
import { DECLARATION, DRIVER, REACTION } from './steps.ts';
import { Declaration, DriverChoice, Reaction } from './submissions.ts';
import type { Track } from './track/types.ts';

/** Steps as clients name them: `driver`, `turn-N`, `reaction-N`. */
const rankOf = (id: string): number | undefined => {
  if (id === DRIVER) return 0;
  const match = /^(turn|reaction)-([1-9][0-9]{0,3})$/.exec(id);
  if (!match) return undefined;
  const turn = Number(match[2]);
  return match[1] === 'turn' ? 2 * turn - 1 : 2 * turn;
};

const racingCar = (state: HexRallyState | undefined, car: string) => {
  const found = state?.cars[car];
  if (found?.status !== 'racing') throw conflict('car', `car ${car} is not racing`);
  return found;
};

export const hexRallyRules: Ruleset<Track, HexRallyState, HexRallyEvent, HexRallySettings> = {
  id: HEX_RALLY_ID,
  settingsSchema: HexRallySettings,
  createSchema: HexRallyCreate,
  limits: (settings) => ({
    maxSeats: settings.maxStarters,
    missedStepLimit: {
      steps: settings.maxConsecutiveMissedTurns,
      reason: `missed more than ${settings.maxConsecutiveMissedTurns} consecutive turns`,
    },
  }),
  circuitIds: ['test-loop', 'orc-pass'],
  next({ state, played, cars, settings }): Step | undefined {
    if (played === undefined) return { id: DRIVER, kind: DRIVER, number: 0, rank: 0, cars, window: settings.driverWindow };
    if (state === undefined || racingCars(state).length === 0) return undefined;
    const turn = state.turn + 1;
    const still = (list: string[]) => list.filter((car) => cars.includes(car));
    if (state.declared)
      return { id: `reaction-${turn}`, kind: REACTION, number: turn, rank: 2 * turn, cars: still(reactingCars(state)), window: settings.reactionWindow };
    return { id: `turn-${turn}`, kind: DECLARATION, number: turn, rank: 2 * turn - 1, cars: still(racingCars(state)), window: settings.turnWindow };
  },
  rankOf,
  kinds: {
    [DRIVER]: {
      schema: DriverChoice,
      check: (_track, state, car) => {
        racingCar(state, car);
      },
    },
    [DECLARATION]: {
      schema: Declaration,
      notation: { parse: (text) => parseDeclaration(text), print: (declaration) => printDeclaration(declaration as Declaration) },
      counted: true,
      check: (_track, state, car, submission) => {
        const declaring = racingCar(state, car);
        const { order, horn } = submission as Declaration;
        checkOrder(order, { ...drivingOf(state!, declaring), increase: declaring.increase });
        const problem = horn === undefined ? undefined : hornProblem(state!, car, horn);
        if (problem) throw invalid('horn', problem);
      },
    },
    [REACTION]: {
      schema: Reaction,
      check: (_track, state, car, submission) => {
        const { coupons } = racingCar(state, car);
        const { coupon } = submission as Reaction;
        if (coupon !== 'none' && coupons[coupon] < 1) throw invalid('coupon', `car ${car} has no ${coupon === 'reroll' ? 're-roll token' : 'extra die'} left`);
      },
    },
  },
  eventSchema: HexRallyEvent,
  evolve,
  isFinished: (state) => racingCars(state).length === 0,
  classification: classificationOf,
};
