/**
 * Before the green light (VK-START, VK-GAP-7): the points each player starts with, the pole
 * car's place, the Flying Start positions behind a car already placed, and the first gear.
 */
import type { Dice, Shuffle } from '../dice.ts';
import type { Circuit } from './circuit/types.ts';
import { sign } from './exact.ts';
import { discOverlaps, dot, type Heading, locate, minus, orientation, type Point, polygonsOverlap, step, turn } from './geometry.ts';
import { noseAhead, type Standing } from './order.ts';
import type { VektoracePurpose } from './purposes.ts';
import { octagon } from './shapes.ts';

/** VK-COMP-1 Proposed: 6 vector sets, Grid tokens and cars: at most 6 players. */
export const MAX_CARS = 6;

/** VK-START-1: the Grid tokens drawn at random: the first car drawn starts from pole, the others in the order drawn. */
export const drawGrid = (dice: Dice, cars: readonly string[]): { order: string[]; shuffle: Shuffle } => {
  const { items, shuffle } = dice.shuffle({ purpose: 'grid' satisfies VektoracePurpose, items: cars });
  return { order: items, shuffle };
};

/** VK-START-2: 8 points in all, split between Nitro and Gomma as the player prefers. */
export const STARTING_POINTS = 8;
export const validSplit = (gomma: number, nitro: number): boolean =>
  Number.isInteger(gomma) && Number.isInteger(nitro) && gomma >= 0 && nitro >= 0 && gomma + nitro === STARTING_POINTS;

/** VK-START-4: the pole player chooses 3rd, 4th or 5th gear for everybody's first move. */
export const FIRST_GEARS = [3, 4, 5] as const;

/** VK-START-3 item 1 with VK-GAP-9: the pole car's centre on the circuit's pole segment, facing the race direction. */
export const onPole = (circuit: Circuit, centre: Point): boolean => {
  const [a, b] = circuit.pole;
  return orientation(a, b, centre) === 0 && sign(dot(minus(a, centre), minus(b, centre))) <= 0;
};

/**
 * VK-GAP-7 Proposed: the 7 places of the Flying Start vector behind a car at p heading h:
 * p − 2u(h); p − u(h) + u(h ± 135°); p + 2u(h ± 135°); p + u(h ± 135°) + u(h ± 90°).
 */
export const flyingStartPlaces = (p: Point, h: Heading): Point[] => [
  step(p, turn(h, 4), 2n),
  ...[1, -1].flatMap((s) => [step(step(p, turn(h, 4)), turn(h, 3 * s)), step(p, turn(h, 3 * s), 2n), step(step(p, turn(h, 3 * s)), turn(h, 2 * s))]),
];

/**
 * VK-START-3 items 3 to 5: a car placed at `centre` facing the race direction, behind the car
 * before it in the starting order (d < 0), its base clear of the table edge, the other cars, the
 * tokens, the pit wall and the pit area. The reason it may not be, or undefined.
 */
export const placementProblem = (circuit: Circuit, placed: readonly Standing[], before: Standing | undefined, centre: Point): string | undefined => {
  const base = octagon(centre);
  if (base.some((v) => locate(circuit.table, v) > 0)) return 'off the table';
  if (placed.some((car) => polygonsOverlap(base, octagon(car.position)))) return 'on another car';
  const token = circuit.curves.find((curve) => discOverlaps(curve.disc, base));
  if (token) return `on curve ${token.number}`;
  if (polygonsOverlap(base, circuit.pitWall) || polygonsOverlap(base, circuit.pitArea)) return 'on the pit wall or in the pit area';
  const standing: Standing = { position: centre, heading: circuit.direction, laps: 0, due: 1 };
  if (before && noseAhead(standing, before) >= 0) return 'not behind the car before it in the starting order';
  return undefined;
};
