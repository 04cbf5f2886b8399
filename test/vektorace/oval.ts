/** VK-MOVE-1's trial lap: a two-curve oval, and a plain driver that takes white moves only towards the next gate. */
import { compileCircuit } from '../../domain/vektorace/circuit/index.ts';
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import { toStored } from '../../domain/vektorace/geometry.ts';
import { options, square } from '../../domain/vektorace/legality.ts';
import { travel } from '../../domain/vektorace/progress.ts';
import type { CarState } from '../../domain/vektorace/state.ts';
import { f } from './float.ts';

export const OVAL: Circuit = compileCircuit({
  id: 'oval',
  name: 'Trial oval',
  table: { width: 40, height: 24 },
  laps: 1,
  curves: [
    { number: 1, centre: { x: 32, y: 12 }, radius: 0.75, kerb: 'L', travel: 90, inside: 6 },
    { number: 2, centre: { x: 8, y: 12 }, radius: 0.75, kerb: 'L', travel: 270, inside: 6 },
  ],
  pitWall: { from: { x: 14, y: 3.5 }, to: { x: 24, y: 4 } },
  pitArea: { from: { x: 14, y: 0 }, to: { x: 24, y: 3.5 } },
  finish: { from: { x: 14, y: 0 }, to: { x: 14, y: 12 }, direction: 0 },
  pole: { from: { x: 13.5, y: 4.5 }, to: { x: 13.5, y: 10 } },
});

/** Where the driver aims: 4 units out along the due curve's gate, or 7 along the finish line. */
const target = (circuit: Circuit, car: CarState) => {
  const gate = car.due <= circuit.curves.length ? circuit.curves[car.due - 1]!.gate : circuit.finish;
  const o = f(gate.origin);
  const g = { x: Math.cos((gate.direction * Math.PI) / 4), y: Math.sin((gate.direction * Math.PI) / 4) };
  const out = car.due <= circuit.curves.length ? 4 : 7;
  // In quarter units, as `f` gives them.
  return { x: o.x + 4 * out * g.x, y: o.y + 4 * out * g.y };
};

/** The moves in 3rd gear with white ends only (no point spent), each with where it leaves the car and how near the target. */
const trialMoves = (circuit: Circuit, car: CarState): { car: CarState; score: number }[] => {
  const aim = target(circuit, car);
  const free = options({ circuit, laps: 1, others: {} }, car, 3).filter((o) => o.verdict.kind === 'legal' && o.cost.gomma + o.cost.nitro === 0);
  return free.map((o) => {
    const p = f(o.laid.position);
    const moved = travel(circuit, 1, car, o.laid.path, square(circuit, car, o.laid));
    const next: CarState = { ...car, position: toStored(o.laid.position), heading: o.laid.heading, laps: moved.laps, due: moved.due, started: true };
    const progress = moved.laps * 10 + moved.due;
    return { car: next, score: -progress * 1e6 + Math.hypot(p.x - aim.x, p.y - aim.y) };
  });
};

/**
 * A beam search of white moves in 3rd gear: the `width` best cars after each move, by progress
 * and then by distance to the next gate; the moves of the first car to complete a lap.
 */
export const trialLap = (circuit: Circuit, start: CarState, width = 8, limit = 60): CarState[] | undefined => {
  let beam: { car: CarState; trail: CarState[] }[] = [{ car: start, trail: [] }];
  for (let move = 0; move < limit && beam.length > 0; move++) {
    const next = beam.flatMap(({ car, trail }) => trialMoves(circuit, car).map((m) => ({ ...m, trail: [...trail, m.car] })));
    const done = next.find((m) => m.car.laps > 0);
    if (done) return done.trail;
    const seen = new Set<string>();
    beam = next
      .sort((a, b) => a.score - b.score)
      .filter((m) => {
        const key = JSON.stringify([m.car.position, m.car.heading, m.car.due]);
        return !seen.has(key) && seen.add(key);
      })
      .slice(0, width);
  }
  return undefined;
};
