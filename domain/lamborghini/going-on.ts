/**
 * A car's move going on (LB-MOVE-4..7, LB-BUMP-1): from the plan left, a stretch of steps
 * (movement.ts) or a declared rear-end or push (bump-chain.ts) at a time, until its movement is
 * used up, a direction must be chosen, or a plan its player sent runs out. The non-human player
 * plans the steps of a move nobody sent as they come, and plays on a plan of which no step fits
 * (LB-MOVE-5 in docs/rules-decisions.md), so the race never stalls.
 */
import type { Dice } from '../dice.ts';
import type { Board } from './board/types.ts';
import { bumpKind } from './bump.ts';
import { playBump } from './bump-chain.ts';
import { CHECKS_PER_TURN } from './check.ts';
import { asked } from './chooser.ts';
import { type MovementEvent, moveStretch, type PlannedStep, type StretchResult } from './movement.ts';
import { changedMovement } from './play.ts';
import { carOf, moverOf, movingTurnOf } from './race-cars.ts';
import { occupiedBy, onBoard } from './race-flow.ts';
import type { Moving, PlanItem } from './race-state.ts';
import type { LamborghiniEvent, LamborghiniState, Recorder } from './state.ts';

/** What a move going on needs of the non-human player (non-human.ts): the next steps of a move nobody sent. */
export interface Planner {
  next(state: LamborghiniState, board: Board, car: string): PlanItem[];
}

/** A move going on: its events recorded as they come, on the race's board with its dice. */
export interface Going {
  log: Recorder;
  board: Board;
  dice: Dice;
  planner: Planner;
}

type Declared = Extract<PlanItem, { bump: unknown }>;

const isStep = (item: PlanItem): item is PlannedStep => !('bump' in item);

/** The steps a plan begins with, up to its first declared bump. */
const leadingSteps = (plan: readonly PlanItem[]): PlannedStep[] => {
  const end = plan.findIndex((item) => !isStep(item));
  return (end < 0 ? plan : plan.slice(0, end)).filter(isStep);
};

/** LB-MOVE-7 (docs/rules-decisions.md): a car that can neither move, bump nor pass over loses the rest of its movement; none is left. */
const blocked = (log: Recorder, car: string, remaining: number): number => {
  log.add([{ type: 'movementChanged', car, by: -remaining, reason: 'blocked' }]);
  return 0;
};

/** LB-BUMP-1, LB-CHECK-3: a declared bump is made on a car on the board that the moving car stands behind (a rear-end) or beside (a push), while it has a check left. */
const mayBump = (state: LamborghiniState, board: Board, car: string, declared: Declared): boolean => {
  const at = state.race.cars[declared.car];
  return (
    at !== undefined &&
    onBoard(at) &&
    declared.car !== car &&
    bumpKind(board, moverOf(state, car), at) === declared.bump &&
    carOf(state, car).checks < CHECKS_PER_TURN
  );
};

/** LB-BUMP-1..3, LB-DMG-1 Proposed: the bump and its chain played, and the movement they leave the moving car. */
const bumpedMovement = ({ log, board, dice }: Going, car: string, moving: Moving, declared: Declared): number => {
  const change = playBump(log, board, dice, moving, car, declared.car, declared.bump);
  const next = changedMovement(moving.remaining, change);
  if (next !== moving.remaining) log.add([{ type: 'movementChanged', car, by: next - moving.remaining, reason: change > 0 ? 'plusOne' : 'damage' }]);
  return next;
};

/**
 * A rear-end or push the plan declares, played if it may be made: it takes the check bonus
 * (LB-GAP-8). One that may not be made is passed over in a plan its player sent, and ends a move
 * the non-human player plans. Whether it was made.
 */
const playDeclared = (going: Going, car: string, moving: Moving, declared: Declared, rest: PlanItem[]): boolean => {
  const { log } = going;
  const made = mayBump(log.state, going.board, car, declared);
  const remaining = made ? bumpedMovement(going, car, moving, declared) : moving.byNonHuman ? blocked(log, car, moving.remaining) : moving.remaining;
  const { direction } = carOf(log.state, car);
  const checkBonus = made ? 0 : (moving.checkBonus ?? 0);
  log.add([{ type: 'moving', car, moving: { ...moving, remaining, checkBonus, plan: rest }, ...(direction ? { direction } : {}) }]);
  return made;
};

/** LB-INC-1: the direction a check's incident leaves to a player, asked of the seat that chooses it. */
const askDirection = (log: Recorder, car: string, events: readonly MovementEvent[]): void => {
  const directed = events.findLast((event) => event.type === 'directed');
  if (directed?.type === 'directed' && directed.chooser) log.add(asked(log.state, [{ car, chooser: directed.chooser }]));
};

/** What is left of the plan after a stretch: past its steps when none fits any more, else past those taken or spent. */
const planAfter = (plan: readonly PlanItem[], steps: readonly PlannedStep[], result: StretchResult): PlanItem[] =>
  result.end === 'plan' ? plan.slice(steps.length) : plan.slice(result.used);

/**
 * The steps the plan begins with, taken as far as they go (movement.ts). A stretch of the
 * non-human player's that moved the car nowhere ends its move. Whether anything happened in it.
 */
const playStretch = ({ log, board, dice }: Going, car: string, moving: Moving, plan: readonly PlanItem[]): boolean => {
  const steps = leadingSteps(plan);
  const result = moveStretch(
    {
      board,
      occupied: occupiedBy(log.state, car),
      deck: log.state.speed,
      dice,
      remaining: moving.remaining,
      gamble: moving.gamble,
      slipstreamCard: moving.slipstreamCard,
      slipstreamUsed: moving.slipstreamUsed,
      aerodynamics: moving.aerodynamics,
      checkBonus: moving.checkBonus ?? 0,
    },
    moverOf(log.state, car),
    steps,
  );
  log.add(result.events as MovementEvent[] as LamborghiniEvent[]);
  const progressed = result.events.length > 0;
  const stuck = !progressed && result.end === 'plan' && moving.byNonHuman;
  const remaining = stuck ? blocked(log, car, result.remaining) : result.remaining;
  const after: Moving = {
    ...moving,
    remaining,
    slipstreamUsed: result.slipstreamUsed,
    aerodynamics: result.aerodynamics,
    checkBonus: result.checkBonus,
    plan: planAfter(plan, steps, result),
  };
  log.add([{ type: 'moving', car, moving: after, ...(result.mover.direction ? { direction: result.mover.direction } : {}) }]);
  if (result.end === 'choose') askDirection(log, car, result.events);
  return progressed;
};

/** LB-MOVE-5 (docs/rules-decisions.md): a plan that moved the car not one square would wait for ever: the non-human player takes the move over. */
const takeOver = (log: Recorder, car: string, moving: Moving): void => log.add([{ type: 'moving', car, moving: { ...moving, byNonHuman: true } }]);

/** The non-human player finds no step nor bump for the car (LB-MOVE-7): the move is over. */
const endBlocked = (log: Recorder, car: string, moving: Moving): 'done' => {
  const remaining = blocked(log, car, moving.remaining);
  log.add([{ type: 'moving', car, moving: { ...moving, remaining } }]);
  return 'done';
};

/**
 * The move goes on from the plan left until its movement is used up (`done`), or it waits for a
 * direction to be chosen or for more of its player's plan (`wait`). `moved`: whether anything
 * happened in the move since it went on, which a plan that runs out must have made to wait for
 * more (LB-MOVE-5).
 *
 * It ends: each pass that does not end it uses up for good one of the things a movement turn has
 * only so many of: its player's say (the non-human player takes a move over once), a step or bump
 * of the plan sent, one of the car's checks (CHECKS_PER_TURN), the direction an incident fixed, the
 * move's one slipstream, or a square of its movement, which only a check's +1 square gives back.
 */
export const goOn = (going: Going, moved = false): 'done' | 'wait' => {
  const { log, board, planner } = going;
  const { car, moving, choices } = movingTurnOf(log.state);
  if (choices.length > 0) return 'wait';
  if (moving.remaining <= 0) return 'done';
  if (moving.plan.length === 0 && !moving.byNonHuman) {
    if (moved || moving.replan) return 'wait';
    takeOver(log, car, moving);
    return goOn(going, moved);
  }
  const plan = moving.plan.length > 0 ? moving.plan : planner.next(log.state, board, car);
  const [first] = plan;
  if (first === undefined) return endBlocked(log, car, moving);
  const progressed = isStep(first) ? playStretch(going, car, moving, plan) : playDeclared(going, car, moving, first, plan.slice(1));
  return goOn(going, moved || progressed);
};
