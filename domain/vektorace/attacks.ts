/**
 * Who may attack whom after a move (VK-SLIP, VK-ATK with their Proposed readings and VK-GAP-8):
 * the slipstream, its overtakes and the knock, and the side attack; and where each puts the
 * attacker. Whether that place is clear is the overlap test's to say (legality.ts).
 */
import { type Heading, type Point, segmentInside, step, turn } from './geometry.ts';
import { nose, sideAttackArea, slipstreamArea } from './shapes.ts';

/** A car as an attack sees it: where it stands and its gear (the leader's declared gear; the attacker's move gear). */
export interface Attacking {
  position: Point;
  heading: Heading;
  gear: number;
}

/**
 * VK-SLIP-1..3, VK-ATK-5 Proposed: whether the follower, after its move, is in the leader's
 * slipstream, and in which part: both in 3rd gear or higher, no Gomma point used in the move, the
 * same heading, the nose (not the base) partly inside the area.
 */
export const inSlipstream = (leader: Attacking, follower: Attacking, usedGomma: boolean): 'near' | 'far' | undefined => {
  if (leader.gear < 3 || follower.gear < 3 || usedGomma || follower.heading !== leader.heading) return undefined;
  const [a, b] = nose(follower.position, follower.heading);
  if (slipstreamAreaHas(leader, 'near', a, b)) return 'near';
  return slipstreamAreaHas(leader, 'far', a, b) ? 'far' : undefined;
};

const slipstreamAreaHas = (leader: Attacking, part: 'near' | 'far', a: Point, b: Point): boolean =>
  segmentInside(slipstreamArea(leader.position, leader.heading, part), a, b) !== 'no';

/** VK-SLIP-2, VK-GAP-8: closing up lines the follower up directly behind, at p − u(h). */
export const closeUp = (leader: Attacking): Point => step(leader.position, turn(leader.heading, 4));

/** VK-ATK-2: a move longer than 5 octagons (VK-GAP-3: L(n) + L_B(m) > 5) allows the BOOST overtake from anywhere in the slipstream. */
export const boostOvertakes = (length: number): boolean => length > 5;

/**
 * VK-NITRO-1 Proposed, VK-ATK-4: an overtake from the slipstream costs one Nitro point, the
 * overtake under acceleration, unless the move was long enough for the BOOST overtake, which costs
 * nothing beyond the BOOST already paid (VK-BOOST-3).
 */
export const overtakeCost = (length: number): { gomma: number; nitro: number } => ({ gomma: 0, nitro: boostOvertakes(length) ? 0 : 1 });

/** VK-ATK-4, VK-ATK-5 Proposed: the overtake under acceleration (one Nitro point) and the knock need the near part. */
export const nearAttacks = (part: 'near' | 'far' | undefined): boolean => part === 'near';

/** VK-ATK-2, VK-GAP-8: an overtake puts the attacker in front of the car, or in front and to its left or right, with its heading. */
export const overtakePlaces = (leader: Attacking): Record<'front' | 'left' | 'right', Point> => ({
  front: step(leader.position, leader.heading),
  left: step(leader.position, turn(leader.heading, 1)),
  right: step(leader.position, turn(leader.heading, -1)),
});

/** VK-ATK-3: blocked by a car in front, the attacker may take the place beside that car, on its left or right. */
export const besidePlaces = (blocker: Attacking): Record<'left' | 'right', Point> => ({
  left: step(blocker.position, turn(blocker.heading, 2)),
  right: step(blocker.position, turn(blocker.heading, -2)),
});

/**
 * VK-ATK-6 Proposed: the side of the target (left +1, right −1) the attacker may side-attack after
 * its move: in 2nd gear or higher, the nose partly inside that side's area, heading h_T or h_T
 * turned 45° towards the target. A black move before it is allowed (VK-ATK-9).
 */
export const sideAttackSide = (target: Attacking, attacker: Attacking): 1 | -1 | undefined => {
  if (attacker.gear < 2) return undefined;
  const [a, b] = nose(attacker.position, attacker.heading);
  for (const side of [1, -1] as const) {
    const towards = attacker.heading === target.heading || attacker.heading === turn(target.heading, -side);
    if (towards && segmentInside(sideAttackArea(target.position, target.heading, side), a, b) !== 'no') return side;
  }
  return undefined;
};

/** VK-ATK-6, VK-GAP-8: the attacker closes up onto the cell beside the attacked side, keeping its heading. */
export const sideCloseUp = (target: Attacking, side: 1 | -1): Point => step(target.position, turn(target.heading, 2 * side));
