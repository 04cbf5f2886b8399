/**
 * What a car may do when its turn comes (VK-LIMIT, VK-YIELD), and which gears it may declare at
 * the end of its move (VK-GEAR-1, VK-GOMMA-2, VK-NITRO-2, VK-LIMIT-1/2, VK-ATK-5, VK-PIT-6).
 */
import { type Option, options, payable, type Surroundings } from './legality.ts';
import { travel } from './progress.ts';
import type { CarState } from './state.ts';
import { declarationCostWithG } from './superpower.ts';
import { brakingCost, type Cost, declarationCost, type Gear } from './vectors.ts';

export type TurnOptions =
  /** Legal moves in the declared gear; VK-LIMIT-5: no braking or penalty then, but VK-LIMIT-6 A: braking when every one crosses the inside line. */
  | { kind: 'move'; gear: Gear; moves: Option[]; mayBrake: boolean }
  /** VK-LIMIT-6 B: no legal move, only moves off the table, which the player must make. */
  | { kind: 'off-table'; gear: Gear; moves: Option[] }
  /** VK-LIMIT-1: the emergency stop to the highest lower gear with a legal move he can pay for. */
  | { kind: 'brake'; gear: Gear; moves: Option[] }
  /** VK-LIMIT-3: no valid move: the turn is lost. */
  | { kind: 'penalty' };

const legal = (list: Option[]) => list.filter((o) => o.verdict.kind === 'legal');

/** The legal moves of vector `gear` for the car. */
export const legalMoves = (surroundings: Surroundings, car: CarState, gear: Gear): Option[] => legal(options(surroundings, car, gear));

/** VK-LIMIT-1 Proposed, VK-LIMIT-5 Proposed: the highest lower gear with a legal move, dropping only as many gears as the Gomma pays for. */
export const emergencyStop = (surroundings: Surroundings, car: CarState): { gear: Gear; moves: Option[] } | undefined => {
  for (let gear = car.gear - 1; gear >= 1; gear--) {
    const braking = brakingCost(car.gear, gear as Gear);
    if (!payable(braking, car)) return undefined;
    const moves = legal(options(surroundings, car, gear as Gear, braking));
    if (moves.length > 0) return { gear: gear as Gear, moves };
  }
  return undefined;
};

/** VK-LIMIT-6 A: the move's path crosses the inside line of the curve due. */
export const crossesInside = (surroundings: Surroundings, car: CarState, move: Option): boolean =>
  travel(surroundings.circuit, surroundings.laps, car, move.laid.path, true).wrongSide.length > 0;

export const turnOptions = (surroundings: Surroundings, car: CarState): TurnOptions => {
  const all = options(surroundings, car, car.gear);
  const moves = legal(all);
  if (moves.length > 0) return { kind: 'move', gear: car.gear, moves, mayBrake: moves.every((m) => crossesInside(surroundings, car, m)) };
  const off = all.filter((o) => o.verdict.kind === 'off-table');
  if (off.length > 0) return { kind: 'off-table', gear: car.gear, moves: off };
  const stop = emergencyStop(surroundings, car);
  return stop ? { kind: 'brake', ...stop } : { kind: 'penalty' };
};

/**
 * VK-LIMIT-3, VK-LIMIT-6 A Proposed (VK-GAP-9 item 6): the turn may be lost when no move is
 * possible, or when every legal move crosses the inside line of the curve due and so does every
 * move of the emergency stop (or there is none).
 */
export const mayLoseTurn = (surroundings: Surroundings, car: CarState): boolean => {
  const now = turnOptions(surroundings, car);
  if (now.kind === 'penalty') return true;
  if (now.kind !== 'move' || !now.mayBrake) return false;
  const stop = emergencyStop(surroundings, car);
  return stop === undefined || stop.moves.every((m) => crossesInside(surroundings, car, m));
};

/**
 * VK-YIELD-1 Proposed: the cars still to move this round that the car may give way to: it has no
 * legal move in its declared gear, and would have one with that car taken off the table.
 */
export const mayGiveWayTo = (surroundings: Surroundings, car: CarState, toMove: readonly string[]): string[] => {
  if (legal(options(surroundings, car, car.gear)).length > 0) return [];
  return toMove.filter((other) => {
    if (!(other in surroundings.others)) return false;
    const { [other]: _, ...rest } = surroundings.others;
    return legal(options({ ...surroundings, others: rest }, car, car.gear)).length > 0;
  });
};

/** How the move ended, for what the player may declare next. */
export interface Ending {
  /** The gear of the move just made (after any emergency stop). */
  used: Gear;
  /** VK-LIMIT-1, VK-LIMIT-2: it braked hard: no gear up. */
  braked: boolean;
  /** VK-PIT-6 Proposed: the base still overlaps the pit area: the gear stays. */
  inPits: boolean;
  /** VK-PIT-6 items 1 and 5 Proposed: nose over the exit line, or crossed completely: 2nd gear. */
  leftPits: boolean;
}

/**
 * The gears the car may declare, each with its cost (VK-GEAR-1, VK-GOMMA-2, VK-NITRO-2); with an
 * unused token G also each change it makes cheaper, marked `withG` (VK-SP-5 G).
 */
export const declarable = (car: CarState, ending: Ending, spent: Cost): { gear: Gear; cost: Cost; withG?: true }[] => {
  if (ending.leftPits) return [{ gear: 2, cost: { gomma: 0, nitro: 0 } }];
  if (ending.inPits) return [{ gear: ending.used, cost: { gomma: 0, nitro: 0 } }];
  const tokenG = car.power?.power === 'G' && !car.power.used;
  const gears: { gear: Gear; cost: Cost; withG?: true }[] = [];
  const offer = (gear: Gear, cost: Cost, withG: boolean) => {
    if (payable({ gomma: cost.gomma + spent.gomma, nitro: cost.nitro + spent.nitro }, car))
      gears.push({ gear, cost, ...(withG ? { withG: true as const } : {}) });
  };
  for (let next = 1; next <= 5; next++) {
    const gear = next as Gear;
    if (ending.braked && gear > ending.used) continue;
    if (car.knocked && gear < ending.used) continue;
    offer(gear, declarationCost(ending.used, gear), false);
    const g = declarationCostWithG(ending.used, gear);
    if (tokenG && g.tokenG) offer(gear, g.cost, true);
  }
  return gears;
};
