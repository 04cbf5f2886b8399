/**
 * One pole lap (SC-QUAL-3..9, SC-REL-8, SC-WEAR-7): the programmed lap driven by the car alone on
 * the track, turn by turn with the race's own turn engine, and its result in turns + squares beyond
 * the line. The engine is given a one-car race of one lap whose car stands still behind the line
 * at its first speed, so every rule of movement, curves, wear and dice is the race's.
 */
import type { Dice } from '../../../dice.ts';
import { DomainError } from '../../../errors.ts';
import type { Circuit } from '../../circuit/types.ts';
import { checkBuild, poleLapWear } from '../car.ts';
import type { AicsEvent } from '../events.ts';
import { printMove } from '../notation.ts';
import type { Qualifying } from '../qualifying-schema.ts';
import { POLE_RELIABILITY } from '../reliability.ts';
import { Move } from '../schemas.ts';
import { type CarState, type RaceState, startingCar } from '../state.ts';
import { checkMove, resolveTurn } from '../turn/index.ts';
import { initialWeather } from '../weather.ts';
import { type InvalidLap, type PoleLap, type PoleLapResult, type PoleLapTurn, poleStartSquare } from './lap.ts';

/** The lap is one crossing of the line after the flying start. */
const POLE_LAPS = 1;

/**
 * Flying start: already at the first declared speed, so turn 1 may be any speed up to Top Speed, or
 * Top Speed + 20 with its roll, with no acceleration limit (SC-QUAL-4 Proposed); one lap's wear, no
 * Start Speed bonus and no WF (SC-WEAR-7). The pole lap is driven on a dry track (the weather is
 * rolled after the grid, SC-RAIN-1) and the leader's cloud line never calls for a weather roll.
 */
export function flyingStart(circuit: Circuit, car: string, qualifying: Pick<Qualifying, 'build' | 'startLane' | 'lap'>): RaceState {
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

export type Verdict = PoleLapResult | 'drive on' | 'top speed';

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

/** The lap's car as its next turn drives it: AFF 14 for every roll, whatever the rolls before (SC-REL-8). */
export const poleTurnState = (state: RaceState, car: string): RaceState => ({
  ...state,
  cars: { [car]: { ...state.cars[car]!, reliability: POLE_RELIABILITY } },
});

/**
 * One turn of the lap, `move` already checked: driven with no GNU, so a turn that names no lane for
 * a curve takes its fastest lane, paying wear (docs/rules-decisions.md), and judged for the lap.
 */
export function drivePoleTurn(
  circuit: Circuit,
  state: RaceState,
  car: string,
  move: Move,
  dice: Dice,
): { state: RaceState; events: AicsEvent[]; verdict: Verdict } {
  const before = state.cars[car]!;
  const played = resolveTurn(circuit, poleTurnState(state, car), { [car]: move }, withoutCrashRolls(dice), {}, { incompleteToGnu: false });
  return { ...played, verdict: judge(played.events, onFinalStraight(circuit, before)) };
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
    try {
      checkMove(circuit, poleTurnState(state, car), car, move);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { turns, result: voidLap('erroneousMove', `turn ${state.turn + 1}: ${error.message}`) };
    }
    const played = drivePoleTurn(circuit, state, car, move, dice);
    state = played.state;
    turns.push(summary(state.turn, move, played.events));
    if (played.verdict === 'top speed') atTopSpeed = true;
    else if (played.verdict !== 'drive on') return { turns, result: played.verdict };
  }
}
