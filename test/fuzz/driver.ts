/**
 * The random players of the fuzz races: seeded choices, apart from the race's dice, of builds,
 * grids and moves. A move is any speed the car may declare (forcing Acc, Top Speed and Start
 * Speed, braking beyond Dec with wear or a brake check), sometimes one it may not; slipstream
 * declared at random; random lanes and trajectories, some that do not exist, paid in wear or by
 * the die; BOX, with or without tyres; random placements, sometimes a square that does not exist.
 * A move the rules refuse goes to the GNU, as does a move that never arrives.
 */

import type { CarBuild, Move, MovementPreference, PlacementPreference } from '../../domain/speed-circuit/aics/schemas.ts';
import { allowedSpeeds, speedContext } from '../../domain/speed-circuit/aics/speed.ts';
import type { StandingOrderInput } from '../../domain/speed-circuit/aics/standing-order.ts';
import { type RaceState, startingCar } from '../../domain/speed-circuit/aics/state.ts';
import { initialWeather } from '../../domain/speed-circuit/aics/weather.ts';
import type { Circuit } from '../../domain/speed-circuit/circuit/types.ts';

/** A small linear congruential generator for the players' choices. */
export function chooser(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = (n: number): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 8) % n;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[next(items.length)]!, chance: (inN: number): boolean => next(inN) === 0 };
}
export type Chooser = ReturnType<typeof chooser>;

function randomBuild(random: Chooser): CarBuild {
  const points = [0, 0, 0, 0, 0];
  for (let spent = 0; spent < 7; ) {
    const category = random.next(5);
    if (points[category]! < 3) {
      points[category]!++;
      spent++;
    }
  }
  const [startSpeed, acc, dec, topSpeed, wear] = points as [number, number, number, number, number];
  return { startSpeed, acc, dec, topSpeed, wear };
}

const pay = (random: Chooser) => (random.chance(4) ? 'die' : 'wear') as 'die' | 'wear';

function preference(random: Chooser): MovementPreference {
  const roll = random.next(12);
  if (roll === 0) return { kind: 'box' };
  if (roll === 1) return { kind: 'box', tyres: random.pick(['dry', 'wet'] as const) };
  if (roll < 5) return { kind: 'trajectory', trajectory: `T${1 + random.next(3)}`, pay: pay(random) };
  return { kind: 'lane', lane: random.pick(['A', 'B', 'C', 'D', 'E']), pay: pay(random) };
}

function placement(random: Chooser, circuit: Circuit, cars: string[]): PlacementPreference[] {
  const options: (() => PlacementPreference)[] = [
    () => ({ kind: 'inside' }),
    () => ({ kind: 'slipstream' }),
    () => ({ kind: 'slipstream', behind: random.pick(cars) }),
    () => ({ kind: 'noSlipstream' }),
  ];
  const preferences = Array.from({ length: random.next(3) }, () => random.pick(options)());
  const custom = preferences.filter((p) => p.kind === 'noSlipstream' || (p.kind === 'slipstream' && p.behind !== undefined));
  const kept = custom.length > 1 ? preferences.filter((p) => p !== custom[1]) : preferences;
  if (!random.chance(4)) return kept;
  const square = random.chance(8) ? 'ZZ9' : random.pick(circuit.squares).id;
  return [{ kind: 'square', square }, ...kept.slice(0, 3)];
}

export function randomMove(random: Chooser, circuit: Circuit, state: RaceState, car: string): Move {
  const speeds = allowedSpeeds(speedContext(state.cars[car]!));
  const curve1 = Array.from({ length: random.next(4) }, () => preference(random));
  const curve2 = curve1.length === 0 ? [] : Array.from({ length: random.next(3) }, () => preference(random));
  return {
    speed: random.chance(8) ? 20 * random.next(13) : random.pick(speeds).speed,
    slipstream: random.chance(3),
    braking: { first: random.chance(3) ? 'W' : 'WF', brakeCheck: random.chance(4) },
    curve1,
    curve2,
    placement: placement(random, circuit, Object.keys(state.cars)),
  };
}

/** A standing order a player could leave (gnu/standing-order.ts). */
export function randomOrder(random: Chooser, circuit: Circuit, cars: string[]): StandingOrderInput {
  return {
    speed: random.pick<StandingOrderInput['speed']>(['hold', 'safe', 20 * random.next(12)]),
    pay: pay(random),
    slipstream: random.chance(2),
    placement: placement(random, circuit, cars).filter((preference) => preference.kind !== 'square'),
  };
}

/** 2 to 10 cars with random builds, a third of them on soft tyres, on 1 to 5 laps (short races most often). */
export function startingGrid(random: Chooser, circuit: Circuit): RaceState {
  const laps = random.pick([1, 1, 2, 2, 3, 4, 5]);
  const count = 2 + random.next(9);
  return {
    circuit: circuit.id,
    laps,
    turn: 0,
    weather: initialWeather(2 + random.next(11)),
    cloudLaps: 0,
    finishers: [],
    classification: null,
    cars: Object.fromEntries(
      Array.from({ length: count }, (_, i) => {
        const car = String(i + 1);
        const entry = { car, driver: car, build: randomBuild(random), square: circuit.grid[i]!, laps, tyres: 'dry' as const, softTyres: random.chance(3) };
        return [car, startingCar(entry)];
      }),
    ),
  };
}
