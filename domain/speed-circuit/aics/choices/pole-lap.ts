/**
 * A pole lap built by clicking, turn by turn (SC-QUAL-4, SC-QUAL-5): the start lane, then each
 * turn's move as the race's move is chosen (../../choices/racing.ts), from where the turns before
 * leave the car. Turn 1 is the flying start, any speed up to Top Speed + 20 (SC-QUAL-4 Proposed);
 * every turn is driven by the pole lap's own code (qualifying/pole-lap.ts) on the best faces, at AFF
 * 14 (SC-REL-8) with one lap's wear (SC-WEAR-7), so the lap built is the lap as it counts when every
 * roll passes, and the next turn is asked once the one before is whole, until the car crosses the line.
 */
import type { Picks, Question } from '../../../race/choices.ts';
import type { Language } from '../../../race/language.ts';
import { oneWithDefault, racingChoices } from '../../choices/racing.ts';
import type { Circuit } from '../../circuit/types.ts';
import { bestFaces } from '../best-faces.ts';
import { aicsMoveEngine } from '../move-engine.ts';
import { drivePoleTurn, flyingStart, poleTurnState } from '../qualifying/pole-lap.ts';
import { MAX_POLE_LAP_TURNS, type Qualifying } from '../qualifying-schema.ts';
import { POLE_RELIABILITY } from '../reliability.ts';
import type { CarBuild, Move } from '../schemas.ts';
import { allowedSpeeds } from '../speed.ts';
import type { RaceState } from '../state.ts';
import { AICS_CHOICE_WORDS } from './words.ts';

const CAR = 'pole';

type Lane = NonNullable<Qualifying['startLane']>;

export interface PoleLapChoices {
  questions: Question[];
  summary: string[];
  warnings: string[];
  /** The lap once it crosses the line, with the lane it starts in. */
  lap: { startLane: Lane; moves: Move[] } | null;
}

/** The lanes behind the start line, innermost first (qualifying/lap.ts `poleStartSquare`). */
const startLanes = (circuit: Circuit): string[] =>
  circuit.squares
    .filter((square) => square.beforeLine)
    .sort((a, b) => a.laneIndex - b.laneIndex)
    .map((square) => square.lane);

const withSpeed = (state: RaceState, speed: number): RaceState => ({ ...state, cars: { [CAR]: { ...state.cars[CAR]!, previousSpeed: speed } } });

export function poleLapChoices(circuit: Circuit, build: CarBuild, picks: Picks, language: Language): PoleLapChoices {
  const words = AICS_CHOICE_WORDS[language];
  const lanes = startLanes(circuit);
  const laneQuestion = oneWithDefault(
    picks,
    { id: 'startLane', label: words.startLane, help: words.startLaneHelp },
    lanes.map((lane, i) => ({ id: lane, label: words.lane(lane, i === 0) })),
    lanes[0]!,
  );
  const startLane = laneQuestion.picked[0] as Lane;
  const questions: Question[] = [laneQuestion];
  let state = flyingStart(circuit, CAR, { build, startLane, lap: [] });
  const flying = allowedSpeeds({
    sheet: state.cars[CAR]!.sheet,
    previousSpeed: 0,
    fromStandstill: false,
    reliability: POLE_RELIABILITY,
    flyingStart: true,
  }).filter((speed) => speed.speed > 0);
  const moves: Move[] = [];
  for (let turn = 1; turn <= MAX_POLE_LAP_TURNS; turn++) {
    const current = poleTurnState(state, CAR);
    const engine = aicsMoveEngine(circuit, current, CAR, turn === 1 ? flying : undefined);
    const chosen = racingChoices({
      engine,
      ...(turn === 1 ? { at: (speed: number) => aicsMoveEngine(circuit, withSpeed(current, speed), CAR, flying) } : {}),
      picks,
      language,
      prefix: { id: `t${turn}.`, label: words.turn(turn) },
    });
    questions.push(...chosen.questions);
    const wearLeft = current.cars[CAR]!.wear;
    if (chosen.move === null) return { questions, summary: [words.turnsSoFar(turn - 1, wearLeft)], warnings: [], lap: null };
    moves.push(chosen.move);
    const driven = drivePoleTurn(circuit, turn === 1 ? withSpeed(current, chosen.move.speed) : current, CAR, chosen.move, bestFaces());
    if (driven.verdict === 'drive on' || driven.verdict === 'top speed') {
      state = driven.state;
      continue;
    }
    if (!driven.verdict.valid) return { questions, summary: chosen.summary, warnings: [words.lapVoid(driven.verdict.message)], lap: null };
    const left = driven.state.cars[CAR]!.wear;
    return {
      questions,
      summary: [words.lapCounts(driven.verdict.turns, driven.verdict.squares, startLane, left), ...chosen.summary],
      warnings: chosen.warnings,
      lap: { startLane, moves },
    };
  }
  return { questions, summary: [], warnings: [words.tooLong(MAX_POLE_LAP_TURNS)], lap: null };
}
