/**
 * The AICS qualifying entry as choices (SC-QUAL-1..5, SC-PBEM-2): the car build on the Performance
 * Chart (SC-CAR-4, SC-CAR-5), then the pole lap, one of three: a good lap without dice found at once
 * (a narrow search), the fastest lap without dice for the build (the Best Lap solver, SC-QUAL-10:
 * seconds on Monza the first time a build asks, then remembered), or a lap driven turn by turn
 * (pole-lap.ts). The solver's laps start in the lane it finds best; a lap driven turn by turn asks.
 * A lap with dice the solver never finds is built turn by turn, or typed (`lapText`).
 */
import { type ChoiceOption, type Choices, oneOf, type Picks } from '../../../race/choices.ts';
import type { Language } from '../../../race/language.ts';
import { buildChoices } from '../../choices/build.ts';
import type { Circuit } from '../../circuit/types.ts';
import { BUILD_POINTS, PERFORMANCE_CHART, poleLapWear, raceWear } from '../car.ts';
import { MAX_POLE_LAP_TURNS, type Qualifying } from '../qualifying-schema.ts';
import type { CarBuild } from '../schemas.ts';
import { type BestLap, fastestLapOf, quickLapOf } from '../solver/index.ts';
import { poleLapChoices } from './pole-lap.ts';
import { AICS_CHOICE_WORDS, type AicsChoiceWords } from './words.ts';

const solvedEntry = (words: AicsChoiceWords, build: CarBuild, lap: BestLap): Pick<Choices, 'summary' | 'warnings' | 'submission'> =>
  lap.lap.length > MAX_POLE_LAP_TURNS
    ? { summary: [], warnings: [words.tooLong(MAX_POLE_LAP_TURNS)], submission: null }
    : {
        summary: [words.lapCounts(lap.turns, lap.squares, lap.startLane, lap.wearLeft)],
        warnings: [],
        submission: { build, startLane: lap.startLane as Qualifying['startLane'], lap: lap.lap } satisfies Qualifying,
      };

export function qualifyingChoices(circuit: Circuit, picks: Picks, language: Language, laps: number): Choices {
  const words = AICS_CHOICE_WORDS[language];
  const car = buildChoices(picks, { points: BUILD_POINTS, rows: PERFORMANCE_CHART }, language);
  const { build } = car;
  const summary = [...car.summary];
  if (build === null) return { questions: car.questions, summary: [...summary, words.spendFirst(BUILD_POINTS)], warnings: [], submission: null };
  const quick = quickLapOf(circuit, build);
  const purse = raceWear(build, laps, false);
  summary.push(words.raceWear(purse.wear, purse.brakeWear, laps), words.poleWear(poleLapWear(build)));
  const options: ChoiceOption[] = [
    { id: 'quick', label: words.quick, detail: words.quickDetail(quick.turns, quick.squares, quick.wearLeft) },
    { id: 'fastest', label: words.fastest, detail: words.fastestDetail },
    { id: 'turns', label: words.byTurns, detail: words.byTurnsDetail },
  ];
  const lap = oneOf(picks, { id: 'lap', label: words.lap, help: words.lapHelp }, options);
  const questions = [...car.questions, lap];
  const open = { questions, summary, warnings: [], submission: null };
  const solved = lap.picked[0] === 'quick' ? quick : lap.picked[0] === 'fastest' ? fastestLapOf(circuit, build) : undefined;
  if (solved !== undefined) {
    const entry = solvedEntry(words, build, solved);
    return { questions, ...entry, summary: [...summary, ...entry.summary] };
  }
  if (lap.picked[0] !== 'turns') return open;
  const driven = poleLapChoices(circuit, build, picks, language);
  const submission = driven.lap === null ? null : ({ build, startLane: driven.lap.startLane, lap: driven.lap.moves } satisfies Qualifying);
  return { questions: [...questions, ...driven.questions], summary: [...summary, ...driven.summary], warnings: driven.warnings, submission };
}
