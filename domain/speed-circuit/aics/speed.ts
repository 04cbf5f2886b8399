/**
 * Which speeds a car may declare this turn, and what each one costs in rolls and braking
 * (SC-ACC, SC-DEC-1, SC-DEC-3, SC-START, SC-MOVE-1, SC-MOVE-8, SC-QUAL-4).
 */
import { invalid } from '../../errors.ts';
import { MIN_RELIABILITY } from './reliability.ts';
import type { CarSheet } from './schemas.ts';
import type { CarState } from './state.ts';

export interface SpeedContext {
  sheet: CarSheet;
  /** Speed declared last turn; slipstream squares never count (SC-ACC-7). Ignored from standstill. */
  previousSpeed: number;
  /** Turn 1, or any turn after a stop (SC-START-1, SC-MOVE-1). */
  fromStandstill: boolean;
  /** AFF at the start of the turn; absent in a game without reliability, where forcing the Start Speed is always allowed. */
  reliability?: number;
  /** Turn 1 of the pole lap: the car crosses the line already at speed (SC-QUAL-4 Proposed). */
  flyingStart?: boolean;
}

export type SpeedRoll = 'acceleration' | 'topSpeed' | 'startSpeed';
export type BeyondDec = 0 | 20 | 40 | 60 | 80;

export interface SpeedClass {
  speed: number;
  rolls: SpeedRoll[];
  /** Deceleration beyond the car's Dec, paid on the SC-DEC-2 table. */
  beyondDec: BeyondDec;
}

/** Every forcing is by one step of 20 mph beyond the limit (SC-ACC-2, SC-START-2). */
const FORCING = 20;
/** The deepest deceleration beyond Dec allowed in one turn (SC-DEC-3). */
const MAX_BEYOND_DEC = 80;

type Verdict = Omit<SpeedClass, 'speed'> | string;

const STEADY: Verdict = { rolls: [], beyondDec: 0 };

/** From standstill only the Start Speed limits the car; no Acc roll applies (SC-START-1, SC-START-2, SC-REL-5 Proposed). */
function fromStandstill(ctx: SpeedContext, declared: number): Verdict {
  const { startSpeed } = ctx.sheet;
  if (declared > startSpeed + FORCING) return `${declared} mph from standstill is above Start Speed ${startSpeed} + ${FORCING}`;
  if (declared <= startSpeed) return STEADY;
  if (ctx.reliability !== undefined && ctx.reliability <= MIN_RELIABILITY) return `forcing the Start Speed is not allowed at reliability ${MIN_RELIABILITY}`;
  return { rolls: ['startSpeed'], beyondDec: 0 };
}

/** A moving car changes speed by up to Acc (+20 with a roll) or Dec (+80 paid on the table) (SC-ACC-1, SC-ACC-2, SC-DEC-1, SC-DEC-3). */
function fromPreviousSpeed(ctx: SpeedContext, declared: number): Verdict {
  const { previousSpeed, sheet } = ctx;
  if (declared > previousSpeed + sheet.acc + FORCING) {
    return `${declared} mph is above previous speed ${previousSpeed} + Acc ${sheet.acc} + ${FORCING}`;
  }
  const beyondDec = Math.max(0, previousSpeed - declared - sheet.dec);
  if (beyondDec > MAX_BEYOND_DEC) {
    return `${declared} mph from ${previousSpeed} is ${beyondDec} mph beyond Dec ${sheet.dec}; at most ${MAX_BEYOND_DEC} is allowed`;
  }
  return { rolls: declared > previousSpeed + sheet.acc ? ['acceleration'] : [], beyondDec: beyondDec as BeyondDec };
}

/** The class of a declaration, or why it can never be declared. The flying pole-lap start has no Acc limit (SC-QUAL-4 Proposed). */
function judge(ctx: SpeedContext, declared: number): SpeedClass | string {
  if (!Number.isInteger(declared) || declared < 0 || declared % 20 !== 0) {
    return `${declared} mph is not a speed: speeds are multiples of 20 mph, from 0 up`;
  }
  const change = ctx.flyingStart ? STEADY : ctx.fromStandstill ? fromStandstill(ctx, declared) : fromPreviousSpeed(ctx, declared);
  if (typeof change === 'string') return change;
  const { topSpeed } = ctx.sheet;
  if (declared > topSpeed + FORCING) return `${declared} mph is above Top Speed ${topSpeed} + ${FORCING}`;
  const rolls = [...change.rolls];
  if (declared > topSpeed) rolls.push('topSpeed');
  return { speed: declared, rolls, beyondDec: change.beyondDec };
}

/** Throws `DomainError('invalid', 'speed')` for a declaration this car can never make this turn. */
export function classifySpeed(ctx: SpeedContext, declared: number): SpeedClass {
  const verdict = judge(ctx, declared);
  if (typeof verdict === 'string') throw invalid('speed', verdict);
  return verdict;
}

/** Every legal declaration, slowest first: the choices the GNU and the move preview offer. */
export function allowedSpeeds(ctx: SpeedContext): SpeedClass[] {
  const allowed: SpeedClass[] = [];
  for (let speed = 0; speed <= ctx.sheet.topSpeed + FORCING; speed += 20) {
    const verdict = judge(ctx, speed);
    if (typeof verdict !== 'string') allowed.push(verdict);
  }
  return allowed;
}

/** What a car's speed this turn depends on, from its state (SC-ACC, SC-DEC, SC-START, SC-REL). */
export function speedContext(car: CarState): SpeedContext {
  return {
    sheet: car.sheet,
    previousSpeed: car.previousSpeed,
    fromStandstill: car.standstill !== null,
    reliability: car.reliability,
  };
}
