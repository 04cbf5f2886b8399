/**
 * The other cars, as the GNU must reckon with them (SC-COLL-1, SC-COLL-2, SC-GNU-3: "never takes a
 * risk"). Moves are secret, so the GNU cannot know where the cars that move before it (SC-MOVE-3)
 * will end. It expects a car ahead to drive as the GNU itself would (one of its two best moves,
 * `Foresight`); of a car level with it, or one that could overtake it, it knows only where that
 * car can end: from its square, at least as far as its hardest braking without a die, at most as
 * far as its fastest declaration and a slipstream bonus. Cars that move after it stay where they
 * are while it moves.
 *
 * A move is safe when no placement of the cars that move first, each on a square it may end on,
 * makes the car rear-end, roll a die, or leaves it where it cannot be driven on; and when, wherever
 * it lands, its shortest movement next turn is just as safe from where the others may be by then.
 * Each car fills one square, so only a car able to stand on the path the car would take can change
 * that path: the check places such cars one at a time on that path and follows where the car is
 * sent instead. Cars it cannot reach, and lanes it would not use, play no part.
 */
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import type { Move } from '../schemas.ts';
import { allowedSpeeds, speedContext } from '../speed.ts';
import type { CarState, RaceState } from '../state.ts';
import { canGoOn, LOOKAHEAD, type Road, skipsStop } from './lookahead.ts';
import { remembered } from './memo.ts';
import { type Foresight, type Outlook, outlooksOf, raceDistance, reach } from './outlook.ts';
import { arrive, landed, originOf, speedCost } from './simulate.ts';
import { plainMove } from './ways.ts';

/** Placements of the other cars tried for one move before the GNU gives up on it as unsafe. */
const MAX_TRIES = 120;
/** Stands for a car placed by the check: it has moved this turn (NOSLIP). */
const PLACED = '\u0000placed';

/** Another car as one car sees it: whether it moves first (ahead), maybe first (level, SC-MOVE-3), or after (behind). */
export interface Other {
  outlook: Outlook;
  order: 'ahead' | 'level' | 'behind';
}

export interface Traffic {
  /** Cars that move after the GNU's car, on the squares they stand on while it moves. */
  fixed: ReadonlyMap<SquareIndex, string>;
  others: Other[];
  /** Whether the car can make its next movement from where a move lands it (`canStop`), by landing. */
  stops: Map<string, boolean>;
}

/** A car the GNU's car has ahead is foreseen; any other may do anything it can. */
const zoneOf = (other: Other): ReadonlySet<SquareIndex> => (other.order === 'ahead' ? other.outlook.foreseen().zone : other.outlook.reachable());

export function trafficAround(circuit: Circuit, state: RaceState, carId: string, foresee: Foresight): Traffic {
  const all = outlooksOf(circuit, state, foresee);
  const own = all.get(carId)?.rank;
  const fixed = new Map<SquareIndex, string>();
  const others: Other[] = [];
  const stops = new Map<string, boolean>();
  if (own === undefined) return { fixed, others, stops };
  for (const [id, outlook] of all) {
    if (id === carId) continue;
    const ahead = outlook.rank.distance - own.distance;
    const order = ahead > 0 ? 'ahead' : ahead === 0 ? 'level' : 'behind';
    if (order === 'behind' && outlook.car.position.at === 'track') fixed.set(outlook.car.position.square, id);
    others.push({ outlook, order });
  }
  return { fixed, others, stops };
}

export interface Attempt {
  road: Road;
  car: CarState;
  move: Move;
  /** W and WF the declaration costs before the car moves. */
  cost: { W: number; WF: number };
  bonus: number;
}

/** Where the car ends with these squares taken, or null when it would rear-end, need a die, skip a stop it owes or be left unable to go on. */
function drive(attempt: Attempt, fixed: ReadonlyMap<SquareIndex, string>, taken: ReadonlySet<SquareIndex>): { path: SquareIndex[]; next: CarState } | null {
  const { road, car, move } = attempt;
  const occupant = (square: SquareIndex) => fixed.get(square) ?? (taken.has(square) ? PLACED : undefined);
  const arrived = arrive({ ...road, car, move, bonus: attempt.bonus, occupant }, attempt.cost, (other) => other === PLACED);
  if (arrived === null) return null;
  const { leg, arrival, pits } = arrived;
  if (arrival.risky || skipsStop(car, road.laps, leg.crossings, pits)) return null;
  const next = landed(car, move.speed, arrival, pits);
  return canGoOn(road, next, next.wear, LOOKAHEAD) ? { path: leg.path, next } : null;
}

type Zone = (other: Other) => ReadonlySet<SquareIndex>;

const aheadByCircuit = new WeakMap<Circuit, Map<string, ReadonlySet<SquareIndex>>>();

/** The squares a car on `origin` may go through in `steps` (an open track: the same for every car, kept per circuit). */
function squaresAhead(circuit: Circuit, origin: SquareIndex, steps: number): ReadonlySet<SquareIndex> {
  const byStart = remembered(aheadByCircuit, circuit, () => new Map<string, ReadonlySet<SquareIndex>>());
  return remembered(byStart, `${origin}|${steps}`, () => reach(circuit, [origin], 1, steps));
}

function meets(a: ReadonlySet<SquareIndex>, b: ReadonlySet<SquareIndex>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const square of small) if (large.has(square)) return true;
  return false;
}

/** The cars whose zone holds a square the car may go through in `steps`. */
function inReach(others: Other[], zone: Zone, circuit: Circuit, car: CarState, fixed: ReadonlyMap<SquareIndex, string>, steps: number): Other[] {
  const origin = originOf(circuit, car, (square) => fixed.get(square));
  if (origin === undefined) return [];
  const ahead = squaresAhead(circuit, origin, steps);
  return others.filter((other) => meets(zone(other), ahead));
}

/**
 * Whether no placement of `blockers` (each on one square of its zone) on the squares the car goes
 * through makes `judge` fail: the cars are placed one at a time on the path the car would take,
 * then on the path it takes instead, and so on. Too many placements to try counts as a failure.
 */
function withstands(blockers: Other[], zone: Zone, judge: (taken: ReadonlySet<SquareIndex>) => SquareIndex[] | null): boolean {
  const known = new Map<string, boolean>();
  let tries = 0;
  const explore = (taken: SquareIndex[], left: Other[]): boolean => {
    const key = `${[...taken].sort((a, b) => a - b).join(',')}/${left.map((other) => other.outlook.car.car).join(',')}`;
    return remembered(known, key, () => {
      if (++tries > MAX_TRIES) return false;
      const path = judge(new Set(taken));
      return (
        path !== null &&
        left.every((other, i) =>
          path.every(
            (square) =>
              !zone(other).has(square) ||
              explore(
                [...taken, square],
                left.filter((_, j) => j !== i),
              ),
          ),
        )
      );
    });
  };
  return explore([], blockers);
}

/**
 * Next turn, the car can still make its shortest movement without a die wherever the other cars
 * may be by then: those that may then move first (SC-MOVE-3) anywhere they can reach next turn,
 * the others where they end this one. Where it lands this turn is not a trap (SC-COLL-2: it must
 * go as far as it can, so it must keep room to do so).
 */
function canStop(traffic: Traffic, road: Road, car: CarState): boolean {
  const least = allowedSpeeds(speedContext(car)).find((declared) => speedCost(car, declared.speed) !== null);
  if (least === undefined || least.speed === 0 || car.position.at !== 'track') return true;
  const attempt: Attempt = { road, car, move: plainMove(least.speed, { curve1: [], curve2: [] }), cost: speedCost(car, least.speed)!, bonus: 0 };
  const none = new Map<SquareIndex, string>();
  const own = raceDistance(road.circuit, car.lap, car.position.square);
  const then: Zone = (other) => other.outlook.nextTurn(other.order === 'ahead', own);
  const blockers = inReach(traffic.others, then, road.circuit, car, none, least.speed / 20);
  return withstands(blockers, then, (taken) => drive(attempt, none, taken)?.path ?? null);
}

/**
 * No placement of the cars that move first makes the move rear-end, roll a die or strand the car,
 * and wherever it lands it can still make its next movement (SC-COLL-1, SC-COLL-2).
 */
export function safeIn(traffic: Traffic, attempt: Attempt): boolean {
  const { road, car, move } = attempt;
  const origin = originOf(road.circuit, car, (square) => traffic.fixed.get(square));
  const laneIndex = origin === undefined ? 0 : road.circuit.squares[origin]!.laneIndex;
  const first = traffic.others.filter(
    ({ order, outlook }) =>
      order === 'ahead' ||
      (order === 'level' && (outlook.range.most > move.speed || (outlook.range.most === move.speed && outlook.rank.laneIndex < laneIndex))),
  );
  const steps = move.speed / 20 + attempt.bonus;
  const blockers = inReach(
    inReach(first, (other) => other.outlook.reachable(), road.circuit, car, traffic.fixed, steps),
    zoneOf,
    road.circuit,
    car,
    traffic.fixed,
    steps,
  );
  return withstands(blockers, zoneOf, (taken) => {
    const driven = drive(attempt, traffic.fixed, taken);
    if (driven === null) return null;
    const { next } = driven;
    const key = JSON.stringify([next.position, next.previousSpeed, next.standstill, next.lap, next.wear, next.brakeWear, next.curve]);
    return remembered(traffic.stops, key, () => canStop(traffic, road, next)) ? driven.path : null;
  });
}
