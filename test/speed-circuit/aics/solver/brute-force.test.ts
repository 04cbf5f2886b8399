/**
 * The solver's search keeps, of two cars in the same place at the same speed, only the one with
 * more wear left; it drops states that cannot finish in time and lines sure to need the die. This
 * test confirms its best lap without any of that: every die-free move from every state reached —
 * every speed, every lane and trajectory of every curve within reach, every square the movement
 * can end on — turn after turn, merging only states that are exactly the same.
 */
import { describe, expect, it } from 'vitest';
import { poleLapWear, sheetOf } from '../../../../domain/speed-circuit/aics/car.ts';
import { landed, landing, outcomeOf, speedCost } from '../../../../domain/speed-circuit/aics/gnu/simulate.ts';
import { plainMove } from '../../../../domain/speed-circuit/aics/gnu/ways.ts';
import type { CarBuild, MovementPreference } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { bestLap } from '../../../../domain/speed-circuit/aics/solver/index.ts';
import { allowedSpeeds } from '../../../../domain/speed-circuit/aics/speed.ts';
import { type CarState, startingCar } from '../../../../domain/speed-circuit/aics/state.ts';
import { curvesAhead } from '../../../../domain/speed-circuit/aics/turn/path.ts';
import type { Circuit, Curve } from '../../../../domain/speed-circuit/circuit/types.ts';
import { oval } from '../../../support/race.ts';

/** The SC-QUAL-3 example car, whose best lap test-oval states. */
const POLE_CAR: CarBuild = { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 };

/** Every trajectory and every lane of a curve, and no preference at all (the engine's own order). */
function everyWay(circuit: Circuit, curve: Curve | undefined): MovementPreference[][] {
  if (curve === undefined) return [[]];
  const lanes = [...new Set(curve.squares.map((index) => circuit.squares[index]!.lane))];
  return [
    [],
    ...curve.trajectories.map((t): MovementPreference[] => [{ kind: 'trajectory', trajectory: t.name, pay: 'wear' }]),
    ...lanes.map((lane): MovementPreference[] => [{ kind: 'lane', lane, pay: 'wear' }]),
  ];
}

const stateKey = (car: CarState): string => JSON.stringify([car.position, car.previousSpeed, car.wear, car.lap, car.curve]);

/** One turn from `car`: every die-free state it can end in, and the squares beyond the line of those that finish. */
function turnFrom(circuit: Circuit, car: CarState): { next: CarState[]; finishes: number[] } {
  const next: CarState[] = [];
  const finishes: number[] = [];
  if (car.position.at !== 'track') return { next, finishes };
  for (const { speed } of allowedSpeeds({ sheet: car.sheet, previousSpeed: car.previousSpeed, fromStandstill: false, reliability: car.reliability })) {
    const cost = speedCost(car, speed);
    if (cost === null) continue;
    const [first, second] = curvesAhead({ circuit, start: car.position.square, steps: speed / 20 });
    for (const curve1 of everyWay(circuit, first)) {
      for (const curve2 of curve1.length === 0 ? [[]] : everyWay(circuit, second)) {
        const outcome = outcomeOf({ circuit, car, laps: 1, track: 'dry', move: plainMove(speed, { curve1, curve2 }), bonus: 0 });
        if (outcome === undefined || outcome.rearEnd) continue;
        for (const passage of outcome.passages) {
          const arrival = landing(passage, car, cost);
          if (arrival.risky) continue;
          if (arrival.beyond !== null) finishes.push(arrival.beyond);
          else next.push(landed(car, speed, arrival, false));
        }
      }
    }
  }
  return { next, finishes };
}

/** The flying start: any lane behind the line, any speed up to Top Speed (SC-QUAL-4 Proposed), one lap's wear (SC-WEAR-7). */
function flyingStarts(circuit: Circuit, build: CarBuild): CarState[] {
  const top = sheetOf(build).topSpeed;
  return circuit.squares
    .filter((square) => square.beforeLine)
    .flatMap((square) =>
      Array.from({ length: top / 20 }, (_, i) => {
        const car = startingCar({ car: 'brute', driver: 'brute', build, square: square.index, laps: 1, tyres: 'dry', softTyres: false });
        return { ...car, wear: poleLapWear(build), brakeWear: 0, previousSpeed: 20 * (i + 1), standstill: null };
      }),
    );
}

describe('the best lap is the best of every die-free lap', () => {
  it('[SC-QUAL-10] on test-oval no lap of the SC-QUAL-3 car finishes in fewer turns, nor further beyond the line in as many, than the solver’s', () => {
    const circuit = oval();
    const solved = bestLap(circuit, POLE_CAR);
    const seen = new Set<string>();
    let layer = flyingStarts(circuit, POLE_CAR);
    const finishedBy: number[][] = [];
    for (let turn = 1; turn <= solved.turns; turn++) {
      const next: CarState[] = [];
      const finishes: number[] = [];
      for (const car of layer) {
        const from = turnFrom(circuit, car);
        finishes.push(...from.finishes);
        for (const state of from.next) {
          const key = stateKey(state);
          if (seen.has(key)) continue;
          seen.add(key);
          next.push(state);
        }
      }
      finishedBy.push(finishes);
      layer = next;
    }
    expect(finishedBy.slice(0, -1).flat()).toEqual([]);
    expect(Math.max(...finishedBy.at(-1)!)).toBe(solved.squares);
    expect(seen.size).toBeGreaterThan(1000);
  }, 120_000);
});
