/**
 * Random legal play of hex rally through its game and referee, as the race plays them: seeded
 * races on both shipped tracks with 1 to 6 cars, random laps, coupons and drivers. Each car has a
 * player of its own kind: a careful one sends the order the non-human player would choose, a
 * reckless one any legal order, both sometimes honking at a car they may honk at and now and then
 * sending nothing; an absent one never sends, and the non-human player declares for him. A car
 * whose roll failed spends a random coupon or none. After
 * every step its state is the fold of its events over the state before, every event is one the
 * store validates, and the cars keep the invariants below. A race still running after `TURN_CAP`
 * turns (random drivers may never find their way) has its cars eliminated by the organiser. Every
 * race then ends with each car classified once, and replaying it from its seed gives the same
 * events. `FUZZ_RACES=1000` (`npm run fuzz`) plays 1,000; `FUZZ_SEED=<n>` replays one.
 */
import { describe, expect, it } from 'vitest';
import { drivingOf, hornProblem } from '../../domain/hex-rally/declaring.ts';
import { hexKey } from '../../domain/hex-rally/hex.ts';
import { legalOrders } from '../../domain/hex-rally/legality.ts';
import { chooseOrder } from '../../domain/hex-rally/non-human.ts';
import { hexRallyReferee } from '../../domain/hex-rally/referee.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import { HexRallyCreate, type HexRallySettings } from '../../domain/hex-rally/settings.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import type { Track } from '../../domain/hex-rally/track/index.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import { seededDice } from '../support/dice.ts';
import { type Chooser, chooser } from './driver.ts';

/** A few in the default `npm test`; `npm run fuzz` plays a thousand. */
const RACES = Number(process.env.FUZZ_RACES ?? 2);
const ONLY = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const TURN_CAP = 60;
const TRACKS = hexRally.shippedCircuits();

type Played = { state: HexRallyState; events: unknown[] };

/** The step's state is the fold of its events over the state before; every event is in the store's shape; the cars keep their invariants. */
function checkStep(track: Track, before: HexRallyState, played: Played): void {
  expect(played.events.reduce((state: HexRallyState, event) => hexRally.evolve(state, event as never), before)).toEqual(played.state);
  for (const event of played.events) expect(hexRally.eventSchema.safeParse(event).error).toBeUndefined();
  const { state } = played;
  for (const [car, c] of Object.entries(state.cars)) {
    if (c.status === 'racing') expect(track.cells.has(hexKey(c.hex)), `car ${car} on the track`).toBe(true);
    expect(c.speed, `car ${car}'s speed`).toBeGreaterThanOrEqual(0);
    expect(c.speed, `car ${car}'s speed`).toBeLessThanOrEqual(state.stats.maxSpeed);
    for (const coupon of ['reroll', 'extraDie'] as const) {
      expect(c.coupons[coupon]).toBeGreaterThanOrEqual(0);
      expect(c.coupons[coupon]).toBeLessThanOrEqual(state.coupons[coupon]);
    }
    expect(state.finishers.includes(car), `car ${car} among the finishers`).toBe(c.status === 'finished');
    expect(state.retired.includes(car), `car ${car} among the retired`).toBe(c.status === 'out');
  }
}

type Player = 'careful' | 'reckless' | 'absent';

const randomDeclaration = (random: Chooser, track: Track, state: HexRallyState, car: string, player: Player) => {
  const c = state.cars[car]!;
  const order = player === 'careful' ? chooseOrder(track, state, car) : random.pick(legalOrders({ ...drivingOf(state, c), increase: c.increase }));
  const honked = random.chance(4) ? random.pick(Object.keys(state.cars)) : undefined;
  return honked !== undefined && hornProblem(state, car, honked) === undefined ? { order, horn: honked } : { order };
};

const randomReaction = (random: Chooser, state: HexRallyState, car: string) => {
  const { coupons } = state.cars[car]!;
  const choices = [...(coupons.reroll > 0 ? ['reroll'] : []), ...(coupons.extraDie > 0 ? ['extraDie'] : []), 'none'];
  return { coupon: random.pick(choices) };
};

function race(seed: number): { events: unknown[]; state: HexRallyState } {
  const random = chooser(seed);
  const track = random.pick(Object.values(TRACKS));
  const settings: HexRallySettings = HexRallyCreate.parse({
    laps: 1 + random.next(2),
    coupons: { reroll: random.next(3), extraDie: random.next(3) },
    humans: random.pick([{}, { handbrakeTurn: 'plus3' }, { handbrakeTurn: 'plus3', rollPenalty: 'handbrake-only' }, { rollPenalty: 'none' }]),
  });
  const entrants: Entrant[] = Array.from({ length: 1 + random.next(track.grid.length) }, (_, i) => ({
    car: String(i + 1),
    name: `D${i + 1}`,
    seat: String(i + 1),
  }));
  const cars = entrants.map(({ car }) => car);
  const players = new Map(cars.map((car) => [car, random.pick(['careful', 'careful', 'reckless', 'absent'] as const)]));
  const dice = (turn: number) => seededDice(seed * 1_000 + turn);
  const events: unknown[] = [];
  const begun = hexRallyReferee.begin!({ circuit: track, entrants, settings, dice: dice(0) });
  events.push(...begun.events);
  let state = begun.state as HexRallyState;
  let step: Step | undefined = hexRally.next({ state, played: undefined, cars, settings });
  while (step !== undefined) {
    if (state.turn >= TURN_CAP) {
      for (const car of cars.filter((c) => state.cars[c]!.status === 'racing')) {
        const out = hexRallyReferee.eliminate(state, car, 'lost at the cap') as Played;
        checkStep(track, state, out);
        events.push(...out.events);
        state = out.state;
      }
      break;
    }
    const open = step;
    const submissions = Object.fromEntries(
      open.cars.map((car) => {
        const player = players.get(car)!;
        if (player === 'absent' || random.chance(8)) return [car, undefined];
        if (open.kind === 'driver') return [car, { driver: random.pick(['human', 'orc']) }];
        return [car, open.kind === 'reaction' ? randomReaction(random, state, car) : randomDeclaration(random, track, state, car, player)];
      }),
    );
    for (const [car, submission] of Object.entries(submissions))
      if (submission !== undefined) expect(() => hexRally.kinds[open.kind]!.check(track, state, car, submission), `${open.id} car ${car}`).not.toThrow();
    const played = hexRallyReferee.play[open.kind]!({
      circuit: track,
      state,
      step: open,
      submissions,
      dice: dice(open.rank),
      standingOrders: {},
      entrants,
      settings,
    }) as Played;
    checkStep(track, state, played);
    events.push(...played.events);
    state = played.state;
    step = hexRally.next({ state, played: open, cars, settings });
  }
  expect(hexRally.isFinished(state)).toBe(true);
  expect([...hexRally.classification(state)].sort()).toEqual([...cars].sort());
  return { events, state };
}

describe('fuzzing hex rally with random legal play', () => {
  const seeds = ONLY === undefined ? Array.from({ length: RACES }, (_, i) => i + 1) : [ONLY];
  it(`[HX-CORE-5] [HX-DECL-3] [HX-DECL-4] ${seeds.length} seeded races end, every step the fold of its events, and replay to the same events`, () => {
    for (const seed of seeds) {
      try {
        const first = race(seed);
        expect(JSON.stringify(race(seed).events)).toBe(JSON.stringify(first.events));
      } catch (error) {
        console.error(`fuzz: failing seed ${seed}; replay with FUZZ_SEED=${seed}`);
        throw error;
      }
    }
  }, 3_600_000);
});
