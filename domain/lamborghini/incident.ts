/**
 * Incidents (LB-INC-1 with its Proposed, LB-GAP-6, LB-GAP-7): the direction a Speed card gives,
 * who chooses it, and what the square it fixes does to the car's move.
 */
import { ahead, squareAt } from './board/geometry.ts';
import { type Board, HEADINGS, type Heading, type Square } from './board/types.ts';
import { speedCard } from './cards.ts';

/** Who decides the direction: the table's own, the car's player (12), or the player on his right (5–7). */
export type Direction = { heading: Heading } | { chooser: 'self' | 'right' };

/** LB-INC-1 Proposed: 5–7 chosen by the player on your right, 8–9 forward-right, 10–11 forward-left, 12 your choice. */
export const incidentDirection = (drawn: string): Direction => {
  const { speed } = speedCard(drawn);
  if (speed <= 7) return { chooser: 'right' };
  if (speed <= 9) return { heading: 'forwardRight' };
  if (speed <= 11) return { heading: 'forwardLeft' };
  return { chooser: 'self' };
};

/** LB-GAP-6 Proposed: the player on your right is the one before you in the clockwise seating; with a single human player, the next in turn order. */
export const playerOnTheRight = (seating: readonly string[], seat: string, humans?: { only: string; turnOrder: readonly string[] }): string => {
  if (humans !== undefined && humans.only === seat) {
    const at = humans.turnOrder.indexOf(seat);
    return humans.turnOrder[(at + 1) % humans.turnOrder.length]!;
  }
  const at = seating.indexOf(seat);
  return seating[(at - 1 + seating.length) % seating.length]!;
};

/** What a direction does to the car's next square (LB-GAP-5, LB-GAP-7 Proposed). */
export type DirectionEffect =
  | { kind: 'square'; square: Square; offTrack: boolean }
  /** The square does not exist: the car has left the track, −3 for the turn, and moves on normally. */
  | { kind: 'leftTrack' }
  /** The square is occupied: the direction is void and the car moves normally. */
  | { kind: 'void' };

/** Speed lost on entering an off-track square or leaving the track (LB-INC-1, LB-GAP-5). */
export const OFF_TRACK_PENALTY = 3;

export const directionEffect = (board: Board, from: Pick<Square, 'row' | 'lane'>, heading: Heading, occupied: ReadonlySet<string>): DirectionEffect => {
  const to = ahead(board, from, heading);
  const square = squareAt(board, to.row, to.lane);
  if (!square) return { kind: 'leftTrack' };
  if (occupied.has(`${square.row}:${square.lane}`)) return { kind: 'void' };
  return { kind: 'square', square, offTrack: square.offTrack };
};

/** LB-GAP-6 Proposed: a computer player's choice, the first of forward, forward-left, forward-right whose square exists, is free and on the track; else forward. */
export const defaultHeading = (board: Board, from: Pick<Square, 'row' | 'lane'>, occupied: ReadonlySet<string>): Heading =>
  HEADINGS.find((heading) => {
    const effect = directionEffect(board, from, heading, occupied);
    return effect.kind === 'square' && !effect.offTrack;
  }) ?? 'forward';
