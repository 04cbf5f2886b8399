/**
 * What a classic seat may pick in each kind of step (domain/race/choices.ts): the car build on the
 * performance table (SCC-CAR-1, SCC-CAR-3), nothing before the start but to say it is ready
 * (SCC-SETUP-4), and each turn's move, whose options and costs the classic turn engine works out
 * (preview.ts, ../choices/racing.ts). The race state is open information.
 */
import type { Choices } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import type { ChoicesInput } from '../../race/ruleset.ts';
import { buildChoices } from '../choices/build.ts';
import { racingChoices } from '../choices/racing.ts';
import type { Circuit } from '../circuit/types.ts';
import { QUALIFYING, RACING, SETUP } from '../steps.ts';
import { BUILD_POINTS, PERFORMANCE_TABLE } from './car.ts';
import { printMove } from './notation.ts';
import { classicMoveEngine } from './preview.ts';
import type { Setup } from './rules.ts';
import type { ClassicRaceState } from './state.ts';

interface ClassicChoiceWords {
  raceWear(perLap: number, laps: number): string;
  grid: string;
  ready: string;
}

const WORDS: Record<Language, ClassicChoiceWords> = {
  en: {
    raceWear: (perLap, laps) =>
      `For the race of ${laps} ${laps === 1 ? 'lap' : 'laps'}: ${perLap * laps} wear, ${perLap} a lap; what a lap leaves carries over, none is spent ahead (SCC-LAPS).`,
    grid: 'The grid goes by Start Speed, the highest on the inside of the front row (SCC-SETUP-5).',
    ready: 'Nothing to choose before a classic race: send to say you are ready. The race starts when every player is, or at the deadline.',
  },
  it: {
    raceWear: (perLap, laps) =>
      `Per la gara di ${laps} ${laps === 1 ? 'giro' : 'giri'}: ${perLap * laps} wear, ${perLap} a giro; quelli non spesi in un giro passano al successivo, nessuno si spende in anticipo (SCC-LAPS).`,
    grid: 'La griglia segue la Start Speed, la più alta all’interno della prima fila (SCC-SETUP-5).',
    ready: 'Prima di una gara classica non c’è niente da scegliere: invia per dire che sei pronto. La gara parte quando lo sono tutti, o alla scadenza.',
  },
};

export function classicChoices({ circuit, state, car, kind, picks, language, settings }: ChoicesInput<Circuit, ClassicRaceState>): Choices | undefined {
  const words = WORDS[language];
  if (kind === QUALIFYING) {
    const { questions, summary, build } = buildChoices(picks, { points: BUILD_POINTS, rows: PERFORMANCE_TABLE }, language);
    const laps = typeof settings.laps === 'number' ? settings.laps : 1;
    const perLap = build === null ? [] : [words.raceWear(PERFORMANCE_TABLE[build.wear]!.wearPerLap, laps)];
    return { questions, summary: [...summary, ...perLap, words.grid], warnings: [], submission: build === null ? null : { build } };
  }
  if (kind === SETUP) return { questions: [], summary: [words.ready], warnings: [], submission: {} satisfies Setup };
  if (kind !== RACING || state === undefined) return undefined;
  const { move, questions, summary, warnings } = racingChoices({ engine: classicMoveEngine(circuit, state, car), picks, language });
  return { questions, summary, warnings, submission: move, ...(move === null ? {} : { text: printMove(move) }) };
}
