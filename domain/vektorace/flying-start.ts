/**
 * The start of a race in play by email when registration closes (VK-START with
 * docs/rules-decisions.md): the Grid tokens drawn (VK-START-1, the recorded shuffle), the cars
 * placed by the Flying Start (VK-START-3, VK-GAP-7) and, with the advanced rules, the Super Power
 * tokens put out (VK-SP-1); the players' own choices follow in the start step (start-step.ts).
 * The placements are the referee's, made the same way every time: the pole car on
 * the whole-unit point of the pole segment nearest its middle from which every car can be placed,
 * and each next car on the first free Flying Start place behind the latest car placed that offers
 * one (its 7 places in VK-GAP-7's order), its nose behind the car before it.
 */

import type { Dice } from '../dice.ts';
import { conflict } from '../errors.ts';
import type { Circuit } from './circuit/types.ts';
import type { VektoraceEvent } from './events.ts';
import { sign } from './exact.ts';
import { dot, minus, type Point, step, toStored, turn, unit } from './geometry.ts';
import type { Standing } from './order.ts';
import { drawGrid, flyingStartPlaces, onPole, placementProblem } from './start.ts';

/** The whole-unit points of the pole segment, nearest its middle first. */
const poleCandidates = (circuit: Circuit): Point[] => {
  const [from, to] = circuit.pole;
  const side = sign(dot(minus(to, from), unit(turn(circuit.direction, 2)))) >= 0 ? turn(circuit.direction, 2) : turn(circuit.direction, -2);
  const points: Point[] = [];
  for (let k = 0n; onPole(circuit, step(from, side, k)); k++) points.push(step(from, side, k));
  const middle = (points.length - 1) / 2;
  return points
    .map((p, i) => ({ p, d: Math.abs(i - middle) }))
    .sort((a, b) => a.d - b.d)
    .map(({ p }) => p);
};

/** Every car placed behind the pole car at `pole`, or undefined when one finds no place. */
const lineUp = (circuit: Circuit, pole: Point, count: number): Point[] | undefined => {
  const placed: Standing[] = [{ position: pole, heading: circuit.direction, laps: 0, due: 1 }];
  for (let i = 1; i < count; i++) {
    const before = placed.at(-1)!;
    const found = [...placed]
      .reverse()
      .flatMap((reference) => flyingStartPlaces(reference.position, reference.heading))
      .find((centre) => placementProblem(circuit, placed, before, centre) === undefined);
    if (!found) return undefined;
    placed.push({ position: found, heading: circuit.direction, laps: 0, due: 1 });
  }
  return placed.map((s) => s.position);
};

export const flyingStart = (circuit: Circuit, cars: readonly string[], superPowers: boolean, dice: Dice): VektoraceEvent[] => {
  const { order } = drawGrid(dice, cars);
  const places = poleCandidates(circuit)
    .map((pole) => lineUp(circuit, pole, order.length))
    .find((found) => found !== undefined);
  if (!places) throw conflict('entries', `${circuit.name} has no Flying Start for ${order.length} cars`);
  return [
    ...order.map((car, i): VektoraceEvent => ({ type: 'CarPlaced', car, position: toStored(places[i]!), heading: circuit.direction })),
    ...(superPowers ? [{ type: 'SuperPowersInPlay' } as const] : []),
  ];
};
