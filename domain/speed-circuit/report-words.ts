/**
 * What both Speed Circuit games say alike in their reports (aics/report.ts, classic/report.ts):
 * the events they share with the same meaning, the race status, and the helpers their own words
 * are made with. Written once so that the two games' emails cannot drift apart where the rules agree.
 */
import type { Language } from '../race/language.ts';
import type { StepRef } from '../race/report.ts';

/** The events both games tell in the same words, as much of them as the words need. */
type SharedEvent =
  | { type: 'MoveDefaulted'; reason: 'missing' | 'erroneous' | 'incomplete'; message: string | null; speed: number }
  | { type: 'SlipstreamTaken'; behind: string; bonus: number }
  | { type: 'SlipstreamIgnored'; reason: string }
  | { type: 'LineCrossed'; lap: number };

export interface SharedWords {
  /** `player`: the game's name for its non-human player, with its article. */
  defaulted(message: string | null, speed: number, player: string): string;
  slipstream(behind: string, bonus: number): string;
  noSlipstream(reason: string): string;
  lap(lap: number): string;
  status: Record<'racing' | 'finished' | 'eliminated', string>;
}

export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Why a car took no slipstream, as the engines write it in the log (aics/turn/slipstream.ts,
 * classic/turn/drive.ts), in
 * Italian: the log keeps the engine's words, and the Italian emails must not quote them. A reason
 * of another shape is shown as it was written.
 */
const SLIPSTREAM_REASONS_IT: [RegExp, (...parts: string[]) => string][] = [
  [/^the car is not on the track$/, () => "l'auto non è in pista"],
  [/^the car stands on curve square (.+)$/, (square) => `l'auto è sulla casella di curva ${square}`],
  [/^no car directly ahead of (.+)$/, (square) => `nessuna auto subito davanti a ${square}`],
  [/^the car in front stands on curve square (.+)$/, (square) => `l'auto davanti è sulla casella di curva ${square}`],
  [/^car (\d+) in front travels at (\d+) mph, below (\d+)$/, (car, speed, least) => `l'auto ${car} davanti va a ${speed} mph, meno di ${least}`],
  [/^(\d+) mph is faster than car (\d+) in front at (\d+) mph$/, (speed, car, ahead) => `${speed} mph è più veloce dell'auto ${car} davanti, a ${ahead} mph`],
  // Classic (classic/turn/drive.ts, SCC-SLIP-2).
  [/^the slipstream would take the car into curve square (.+)$/, (square) => `la scia porterebbe l'auto sulla casella di curva ${square}`],
];

export const slipstreamReasonIt = (reason: string): string => {
  for (const [pattern, words] of SLIPSTREAM_REASONS_IT) {
    const parts = pattern.exec(reason);
    if (parts) return words(...parts.slice(1));
  }
  return reason;
};

export const SHARED_WORDS: Record<Language, SharedWords> = {
  en: {
    defaulted: (message, speed, player) => `the move could not be played${message ? ` (${message})` : ''}: ${player} drove at ${speed} mph`,
    slipstream: (behind, bonus) => `slipstream behind car ${behind}: ${plural(bonus, 'square', 'squares')} more`,
    noSlipstream: (reason) => `no slipstream: ${reason}`,
    lap: (lap) => `crossed the line: lap ${lap}`,
    status: { racing: 'racing', finished: 'finished', eliminated: 'out' },
  },
  it: {
    defaulted: (message, speed, player) => `la mossa non era eseguibile${message ? ` (${message})` : ''}: ${player} ha guidato a ${speed} mph`,
    slipstream: (behind, bonus) => `scia dell'auto ${behind}: ${plural(bonus, 'casella', 'caselle')} in più`,
    noSlipstream: (reason) => `nessuna scia: ${slipstreamReasonIt(reason)}`,
    lap: (lap) => `taglia il traguardo: giro ${lap}`,
    status: { racing: 'in gara', finished: 'arrivata', eliminated: 'fuori' },
  },
};

export function sharedLine(m: SharedWords, event: SharedEvent, player: string): string | undefined {
  switch (event.type) {
    case 'MoveDefaulted':
      // A missing move is already said by the generic email; any other needs its reason.
      return event.reason === 'missing' ? undefined : m.defaulted(event.message, event.speed, player);
    case 'SlipstreamTaken':
      return m.slipstream(event.behind, event.bonus);
    case 'SlipstreamIgnored':
      return m.noSlipstream(event.reason);
    case 'LineCrossed':
      return m.lap(event.lap);
  }
}

/** The steps of both games: the pole laps or builds, the choices before the race, and the turns (SC-PBEM, SCC-SETUP). */
const STEP_NAMES: Record<Language, { qualifying: string; setup: string; turn(turn: number): string }> = {
  en: { qualifying: 'qualifying', setup: 'pre-race choices', turn: (turn) => `turn ${turn}` },
  it: { qualifying: 'qualifica', setup: 'scelte pre-gara', turn: (turn) => `turno ${turn}` },
};

/** A step of either game in words (RaceReporter.stepName). */
export const stepName = ({ id, kind, number }: StepRef, language: Language): string => {
  const names = STEP_NAMES[language];
  return kind === 'qualifying' ? names.qualifying : kind === 'setup' ? names.setup : kind === 'racing' ? names.turn(number) : id;
};

/** A car's sheet as the players table shows it, `40/180/40`: Acc, Top Speed and Dec. */
export const sheetText = ({ acc, topSpeed, dec }: { acc: number; topSpeed: number; dec: number }): string => `${acc}/${topSpeed}/${dec}`;

/** What the Speed Circuit games roll dice for, in words; both games name the same kinds of roll alike (aics/purposes.ts, classic/purposes.ts). */
export const PURPOSE_WORDS: Record<Language, Readonly<Record<string, string>>> = {
  en: {
    acceleration: 'forced acceleration',
    topSpeed: 'forced top speed',
    startSpeed: 'forced start speed',
    brakeCheck: 'brake check',
    curve: 'curve die',
    crashAndSpin: 'crash and spin',
    weather: 'weather',
    qualifyingTieBreak: 'qualifying tie-break',
    qualifyingDraw: 'qualifying draw',
    gnu: 'non-human player choice',
  },
  it: {
    acceleration: 'accelerazione forzata',
    topSpeed: 'velocità massima forzata',
    startSpeed: 'velocità di partenza forzata',
    brakeCheck: 'controllo freni',
    curve: 'dado curva',
    crashAndSpin: 'incidente e testacoda',
    weather: 'pioggia',
    qualifyingTieBreak: 'spareggio qualifiche',
    qualifyingDraw: 'sorteggio qualifiche',
    gnu: 'scelta dello GNU',
  },
};
