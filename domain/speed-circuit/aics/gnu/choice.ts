/**
 * The GNU's own choice of move (SC-GNU-4 Proposed; the steps are listed in index.ts): the die-free
 * candidates ranked, the tests that make one acceptable, the d20 between the two best.
 */
import type { Dice } from '../../../dice.ts';
import type { Circuit } from '../../circuit/types.ts';
import type { Move, PlacementPreference } from '../schemas.ts';
import { allowedSpeeds, speedContext } from '../speed.ts';
import type { CarState, RaceState } from '../state.ts';
import { wearBudget, wearPerLap } from './budget.ts';
import { canGoOn, LOOKAHEAD, type Road, skipsStop } from './lookahead.ts';
import { remembered } from './memo.ts';
import { type Expectation, originsOf, reach, speedRange, standingWhileMoving } from './outlook.ts';
import { arrive, declarable, type Landing, landed, speedCost } from './simulate.ts';
import { safeIn, type Traffic, trafficAround } from './traffic.ts';
import { type MovementChoice, plainMove, waysToDrive, withBox } from './ways.ts';

/** The best candidate is taken on 1..17 of a d20: probability 0.85 (SC-GNU-4 Proposed (5)). */
const BEST_ON_D20 = 17;

export interface Situation {
  road: Road;
  car: CarState;
  traffic: Traffic;
  state: RaceState;
}

/** How the car is driven besides its speed and line: where it is placed, and whether it may take a slipstream. */
export interface Style {
  placement: PlacementPreference[];
  slipstream: boolean;
}

/** The GNU's own: as far inside as possible (SC-AUTO-1), slipstream when it is safe. */
const GNU_STYLE: Style = { placement: [], slipstream: true };

export interface Candidate {
  move: Move;
  cost: { W: number; WF: number };
  /** Where the move ends when nothing is in its way. */
  arrival: Landing;
  pits: boolean;
}

export function situationOf(circuit: Circuit, state: RaceState, carId: string): Situation {
  const car = state.cars[carId];
  if (car === undefined) throw new Error(`no car ${carId} in the race`);
  const traffic = trafficAround(circuit, state, carId, (other) => foreseen(circuit, state, other));
  return { road: { circuit, laps: state.laps, track: state.weather.track }, car, traffic, state };
}

const foresight = new WeakMap<RaceState, Map<string, Expectation>>();

/**
 * Where a car that moves first may end, if it drives as the GNU would: one of its two best moves,
 * the cars ahead of it driving likewise. Moves are secret (ARCHITECTURE contract 4); this is the
 * GNU's expectation of a sensible driver, worked out once per race state for every car that asks.
 */
function foreseen(circuit: Circuit, state: RaceState, carId: string): Expectation {
  const byCar = remembered(foresight, state, () => new Map<string, Expectation>());
  return remembered(byCar, carId, () => {
    const situation = situationOf(circuit, state, carId);
    const origins = originsOf(circuit, situation.car);
    const standing = standingWhileMoving(circuit, state, carId);
    // A car on the grid starts; one stopped for any other reason may well stay where it is.
    const stays = situation.car.standstill !== null && situation.car.standstill !== 'start';
    const moves = [...gnuOptions(situation), ...(stays ? [plainMove(0, { curve1: [], curve2: [] })] : [])];
    const zone = new Set(
      moves.flatMap((move) => {
        const steps = move.speed / 20;
        return [...reach(circuit, origins, steps, steps + Math.max(0, ...possibleBonuses(situation, move.speed)), standing)];
      }),
    );
    const speeds = moves.map((move) => move.speed);
    return { zone, speeds: { least: Math.min(...speeds), most: Math.max(...speeds) } };
  });
}

/** Laps and progress along the lap, continuous across the line (SC-MOVE-3 Proposed); the pits owed come first. */
const distanceOf = (circuit: Circuit, candidate: Candidate, car: CarState): number =>
  candidate.pits ? Infinity : (car.lap + candidate.arrival.leg.crossings) * circuit.rowsPerLap + circuit.squares[candidate.arrival.leg.square]!.progress;

/** Where the move ends when nothing is in its way, placed as the engine would place it (SC-NOTATION-10, SC-SLOW-1 Proposed). */
function openLanding(situation: Situation, move: Move, cost: Candidate['cost'], bonus: number): Candidate | null {
  const { road, car } = situation;
  const arrived = arrive({ ...road, car, move, bonus }, cost, () => false);
  return arrived && { move, cost, arrival: arrived.arrival, pits: arrived.pits };
}

/** Every way to play `speed` through the curves ahead, each where it would end. */
export function waysToPlay(situation: Situation, speed: number, style: Style): Candidate[] {
  const { road, car } = situation;
  const cost = speedCost(car, speed);
  if (cost === null) return [];
  const moveOf = (choice: MovementChoice): Move => ({ ...plainMove(speed, withBox(car, road.laps, speed, choice)), placement: style.placement });
  return waysToDrive({ ...road, car, bonus: 0 }, speed, moveOf).flatMap(({ move }) => openLanding(situation, move, cost, 0) ?? []);
}

/** Every die-free way to play every speed the car may declare, best first: furthest, cheapest, then fastest, to keep its speed (SC-GNU-4 Proposed (1), (2), (4)). */
function candidates(situation: Situation, style: Style): Candidate[] {
  const { road, car } = situation;
  const found = allowedSpeeds(speedContext(car))
    .flatMap(({ speed }) => waysToPlay(situation, speed, style))
    .filter((candidate) => !candidate.arrival.risky && !skipsStop(car, road.laps, candidate.arrival.leg.crossings, candidate.pits));
  const distance = new Map(found.map((candidate) => [candidate, distanceOf(road.circuit, candidate, car)]));
  return found.sort((a, b) => distance.get(b)! - distance.get(a)! || a.arrival.W - b.arrival.W || a.arrival.WF - b.arrival.WF || b.move.speed - a.move.speed);
}

/**
 * Within the lap's wear budget, the car still able to brake for what comes next within that
 * budget, and safe whatever the cars that move first do.
 */
function acceptable(situation: Situation, candidate: Candidate, bonus: number): boolean {
  const { road, car, traffic } = situation;
  const budget = wearBudget(car, road.laps, traffic.others.length > 0);
  const { arrival } = candidate;
  if (arrival.W > budget) return false;
  const next = landed(car, candidate.move.speed, arrival, candidate.pits);
  const refill = arrival.leg.crossings > 0 || candidate.pits ? wearPerLap(car, road.laps) : 0;
  if (!canGoOn(road, next, Math.floor(budget - arrival.W + refill), LOOKAHEAD)) return false;
  return safeIn(traffic, { road, car, move: candidate.move, cost: candidate.cost, bonus });
}

/** The best acceptable candidate of each speed, best speeds first, at most `wanted` of them. */
function acceptableSpeeds(situation: Situation, ranked: Candidate[], wanted: number): Candidate[] {
  const picked: Candidate[] = [];
  for (const candidate of ranked) {
    if (picked.some((other) => other.move.speed === candidate.move.speed)) continue;
    if (acceptable(situation, candidate, 0)) picked.push(candidate);
    if (picked.length === wanted) break;
  }
  return picked;
}

/**
 * When no candidate is acceptable the car is already too close or too fast: the best move that is
 * still safe, whatever it costs; failing that, the one that goes least far. A car with no die-free
 * move at all (driven above a Top Speed that damage lowered) makes the declaration that needs the
 * fewest rolls, the slowest of those: the rules must accept the GNU's move (SC-GNU-1).
 */
function lastChoice(situation: Situation, ranked: Candidate[]): Move {
  const { road, car, traffic } = situation;
  const safe = ranked.find((candidate) => safeIn(traffic, { road, car, move: candidate.move, cost: candidate.cost, bonus: 0 }));
  if (safe !== undefined) return safe.move;
  const shortest = ranked.at(-1);
  if (shortest !== undefined) return shortest.move;
  const legal = allowedSpeeds(speedContext(car))
    .filter((declared) => declarable(car, declared.speed))
    .sort((a, b) => a.rolls.length - b.rolls.length || a.speed - b.speed);
  return plainMove(legal[0]?.speed ?? 0, { curve1: [], curve2: [] });
}

/**
 * The bonuses the car in front could give: the car must stand directly behind it on straight squares
 * (SC-SLIP-1 Proposed); that car's speed, unknown, decides between none, 1 and 2 (SC-SLIP-2, -4, -5).
 */
export function possibleBonuses(situation: Situation, speed: number): number[] {
  const { road, car, state } = situation;
  if (car.position.at !== 'track') return [];
  const { circuit } = road;
  const from = circuit.squares[car.position.square]!;
  const ahead = from.next.map((index) => circuit.squares[index]!).find((square) => square.physicalLane === from.physicalLane);
  const leader = Object.values(state.cars).find((other) => other.position.at === 'track' && other.position.square === ahead?.index);
  if (from.speed !== undefined || ahead === undefined || ahead.speed !== undefined || leader === undefined) return [];
  const range = speedRange(leader);
  const bonuses = new Set<number>();
  for (let leaderSpeed = range.least; leaderSpeed <= range.most; leaderSpeed += 20) {
    bonuses.add(leaderSpeed < 120 || speed > leaderSpeed ? 0 : leaderSpeed >= 180 ? 2 : 1);
  }
  return [...bonuses];
}

/** S only when every bonus the car in front could give keeps the move acceptable (SC-SLIP-8: a declared bonus must be taken). */
function slipstreamSafe(situation: Situation, chosen: Candidate): boolean {
  const bonuses = possibleBonuses(situation, chosen.move.speed);
  return (
    bonuses.some((bonus) => bonus > 0) &&
    bonuses.every((bonus) => {
      const moved = bonus === 0 ? chosen : openLanding(situation, chosen.move, chosen.cost, bonus);
      return moved !== null && !moved.arrival.risky && acceptable(situation, moved, bonus);
    })
  );
}

/** The two best acceptable moves, best first; the last resort alone when none is acceptable. */
function ownOptions(situation: Situation, style: Style): Move[] {
  const ranked = candidates(situation, style);
  const picked = acceptableSpeeds(situation, ranked, 2);
  if (picked.length === 0) return [lastChoice(situation, ranked)];
  return picked.map((pick) => ({ ...pick.move, slipstream: style.slipstream && slipstreamSafe(situation, pick) }));
}

const gnuOptionsByState = new WeakMap<RaceState, Map<string, Move[]>>();

/** The GNU's own two best moves, worked out once per race state: as its choice, and as what the cars behind it foresee. */
function gnuOptions(situation: Situation): Move[] {
  return remembered(
    remembered(gnuOptionsByState, situation.state, () => new Map<string, Move[]>()),
    situation.car.car,
    () => ownOptions(situation, GNU_STYLE),
  );
}

/** The best acceptable move, or the second best on 18–20 of the d20 (SC-GNU-4 Proposed (5)). */
export function ownChoice(situation: Situation, dice: Dice, style: Style = GNU_STYLE): Move {
  const [best, second] = style === GNU_STYLE ? gnuOptions(situation) : ownOptions(situation, style);
  if (second === undefined) return best!;
  return dice.roll({ purpose: 'gnu', car: situation.car.car, count: 1, sides: 20 }).dice[0]! <= BEST_ON_D20 ? best! : second;
}
