/**
 * The non-human player against a driver who picks uniformly among the legal moves (issue 14
 * point 6): seeded races on a shipped circuit played by the game's referee, move after move, to
 * the finish or to a cap of rounds, counting the rounds each car took. The non-human player is the
 * referee's own (a car that sends nothing); the random driver sends its pick, which the referee
 * judges like any other move.
 */
import type { Dice } from '../../domain/dice.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import type { VektoraceEvent } from '../../domain/vektorace/events.ts';
import { fold } from '../../domain/vektorace/evolve.ts';
import { MOVE, START } from '../../domain/vektorace/id.ts';
import type { Move } from '../../domain/vektorace/notation.ts';
import { endingOf, roundStart } from '../../domain/vektorace/play.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import type { VektoraceSettings } from '../../domain/vektorace/settings.ts';
import type { StartChoice } from '../../domain/vektorace/start-choice.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { surroundingsOf } from '../../domain/vektorace/surroundings.ts';
import { declarable, mayGiveWayTo, turnOptions } from '../../domain/vektorace/turn.ts';
import type { Gear } from '../../domain/vektorace/vectors.ts';
import { mulberry32, type Rng } from '../crash/prng.ts';
import { seededDice } from '../support/dice.ts';

/** A car still racing after this many rounds has not found its way: its race counts as this long. */
export const ROUND_CAP = 120;

export type Driver = 'nonHuman' | 'random';

export const settingsOf = (laps: number, more: Partial<VektoraceSettings> = {}): VektoraceSettings =>
  vektorace.createSchema.parse({ laps, ...more }) as VektoraceSettings;

/**
 * A race begun and its start step played with `choices`, the non-human player's for a car that
 * sends none (VK-START-2, VK-START-4, VK-SP-2): the state before the first move, every event so
 * far, and the start step, which the first move follows.
 */
export function startRace(
  circuit: Circuit,
  entrants: Entrant[],
  settings: VektoraceSettings,
  dice: Dice,
  choices: Record<string, StartChoice | undefined> = {},
): { state: VektoraceState; events: VektoraceEvent[]; step: Step } {
  const referee = vektorace.referee!;
  const begun = referee.begin!({ circuit, entrants, settings, dice });
  const step = vektorace.next({ state: begun.state, played: undefined, cars: entrants.map((e) => e.car), settings })!;
  const played = referee.play[START]!({ circuit, state: begun.state, step, submissions: choices, dice, standingOrders: {}, entrants, settings });
  return { state: played.state, events: [...begun.events, ...played.events], step };
}

/** A legal move picked uniformly: one of the turn's options, then one of the gears it may declare. */
export const randomMove = (circuit: Circuit, state: VektoraceState, car: string, rng: Pick<Rng, 'pick'>): Move => {
  const c = state.cars[car]!;
  const around = surroundingsOf(circuit, state, car);
  const now = turnOptions(around, c);
  if (now.kind !== 'move') {
    const open = state.toMove.filter((other) => other !== car && !state.yielded.includes(other));
    const to = mayGiveWayTo(around, c, open);
    if (to.length > 0) return { kind: 'yield', to: rng.pick(to) };
  }
  if (now.kind === 'penalty') return { kind: 'pass', rotate: 0 };
  const option = rng.pick(now.moves);
  const braked = now.kind === 'brake';
  const { ending } = endingOf(circuit, state.laps, c, option, option.laid.position, now.gear, braked);
  const gears: { gear: Gear; withG?: true }[] = now.kind === 'off-table' ? [{ gear: 1 }] : declarable(c, ending, option.cost);
  const next = rng.pick(gears);
  return {
    kind: 'drive',
    gear: c.gear,
    ...(braked ? { brakeTo: now.gear } : {}),
    placement: option.choice.placement,
    ...(option.choice.boost === undefined ? {} : { boost: option.choice.boost }),
    ...(option.choice.power === undefined ? {} : { power: option.choice.power }),
    end: option.choice.end,
    next: next.gear,
    ...(next.withG ? { nextWithG: true } : {}),
  };
};

export interface Played {
  state: VektoraceState;
  /** Each car's rounds to its finish; absent for a car that did not finish. */
  rounds: Record<string, number>;
  moves: number;
}

/** One race of `cars` cars, each driven by `driver`, seeded by `seed`; `after` sees every move's state. */
export function playRace(
  circuit: Circuit,
  {
    cars,
    laps,
    seed,
    driver,
    cap = ROUND_CAP,
    superPowers = false,
  }: { cars: number; laps: number; seed: number; driver: Driver; cap?: number; superPowers?: boolean },
  after: (state: VektoraceState, events: unknown[], step: Step) => void = () => {},
): Played {
  // The seed varies the start too: the points' split and the first gear.
  const settings = settingsOf(laps, { gomma: seed % 9, firstGear: 3 + (seed % 3), superPowers });
  const entrants = Array.from({ length: cars }, (_, i) => ({ car: String(i + 1), name: `driver ${i + 1}`, seat: String(i + 1) }));
  const ids = entrants.map((e) => e.car);
  const rng = mulberry32(seed);
  const start = startRace(circuit, entrants, settings, seededDice(seed));
  let { state } = start;
  const rounds: Record<string, number> = {};
  let step = vektorace.next({ state, played: start.step, cars: ids, settings });
  let moves = 0;
  while (step && state.round <= cap) {
    const car = step.cars[0]!;
    const submissions: Record<string, Move | undefined> = { [car]: undefined };
    if (driver === 'random') submissions[car] = randomMove(circuit, fold(state, roundStart(state)), car, rng);
    const played = vektorace.referee!.play[MOVE]!({ circuit, state, step, submissions, dice: seededDice(seed), standingOrders: {}, entrants, settings });
    state = played.state;
    moves += 1;
    if (state.cars[car]?.status === 'finished' && rounds[car] === undefined) rounds[car] = state.round;
    after(state, played.events, step);
    step = vektorace.next({ state, played: step, cars: ids, settings });
  }
  return { state, rounds, moves };
}

export interface DriverFigures {
  races: number;
  /** Mean rounds for a car to finish, a car that did not counted at the cap. */
  meanRounds: number;
  /** Cars that did not finish within the cap, of `races × cars`. */
  unfinished: number;
}

/** `races` seeded races of each driver, the same seeds for both. */
export function compareDrivers(circuit: Circuit, { races, cars, laps }: { races: number; cars: number; laps: number }): Record<Driver, DriverFigures> {
  const figures = (driver: Driver): DriverFigures => {
    let total = 0;
    let unfinished = 0;
    for (let seed = 1; seed <= races; seed++) {
      const { rounds } = playRace(circuit, { cars, laps, seed, driver });
      for (let car = 1; car <= cars; car++) {
        const r = rounds[String(car)];
        total += r ?? ROUND_CAP;
        if (r === undefined) unfinished += 1;
      }
    }
    return { races, meanRounds: total / (races * cars), unfinished };
  };
  return { nonHuman: figures('nonHuman'), random: figures('random') };
}
