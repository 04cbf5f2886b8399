/**
 * What the race picture reads of a Vektorace race, as its state shows it to everyone: each car's
 * base and heading, gear, points, laps, the curve due and its place in the order of play, and
 * from the round's events (events.ts) the vectors each car laid in its move (VK-MOVE-3, VK-BOOST-2),
 * where it started, the move as the notation writes it, and where an attack then moved it. A car
 * that finished or went out is drawn on the table only in the round it left, where it left; the
 * legend keeps it. Colours follow the order of the car numbers over every car of the race, so a
 * car keeps its colour when others leave.
 */
import { byCarNumber } from '../../race/events.ts';
import type { VektoraceEvent } from '../events.ts';
import { fromStored, type Heading, minus, type Point, type Polygon, samePoint, step, turn, unit } from '../geometry.ts';
import { printMove } from '../notation.ts';
import { vectorShape } from '../shapes.ts';
import type { CarState, VektoraceState } from '../state.ts';
import { PLACEMENT_OFFSET } from '../vectors.ts';
import type { CarCondition } from './words.ts';

/** What the picture reads of the state: all of it is public. */
export interface PicturedRace extends Pick<VektoraceState, 'laps' | 'round' | 'order' | 'toMove' | 'finishers'> {
  cars: Record<string, Pick<CarState, 'position' | 'heading' | 'gear' | 'gomma' | 'nitro' | 'laps' | 'due' | 'boxBox' | 'status'>>;
}

/** A vector laid this round, the BOOST vector apart (VK-BOOST-2). */
export interface LaidVector {
  shape: Polygon;
  /** The centres of its cells, first to last. */
  cells: Point[];
  boost: boolean;
}

export interface CarOnPicture {
  car: string;
  /** Index into the palette (domain/picture/palette.ts). */
  colour: number;
  position: Point;
  heading: Heading;
  gear: number;
  gomma: number;
  nitro: number;
  laps: number;
  due: number;
  boxBox: boolean;
  /** In the order of play, 1 first; none for a car that has left the race. */
  place?: number;
  condition?: CarCondition;
  /** Its finishing place. */
  finished?: number;
  /** On the table, or leaving the race this round. */
  onTable: boolean;
  /** Its move this round as written (notation.ts), or undefined when it made none. */
  move?: string;
  turnLost: boolean;
  /** Where its move started, when it made one. */
  start?: Point;
  vectors: LaidVector[];
  /** Where an attack or the table edge moved it after its move: from, to. */
  relocations: [Point, Point][];
}

export interface RaceView {
  round: number;
  /** No car is left to move in the round. */
  over: boolean;
  laps: number;
  cars: readonly CarOnPicture[];
}

/** The most cells a vector has (VK-MOVE-2: vector 5); a path the rules did not make stops there. */
const LONGEST = 5;

/** The cell centres from `first` to `last` along h, whole units apart. */
const cellsOf = (first: Point, last: Point, h: Heading): Point[] => {
  const cells = [first];
  while (!samePoint(cells.at(-1)!, last) && cells.length < LONGEST) cells.push(step(cells.at(-1)!, h));
  return cells;
};

/**
 * The vectors of a move from its path (move.ts: p, S, E, then S_B and E_B with a BOOST, then p′):
 * their heading is the car's before the move, the direction from p to S less the placement's turn.
 */
function vectorsOf(event: Extract<VektoraceEvent, { type: 'CarMoved' }>): LaidVector[] {
  if (event.move.kind !== 'drive') return [];
  const path = event.path.map(fromStored);
  if (path.length !== 4 && path.length !== 6) return [];
  const side = minus(path[1]!, path[0]!);
  const towards = [0, 1, 2, 3, 4, 5, 6, 7].find((h) => samePoint(side, unit(h)));
  if (towards === undefined) return [];
  const h = turn(towards, -PLACEMENT_OFFSET[event.move.placement]);
  const laid = (first: Point, last: Point, boost: boolean): LaidVector => ({ shape: vectorShape(first, last, h), cells: cellsOf(first, last, h), boost });
  return [laid(path[1]!, path[2]!, false), ...(path.length === 6 ? [laid(path[3]!, path[4]!, true)] : [])];
}

interface Round {
  move?: string;
  turnLost: boolean;
  start?: Point;
  vectors: LaidVector[];
  relocations: [Point, Point][];
  /** Where the events last left it. */
  at?: Point;
  left: boolean;
}

function roundOf(events: readonly VektoraceEvent[]): Map<string, Round> {
  const rounds = new Map<string, Round>();
  const of = (car: string): Round => {
    const round = rounds.get(car) ?? { turnLost: false, vectors: [], relocations: [], left: false };
    rounds.set(car, round);
    return round;
  };
  for (const event of events) {
    switch (event.type) {
      case 'CarMoved': {
        const round = of(event.car);
        round.move = printMove(event.move);
        round.start = fromStored(event.path[0] ?? event.position);
        round.vectors = vectorsOf(event);
        round.at = fromStored(event.position);
        break;
      }
      case 'CarRelocated': {
        const round = of(event.car);
        const to = fromStored(event.position);
        if (round.at) round.relocations.push([round.at, to]);
        round.at = to;
        break;
      }
      case 'TurnLost':
        of(event.car).turnLost = true;
        break;
      case 'CarFinished':
      case 'CarRetired':
        of(event.car).left = true;
        break;
    }
  }
  return rounds;
}

export function raceView(state: PicturedRace, roundEvents: readonly VektoraceEvent[]): RaceView {
  const rounds = roundOf(roundEvents);
  const cars = Object.keys(state.cars)
    .sort(byCarNumber)
    .map((car, colour): CarOnPicture => {
      const c = state.cars[car]!;
      const round = rounds.get(car);
      const condition = c.status === 'racing' ? undefined : c.status;
      const finished = state.finishers.indexOf(car) + 1;
      const place = state.order.indexOf(car) + 1;
      return {
        car,
        colour,
        position: fromStored(c.position),
        heading: c.heading,
        gear: c.gear,
        gomma: c.gomma,
        nitro: c.nitro,
        laps: c.laps,
        due: c.due,
        boxBox: c.boxBox,
        ...(condition === undefined && place > 0 ? { place } : {}),
        ...(condition ? { condition } : {}),
        ...(finished > 0 ? { finished } : {}),
        onTable: c.status === 'racing' || round?.left === true,
        ...(round?.move === undefined ? {} : { move: round.move }),
        turnLost: round?.turnLost ?? false,
        ...(round?.start === undefined ? {} : { start: round.start }),
        vectors: round?.vectors ?? [],
        relocations: round?.relocations ?? [],
      };
    });
  return { round: state.round, over: state.round > 0 && state.toMove.length === 0, laps: state.laps, cars };
}
