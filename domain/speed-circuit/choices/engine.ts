/**
 * What the racing choices (racing.ts) ask of a rulebook's turn engine about one car's coming turn:
 * the speeds it may declare, the ways to pay its braking, the slipstream and the pits it may ask
 * for, the curves its move must name a line for, and what a move does when every roll goes its
 * way. Each rulebook answers with its own engine (aics/move-engine.ts, classic/preview.ts), so the
 * choices are the moves its turn really plays.
 */
import type { Braking, Move, MovementPreference } from '../aics/schemas.ts';
import type { Slipstream } from '../aics/turn/slipstream.ts';
import type { BrakingPrice, DiceNeeded, Line, Projection } from '../move-preview.ts';

export interface SpeedOption {
  speed: number;
  /** The rolls the declaration makes (forcing Acc, Top Speed or Start Speed). */
  rolls: DiceNeeded[];
  /** Braking beyond Dec at its default price; null within Dec. */
  braking: BrakingPrice | null;
}

/** A way to pay a braking beyond Dec, with its price and the brake check it rolls, if any. */
export interface BrakingOption {
  braking: Braking;
  price: BrakingPrice;
  rolls: DiceNeeded[];
}

/** The car stands right behind `behind`; `bonus` is what the slipstream gives if that car keeps its last speed (`leaderSpeed`): 0 for none. */
export interface SlipstreamOption {
  behind: string;
  leaderSpeed: number;
  bonus: number;
}

/** A curve the move reaches and must name a lane or trajectory for, and the field of the move that names it (SC-NOTATION-11). */
export interface CurveToName {
  field: 'curve1' | 'curve2';
  curve: string;
}

export interface LineOption<Event> {
  via: Line;
  /** The move with this line, its later curves left to the engine's own lane. */
  projection: Projection<Event>;
}

export interface MoveEngine<Event = unknown> {
  car: string;
  turn: number;
  /** The square the car moves from, or `pits`. */
  from: string;
  /** What limits the speeds: the previous speed, or null from standstill, and the sheet. */
  previousSpeed: number | null;
  sheet: { startSpeed: number; acc: number; dec: number; topSpeed: number };
  /** The rulebook's words for its payments: two kinds of wear (W and WF) or one; a curve die or a luck test. */
  terms: { brakeWear: boolean; die: 'curveDie' | 'luck' };
  speeds: SpeedOption[];
  /** The ways the rulebook lets the car pay braking at `speed` beyond Dec, the default first. */
  brakings(speed: SpeedOption): BrakingOption[];
  /** The slipstream the car may ask for at `speed`, when it stands right behind a car on the straight. */
  slipstream(speed: number): SlipstreamOption | null;
  /** Whether the move may end in the pits (SC-PIT-5 Proposed): never in a rulebook without pits. */
  pits(move: Move): boolean;
  /** The first curve the move reaches without naming a line for it. */
  unnamed(move: Move): CurveToName | null;
  /** The line field 1 names when the car has a way to keep in the curve it stands in and field 2 is the first curve ahead. */
  standingLine: MovementPreference | null;
  /** The lanes and trajectories of the curve `named` that the move's movement can take. */
  lines(move: Move, named: CurveToName): LineOption<Event>[];
  /** The move as the turn plays it on the best faces; `complete`: as sent, the GNU's when it is incomplete. */
  project(move: Move, complete: boolean): Projection<Event>;
  print(move: Move): string;
}

/** The ways to pay a braking, each price offered once: the first way that costs it. */
export const distinctWays = (ways: readonly BrakingOption[]): BrakingOption[] =>
  ways.filter(({ price }, i) => ways.findIndex((other) => JSON.stringify(other.price) === JSON.stringify(price)) === i);

/** A speed any car could declare: whether the car stands where a slipstream can be had, whatever the speeds. */
const FLAT_OUT = 400;

/**
 * The slipstream a car may ask for (SC-SLIP-1, SCC-SLIP-1): it stands right behind a car on straight
 * squares, and at `speed` it gets what `judge` (the turn engine's verdict for the speeds declared)
 * says if the car in front declares its last speed, `assumed` as the others'.
 */
export function slipstreamOption(
  judge: (declared: Record<string, number>) => Slipstream,
  assumed: Record<string, number>,
  carId: string,
  speed: number,
): SlipstreamOption | null {
  const anySpeed = judge({ ...Object.fromEntries(Object.keys(assumed).map((id) => [id, FLAT_OUT])), [carId]: 0 });
  if ('reason' in anySpeed) return null;
  const verdict = judge({ ...assumed, [carId]: speed });
  return { behind: anySpeed.behind, leaderSpeed: assumed[anySpeed.behind] ?? 0, bonus: 'bonus' in verdict ? verdict.bonus : 0 };
}
