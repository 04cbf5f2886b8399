/**
 * LB-BUMP-3 (docs/rules-decisions.md): a rear-end or push the moving car makes, and the chain it
 * sets off: a car hit that has an incident rear-ends or pushes the car it stands behind or
 * beside, and so on. Each bump is bump.ts's.
 */
import type { Dice } from '../dice.ts';
import type { Board } from './board/types.ts';
import { bump, bumpKind, type Hit } from './bump.ts';
import { CHECKS_PER_TURN } from './check.ts';
import { asked } from './chooser.ts';
import { carOf, moverOf } from './race-cars.ts';
import { onBoard } from './race-flow.ts';
import type { Moving, PlanItem } from './race-state.ts';
import type { LamborghiniEvent, LamborghiniState, Recorder } from './state.ts';

type BumpKind = 'rearEnd' | 'push';

/** The car `hitter` rear-ends or pushes next, if it has a check left: the one directly in front, else one beside, the lower lane first; never one the chain has touched. */
const chainFrom = (state: LamborghiniState, board: Board, hitter: string, touched: ReadonlySet<string>): { car: string; kind: BumpKind } | undefined => {
  const from = carOf(state, hitter);
  if (from.checks >= CHECKS_PER_TURN) return undefined;
  const candidates = Object.entries(state.race.cars)
    .filter(([car, at]) => !touched.has(car) && onBoard(at))
    .flatMap(([car, at]) => {
      const kind = bumpKind(board, from, at);
      return kind ? [{ car, kind, lane: at.lane }] : [];
    })
    .sort((a, b) => (a.kind === b.kind ? a.lane - b.lane : a.kind === 'rearEnd' ? -1 : 1));
  return candidates[0];
};

const hitOf = (state: LamborghiniState, car: string): Hit => {
  const at = carOf(state, car);
  // LB-DMG-1 Proposed: a stopped car makes no checks; it is hit as one that has used them.
  return { ...moverOf(state, car), recorded: at.recorded, ...(at.stopped ? { checks: CHECKS_PER_TURN } : {}) };
};

/** The bump of a chain under way: the moving car's own, or one a car hit sets off. */
interface Link {
  hitter: string;
  struck: string;
  kind: BumpKind;
  /** The cars the chain has touched, the moving car's first: none is hit twice. */
  touched: ReadonlySet<string>;
}

/**
 * One bump of the chain, then the chain it sets off. The chain ends: each bump touches a car the
 * chain had not touched, and it touches each car at most once. What it returns is what the moving
 * car's movement gains or loses at once; a +1 square won by a car that is not moving waits for its
 * next turn (LB-GAP-7).
 */
const playLink = (log: Recorder, board: Board, dice: Dice, moving: Moving, car: string, link: Link): number => {
  const { hitter, struck, kind } = link;
  const touched = new Set([...link.touched, struck]);
  const chained = hitter !== car;
  const result = bump(
    {
      board,
      deck: log.state.speed,
      dice,
      declared: kind,
      clash: !chained && moving.clash,
      checkBonus: chained ? 0 : (moving.checkBonus ?? 0),
    },
    moverOf(log.state, hitter),
    hitOf(log.state, struck),
  );
  log.add([{ type: 'bumped', car: hitter, hit: struck, kind, chained }]);
  log.add(result.events as LamborghiniEvent[]);
  const recorded = result.hit.recorded - carOf(log.state, struck).recorded;
  if (recorded > 0) log.add([{ type: 'recorded', car: struck, squares: recorded }]);
  if (chained && result.movement > 0) log.add([{ type: 'recorded', car: hitter, squares: result.movement }]);
  log.add(asked(log.state, result.choices));
  const incident = result.events.some((event) => event.type === 'checked' && event.car === struck && event.outcome === 'incident');
  const next = incident ? chainFrom(log.state, board, struck, touched) : undefined;
  if (next) playLink(log, board, dice, moving, car, { hitter: struck, struck: next.car, kind: next.kind, touched });
  return chained ? 0 : result.movement;
};

/** LB-BUMP-1..3: the moving car rear-ends or pushes `target`, and the chain it sets off; what its movement gains or loses at once. */
export const playBump = (log: Recorder, board: Board, dice: Dice, moving: Moving, car: string, target: string, kind: BumpKind): number =>
  playLink(log, board, dice, moving, car, { hitter: car, struck: target, kind, touched: new Set([car]) });

/** The default bump of a blocked car (LB-MOVE-7): the car directly ahead, else one beside. */
export const forcedBump = (state: LamborghiniState, board: Board, car: string): PlanItem | undefined => {
  const found = chainFrom(state, board, car, new Set([car]));
  return found && { bump: found.kind, car: found.car };
};
