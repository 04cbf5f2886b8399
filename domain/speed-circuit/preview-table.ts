/**
 * A move preview (move-preview.ts) worked out from a rulebook's engine (choices/engine.ts), for a
 * rulebook whose preview is its choices' engine (classic/preview.ts): each speed with the lanes and
 * trajectories of the first curve it must name, and the move typed, if any.
 */
import { DomainError } from '../errors.ts';
import type { Move } from './aics/schemas.ts';
import type { MoveEngine } from './choices/engine.ts';
import { withLine } from './lines.ts';
import type { MovePreview, Route, SpeedChoice, TypedMove } from './move-preview.ts';

function speedChoice<Event>(engine: MoveEngine<Event>, option: MoveEngine<Event>['speeds'][number]): { choice: SpeedChoice<Event>; curve: string | null } {
  const base: Move = { speed: option.speed, slipstream: false, braking: { first: 'WF', brakeCheck: false }, curve1: [], curve2: [], placement: [] };
  const named = engine.unnamed(base);
  const { rolls, braking } = option;
  if (named === null)
    return { choice: { speed: option.speed, rolls, braking, routes: [{ via: null, text: engine.print(base), ...engine.project(base, true) }] }, curve: null };
  // A car with a way to keep in the curve it stands in names it first, and keeps it (aics/turn/path.ts).
  const move = named.field === 'curve2' && engine.standingLine !== null ? { ...base, curve1: [engine.standingLine] } : base;
  const routes = engine
    .lines(move, named)
    .map(({ via, projection }): Route<Event> => ({ via, text: engine.print(withLine(move, named.field, via)), ...projection }));
  return { choice: { speed: option.speed, rolls, braking, routes }, curve: named.curve };
}

/** `check` throws the `DomainError` that refuses a move the car cannot play. */
export function previewFromEngine<Event>(engine: MoveEngine<Event>, check: (move: Move) => void, move?: Move): MovePreview<Event> {
  const speeds = engine.speeds.map((option) => speedChoice(engine, option));
  return {
    car: engine.car,
    turn: engine.turn,
    from: engine.from,
    curve: speeds.findLast(({ curve }) => curve !== null)?.curve ?? null,
    speeds: speeds.map(({ choice }) => choice),
    move: move === undefined ? null : typedMove(engine, check, move),
  };
}

/** What `move` would do, or why the car cannot play it. */
export function typedMove<Event>(engine: MoveEngine<Event>, check: (move: Move) => void, move: Move): TypedMove<Event> {
  const text = engine.print(move);
  try {
    check(move);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { text, projection: null, error: { field: error.field, message: error.message } };
  }
  return { text, projection: engine.project(move, true), error: null };
}
