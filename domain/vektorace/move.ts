/**
 * Where a move puts the vectors and the car (VK-MOVE-3, VK-MOVE-4, VK-BOOST-2, VK-BOOST-4;
 * VK-GAP-4), and its path (VK-GAP-9 item 3).
 */
import { type Heading, type Point, type Polygon, step, turn } from './geometry.ts';
import { octagon, vectorShape } from './shapes.ts';
import { type End, type Gear, PLACEMENT_OFFSET, type Placement } from './vectors.ts';

/** What the player chooses of a move's geometry. */
export interface Choice {
  placement: Placement;
  boost?: number | undefined;
  /** VK-SP-5 A or B, played with the BOOST. */
  power?: 'A' | 'B' | undefined;
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

/**
 * Lays the moves of vector `gear` for a car at p heading h: the vectors of one placement and
 * BOOST are built once and shared, as is the base on one end cell (whatever the car's turn
 * there), so a test of a shape can be remembered by the shape (legality.ts).
 */
export const layer = (p: Point, h: Heading, gear: Gear): ((choice: Choice) => { laid: Laid; base: Polygon }) => {
  const laidVectors = new Map<string, { vectors: Polygon[]; path: Point[]; far: Point }>();
  const bases = new Map<string, { position: Point; base: Polygon }>();
  const vectorsOf = (choice: Choice) => {
    const key = `${choice.placement} ${choice.boost ?? 0}`;
    let found = laidVectors.get(key);
    if (!found) {
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
      found = { vectors, path, far };
      laidVectors.set(key, found);
    }
    return found;
  };
  return (choice) => {
    const { vectors, path, far } = vectorsOf(choice);
    const key = `${choice.placement} ${choice.boost ?? 0} ${choice.end.cell}`;
    let cell = bases.get(key);
    if (!cell) {
      const position = step(far, turn(h, choice.end.cell));
      cell = { position, base: octagon(position) };
      bases.set(key, cell);
    }
    const laid = { vectors, path: [...path, cell.position], position: cell.position, heading: turn(h, choice.end.turn), length: gear + (choice.boost ?? 0) };
    return { laid, base: cell.base };
  };
};

/** Lays vector `gear` for a car at p heading h, and places the car at the chosen end. */
export const lay = (p: Point, h: Heading, gear: Gear, choice: Choice): Laid => layer(p, h, gear)(choice).laid;
