/**
 * One pole lap (SC-QUAL-3..9, SC-REL-8, SC-WEAR-7): the programmed lap driven by the car alone on
 * the track, turn by turn with the race's own turn engine, and its result in turns + squares beyond
 * the line. The engine is given a one-car race of one lap whose car stands still behind the line
 * at its first speed, so every rule of movement, curves, wear and dice is the race's.
 */
import * as z from 'zod';
import { type Dice, Roll } from '../../../dice.ts';
import { DomainError, invalid } from '../../../errors.ts';
import type { Circuit, Square } from '../../circuit/types.ts';
import { checkBuild, poleLapWear } from '../car.ts';
import { type AicsEvent, ReliabilityCheck } from '../events.ts';
import { printMove } from '../notation.ts';
import type { Qualifying } from '../qualifying-schema.ts';
import { POLE_RELIABILITY } from '../reliability.ts';
import { Move } from '../schemas.ts';
import { type CarState, type RaceState, startingCar } from '../state.ts';
import { checkMove, resolveTurn } from '../turn/index.ts';
import { initialWeather } from '../weather.ts';

const count = z.number().int().min(0);

/** What one turn of the lap did: enough for anybody to follow the lap and check its rolls (SC-QUAL-1). */
export const PoleLapTurn = z.object({
  turn: z.number().int().min(1),
  /** The move driven, as text: the programmed one, or the car's Top Speed after a break on the final straight. */
  move: z.string(),
  /** Speed driven (20 less than declared after an engine failure, SC-ACC-3 Proposed). */
  speed: z.number().int().min(0),
  path: z.array(z.string()),
  rolls: z.array(z.object({ check: z.enum([...ReliabilityCheck.options, 'curve']), roll: Roll, passed: z.boolean() })),
  /** W paid this turn out of the lap's one lap of wear (SC-WEAR-7). */
  wear: count,
});
export type PoleLapTurn = z.infer<typeof PoleLapTurn>;

/** Why a lap does not count (SC-QUAL-2, SC-QUAL-8 Proposed). */
export const InvalidLap = z.enum(['incorrectEntry', 'erroneousMove', 'broken', 'spun', 'eliminated', 'programEnded']);
export type InvalidLap = z.infer<typeof InvalidLap>;

export const PoleLapResult = z.discriminatedUnion('valid', [
  /** "10 turns + 3 squares" (SC-QUAL-5). */
  z.object({ valid: z.literal(true), turns: z.number().int().min(1), squares: count }),
  z.object({ valid: z.literal(false), reason: InvalidLap, message: z.string() }),
]);
export type PoleLapResult = z.infer<typeof PoleLapResult>;

export interface PoleLap {
  turns: PoleLapTurn[];
  result: PoleLapResult;
}

/** The lap is one crossing of the line after the flying start. */
const POLE_LAPS = 1;

/** The square behind the start line the car starts from: the chosen lane, the innermost by default (SC-QUAL-4 Proposed). */
export function poleStartSquare(circuit: Circuit, lane: string | undefined): Square {
  const behindLine = circuit.squares.filter((square) => square.beforeLine).sort((a, b) => a.laneIndex - b.laneIndex);
  const square = lane === undefined ? behindLine[0] : behindLine.find((candidate) => candidate.lane === lane);
  if (square === undefined) {
    throw invalid('startLane', `circuit ${circuit.id} has no lane ${lane} behind the start line (lanes ${behindLine.map((s) => s.lane).join(', ')})`);
  }
  return square;
}

/**
 * Flying start: already at the first declared speed, so turn 1 may be any speed up to Top Speed, or
 * Top Speed + 20 with its roll, with no acceleration limit (SC-QUAL-4 Proposed); one lap's wear, no
 * Start Speed bonus and no WF (SC-WEAR-7). The pole lap is driven on a dry track (the weather is
 * rolled after the grid, SC-RAIN-1) and the leader's cloud line never calls for a weather roll.
 */
function flyingStart(circuit: Circuit, car: string, qualifying: Qualifying): RaceState {
  const square = poleStartSquare(circuit, qualifying.startLane);
  const base = startingCar({ car, driver: car, build: qualifying.build, square: square.index, laps: POLE_LAPS, tyres: 'dry', softTyres: false });
  const firstSpeed = qualifying.lap[0]?.speed ?? 0;
  return {
    circuit: circuit.id,
    laps: POLE_LAPS,
    turn: 0,
    weather: initialWeather(7),
    cloudLaps: POLE_LAPS + 1,
    cars: { [car]: { ...base, wear: poleLapWear(qualifying.build), brakeWear: 0, previousSpeed: firstSpeed, standstill: null } },
    finishers: [],
    classification: null,
  };
}

/**
 * The engine asks for a Crash and spin roll after any spin; in the pole lap none is made and the lap
 * is void (SC-QUAL-8 Proposed), so the engine gets a face that draws nothing from the race's dice.
 */
function withoutCrashRolls(dice: Dice): Dice {
  return {
    roll: (request) =>
      request.purpose === 'crashAndSpin' ? { purpose: request.purpose, car: request.car, dice: [1], sides: 6, code: 'none' } : dice.roll(request),
    shuffle: (request) => dice.shuffle(request),
  };
}

const lastCurveRow = (circuit: Circuit): number => Math.max(0, ...circuit.curves.map((curve) => curve.row));

/** Past the line of the flying start and past the last curve: the final straight (SC-QUAL-8). */
function onFinalStraight(circuit: Circuit, car: CarState): boolean {
  if (car.position.at !== 'track' || car.lap < POLE_LAPS) return false;
  const square = circuit.squares[car.position.square];
  return square !== undefined && square.curve === undefined && square.row > lastCurveRow(circuit);
}

function summary(turn: number, move: Move, events: AicsEvent[]): PoleLapTurn {
  const moved = events.find((event) => event.type === 'CarMoved');
  return {
    turn,
    move: printMove(move),
    speed: moved?.speed ?? 0,
    path: moved?.path ?? [],
    rolls: events.flatMap((event): PoleLapTurn['rolls'] =>
      event.type === 'ReliabilityRolled'
        ? [{ check: event.check, roll: event.roll, passed: event.passed }]
        : event.type === 'CurveDieRolled'
          ? [{ check: 'curve' as const, roll: event.roll, passed: event.result === 'clear' }]
          : [],
    ),
    wear: events.reduce((sum, event) => sum + (event.type === 'WearPaid' ? event.W : 0), 0),
  };
}

type Verdict = PoleLapResult | 'drive on' | 'top speed';

const voidLap = (reason: InvalidLap, message: string): PoleLapResult => ({ valid: false, reason, message });

/** The first event of the turn that decides the lap (SC-QUAL-8 Proposed (b), (c)). */
function judge(events: AicsEvent[], finalStraight: boolean): Verdict {
  let broken = false;
  for (const event of events) {
    switch (event.type) {
      case 'ReliabilityRolled':
        if (!event.passed && !finalStraight) return voidLap('broken', `failed ${event.check} roll before the final straight`);
        broken ||= !event.passed;
        break;
      case 'CurveDieRolled':
        if (event.result !== 'clear') return voidLap('spun', `Curve table ${event.roll.dice.join('')} in curve ${event.curve}`);
        break;
      case 'CarSpun':
        return voidLap('spun', `spun on ${event.square} (${event.cause})`);
      case 'CarEliminated':
        return voidLap('eliminated', `${event.reason} (${event.rule})`);
      case 'CarFinished':
        return { valid: true, turns: event.turn, squares: event.beyond };
    }
  }
  return broken ? 'top speed' : 'drive on';
}

/**
 * Drives a pole lap program; never throws: a lap that cannot be driven is an invalid lap. A move the
 * car cannot play ends the lap before the engine would give the car to the GNU (SC-QUAL-8 Proposed).
 */
export function drivePoleLap(circuit: Circuit, car: string, qualifying: Qualifying, dice: Dice): PoleLap {
  let state: RaceState;
  try {
    checkBuild(qualifying.build);
    state = flyingStart(circuit, car, qualifying);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { turns: [], result: voidLap('incorrectEntry', error.message) };
  }
  const engineDice = withoutCrashRolls(dice);
  const turns: PoleLapTurn[] = [];
  let atTopSpeed = false;
  for (;;) {
    const before = state.cars[car]!;
    const programmed = qualifying.lap[state.turn];
    if (!atTopSpeed && programmed === undefined) {
      return { turns, result: voidLap('programEnded', `the program ends after ${state.turn} turns, before the line`) };
    }
    // SC-QUAL-8: after a break on the final straight the car goes on at its (damaged) Top Speed.
    const move = atTopSpeed || programmed === undefined ? Move.parse({ speed: before.sheet.topSpeed }) : programmed;
    // SC-REL-8: AFF is 14 for every roll of the lap, whatever the rolls before.
    const fixed = { ...state, cars: { [car]: { ...before, reliability: POLE_RELIABILITY } } };
    try {
      checkMove(circuit, fixed, car, move);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { turns, result: voidLap('erroneousMove', `turn ${state.turn + 1}: ${error.message}`) };
    }
    // No GNU in qualifying: a turn that names no lane for a curve takes its fastest lane, paying wear (docs/rules-decisions.md).
    const played = resolveTurn(circuit, fixed, { [car]: move }, engineDice, {}, { incompleteToGnu: false });
    state = played.state;
    turns.push(summary(state.turn, move, played.events));
    const verdict = judge(played.events, onFinalStraight(circuit, before));
    if (verdict === 'top speed') atTopSpeed = true;
    else if (verdict !== 'drive on') return { turns, result: verdict };
  }
}
