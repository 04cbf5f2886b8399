/**
 * What a Speed Circuit move preview says, whichever rulebook works it out (aics/preview.ts,
 * classic/preview.ts): the speeds a car may declare with their rolls and braking, where each lane or
 * trajectory of the coming curve takes it, and what a move would do, each projection the move as
 * the turn engine plays it when every roll goes the player's way. `Event` is the game's turn event.
 */

import type { RollPurpose } from '../dice.ts';
import type { Warning } from '../race/ruleset.ts';
import type { MovementPreference } from './aics/schemas.ts';
import type { EliminationReason } from './aics/state.ts';
import { ELIMINATION_WORDS } from './choices/words.ts';

/** A roll the move would make; a check passes up to `passesUpTo` on its dice, none for a die read on a table (the curve die). */
export interface DiceNeeded {
  purpose: RollPurpose;
  count: number;
  sides: number;
  passesUpTo: number | null;
}

/** A curve where none of the lines the move names can be taken: the cars in the way force it into `took` (SC-COLL-1). */
export interface ForcedLine {
  curve: string;
  field: 'curve1' | 'curve2';
  took: string;
}

export interface Projection<Event> {
  /** Squares entered, in order, the start square excluded. */
  path: string[];
  /** Where the car ends: a square, or `pits`. */
  to: string;
  /** Every square the movement can end on: placement picks one of them (SC-NOTATION-10). */
  ends: string[];
  W: number;
  WF: number;
  dice: DiceNeeded[];
  /** What the turn engine recorded for the car, without the rolls (they are in `dice`). */
  events: Event[];
  /** The move is incomplete (SC-GNU-1, SC-NOTATION-7): the GNU would drive, and the projection is the GNU's move. */
  defaulted: { reason: 'incomplete'; field: string; curve: string; message: string | null } | null;
  /** The curves whose named lines the cars in the way make the car leave. */
  forced: ForcedLine[];
  /** What the player should know before sending it: the move ends the car's race, the GNU would drive it, or a curve's named lines cannot be taken. */
  warnings: Warning[];
}

/** A lane or a trajectory: the movement preferences that pay for a curve. */
export type Line = Extract<MovementPreference, { kind: 'lane' | 'trajectory' }>;

export interface Route<Event> extends Projection<Event> {
  /** The lane or trajectory of the coming curve the movement goes through; null when it does not reach the curve. */
  via: Line | null;
  /** The move that takes this route, as the player writes it. */
  text: string;
}

/** Braking beyond Dec and its price (SC-DEC-2, SCC-DEC-2): W and WF paid, a brake check, a spin. */
export interface BrakingPrice {
  beyondDec: number;
  W: number;
  WF: number;
  brakeCheck: boolean;
  spin: boolean;
}

export interface SpeedChoice<Event> {
  speed: number;
  /** The rolls the declaration itself makes (SC-ACC-2, SC-ACC-5, SC-START-2; SCC-ACC-3, SCC-START-1). */
  rolls: DiceNeeded[];
  /** Braking beyond Dec at its default price; null within Dec. */
  braking: BrakingPrice | null;
  /** One route per lane or trajectory of the coming curve that this speed can really take. */
  routes: Route<Event>[];
}

export type TypedMove<Event> =
  | { text: string; projection: Projection<Event>; error: null }
  | { text: string; projection: null; error: { field: string; message: string } };

export interface MovePreview<Event> {
  car: string;
  turn: number;
  /** The square the car moves from, or `pits`. */
  from: string;
  /** The next curve the car can reach this turn, the one it stands in excluded. */
  curve: string | null;
  speeds: SpeedChoice<Event>[];
  move: TypedMove<Event> | null;
}

/** A projection's warnings: a move that ends the car's race, or that is not played as written. */
export function projectionWarnings(
  carId: string,
  events: readonly { type: string; car?: string; reason?: string; rule?: string }[],
  defaulted: Projection<unknown>['defaulted'],
  forced: readonly ForcedLine[],
): Warning[] {
  const out = events.find((event) => event.type === 'CarEliminated' && event.car === carId);
  return [
    ...(out === undefined
      ? []
      : [
          {
            field: 'move',
            message: `even if every roll goes your way, this move ends your race: ${ELIMINATION_WORDS.en[out.reason as EliminationReason]} (${out.rule})`,
          },
        ]),
    ...(defaulted === null
      ? []
      : [
          {
            field: defaulted.field,
            message: `the move names no lane or trajectory for curve ${defaulted.curve}, which it can reach: the non-human player would drive your car instead (SC-GNU-1)`,
          },
        ]),
    ...forced.map(({ curve, field, took }) => ({
      field: `move.${field}`,
      message: `none of the lines you name for curve ${curve} can be taken: the cars in the way force yours into lane ${took} (SC-COLL-1)`,
    })),
  ];
}
