/**
 * The preview of a car's next move (issue 14 point 4): every legal end position of the move in
 * its declared gear, each with the ways to reach it and their cost (Gomma and Nitro, the emergency
 * stop's Gomma, the BOOST used) and the gears the car may then declare, as plain JSON. Pure: the
 * same state gives the same preview.
 *
 * VK-GEAR-2 and VK-GAP-16: only the declared gear's moves are shown; for the next gears only
 * their numbers and costs, never where they would reach (that is Super Power F's `measure`).
 */
import { invalid } from '../errors.ts';
import type { Circuit } from './circuit/types.ts';
import { toNumber } from './exact.ts';
import { fromStored, type Heading, type StoredPoint, toStored } from './geometry.ts';
import { inPits, type Option, options, type Surroundings } from './legality.ts';
import { type Move, printMove } from './notation.ts';
import { isPitStop, pitEnd } from './pits.ts';
import { throughPits } from './play.ts';
import type { CarState, VektoraceState } from './state.ts';
import { surroundingsOf } from './surroundings.ts';
import { crossesInside, declarable, type Ending, emergencyStop, mayGiveWayTo, turnOptions } from './turn.ts';
import type { Cost, Gear } from './vectors.ts';

/** One way to reach an end: the move as text (the next gear left out), its cost, and the gears then declarable. */
export interface PreviewWay {
  /** The move's notation up to the next gear, such as `4 F B2 FL0`; append ` >g` for a gear of `next`. */
  move: string;
  boost: number | null;
  /** VK-GOMMA-3/4, VK-BOOST-3, VK-LIMIT-1: the points the move itself costs, the emergency stop's included. */
  cost: Cost;
  /** VK-LIMIT-6 A: its path crosses the inside line of the curve due, which is then not passed. */
  wrongSide: boolean;
  /** VK-PIT-6 Proposed: this move is the pit stop. */
  pitStop: boolean;
  /** VK-GEAR-1, VK-GOMMA-2, VK-NITRO-2 with their limits: the gears it may then declare, each with its cost. */
  next: { gear: Gear; cost: Cost; withG?: true }[];
}

/** A legal end position (or, VK-LIMIT-6 B, one off the table) and the ways to reach it, cheapest first. */
export interface PreviewEnd {
  position: StoredPoint;
  /** The same position in units, for a picture only. */
  at: { x: number; y: number };
  heading: Heading;
  ways: PreviewWay[];
}

export interface Preview {
  car: string;
  /** VK-LIMIT: moves in the declared gear, only off-table moves, an emergency stop, or the lost turn. */
  kind: 'move' | 'off-table' | 'brake' | 'penalty';
  /** The gear declared for this move (VK-GEAR-1). */
  declared: Gear;
  /** The gear the ends are reached in: the declared one, or the emergency stop's (VK-LIMIT-1). */
  gear: Gear | null;
  ends: PreviewEnd[];
  /** VK-LIMIT-6 A: every legal move crosses the inside line, so the player may brake instead: the emergency stop's gear and ends. */
  braking: { gear: Gear; ends: PreviewEnd[] } | null;
  /** VK-YIELD-1: the cars it may give way to. */
  giveWay: string[];
  /** VK-LIMIT-3, VK-PIT-6: with the lost turn, the rotations allowed before restarting (0, +1 left, −1 right). */
  rotations: number[];
}

const units = (p: StoredPoint) => {
  const q = fromStored(p);
  // Quarter units to units, rounded for display.
  return { x: Math.round(toNumber(q.x) * 2500) / 1e4, y: Math.round(toNumber(q.y) * 2500) / 1e4 };
};

/** How the move would end, for the gears then declarable (VK-LIMIT-1/2, VK-PIT-6 Proposed). */
const endingOf = (circuit: Circuit, option: Option, gear: Gear, braked: boolean, pitStop: boolean): Ending => {
  const leftPits = pitStop && pitEnd(circuit, option.laid.position) !== 'inside';
  return { used: gear, braked, inPits: !leftPits && inPits(circuit, option.laid.position), leftPits };
};

const total = (cost: Cost) => cost.gomma + cost.nitro;

/** The ends of these moves in `gear`, each way cheapest first. */
const endsOf = (circuit: Circuit, surroundings: Surroundings, current: CarState, moves: Option[], gear: Gear, kind: Preview['kind']): PreviewEnd[] => {
  const braked = kind === 'brake';
  const ends = new Map<string, PreviewEnd>();
  for (const option of moves) {
    const { choice, cost, laid } = option;
    const drive: Move = {
      kind: 'drive',
      gear: current.gear,
      ...(gear === current.gear ? {} : { brakeTo: gear }),
      placement: choice.placement,
      ...(choice.boost === undefined ? {} : { boost: choice.boost }),
      ...(choice.power === undefined ? {} : { power: choice.power }),
      end: choice.end,
      next: gear,
    };
    const pitStop = isPitStop(circuit, laid.path);
    // VK-LIMIT-6 B: off the table, the move ends at the edge, with no declaration: 1st gear next round.
    const next =
      kind === 'off-table' ? [{ gear: 1 as Gear, cost: { gomma: 0, nitro: 0 } }] : declarable(current, endingOf(circuit, option, gear, braked, pitStop), cost);
    const way: PreviewWay = {
      move: printMove(drive).replace(/ >\d$/, ''),
      boost: choice.boost ?? null,
      cost,
      wrongSide: kind !== 'off-table' && crossesInside(surroundings, current, option),
      pitStop,
      next,
    };
    const position = toStored(laid.position);
    const key = `${position.x.i} ${position.x.j} ${position.y.i} ${position.y.j} ${laid.heading}`;
    const end = ends.get(key) ?? { position, at: units(position), heading: laid.heading, ways: [] };
    end.ways.push(way);
    ends.set(key, end);
  }
  for (const end of ends.values()) end.ways.sort((a, b) => total(a.cost) - total(b.cost) || a.move.localeCompare(b.move));
  return [...ends.values()];
};

export const previewMove = (circuit: Circuit, state: VektoraceState, car: string): Preview => {
  const current: CarState | undefined = state.cars[car];
  if (!current) throw new RangeError(`car ${car} is not in the race`);
  const surroundings = surroundingsOf(circuit, state, car);
  const turn = turnOptions(surroundings, current);
  // VK-YIELD-1 Proposed (2): only a car with no legal move in its declared gear may give way.
  const giveWay =
    turn.kind === 'move'
      ? []
      : mayGiveWayTo(
          surroundings,
          current,
          state.toMove.filter((c) => c !== car),
        );
  const base = { car, declared: current.gear, giveWay };
  if (turn.kind === 'penalty') {
    const rotations = inPits(circuit, fromStored(current.position)) ? [0] : [0, 1, -1];
    return { ...base, kind: 'penalty', gear: null, ends: [], braking: null, rotations };
  }
  const stop = turn.kind === 'move' && turn.mayBrake ? emergencyStop(surroundings, current) : undefined;
  return {
    ...base,
    kind: turn.kind,
    gear: turn.gear,
    ends: endsOf(
      circuit,
      surroundings,
      current,
      turn.kind === 'off-table' ? turn.moves : throughPits(circuit, state.laps, current, turn.moves),
      turn.gear,
      turn.kind,
    ),
    braking: stop
      ? { gear: stop.gear, ends: endsOf(circuit, surroundings, current, throughPits(circuit, state.laps, current, stop.moves), stop.gear, 'brake') }
      : null,
    rotations: [],
  };
};

/**
 * VK-SP-5 F, VK-GAP-16: "taking the measure" before declaring the next gear: for a car holding an
 * unused token F, placed at the end it has chosen, the legal ends of every gear it may declare,
 * the other cars where they stand now. Without the token the interface shows none of this.
 */
export const measure = (
  circuit: Circuit,
  state: VektoraceState,
  car: string,
  end: { position: StoredPoint; heading: Heading },
  gears: readonly Gear[],
): { gear: Gear; ends: { position: StoredPoint; heading: Heading }[] }[] => {
  const current = state.cars[car];
  if (current?.power?.power !== 'F' || current.power.used) throw invalid('power', `car ${car} holds no unused token F`);
  const surroundings = surroundingsOf(circuit, state, car);
  return gears.map((gear) => {
    const there: CarState = { ...current, ...end, gear, started: true, knocked: false, attacked: { left: false, right: false } };
    const seen = new Map<string, { position: StoredPoint; heading: Heading }>();
    for (const option of options(surroundings, there, gear)) {
      if (option.verdict.kind !== 'legal') continue;
      const position = toStored(option.laid.position);
      seen.set(`${position.x.i} ${position.x.j} ${position.y.i} ${position.y.j} ${option.laid.heading}`, { position, heading: option.laid.heading });
    }
    return { gear, ends: [...seen.values()] };
  });
};
