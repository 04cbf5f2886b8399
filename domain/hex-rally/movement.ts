/**
 * The cars' movement in a turn (HX-COLL-1..4, HX-GAP-5 Proposed): every car has its route; all
 * advance one hex at a time, each car's i-th step of L at time i / L, in increasing time, at
 * equal times the longer route first, then the lower car number. A step into a wall or into
 * another car is a collision, and each colliding step counts (HX-COLL-4).
 */
import { byCarNumber } from '../race/events.ts';
import { type CarSide, type Durability, sideToward } from './car.ts';
import type { HexRallyEvent } from './events.ts';
import { type Direction, type Hex, hexKey, neighbour, opposite, sameHex } from './hex.ts';
import type { Route } from './route.ts';
import { crossing } from './track/line.ts';
import type { Track } from './track/types.ts';

/** A car as the turn starts. */
export interface Starter {
  car: string;
  hex: Hex;
  facing: Direction;
  durability: Durability;
  laps: number;
  route: Route;
}

/** Where the turn left a car that started it. */
export interface Moved {
  car: string;
  path: Hex[];
  hex: Hex;
  facing: Direction;
  /** The route's speed less one per colliding step, not below 0 (HX-COLL Proposed (c)). */
  speed: number;
  status: 'racing' | 'finished' | 'out';
}

interface Mover extends Omit<Moved, 'speed'> {
  route: Route;
  durability: Durability;
  laps: number;
  collisions: number;
}

interface Scheduled {
  mover: Mover;
  step: number;
}

/** HX-GAP-5 Proposed: every car's steps by time, at equal times the longer route first, then the lower car number; grouped by time. */
const schedule = (movers: readonly Mover[]): Scheduled[][] => {
  const steps = movers
    .flatMap((mover) => mover.route.steps.map((_, i) => ({ mover, step: i + 1 })))
    .sort((a, b) => {
      const la = a.mover.route.steps.length;
      const lb = b.mover.route.steps.length;
      return a.step * lb - b.step * la || lb - la || byCarNumber(a.mover.car, b.mover.car);
    });
  const groups: Scheduled[][] = [];
  for (const s of steps) {
    const last = groups.at(-1)?.[0];
    if (last && last.step * s.mover.route.steps.length === s.step * last.mover.route.steps.length) groups.at(-1)!.push(s);
    else groups.push([s]);
  }
  return groups;
};

export function moveCars(track: Track, starters: readonly Starter[], lapsToFinish: number): { moved: Moved[]; events: HexRallyEvent[] } {
  const events: HexRallyEvent[] = [];
  const movers: Mover[] = starters.map((s) => ({
    car: s.car,
    path: [],
    hex: s.hex,
    // A car faces its start direction until its route is done, its new direction from then on.
    facing: s.route.steps.length === 0 ? s.route.facing : s.facing,
    status: 'racing',
    route: s.route,
    durability: { ...s.durability },
    laps: s.laps,
    collisions: 0,
  }));
  const onTrack = (hex: Hex): Mover | undefined => movers.find((m) => m.status === 'racing' && sameHex(m.hex, hex));

  const enter = (mover: Mover, to: Hex, toward: Direction): void => {
    const crossed = crossing(track, mover.hex, to, toward);
    mover.hex = to;
    mover.path.push(to);
    if (crossed === 0) return;
    mover.laps += crossed;
    events.push({ type: 'LineCrossed', car: mover.car, laps: mover.laps });
    // HX-GAP-7 Proposed: the first to cross for the last lap wins; a finished car leaves the track at once.
    if (crossed === 1 && mover.laps >= lapsToFinish) {
      mover.status = 'finished';
      events.push({ type: 'CarFinished', car: mover.car });
    }
  };

  const damage = (mover: Mover, side: CarSide): void => {
    mover.collisions += 1;
    mover.durability[side] -= 1;
  };

  // HX-GAP-6 Proposed: a car with a side below 0 is out at the colliding step, once the step's effects are applied to both cars.
  const retireBroken = (...cars: Mover[]): void => {
    for (const mover of cars) {
      if (mover.status !== 'racing' || Object.values(mover.durability).every((points) => points >= 0)) continue;
      mover.status = 'out';
      events.push({ type: 'CarRetired', car: mover.car, reason: 'durability' });
    }
  };

  const collide = (mover: Mover, toward: Direction, target: Hex): void => {
    const side = sideToward(mover.facing, toward);
    const hit = onTrack(target);
    if (!hit) {
      // HX-COLL-3: into a wall the car does not move; it loses speed and durability and takes the roll penalty.
      damage(mover, side);
      events.push({ type: 'Collided', car: mover.car, with: 'wall', at: mover.hex, toward, side });
      retireBroken(mover);
      return;
    }
    // HX-COLL-2 and Proposed (a), (d): the car hit is pushed one hex on, if that hex is free track; each loses a point on the side facing the other.
    const otherSide = sideToward(hit.facing, opposite(toward));
    damage(mover, side);
    damage(hit, otherSide);
    const beyond = neighbour(target, toward);
    const free = track.cells.has(hexKey(beyond)) && !onTrack(beyond);
    events.push({ type: 'Collided', car: mover.car, with: hit.car, at: mover.hex, toward, side, otherSide, ...(free ? { pushed: beyond } : {}) });
    if (free) enter(hit, beyond, toward);
    retireBroken(mover, hit);
  };

  const play = ({ mover, step }: Scheduled): void => {
    if (mover.status !== 'racing') return;
    const toward = mover.route.steps[step - 1]!;
    const target = neighbour(mover.hex, toward);
    // HX-COLL Proposed (b): a blocked step is used up; the car goes on with the rest of its route.
    if (track.cells.has(hexKey(target)) && !onTrack(target)) enter(mover, target, toward);
    else collide(mover, toward, target);
    if (step === mover.route.steps.length) mover.facing = mover.route.facing;
  };

  for (const group of schedule(movers)) {
    // Cars that step at the same instant move together (docs/rules-decisions.md, HX-GAP-5): a car whose next hex holds
    // a car about to step away waits for it, so a queue at one speed does not run into itself; the order above decides the rest.
    const waiting = [...group];
    while (waiting.length > 0) {
      const stepsAway = (s: Scheduled) => {
        const ahead = onTrack(neighbour(s.mover.hex, s.mover.route.steps[s.step - 1]!));
        return ahead !== undefined && waiting.some((other) => other !== s && other.mover === ahead);
      };
      const next = waiting.findIndex((s) => s.mover.status !== 'racing' || !stepsAway(s));
      play(waiting.splice(next === -1 ? 0 : next, 1)[0]!);
    }
  }

  const moved = movers.map(({ car, path, hex, facing, route, collisions, status }) => ({
    car,
    path,
    hex,
    facing,
    speed: Math.max(0, route.speed - collisions),
    status,
  }));
  return { moved, events };
}
