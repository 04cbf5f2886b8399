/**
 * The movement vectors and what they allow (VK-MOVE, VK-GEAR, VK-GOMMA, VK-NITRO, VK-BOOST;
 * placement and ends VK-GAP-4, BOOST options VK-GAP-5): headings in 45° steps relative to the
 * car's heading h.
 */
import * as z from 'zod';

/** VK-MOVE-2: the 5 gears, each its vector; vector n is n units long (VK-GAP-3). */
export const Gear = z.number().int().min(1).max(5);
export type Gear = z.infer<typeof Gear>;

/**
 * VK-MOVE-3, VK-GOMMA-4, VK-GAP-4: where the vector is laid, as the side of the car its first
 * cell is against: the front, a front side, or a side (the lateral shift).
 */
export const Placement = z.enum(['front', 'front-left', 'front-right', 'left', 'right']);
export type Placement = z.infer<typeof Placement>;

/** The side the vector's first cell is on, a = h + offset·45°. */
export const PLACEMENT_OFFSET: Record<Placement, number> = { front: 0, 'front-left': 1, 'front-right': -1, left: 2, right: -2 };

/** VK-GAP-4: an end, written (d − h, h′ − h) in 45° steps: the cell beside the far end, and the turn. */
export const End = z.strictObject({ cell: z.number().int().min(-2).max(2), turn: z.number().int().min(-1).max(1) });
export type End = z.infer<typeof End>;

const end = (cell: number, turn: number): End => ({ cell, turn });

/** VK-GAP-4: the 7 white ends (free, VK-MOVE-4). */
export const WHITE_ENDS: readonly End[] = [end(0, 0), end(0, 1), end(0, -1), end(1, 0), end(1, 1), end(-1, 0), end(-1, -1)];
/** VK-GAP-4, VK-GOMMA-3: the 6 black ends, one Gomma point each. */
export const BLACK_ENDS: readonly End[] = [end(1, -1), end(-1, 1), end(2, 0), end(2, 1), end(-2, 0), end(-2, -1)];

export const isBlack = (e: End): boolean => BLACK_ENDS.some((b) => b.cell === e.cell && b.turn === e.turn);

/** VK-GAP-4: the ends of vector n with no BOOST: 13, or 9 in 1st gear (no side cells). */
export const endsOf = (gear: Gear): End[] => [...WHITE_ENDS, ...BLACK_ENDS].filter((e) => gear > 1 || Math.abs(e.cell) < 2);

/** VK-GAP-4: the nine ends of 1st gear, the "all positions" of Super Power A. */
export const FIRST_GEAR_ENDS: readonly End[] = endsOf(1);

/** VK-GAP-5: the ends printed on BOOST m, taken from its last cell: 7, 5, 3, then straight only. */
export const boostEnds = (boost: number): End[] => {
  if (boost === 1) return [...WHITE_ENDS];
  if (boost === 2) return [end(0, 0), end(0, 1), end(0, -1), end(1, 0), end(-1, 0)];
  if (boost === 3) return [end(0, 0), end(0, 1), end(0, -1)];
  return [end(0, 0)];
};

/** VK-BOOST-3, VK-GAP-5: vector n offers BOOST 1 to n − 1. */
export const boostsOf = (gear: Gear): number[] => Array.from({ length: gear - 1 }, (_, i) => i + 1);

/** VK-GOMMA-4: the lateral shift is a placement against a side, not possible in 1st gear. */
export const isLateral = (placement: Placement): boolean => Math.abs(PLACEMENT_OFFSET[placement]) === 2;

export const placementsOf = (gear: Gear): Placement[] => Placement.options.filter((p) => gear > 1 || !isLateral(p));

/** The Gomma and Nitro points a choice costs. */
export interface Cost {
  gomma: number;
  nitro: number;
}

export const NO_COST: Cost = { gomma: 0, nitro: 0 };
export const addCost = (a: Cost, b: Cost): Cost => ({ gomma: a.gomma + b.gomma, nitro: a.nitro + b.nitro });

/**
 * VK-GEAR-1, VK-GOMMA-2, VK-NITRO-2: declaring gear `next` after a move in gear `used`: one up or
 * down is free, each further gear down costs a Gomma point, each further gear up a Nitro point.
 */
export const declarationCost = (used: Gear, next: Gear): Cost => ({
  gomma: Math.max(0, used - next - 1),
  nitro: Math.max(0, next - used - 1),
});

/**
 * The cost of the move itself: VK-GOMMA-3 a black end (with a BOOST only through Super Power A,
 * VK-GAP-5), VK-GOMMA-4 the lateral shift, VK-BOOST-3 the BOOST (one Nitro point whatever its value).
 */
export const moveCost = (choice: { placement: Placement; boost?: number | undefined; power?: string | undefined; end: End }): Cost => ({
  gomma: (isLateral(choice.placement) ? 1 : 0) + ((choice.boost === undefined || choice.power === 'A') && isBlack(choice.end) ? 1 : 0),
  nitro: choice.boost === undefined ? 0 : 1,
});

/** VK-LIMIT-1: an emergency stop from `declared` down to `to` costs one Gomma point per gear dropped. */
export const brakingCost = (declared: Gear, to: Gear): Cost => ({ gomma: Math.max(0, declared - to), nitro: 0 });

/** VK-GAP-13: a cost is payable when the car has the points. */
export const affordable = (cost: Cost, points: Cost): boolean => cost.gomma <= points.gomma && cost.nitro <= points.nitro;
