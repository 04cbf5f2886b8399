/**
 * Random legal play of Lamborghini's Short game through its game and referee, as the race plays
 * them: seeded races on both shipped boards with 2 to 5 players, teams of two now and then. Each
 * seat has a player of its own kind: a careful one sends what the non-human player would, a
 * reckless one what the random legal player picks (and any instruction for his Brakes out of
 * turn), an absent one never sends; now and then the
 * organiser withdraws a car. After every step its state is the fold of its events over the state
 * before, every event is one the store validates, and the race keeps the invariants below. Every
 * race ends with each car classified once, and replaying it from its seed gives the same events.
 * `FUZZ_RACES=1000` (`npm run fuzz`) plays 1,000; `FUZZ_SEED=<n>` replays one.
 */
import { describe, expect, it } from 'vitest';
import { squareKey } from '../../domain/lamborghini/board/geometry.ts';
import type { Board } from '../../domain/lamborghini/board/types.ts';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { nonHumanDirection, nonHumanMove, randomPlayer } from '../../domain/lamborghini/non-human.ts';
import { DIRECTION, MOVE } from '../../domain/lamborghini/race-flow.ts';
import { BrakesOutOfTurn } from '../../domain/lamborghini/race-state.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate } from '../../domain/lamborghini/settings.ts';
import { type LamborghiniEvent, type LamborghiniState, phaseOf } from '../../domain/lamborghini/state.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import { mulberry32 } from '../crash/prng.ts';
import { seededDice } from '../support/dice.ts';

const RACES = Number(process.env.FUZZ_RACES ?? 2);
const ONLY = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const STEP_CAP = 3000;
const BOARDS = Object.values(lamborghini.shippedCircuits());
const EVERY_CARD = [...CARDS.technology, ...CARDS.manoeuvre, ...CARDS.banknote].map(({ id }) => id).sort();

/** In the race, every Technology, Manoeuvre and Banknote card is in exactly one place: a hand, in play, the Speed deck or its discards. */
const checkCards = (state: LamborghiniState): void => {
  const hands = Object.values(state.murcielagos).flatMap(({ hand }) => hand);
  const lasting = Object.values(state.race.cars).flatMap(({ lasting }) => lasting.map(({ card }) => card));
  const inPlay = [...new Set([...(state.race.turn?.played ?? []), ...lasting])];
  expect([...hands, ...inPlay, ...state.speed.pile, ...state.speed.discard].sort()).toEqual(EVERY_CARD);
};

function checkStep(board: Board, before: LamborghiniState, played: { state: LamborghiniState; events: LamborghiniEvent[] }): void {
  expect(played.events.reduce(lamborghini.evolve, before), 'the state is the fold of the step’s events').toEqual(played.state);
  for (const event of played.events) expect(lamborghini.eventSchema.safeParse(event).error).toBeUndefined();
  const { state } = played;
  if (phaseOf(state) !== 'race') return;
  checkCards(state);
  const taken = new Set<string>();
  for (const [car, at] of Object.entries(state.race.cars)) {
    const was = before.race.cars[car];
    expect(at.damages).toBeGreaterThanOrEqual(0);
    expect(at.damages, 'at most 3 damages (LB-DMG-1)').toBeLessThanOrEqual(3);
    if (was) expect(at.distance, `car ${car} never goes back`).toBeGreaterThanOrEqual(was.distance);
    if (at.finished) expect(at.distance).toBeGreaterThanOrEqual(board.laps * board.rows);
    if (at.finished || at.out) continue;
    const key = squareKey(at.row, at.lane);
    expect(board.squares.has(key), `car ${car} on a square of the board`).toBe(true);
    expect(taken.has(key), `two cars on ${key}`).toBe(false);
    taken.add(key);
  }
}

type Player = 'careful' | 'reckless' | 'absent';

function race(seed: number): LamborghiniEvent[] {
  const rng = mulberry32(seed);
  const random = randomPlayer(() => rng.next());
  const board = BOARDS[seed % BOARDS.length]!;
  const carsPerSeat = rng.chance(0.25) ? 2 : 1;
  const players = carsPerSeat === 2 ? 2 : 2 + rng.int(4);
  const settings = LamborghiniCreate.parse({ carsPerSeat });
  const entrants: Entrant[] = Array.from({ length: players * carsPerSeat }, (_, index) => ({
    car: String(index + 1),
    name: `P${index}`,
    seat: String(Math.floor(index / carsPerSeat) * carsPerSeat + 1),
  }));
  const kinds: Record<string, Player> = Object.fromEntries(entrants.map(({ seat }) => [seat, rng.pick(['careful', 'reckless', 'absent'] as const)]));
  const seatOf = (car: string) => entrants.find((entrant) => entrant.car === car)!.seat;
  const dice = seededDice(seed);
  const begun = lamborghini.referee!.begin!({ circuit: board, entrants, settings, dice });
  let state = begun.state;
  const events = [...begun.events];
  let cars = entrants.map(({ car }) => car);
  let played: Step | undefined;
  for (let steps = 0; ; steps++) {
    expect(steps, `race ${seed} ends`).toBeLessThan(STEP_CAP);
    if (phaseOf(state) === 'race' && cars.length > 1 && rng.chance(0.003)) {
      const gone = rng.pick(cars);
      const left = lamborghini.referee!.eliminate(state, gone, 'withdrew');
      checkStep(board, state, left);
      state = left.state;
      events.push(...left.events);
      cars = cars.filter((car) => !(state.seats[gone] ?? [gone]).includes(car));
    }
    const step = lamborghini.next({ state, played, cars, settings });
    if (step === undefined) break;
    const sender = step.cars[0]!;
    const kind = kinds[seatOf(sender)];
    let sent: unknown;
    if (step.kind === MOVE && kind === 'careful') sent = nonHumanMove(state, board, sender);
    // A reckless player changes his instruction for his Brakes out of turn now and then (LB-CARD-1).
    if (step.kind === MOVE && kind === 'reckless')
      sent = { ...random.move(state, board, sender), ...(rng.chance(0.1) ? { brakesOutOfTurn: rng.pick(BrakesOutOfTurn.options) } : {}) };
    if (step.kind === DIRECTION && kind === 'careful') sent = { heading: nonHumanDirection(state, board, state.race.turn!.choices[0]!.car) };
    if (step.kind === DIRECTION && kind === 'reckless') sent = { heading: random.direction() };
    const stepKind = lamborghini.kinds[step.kind]!;
    if (sent !== undefined) {
      stepKind.check(board, state, sender, stepKind.schema.parse(sent));
      lamborghini.referee!.check?.[step.kind]?.(board, state, sender, sent);
    }
    const submissions = Object.fromEntries(step.cars.map((car) => [car, car === sender ? sent : undefined]));
    const result = lamborghini.referee!.play[step.kind]!({ circuit: board, state, step, submissions, dice, standingOrders: {}, entrants, settings });
    checkStep(board, state, result);
    state = result.state;
    events.push(...result.events);
    played = step;
  }
  expect(lamborghini.isFinished(state)).toBe(true);
  const classification = lamborghini.classification(state);
  expect([...classification].sort()).toEqual(entrants.map(({ car }) => car).sort());
  return events;
}

describe('Lamborghini fuzzed', () => {
  const seeds = ONLY === undefined ? Array.from({ length: RACES }, (_, i) => i + 1) : [ONLY];
  it(`plays ${seeds.length} seeded race(s) to the finish keeping every invariant, each replayed the same`, () => {
    for (const seed of seeds) expect(race(seed), `race ${seed} replayed`).toEqual(race(seed));
  });
});
