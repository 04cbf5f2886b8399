/**
 * Random legal play of Vektorace through its game and referee, as the race plays them: seeded
 * races on both shipped circuits with 1 to 6 cars, 1 or 2 laps, random start choices (points,
 * first gear, the tokens wanted), the non-human player's for an absent player. Each
 * car has a player of its own kind: a careful one sends the move the non-human player would
 * choose, a reckless one any legal move, now and then one the rules refuse (which the referee's
 * check refuses, and the non-human player replaces), and sometimes nothing; an absent one never
 * sends. After every move its state is the fold of its events over the state before, every event is
 * one the store validates, one car moved, and the cars keep the invariants below. A race still
 * running after `ROUND_CAP` rounds has its cars eliminated by the organiser. Every race then ends
 * with each car classified once, and replaying it from its seed gives the same events.
 * `FUZZ_RACES=1000` (`npm run fuzz`) plays a tenth of that, each race being hundreds of moves;
 * `FUZZ_SEED=<n>` replays one.
 */
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import { discOverlaps, fromStored, locate, polygonsOverlap } from '../../domain/vektorace/geometry.ts';
import { MOVE, START } from '../../domain/vektorace/id.ts';
import { chooseMove } from '../../domain/vektorace/non-human.ts';
import { parseMove } from '../../domain/vektorace/notation.ts';
import { beforeMove } from '../../domain/vektorace/play.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import type { VektoraceSettings } from '../../domain/vektorace/settings.ts';
import { octagon } from '../../domain/vektorace/shapes.ts';
import { FIRST_GEARS, STARTING_POINTS } from '../../domain/vektorace/start.ts';
import type { StartChoice } from '../../domain/vektorace/start-choice.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { SuperPower } from '../../domain/vektorace/superpower.ts';
import { seededDice } from '../support/dice.ts';
import { randomMove } from '../vektorace/drivers.ts';
import { type Chooser, chooser } from './driver.ts';

const RACES = Math.max(2, Math.round(Number(process.env.FUZZ_RACES ?? 20) / 10));
const ONLY = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const ROUND_CAP = 70;
const CIRCUITS = vektorace.shippedCircuits();
/** Moves the rules refuse in most places: a lateral shift in the wrong gear, a first-move turn, a yield to nobody, a pass. */
const WRONG = ['5 SR B4 R0 >1', '3 F F+ >3', 'YIELD 9', 'PASS +', '2 FL L0 >5 BOX G8N8'];

type Played = { state: VektoraceState; events: unknown[] };

/** The move's state is the fold of its events; every event is in the store's shape; the cars stand clear of each other and of the circuit. */
function checkStep(circuit: Circuit, before: VektoraceState, played: Played, car: string | undefined): void {
  expect(played.events.reduce((state: VektoraceState, event) => vektorace.evolve(state, event as never), before)).toEqual(played.state);
  for (const event of played.events) expect(vektorace.eventSchema.safeParse(event).error).toBeUndefined();
  const own = (played.events as { type: string; car?: string }[]).filter((e) => ['CarMoved', 'TurnLost', 'GaveWay'].includes(e.type));
  if (car !== undefined) expect(own.map((e) => e.car)).toEqual([car]);
  const { state } = played;
  const racing = Object.entries(state.cars).filter(([, c]) => c.status === 'racing');
  for (const [id, c] of racing) {
    const base = octagon(fromStored(c.position));
    expect(
      base.every((v) => locate(circuit.table, v) <= 0),
      `car ${id} on the table`,
    ).toBe(true);
    expect(
      circuit.curves.some((curve) => discOverlaps(curve.disc, base)),
      `car ${id} on a curve token`,
    ).toBe(false);
    expect(polygonsOverlap(base, circuit.pitWall), `car ${id} on the pit wall`).toBe(false);
    for (const [other, o] of racing) if (other > id) expect(polygonsOverlap(base, octagon(fromStored(o.position))), `cars ${id} and ${other}`).toBe(false);
    expect(c.due).toBeGreaterThanOrEqual(1);
    expect(c.due).toBeLessThanOrEqual(circuit.curves.length + 1);
    expect(c.laps).toBeLessThan(state.laps);
  }
  for (const [id, c] of Object.entries(state.cars)) {
    expect(Math.min(c.gomma, c.nitro), `car ${id}'s points`).toBeGreaterThanOrEqual(0);
    expect(state.finishers.includes(id), `car ${id} among the finishers`).toBe(c.status === 'finished');
  }
  expect([...state.order].sort()).toEqual(Object.keys(state.cars).sort());
  // VK-SP-2..4: with the tokens, each car holds at most one and none is lost or doubled.
  if (state.reserve !== undefined) {
    const held = Object.values(state.cars).flatMap((c) => (c.power ? [c.power.power] : []));
    expect([...held, ...state.reserve].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  }
  expect(state.toMove.every((c) => state.cars[c]?.status === 'racing')).toBe(true);
}

/** A start choice the rules take: any split of the 8 points, the first gear from the pole car only, any tokens in any order with the advanced rules. */
function startChoice(state: VektoraceState, car: string, random: Chooser): StartChoice {
  const gomma = random.next(STARTING_POINTS + 1);
  const pool = SuperPower.options.filter(() => random.chance(2));
  const wanted: SuperPower[] = [];
  while (pool.length > 0) wanted.push(pool.splice(random.next(pool.length), 1)[0]!);
  return {
    gomma,
    nitro: STARTING_POINTS - gomma,
    ...(car === state.order[0] ? { firstGear: random.pick([...FIRST_GEARS]) } : {}),
    ...(state.reserve === undefined ? {} : { powers: wanted }),
  };
}

function race(seed: number): { events: unknown[]; state: VektoraceState } {
  const random = chooser(seed);
  const circuit = random.pick(Object.values(CIRCUITS));
  const settings = vektorace.createSchema.parse({
    laps: 1 + random.next(2),
    gomma: random.next(9),
    firstGear: 3 + random.next(3),
    superPowers: random.next(2) === 1,
  }) as VektoraceSettings;
  const entrants: Entrant[] = Array.from({ length: 1 + random.next(6) }, (_, i) => ({ car: String(i + 1), name: `D${i + 1}`, seat: String(i + 1) }));
  const cars = entrants.map(({ car }) => car);
  const players = new Map(cars.map((car) => [car, random.pick(['careful', 'careful', 'reckless', 'absent'] as const)]));
  const referee = vektorace.referee!;
  const events: unknown[] = [];
  const begun = referee.begin!({ circuit, entrants, settings, dice: seededDice(seed) });
  events.push(...begun.events);
  const start = vektorace.next({ state: begun.state, played: undefined, cars, settings })!;
  const choices = Object.fromEntries(
    start.cars.map((car) => {
      const sent = players.get(car) === 'absent' ? undefined : startChoice(begun.state, car, random);
      if (sent !== undefined) vektorace.kinds[START]!.check(circuit, begun.state, car, sent);
      return [car, sent];
    }),
  );
  const started = referee.play[START]!({
    circuit,
    state: begun.state,
    step: start,
    submissions: choices,
    dice: seededDice(seed),
    standingOrders: {},
    entrants,
    settings,
  });
  checkStep(circuit, begun.state, started, undefined);
  events.push(...started.events);
  let state = started.state;
  let step: Step | undefined = vektorace.next({ state, played: start, cars, settings });
  while (step !== undefined) {
    if (state.round > ROUND_CAP) {
      for (const car of cars.filter((c) => state.cars[c]!.status === 'racing')) {
        const out = referee.eliminate(state, car, 'lost at the cap');
        checkStep(circuit, state, out, undefined);
        events.push(...out.events);
        state = out.state;
      }
      break;
    }
    const open = step;
    const car = open.cars[0]!;
    const player = players.get(car)!;
    const judged = beforeMove(state);
    const sent =
      player === 'absent' || random.chance(10)
        ? undefined
        : random.chance(12)
          ? parseMove(random.pick(WRONG))
          : player === 'careful'
            ? chooseMove(circuit, judged, car)
            : randomMove(circuit, judged, car, random);
    if (sent !== undefined) {
      try {
        vektorace.referee!.check![MOVE]!(circuit, state, car, sent);
      } catch (error) {
        expect(error, `${open.id} car ${car}`).toBeInstanceOf(DomainError);
      }
    }
    const played = referee.play[MOVE]!({
      circuit,
      state,
      step: open,
      submissions: { [car]: sent },
      dice: seededDice(seed),
      standingOrders: {},
      entrants,
      settings,
    });
    checkStep(circuit, state, played, car);
    events.push(...played.events);
    state = played.state;
    step = vektorace.next({ state, played: open, cars, settings });
  }
  expect(vektorace.isFinished(state)).toBe(true);
  expect([...vektorace.classification(state)].sort()).toEqual([...cars].sort());
  return { events, state };
}

describe('fuzzing Vektorace with random legal play', () => {
  const seeds = ONLY === undefined ? Array.from({ length: RACES }, (_, i) => i + 1) : [ONLY];
  it(`[VK-ORDER-1] [VK-MOVE-5] ${seeds.length} seeded races end, every move the fold of its events, no car on another or on the circuit's elements, and replay to the same events`, () => {
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
