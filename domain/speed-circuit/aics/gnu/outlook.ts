/**
 * What the GNU can tell of every car of a race state, whoever asks: where it stands in the move
 * order (SC-MOVE-3), every square it can end on this turn (from its hardest braking without a die,
 * SC-DEC-2, to its fastest declaration, SC-ACC-2, and a slipstream bonus, SC-SLIP-5), where it ends
 * if it drives as the GNU would (`Foresight`), and where it may be while another car makes its next
 * movement. Each part is worked out when first needed and kept for that race state.
 */
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import { wornBrakesFactor } from '../braking.ts';
import type { CarState, RaceState } from '../state.ts';
import { remembered } from './memo.ts';
import { forwardSteps } from './ways.ts';

/** Braking beyond Dec that wear pays without a brake check (SC-DEC-2): 20 mph per unit, 2 units at most. */
const MAX_UNITS_WITHOUT_DICE = 2;
/** The most squares a slipstream adds (SC-SLIP-5). */
const MAX_BONUS = 2;

/** Where a car may end this turn, and the speeds it may declare to get there. */
export interface Expectation {
  zone: ReadonlySet<SquareIndex>;
  speeds: { least: number; most: number };
}

/** Where a car ahead may end when it drives as the GNU expects; undefined when the GNU cannot tell. */
export type Foresight = (carId: string) => Expectation | undefined;

/** Squares `from` squares reach in `least` to `most` steps, never through a square of `standing`, with the fewest steps each takes. */
function stepsTo(circuit: Circuit, from: readonly SquareIndex[], least: number, most: number, standing: ReadonlySet<SquareIndex>): Map<SquareIndex, number> {
  const steps = forwardSteps(circuit);
  const found = new Map<SquareIndex, number>(least === 0 ? from.map((square) => [square, 0]) : []);
  let layer = new Set(from);
  for (let step = 1; step <= most && layer.size > 0; step++) {
    const next = new Set<SquareIndex>();
    for (const square of layer) for (const to of steps[square]!) if (!standing.has(to)) next.add(to);
    if (step >= least) for (const square of next) if (!found.has(square)) found.set(square, step);
    layer = next;
  }
  return found;
}

/** Squares `from` squares reach in `least` to `most` steps, never through a square of `standing`. */
export function reach(
  circuit: Circuit,
  from: readonly SquareIndex[],
  least: number,
  most: number,
  standing: ReadonlySet<SquareIndex> = new Set(),
): Set<SquareIndex> {
  return new Set(stepsTo(circuit, from, least, most, standing).keys());
}

/** Wear units the car can pay to brake beyond Dec without a brake check (SC-DEC-2, SC-DEC-5). */
const brakingUnits = (car: CarState): number =>
  Math.min(MAX_UNITS_WITHOUT_DICE, Math.floor((car.wear + car.brakeWear) / wornBrakesFactor(car.brakeFailures > 0)));

/** Slowest and fastest declarations open to a car: braking as far as its wear pays without a die; any forcing (SC-ACC-2, SC-START-2). */
export function speedRange(car: CarState): { least: number; most: number } {
  const { sheet } = car;
  if (car.standstill !== null) return { least: 0, most: sheet.startSpeed + 20 };
  return {
    least: Math.max(0, car.previousSpeed - sheet.dec - 20 * brakingUnits(car)),
    most: Math.min(sheet.topSpeed + 20, car.previousSpeed + sheet.acc + 20),
  };
}

/** The squares a car leaves from: its own, or any pit exit. */
export const originsOf = (circuit: Circuit, car: CarState): readonly SquareIndex[] =>
  car.position.at === 'track' ? [car.position.square] : car.position.at === 'pits' ? circuit.pit.exit : [];

/** Laps and progress along the lap: how far a car is in the race, which sets the move order (SC-MOVE-3 Proposed). */
export const raceDistance = (circuit: Circuit, lap: number, square: SquareIndex): number => lap * circuit.rowsPerLap + circuit.squares[square]!.progress;

/** Where a racing car ranks in the move order; a car in the pits counts at the pit exit (SC-MOVE-3 Proposed, SC-PIT-5 Proposed). */
function rank(circuit: Circuit, car: CarState): { distance: number; laneIndex: number } | undefined {
  const square = car.position.at === 'track' ? car.position.square : car.position.at === 'pits' ? circuit.pit.exit[0] : undefined;
  if (square === undefined || car.status !== 'racing') return undefined;
  return { distance: raceDistance(circuit, car.lap, square), laneIndex: circuit.squares[square]!.laneIndex };
}

/** The squares of the cars that surely move after `carId` (SC-MOVE-3): they stand there while it moves. */
export function standingWhileMoving(circuit: Circuit, state: RaceState, carId: string): Set<SquareIndex> {
  const own = rank(circuit, state.cars[carId]!);
  const standing = new Set<SquareIndex>();
  if (own === undefined) return standing;
  for (const other of Object.values(state.cars)) {
    const at = rank(circuit, other);
    if (at !== undefined && other.position.at === 'track' && at.distance < own.distance) standing.add(other.position.square);
  }
  return standing;
}

/** What the GNU can tell of one car of a race state, whoever asks; each part worked out when first needed. */
export interface Outlook {
  car: CarState;
  rank: { distance: number; laneIndex: number };
  range: { least: number; most: number };
  /** Every square it can end on this turn, whatever it declares. */
  reachable(): ReadonlySet<SquareIndex>;
  /** Where it ends this turn if it drives as the GNU would. */
  foreseen(): Expectation;
  /**
   * Where it may be while another car makes its next movement, if that car ends this turn at race
   * distance `own`: wherever it moves next turn from a square ahead of `own` (it will then move
   * first), or on the square it ends this turn behind `own` (it will move after).
   */
  nextTurn(foreseen: boolean, own: number): ReadonlySet<SquareIndex>;
}

function outlookOf(circuit: Circuit, state: RaceState, car: CarState, at: Outlook['rank'], foresee: Foresight): Outlook {
  const range = speedRange(car);
  const origins = originsOf(circuit, car);
  const start = circuit.squares[origins[0]!]!.progress;
  const lapAt = (square: SquareIndex) => car.lap + (circuit.squares[square]!.progress < start ? 1 : 0);
  const known = new Map<string, unknown>();
  const once = <V>(key: string, work: () => V): V => remembered(known as Map<string, V>, key, work);
  const reachable = () =>
    once('reachable', () => reach(circuit, origins, range.least / 20, range.most / 20 + MAX_BONUS, standingWhileMoving(circuit, state, car.car)));
  const foreseen = () => once('foreseen', () => foresee(car.car) ?? { zone: reachable(), speeds: range });
  const along = () => once('along', () => stepsTo(circuit, origins, 0, range.most / 20 + MAX_BONUS, new Set()));
  /**
   * Next turn it brakes at most as hard as its wear pays without a die, from the speed it needed
   * to get where it is: a car far along its zone came fast and cannot stop dead next turn. The
   * zone's squares are taken furthest first: those beyond `own` move on, the others stay.
   */
  const nextTurn = (expected: Expectation, moving: readonly SquareIndex[], staying: readonly SquareIndex[]): ReadonlySet<SquareIndex> => {
    const { sheet } = car;
    const fastest = Math.min(sheet.topSpeed + 20, expected.speeds.most + sheet.acc + 20) / 20 + MAX_BONUS;
    const found = new Set<SquareIndex>(staying);
    const bySlowest = new Map<number, SquareIndex[]>();
    for (const square of moving) {
      const speed = Math.max(expected.speeds.least, 20 * ((along().get(square) ?? 0) - MAX_BONUS));
      const slowest = Math.max(0, speed - sheet.dec - 20 * brakingUnits(car)) / 20;
      bySlowest.set(slowest, [...(bySlowest.get(slowest) ?? []), square]);
    }
    for (const [slowest, from] of bySlowest) for (const square of reach(circuit, from, slowest, fastest)) found.add(square);
    return found;
  };
  const expectation = (isForeseen: boolean): Expectation => (isForeseen ? foreseen() : { zone: reachable(), speeds: range });
  const furthestFirst = (isForeseen: boolean) =>
    once(`order|${isForeseen}`, () =>
      [...expectation(isForeseen).zone]
        .map((square) => ({ square, distance: raceDistance(circuit, lapAt(square), square) }))
        .sort((a, b) => b.distance - a.distance),
    );
  return {
    car,
    rank: at,
    range,
    reachable,
    foreseen,
    nextTurn: (isForeseen, own) => {
      const squares = furthestFirst(isForeseen);
      const behind = squares.findIndex((entry) => entry.distance < own);
      const split = behind < 0 ? squares.length : behind;
      return once(`next|${isForeseen}|${split}`, () =>
        nextTurn(
          expectation(isForeseen),
          squares.slice(0, split).map((entry) => entry.square),
          squares.slice(split).map((entry) => entry.square),
        ),
      );
    },
  };
}

const outlooks = new WeakMap<RaceState, Map<string, Outlook>>();

/** Every racing car's outlook in this race state, shared by all the cars that ask. */
export function outlooksOf(circuit: Circuit, state: RaceState, foresee: Foresight): Map<string, Outlook> {
  return remembered(outlooks, state, () => {
    const all = new Map<string, Outlook>();
    for (const car of Object.values(state.cars)) {
      const at = rank(circuit, car);
      if (at !== undefined) all.set(car.car, outlookOf(circuit, state, car, at, foresee));
    }
    return all;
  });
}
