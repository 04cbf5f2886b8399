/**
 * A race for the picture tests: six cars placed from the pole by the Flying Start positions, then
 * rounds in which every car, in the order of play, makes the free legal move that brings it nearest
 * a point past the gate of the curve due and facing it, cruising in 3rd. It is a fixture that makes
 * busy, lawful pictures, not a driver (the non-human player is the game's own).
 */
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import type { VektoraceEvent } from '../../domain/vektorace/events.ts';
import { evolve, initialState } from '../../domain/vektorace/evolve.ts';
import { toNumber } from '../../domain/vektorace/exact.ts';
import { fromStored, type Point, toStored, unit } from '../../domain/vektorace/geometry.ts';
import { options, square } from '../../domain/vektorace/legality.ts';
import { reorder, standing } from '../../domain/vektorace/order.ts';
import { travel } from '../../domain/vektorace/progress.ts';
import { flyingStartPlaces, placementProblem } from '../../domain/vektorace/start.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import type { Gear } from '../../domain/vektorace/vectors.ts';

export const CARS = ['3', '7', '12', '21', '5', '9'];

const float = (p: Point) => ({ x: toNumber(p.x) / 4, y: toNumber(p.y) / 4 });

/** The pole car in the middle of the pole segment, each next car at a free Flying Start position behind the one before. */
export const startingGrid = (circuit: Circuit, cars: readonly string[] = CARS): VektoraceEvent[] => {
  const [a, b] = circuit.pole;
  const mid = float(a).y === float(b).y ? a : { x: a.x, y: { a: (a.y.a + b.y.a) / 2n, b: (a.y.b + b.y.b) / 2n } };
  const placed: Point[] = [];
  const events: VektoraceEvent[] = [];
  for (const car of cars) {
    const before = placed.at(-1);
    const standings = placed.map((position) => ({ position, heading: circuit.direction, laps: 0, due: 1 }));
    // A zigzag grid: behind the car before on its left, then on its right.
    const places = before ? flyingStartPlaces(before, circuit.direction) : [mid];
    const preferred = [places[placed.length % 2 === 1 ? 1 : 4], ...places].filter((p) => p !== undefined);
    const position = preferred.find((p) => !before || placementProblem(circuit, standings, standings.at(-1), p) === undefined)!;
    placed.push(position);
    events.push({ type: 'CarPlaced', car, position: toStored(position), heading: circuit.direction }, { type: 'PointsChosen', car, gomma: 4, nitro: 4 });
  }
  events.push({ type: 'FirstGearChosen', gear: 3 });
  return events;
};

const aim = (circuit: Circuit, due: number): { x: number; y: number } => {
  const curve = circuit.curves[due - 1];
  if (!curve) return { ...float(circuit.finish.from), x: float(circuit.finish.from).x + 3 };
  const c = float(curve.disc.centre);
  const g = float(unit(curve.gate.direction));
  const t = float(unit(curve.gate.travel));
  return { x: c.x + 2.5 * g.x + t.x, y: c.y + 2.5 * g.y + t.y };
};

/** One round: every racing car in the order of play makes its move. */
export const playRound = (circuit: Circuit, state: VektoraceState): { state: VektoraceState; events: VektoraceEvent[] } => {
  const events: VektoraceEvent[] = [];
  const apply = (event: VektoraceEvent) => {
    events.push(event);
    state = evolve(state, event);
  };
  apply({ type: 'RoundStarted', round: state.round + 1, order: state.order.filter((car) => state.cars[car]!.status === 'racing') });
  while (state.toMove.length > 0) {
    const car = state.toMove[0]!;
    const c = state.cars[car]!;
    const others = Object.fromEntries(
      Object.entries(state.cars)
        .filter(([other, o]) => other !== car && o.status === 'racing')
        .map(([other, o]) => [other, fromStored(o.position)]),
    );
    const target = aim(circuit, c.due);
    const legal = options({ circuit, laps: state.laps, others }, c, c.gear).filter((o) => o.verdict.kind === 'legal' && o.cost.gomma === 0);
    if (legal.length === 0) {
      apply({ type: 'TurnLost', car, heading: c.heading });
      continue;
    }
    // Near the aim and facing it.
    const score = (o: (typeof legal)[number]) => {
      const p = float(o.laid.position);
      const bearing = Math.atan2(target.y - p.y, target.x - p.x);
      const off = Math.abs(((bearing - (o.laid.heading * Math.PI) / 4 + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
      return Math.hypot(p.x - target.x, p.y - target.y) + 4 * off;
    };
    const best = legal.reduce((a, b) => (score(b) < score(a) ? b : a));
    const next = (c.gear < 3 ? c.gear + 1 : c.gear > 3 ? c.gear - 1 : 3) as Gear;
    const travelled = travel(circuit, state.laps, c, best.laid.path, square(circuit, c, best.laid));
    apply({
      type: 'CarMoved',
      car,
      move: {
        kind: 'drive',
        gear: c.gear,
        placement: best.choice.placement,
        ...(best.choice.boost ? { boost: best.choice.boost } : {}),
        end: best.choice.end,
        next,
      },
      path: best.laid.path.map(toStored),
      position: toStored(best.laid.position),
      heading: best.laid.heading,
      gear: next,
      gomma: c.gomma - best.cost.gomma,
      nitro: c.nitro - best.cost.nitro,
      laps: travelled.laps,
      due: travelled.due,
      passed: travelled.passed,
      boxBox: false,
    });
    const standings = Object.fromEntries(Object.entries(state.cars).map(([k, v]) => [k, standing(v)]));
    const order = reorder(state.order, car, standings);
    if (order.join() !== state.order.join()) apply({ type: 'OrderChanged', order });
  }
  return { state, events };
};

/** The grid, then `rounds` rounds: the state and the last round's events. */
export const raceOn = (circuit: Circuit, rounds: number, cars: readonly string[] = CARS): { state: VektoraceState; events: VektoraceEvent[] } => {
  let state = startingGrid(circuit, cars).reduce(evolve, initialState(circuit.laps));
  let events: VektoraceEvent[] = [];
  for (let round = 0; round < rounds; round++) ({ state, events } = playRound(circuit, state));
  return { state, events };
};
