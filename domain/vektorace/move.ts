/**
 * Where a move puts the vectors and the car (VK-MOVE-3, VK-MOVE-4, VK-BOOST-2, VK-BOOST-4;
 * VK-GAP-4), and its path (VK-GAP-9 item 3).
 */
import { type Heading, type Point, type Polygon, step, turn } from './geometry.ts';
import { vectorShape } from './shapes.ts';
import { type End, type Gear, PLACEMENT_OFFSET, type Placement } from './vectors.ts';

/** What the player chooses of a move's geometry. */
export interface Choice {
  placement: Placement;
  boost?: number | undefined;
  end: End;
}

export interface Laid {
  /** The vector, then the BOOST vector if any (VK-GAP-6: each must be clear). */
  vectors: Polygon[];
  /** p, S, E, then S_B and E_B with a BOOST, then p′ (VK-GAP-9 item 3). */
  path: Point[];
  position: Point;
  heading: Heading;
  /** VK-GAP-3: L(n) + L_B(m), in units. */
  length: number;
}

/** Lays vector `gear` for a car at p heading h, and places the car at the chosen end. */
export const lay = (p: Point, h: Heading, gear: Gear, choice: Choice): Laid => {
  const first = step(p, turn(h, PLACEMENT_OFFSET[choice.placement]));
  const last = step(first, h, BigInt(gear - 1));
  const vectors = [vectorShape(first, last, h)];
  const path = [p, first, last];
  let far = last;
  if (choice.boost !== undefined) {
    const boostFirst = step(last, h);
    far = step(last, h, BigInt(choice.boost));
    vectors.push(vectorShape(boostFirst, far, h));
    path.push(boostFirst, far);
  }
  const position = step(far, turn(h, choice.end.cell));
  path.push(position);
  return { vectors, path, position, heading: turn(h, choice.end.turn), length: gear + (choice.boost ?? 0) };
};
