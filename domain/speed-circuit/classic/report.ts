/**
 * The classic words of the emails and the race page (../shared/rules/speed-circuit-classic.md):
 * what each event of a turn did to a car, each d6 with its face and verification code, and the
 * players table: laps, the wear the car may spend now and what is left of the race's, the sheet
 * and its damage.
 */

import type { Roll } from '../../dice.ts';
import type { Language } from '../../race/language.ts';
import type { RaceReporter } from '../../race/report.ts';
import { CIRCUIT_NAMES } from '../circuit/shipped-names.ts';
import type { MovePreview } from '../move-preview.ts';
import { previewWords } from '../preview-words.ts';
import { PURPOSE_WORDS, plural, SHARED_WORDS, type SharedWords, sharedLine, sheetText, stepName } from '../report-words.ts';
import { SPEED_CIRCUIT_SETTINGS } from '../settings-words.ts';
import type { ClassicEvent } from './events.ts';
import { pointsByCar } from './results.ts';
import { type ClassicCarState, type ClassicRaceState, wearAvailable, wearLeft } from './state.ts';

type Of<T extends ClassicEvent['type']> = Extract<ClassicEvent, { type: T }>;

interface ClassicMessages extends SharedWords {
  /** Who plays a car whose move is missing or cannot be played, with its article (RaceReporter.nonHumanPlayer). */
  player: string;
  moved(speed: number, bonus: number, path: string[]): string;
  check(check: string, face: number, code: string, passed: boolean): string;
  checks: Record<Of<'CheckRolled'>['check'], string>;
  stalled: string;
  engineDamaged(acc: number, topSpeed: number): string;
  brakesDamaged: string;
  wearPaid(W: number, reason: Of<'WearPaid'>['reason'], curve: string | null): string;
  luck(curve: string, face: number, code: string, result: Of<'CurveDieRolled'>['result']): string;
  spun(cause: Of<'CarSpun'>['cause'], square: string): string;
  rearEnded(hit: string | null, square: string): string;
  finished(beyond: number): string;
  eliminated(reason: Of<'CarEliminated'>['reason'], rule: string): string;
  damage: { engine: string; brakes: string };
  headers: string[];
}

const en: ClassicMessages = {
  ...SHARED_WORDS.en,
  player: 'the non-human player',
  moved: (speed, bonus, path) =>
    [
      `${speed} mph`,
      ...(bonus > 0 ? [`${plural(bonus, 'slipstream square', 'slipstream squares')} more`] : []),
      path.length === 0 ? 'stayed on its square' : `${plural(path.length, 'square', 'squares')} to ${path.at(-1)}`,
    ].join(', '),
  check: (check, face, code, passed) => `rolled a ${face} for the ${check} (verification code ${code}): ${passed ? 'passed' : 'failed'}`,
  checks: { acceleration: 'forced Acc', topSpeed: 'forced Top Speed', startSpeed: 'forced Start Speed', brakeCheck: 'brake test' },
  stalled: 'stalled: the car stays where it is',
  engineDamaged: (acc, topSpeed) => `engine damaged: loses ${acc} mph Acc and ${topSpeed} mph Top Speed`,
  brakesDamaged: 'brakes damaged: wear penalties are doubled for the rest of the race',
  wearPaid: (W, reason, curve) =>
    `paid ${plural(W, 'wear unit', 'wear units')}${{ deceleration: ' for braking beyond Dec', curve: '', wornBrakes: ' for the damaged brakes', retroactiveTrajectory: ' for leaving the arrows' }[reason]}${curve ? ` in curve ${curve}` : ''}`,
  luck: (curve, face, code, result) =>
    `tested its luck in curve ${curve}: rolled a ${face} (verification code ${code}): ${{ clear: 'no problem', spin: 'spin', out: 'crash' }[result]}`,
  spun: (cause, square) =>
    `spin on ${square} (${{ curve: 'too fast in the curve', deceleration: 'braking 80 mph beyond Dec', wornBrakes: 'no wear left for the damaged brakes', outOfWear: 'no wear left for the penalty', retroactiveTrajectory: 'left the arrows' }[cause]}): restarts at Start Speed`,
  rearEnded: (hit, square) => `${hit ? `ran into car ${hit}` : 'blocked'}, stopped on ${square}: restarts at Start Speed`,
  finished: (beyond) => `crossed the finish line, ${plural(beyond, 'square', 'squares')} beyond it`,
  eliminated: (reason, rule) =>
    `out of the race: ${{ startFailed: 'stalled twice in a row', engineBlown: 'engine blown', brakesFailed: 'brakes failed', softTyreStopMissed: 'soft-tyre stop missed', missedMoves: 'too many missed moves', crashed: 'crashed', offRoad: 'off the road', retired: 'retired' }[reason]} (${rule})`,
  damage: { engine: 'engine', brakes: 'brakes' },
  headers: ['Lap', 'Wear now', 'Wear left', 'Acc/Top/Dec', 'Damage', 'Race'],
};

const it: ClassicMessages = {
  ...SHARED_WORDS.it,
  // The classic rules have no non-human player: the GNU is the AICS league's word, not theirs.
  player: 'il giocatore non umano',
  moved: (speed, bonus, path) =>
    [
      `${speed} mph`,
      ...(bonus > 0 ? [`${plural(bonus, 'casella', 'caselle')} in più di scia`] : []),
      path.length === 0 ? 'ferma nella sua casella' : `${plural(path.length, 'casella', 'caselle')} fino a ${path.at(-1)}`,
    ].join(', '),
  check: (check, face, code, passed) => `tira ${face} per ${check} (codice di controllo ${code}): ${passed ? 'superato' : 'fallito'}`,
  checks: { acceleration: "l'Acc forzata", topSpeed: 'la Top Speed forzata', startSpeed: 'la Start Speed forzata', brakeCheck: 'il test dei freni' },
  stalled: "l'auto si è spenta e resta ferma",
  engineDamaged: (acc, topSpeed) => `motore danneggiato: perde ${acc} mph di Acc e ${topSpeed} mph di Top Speed`,
  brakesDamaged: 'freni danneggiati: le penalità di wear raddoppiano per il resto della gara',
  wearPaid: (W, reason, curve) =>
    `paga ${W} wear${{ deceleration: ' per la frenata oltre la Dec', curve: '', wornBrakes: ' per i freni danneggiati', retroactiveTrajectory: " per l'uscita dalle frecce" }[reason]}${curve ? ` nella curva ${curve}` : ''}`,
  luck: (curve, face, code, result) =>
    `tenta la fortuna nella curva ${curve}: tira ${face} (codice di controllo ${code}): ${{ clear: 'nessun problema', spin: 'testacoda', out: 'incidente' }[result]}`,
  spun: (cause, square) =>
    `testacoda in ${square} (${{ curve: 'troppo veloce in curva', deceleration: 'frenata di 80 mph oltre la Dec', wornBrakes: 'niente wear per i freni danneggiati', outOfWear: 'niente wear per la penalità', retroactiveTrajectory: 'uscita dalle frecce' }[cause]}): riparte alla Start Speed`,
  rearEnded: (hit, square) => `${hit ? `urta l'auto ${hit}` : 'bloccata'}, si ferma in ${square}: riparte alla Start Speed`,
  finished: (beyond) => `taglia l'arrivo, ${plural(beyond, 'casella', 'caselle')} oltre la linea`,
  eliminated: (reason, rule) =>
    `fuori gara: ${{ startFailed: 'spenta due volte di fila', engineBlown: 'motore rotto', brakesFailed: 'freni rotti', softTyreStopMissed: 'sosta gomme mancata', missedMoves: 'troppe mosse mancate', crashed: 'incidente', offRoad: 'fuori strada', retired: 'ritirata' }[reason]} (${rule})`,
  damage: { engine: 'motore', brakes: 'freni' },
  headers: ['Giro', 'Wear ora', 'Wear rimasto', 'Acc/Top/Dec', 'Danni', 'Gara'],
};

const tables: Record<Language, ClassicMessages> = { en, it };

const face = (roll: Roll): number => roll.dice[0] ?? 0;

const line = (m: ClassicMessages, event: ClassicEvent): string | undefined => {
  switch (event.type) {
    case 'MoveDefaulted':
    case 'SlipstreamTaken':
    case 'SlipstreamIgnored':
    case 'LineCrossed':
      return sharedLine(m, event, m.player);
    case 'CheckRolled':
      return m.check(m.checks[event.check], face(event.roll), event.roll.code, event.passed);
    case 'StartFailed':
      return m.stalled;
    case 'CarDamaged':
      return event.cause === 'brakes' ? m.brakesDamaged : m.engineDamaged(event.loss.acc, event.loss.topSpeed);
    case 'WearPaid':
      return m.wearPaid(event.W, event.reason, event.curve);
    case 'CurveDieRolled':
      return m.luck(event.curve, face(event.roll), event.roll.code, event.result);
    case 'CarMoved':
      return m.moved(event.speed, event.bonus, event.path);
    case 'CarSpun':
      return m.spun(event.cause, event.square);
    case 'RearEnded':
      return m.rearEnded(event.hit, event.square);
    case 'CarFinished':
      return m.finished(event.beyond);
    case 'CarEliminated':
      return m.eliminated(event.reason, event.rule);
    default:
      return undefined;
  }
};

const carOf = (event: ClassicEvent): string | null => ('car' in event ? event.car : null);

const damageOf = (m: ClassicMessages, car: ClassicCarState): string =>
  [...(car.engineFailures > 0 ? [m.damage.engine] : []), ...(car.brakeFailures > 0 ? [m.damage.brakes] : [])].join(', ') || '-';

/** What each step of a classic race asks of a player (SCC-SETUP-4: the build alone; no pre-race choice). */
const PROMPTS: RaceReporter['prompts'] = {
  en: { qualifying: 'Send your car build (5 points, at most 2 on each characteristic)', setup: 'Send "ready" (an empty setup)', racing: 'Send your move' },
  it: {
    qualifying: "Invia la costruzione dell'auto (5 punti, al massimo 2 per caratteristica)",
    setup: 'Invia "pronto" (una preparazione vuota)',
    racing: 'Invia la tua mossa',
  },
};

export const classicReporter: RaceReporter = {
  circuits: CIRCUIT_NAMES,
  purposes: { en: PURPOSE_WORDS.en, it: { ...PURPOSE_WORDS.it, gnu: 'scelta del giocatore non umano' } },
  prompts: PROMPTS,
  stepName,
  nonHumanPlayer: { en: en.player, it: it.player },
  organiser: {
    en: {
      name: 'Speed Circuit, classic rules',
      // SCC-WIN-2 Proposed: the race ends with the first car home, or with every car.
      settings: { ...SPEED_CIRCUIT_SETTINGS.en, finish: 'The race ends', firstCar: 'when the first car finishes', allCars: 'when every car finishes' },
    },
    it: {
      name: 'Speed Circuit, regole classiche',
      settings: { ...SPEED_CIRCUIT_SETTINGS.it, finish: 'La gara finisce', firstCar: 'quando arriva la prima auto', allCars: 'quando arrivano tutte le auto' },
    },
  },
  describe(car, events, language) {
    const m = tables[language];
    return (events as ClassicEvent[]).filter((event) => carOf(event) === car).flatMap((event) => line(m, event) ?? []);
  },

  playerColumns(game, language) {
    const m = tables[language];
    const { cars, laps } = game as ClassicRaceState;
    return {
      headers: m.headers,
      cells: (car) => {
        const c = cars[car];
        if (!c) return m.headers.map(() => '-');
        return [String(c.lap), String(wearAvailable(c, laps)), String(wearLeft(c, laps)), sheetText(c.sheet), damageOf(m, c), m.status[c.status]];
      },
    };
  },

  points: (game) => pointsByCar(game as ClassicRaceState),

  preview: (answer) => previewWords(answer as MovePreview<ClassicEvent>, PURPOSE_WORDS.en, (car, events) => classicReporter.describe(car, events, 'en')),
};
