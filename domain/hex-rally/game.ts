/**
 * Hex rally ("Humans or Orcs? Races!", ../shared/rules/hex-rally.md) as a game of the generic
 * race (domain/race/game.ts). Registration closes with the grid drawn; each player chooses his
 * driver (`driver`, HX-GAP-10); then turn after turn every car still racing declares its
 * manoeuvre at once (`declaration`, `turn-N`, HX-CORE-5), and when some roll failed for a car
 * that still has a coupon, its player may spend one on it (`reaction`, `reaction-N`, HX-DECL-3,
 * HX-DECL-4) before the cars move. The race ends when no car is racing any more.
 *
 * A turn's reaction shares the turn's number with its declarations: both are turn N's steps, with
 * their own ballots (the kinds differ). Their dice never share a code (docs/dice.md): the
 * reaction rolls only coupons (`reroll`, `extraDie`) and the movement's dice, which the
 * declarations' step rolls only in a turn that has no reaction.
 */
import { conflict, invalid } from '../errors.ts';
import type { Game, Step } from '../race/game.ts';
import { HexRallyEvent } from './events.ts';
import { hexKey } from './hex.ts';
import { HEX_RALLY_ID } from './id.ts';
import { checkOrder } from './legality.ts';
import { parseDeclaration, printDeclaration } from './notation.ts';
import { HexRallyCreate, HexRallySettings } from './settings.ts';
import { classificationOf, evolve, fold, type HexRallyState, racingCars } from './state.ts';
import { Declaration, DriverChoice, Reaction } from './submissions.ts';
import { compileCircuit, shippedCircuits, type Track } from './track/index.ts';
import { drivingOf, hornProblem, playDeclarations, playReactions, reactingCars } from './turn.ts';

const DRIVER = 'driver';
const DECLARATION = 'declaration';
const REACTION = 'reaction';

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

const begin: Game<Track, HexRallyState, HexRallyEvent, HexRallySettings>['begin'] = ({ circuit, entrants, settings, dice }) => {
  if (entrants.length > circuit.grid.length) throw conflict('entries', `${circuit.name} has ${circuit.grid.length} grid slots for ${entrants.length} cars`);
  const drawn = dice.shuffle({ purpose: 'grid', items: entrants.map((e) => e.car) }).items;
  const empty: HexRallyState = {
    lapsToFinish: circuit.kind === 'stage' ? 1 : settings.laps,
    stats: settings.car,
    humans: settings.humans,
    coupons: settings.coupons,
    turn: 0,
    cars: {},
    finishers: [],
    retired: [],
  };
  const events: HexRallyEvent[] = drawn.map((car, i) => {
    const slot = circuit.grid[i]!;
    return { type: 'CarPlaced', car, hex: slot.hex, facing: slot.facing, toGo: circuit.toGo.get(hexKey(slot.hex))! };
  });
  return { state: fold(empty, events), events };
};

export const hexRally: Game<Track, HexRallyState, HexRallyEvent, HexRallySettings> = {
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
  compileCircuit,
  shippedCircuits,
  begin,
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
      play: ({ state, step, submissions }) => {
        // A player who does not choose drives an orc, the driver the rules do not handicap (HX-GAP-10).
        const events: HexRallyEvent[] = step.cars.map((car) => ({
          type: 'DriverChosen',
          car,
          driver: (submissions[car] as DriverChoice | undefined)?.driver ?? 'orc',
        }));
        return { state: fold(state!, events), events };
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
      play: ({ circuit, state, submissions, dice }) => playDeclarations(circuit, state!, submissions as Record<string, Declaration | undefined>, dice),
    },
    [REACTION]: {
      schema: Reaction,
      check: (_track, state, car, submission) => {
        const { coupons } = racingCar(state, car);
        const { coupon } = submission as Reaction;
        if (coupon !== 'none' && coupons[coupon] < 1) throw invalid('coupon', `car ${car} has no ${coupon === 'reroll' ? 're-roll token' : 'extra die'} left`);
      },
      play: ({ circuit, state, submissions, dice }) => playReactions(circuit, state!, submissions as Record<string, Reaction | undefined>, dice),
    },
  },
  eventSchema: HexRallyEvent,
  evolve,
  isFinished: (state) => racingCars(state).length === 0,
  classification: classificationOf,
  eliminate: (state, car, reason) => {
    // A car that has finished keeps its place: it is out of nothing.
    const events: HexRallyEvent[] = state.cars[car]?.status === 'racing' ? [{ type: 'CarRetired', car, reason }] : [];
    return { state: fold(state, events), events };
  },
};
