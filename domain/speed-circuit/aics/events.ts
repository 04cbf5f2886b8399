/**
 * What happens in an AICS race turn, one fact per event; `evolve` (evolve.ts) is the only way
 * state changes. The turn resolver emits these events through `evolve`, so a resolved state is
 * always the fold of its events (ARCHITECTURE contract 1 and 2); emails, views and auditors read
 * the same facts.
 */
import * as z from 'zod';
import { Roll } from '../../dice.ts';
import { CarSheet, Move, Tyres } from './schemas.ts';
import { Classification, CurveProgress, EliminationReason, Position } from './state.ts';
import { Weather } from './weather.ts';

const car = z.string();
const count = z.number().int().min(0);
const mph = z.number().int().min(0).multipleOf(20);
/** A square by its printed name (SC-NOTATION-5, SC-NOTATION-6). */
const squareId = z.string();

export const ReliabilityCheck = z.enum(['acceleration', 'topSpeed', 'startSpeed', 'brakeCheck']);
export type ReliabilityCheck = z.infer<typeof ReliabilityCheck>;

export const WearReason = z.enum(['deceleration', 'curve', 'wornBrakes', 'retroactiveTrajectory']);
export type WearReason = z.infer<typeof WearReason>;

export const SpinCause = z.enum(['curve', 'deceleration', 'wornBrakes', 'outOfWear', 'retroactiveTrajectory']);
export type SpinCause = z.infer<typeof SpinCause>;

const loss = z.object({ acc: count, topSpeed: count, dec: count });

export const AicsEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TurnStarted'), turn: z.number().int().min(1) }),
  /**
   * The move was missing, could not be played, or named no lane or trajectory for a curve it reaches
   * (`incomplete`, with that curve): the GNU plays the car (SC-GNU-1, SC-GNU-4, SC-NOTATION-7).
   */
  z.object({
    type: z.literal('MoveDefaulted'),
    car,
    reason: z.enum(['missing', 'erroneous', 'incomplete']),
    field: z.string().nullable(),
    message: z.string().nullable(),
    /** The curve an incomplete move reaches without naming its line. */
    curve: z.string().optional(),
    speed: mph,
    /** The GNU's move and its `gnu` roll, if it made one; optional so that earlier events still read. */
    gnu: z.object({ move: Move, roll: Roll.nullable() }).optional(),
  }),
  /** Declared speeds in move order (SC-MOVE-2, SC-MOVE-3), with each player's count of consecutive missed moves (SC-GNU-2). */
  z.object({
    type: z.literal('MoveOrderSet'),
    order: z.array(z.object({ car, speed: mph, slipstream: z.boolean(), missedMoves: count })),
  }),
  /** A 3d6 roll against the AFF of the start of the turn (SC-REL-3, SC-REL-4 Proposed). */
  z.object({ type: z.literal('ReliabilityRolled'), car, check: ReliabilityCheck, roll: Roll, reliability: count, passed: z.boolean() }),
  /** The forced start failed: the car stays where it is (SC-START-2). */
  z.object({ type: z.literal('StartFailed'), car, stalledTurns: count }),
  z.object({
    type: z.literal('CarDamaged'),
    car,
    cause: z.enum(['engine', 'brakes', 'crashAndSpin']),
    loss,
    repairable: z.boolean(),
    sheet: CarSheet,
  }),
  z.object({
    type: z.literal('WearPaid'),
    car,
    W: count,
    WF: count,
    reason: WearReason,
    curve: z.string().nullable(),
    /** Penalty units before worn-brakes doubling (SC-DEC-5 Proposed). */
    units: count,
  }),
  z.object({ type: z.literal('SlipstreamTaken'), car, behind: car, bonus: z.number().int().min(1).max(2) }),
  /** S was declared but a condition failed: no bonus, no penalty (SC-SLIP-3 Proposed). */
  z.object({ type: z.literal('SlipstreamIgnored'), car, reason: z.string() }),
  z.object({ type: z.literal('CurveDieRolled'), car, curve: z.string(), roll: Roll, result: z.enum(['clear', 'spin', 'out']) }),
  z.object({
    type: z.literal('CrashAndSpinRolled'),
    car,
    roll: Roll,
    speed: mph,
    total: z.number().int(),
    effect: z.enum(['none', 'acc', 'topSpeed', 'accAndTopSpeed']),
  }),
  /** `declared` is the speed written; `speed` what the car drove (−20 after an engine failure, SC-ACC-3 Proposed). */
  z.object({
    type: z.literal('CarMoved'),
    car,
    declared: mph,
    speed: mph,
    bonus: count,
    path: z.array(squareId),
    to: Position,
    curve: CurveProgress.nullable(),
  }),
  z.object({ type: z.literal('CarSpun'), car, cause: SpinCause, square: squareId, to: Position }),
  z.object({ type: z.literal('RearEnded'), car, hit: car.nullable(), square: squareId }),
  /** The car crossed the start/finish line and now drives lap `lap` (SC-WIN-1, SC-SOFT-3). */
  z.object({ type: z.literal('LineCrossed'), car, lap: count }),
  z.object({ type: z.literal('CloudLineCrossed'), car, lap: count }),
  z.object({
    type: z.literal('PitStopMade'),
    car,
    repaired: z.object({ acc: count, topSpeed: count }),
    sheet: CarSheet,
    reliability: count,
    tyres: Tyres,
    softStop: z.boolean(),
  }),
  z.object({ type: z.literal('BoxIgnored'), car, reason: z.string() }),
  z.object({ type: z.literal('CarFinished'), car, turn: z.number().int().min(1), beyond: count, laneIndex: count }),
  z.object({ type: z.literal('CarEliminated'), car, reason: EliminationReason, rule: z.string() }),
  z.object({ type: z.literal('ReliabilityDropped'), car, drops: count, reliability: count }),
  z.object({ type: z.literal('WeatherRolled'), roll: Roll, weather: Weather, trackChanged: z.boolean() }),
  z.object({ type: z.literal('RaceClassified'), classification: Classification }),
  /** Finished cars leave the track at the end of the turn in which they finish (SC-WIN-1 Proposed). */
  z.object({ type: z.literal('TurnEnded'), turn: z.number().int().min(1), removed: z.array(car) }),
]);
export type AicsEvent = z.infer<typeof AicsEvent>;
