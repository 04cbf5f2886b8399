/**
 * The AICS words of the emails and the race page: what each event of a turn did to a car, in plain words with the
 * rulebook's names (the Curve table, the Crash and spin table, the forced Acc, Top Speed and Start
 * Speed rolls, the brake check, reliability), each roll with its dice and verification code
 * (SC-DICE-2); the players table of SC-PBEM-7 (wear, pit stops, tyres, damage, reliability); and,
 * for the race page, the move preview (preview-words.ts).
 */

import { type Roll, total } from '../../dice.ts';
import type { Language } from '../../race/language.ts';
import type { RaceReporter } from '../../race/report.ts';
import { CIRCUIT_NAMES } from '../circuit/shipped-names.ts';
import { PURPOSE_WORDS, plural, SHARED_WORDS, type SharedWords, sharedLine, sheetText, stepName } from '../report-words.ts';
import { SPEED_CIRCUIT_SETTINGS } from '../settings-words.ts';
import type { AicsEvent } from './events.ts';
import { gridLines } from './grid-words.ts';
import type { MovePreview } from './preview.ts';
import { poleLapWords, previewWords } from './preview-words.ts';
import { PROMPTS } from './prompts.ts';
import type { PoleLapPreview } from './qualifying/preview.ts';
import type { CarState, RaceState } from './state.ts';

type Of<T extends AicsEvent['type']> = Extract<AicsEvent, { type: T }>;

/** The curves a path went through, each with the lanes it used in order: `12 B1`, `12 B2`, `12 C3` is curve 12, lanes B and C. */
interface CurvePassage {
  curve: string;
  lanes: string[];
}

interface AicsMessages extends SharedWords {
  /** Who plays a car whose move is missing or cannot be played, with its article (RaceReporter.nonHumanPlayer). */
  player: string;
  /** The move named no lane or trajectory for a curve it reached (SC-GNU-1, SC-NOTATION-7). */
  incomplete(curve: string, speed: number): string;
  /** `a 4` for one die, `2+5+6 = 13` for several, `3 +1 (at 140 mph) = 4` with a modifier and what it is for. */
  dice(faces: number[], modifier: number, why?: string): string;
  /** What a roll's modifier is for: forcing the Start Speed (SC-REL-3), the speed in the Crash and spin table (SC-CURVE-17). */
  modifiers: { startSpeed: string; speed(speed: number): string };
  moved(speed: number, declared: number, squares: number, to: string | null, curves: CurvePassage[]): string;
  reliability(check: string, dice: string, reliability: number, code: string, passed: boolean): string;
  checks: Record<Of<'ReliabilityRolled'>['check'], string>;
  startFailed: string;
  damaged(cause: string, loss: Of<'CarDamaged'>['loss'], repairable: boolean): string;
  causes: Record<Of<'CarDamaged'>['cause'], string>;
  wearPaid(W: number, WF: number, reason: Of<'WearPaid'>['reason'], curve: string | null): string;
  curveDie(curve: string, dice: string, code: string, result: Of<'CurveDieRolled'>['result']): string;
  crashAndSpin(dice: string, code: string, effect: Of<'CrashAndSpinRolled'>['effect']): string;
  spun(cause: string, square: string): string;
  spinCauses: Record<Of<'CarSpun'>['cause'], string>;
  rearEnded(hit: string | null, square: string): string;
  pitStop(tyres: string, repaired: { acc: number; topSpeed: number }, reliability: number): string;
  boxIgnored(reason: string): string;
  finished(beyond: number): string;
  eliminated(reason: string, rule: string): string;
  eliminations: Record<Of<'CarEliminated'>['reason'], string>;
  reliabilityDropped(drops: number, reliability: number): string;
  weather(dice: string, code: string, track: string, marker: number, changed: boolean): string;
  tyres: Record<CarState['tyres'], string>;
  soft: string;
  headers: string[];
}

const facesText = (faces: number[], modifier: number, why?: string): string => {
  const sum = faces.reduce((a, b) => a + b, 0);
  if (modifier !== 0) return `${faces.join('+')} +${modifier}${why === undefined ? '' : ` (${why})`} = ${sum + modifier}`;
  return faces.length === 1 ? String(sum) : `${faces.join('+')} = ${sum}`;
};

/** `20 mph Acc and 20 mph Top Speed`: the parts that are not zero. */
const losses = (parts: [number, string][], and: string): string =>
  parts
    .filter(([mph]) => mph > 0)
    .map(([mph, what]) => `${mph} mph ${what}`)
    .join(` ${and} `);

const en: AicsMessages = {
  ...SHARED_WORDS.en,
  player: 'the non-human player',
  incomplete: (curve, speed) =>
    `the move gave no lane or trajectory for curve ${curve}, which it could reach: the non-human player drove at ${speed} mph (SC-GNU-1)`,
  dice: (faces, modifier, why) => (faces.length === 1 && modifier === 0 ? `a ${faces[0]}` : facesText(faces, modifier, why)),
  modifiers: { startSpeed: 'for forcing the Start Speed, SC-REL-3', speed: (speed) => `for ${speed} mph, SC-CURVE-17` },
  moved: (speed, declared, squares, to, curves) => {
    const where = squares === 0 ? 'stayed on its square' : `${plural(squares, 'square', 'squares')} ${to === null ? 'into the pits' : `to ${to}`}`;
    const through = curves.map(({ curve, lanes }) => `curve ${curve} ${lanes.length === 1 ? 'lane' : 'lanes'} ${lanes.join('→')}`).join(' and ');
    return `${speed} mph${speed === declared ? '' : ` (declared ${declared})`}, ${where}${through ? ` through ${through}` : ''}`;
  },
  reliability: (check, dice, reliability, code, passed) =>
    `rolled ${dice} for the ${check} against reliability ${reliability} (verification code ${code}): ${passed ? 'passed' : 'failed'}`,
  checks: { acceleration: 'forced Acc', topSpeed: 'forced Top Speed', startSpeed: 'forced Start Speed', brakeCheck: 'brake check (Dec)' },
  startFailed: 'the forced start failed: the car stays where it is',
  damaged: (cause, loss, repairable) =>
    `${cause} damage: loses ${losses(
      [
        [loss.acc, 'Acc'],
        [loss.topSpeed, 'Top Speed'],
        [loss.dec, 'Dec'],
      ],
      'and',
    )}${repairable ? ' (repairable in the pits)' : ''}`,
  causes: { engine: 'engine', brakes: 'brake', crashAndSpin: 'crash and spin' },
  wearPaid: (W, WF, reason, curve) => {
    const paid = [...(W > 0 ? [`${W} wear`] : []), ...(WF > 0 ? [`${WF} brake wear`] : [])].join(' and ');
    const why = { deceleration: ' for braking beyond Dec', curve: '', wornBrakes: ' for worn brakes', retroactiveTrajectory: ' for leaving the trajectory' }[
      reason
    ];
    return `paid ${paid}${why}${curve ? ` in curve ${curve}` : ''}`;
  },
  curveDie: (curve, dice, code, result) =>
    `rolled ${dice} on the Curve table in curve ${curve} (verification code ${code}): ${{ clear: 'no damage', spin: 'spin', out: 'out of the race' }[result]}`,
  crashAndSpin: (dice, code, effect) =>
    `rolled ${dice} on the Crash and spin table (verification code ${code}): ${{ none: 'no damage', acc: 'Acc damaged', topSpeed: 'Top Speed damaged', accAndTopSpeed: 'Acc and Top Speed damaged' }[effect]}`,
  spun: (cause, square) => `spinout on ${square} (${cause}): restarts at Start Speed`,
  spinCauses: {
    curve: 'too fast in the curve',
    deceleration: 'braking beyond the limit',
    wornBrakes: 'worn brakes',
    outOfWear: 'out of wear',
    retroactiveTrajectory: 'left the trajectory',
  },
  rearEnded: (hit, square) => `${hit ? `rear-ended car ${hit}` : 'blocked'} on ${square}: restarts at Start Speed`,
  pitStop: (tyres, repaired, reliability) => {
    const fixed = losses(
      [
        [repaired.acc, 'Acc'],
        [repaired.topSpeed, 'Top Speed'],
      ],
      'and',
    );
    return `pit stop: ${tyres} tyres${fixed ? `, repaired ${fixed}` : ''}, reliability ${reliability}`;
  },
  boxIgnored: (reason) => `could not enter the pits: ${reason}`,
  finished: (beyond) => `finished, ${plural(beyond, 'square', 'squares')} beyond the line`,
  eliminated: (reason, rule) => `out of the race: ${reason} (${rule})`,
  eliminations: {
    startFailed: 'failed to start',
    engineBlown: 'engine blown',
    brakesFailed: 'brakes failed',
    softTyreStopMissed: 'soft-tyre pit stop missed',
    missedMoves: 'too many missed moves',
    crashed: 'crashed',
    offRoad: 'off the road',
    retired: 'retired',
  },
  reliabilityDropped: (drops, reliability) => `reliability down by ${drops} to ${reliability}`,
  weather: (dice, code, track, marker, changed) =>
    `Weather: rolled ${dice} (verification code ${code}), the marker moves to ${marker}: track ${track}${changed ? ' (changed)' : ''}`,
  tyres: { dry: 'dry', wet: 'wet' },
  soft: 'soft',
  headers: ['Lap', 'W', 'WF', 'AFF', 'Tyres', 'Pit stops', 'Acc/Top/Dec', 'Damage', 'Race'],
};

const it: AicsMessages = {
  ...SHARED_WORDS.it,
  // The AICS league's own word (SC-GNU-1): "lo GNU (Giocatore Non Umano)".
  player: 'lo GNU',
  incomplete: (curve, speed) =>
    `la mossa non indicava corsia né traiettoria per la curva ${curve}, che poteva raggiungere: lo GNU ha guidato a ${speed} mph (SC-GNU-1)`,
  dice: facesText,
  modifiers: { startSpeed: 'per la Start Speed forzata, SC-REL-3', speed: (speed) => `per i ${speed} mph, SC-CURVE-17` },
  moved: (speed, declared, squares, to, curves) => {
    const where = squares === 0 ? 'ferma nella sua casella' : `${plural(squares, 'casella', 'caselle')} ${to === null ? 'fino ai box' : `fino a ${to}`}`;
    const through = curves.map(({ curve, lanes }) => `la curva ${curve} ${lanes.length === 1 ? 'corsia' : 'corsie'} ${lanes.join('→')}`).join(' e ');
    return `${speed} mph${speed === declared ? '' : ` (dichiarati ${declared})`}, ${where}${through ? ` attraverso ${through}` : ''}`;
  },
  reliability: (check, dice, reliability, code, passed) =>
    `tira ${dice} per ${check} contro affidabilità ${reliability} (codice di controllo ${code}): ${passed ? 'superato' : 'fallito'}`,
  checks: {
    acceleration: "l'Acc forzata",
    topSpeed: 'la Top Speed forzata',
    startSpeed: 'la Start Speed forzata',
    brakeCheck: 'il controllo dei freni (Dec)',
  },
  startFailed: "la partenza forzata è fallita: l'auto resta ferma",
  damaged: (cause, loss, repairable) =>
    `danno ${cause}: perde ${losses(
      [
        [loss.acc, 'di Acc'],
        [loss.topSpeed, 'di Top Speed'],
        [loss.dec, 'di Dec'],
      ],
      'e',
    )}${repairable ? ' (riparabile ai box)' : ''}`,
  causes: { engine: 'al motore', brakes: 'ai freni', crashAndSpin: 'da tamponamento e testacoda' },
  wearPaid: (W, WF, reason, curve) => {
    const paid = [...(W > 0 ? [`${W} wear`] : []), ...(WF > 0 ? [`${WF} wear frenata`] : [])].join(' e ');
    const why = {
      deceleration: ' per la frenata oltre la Dec',
      curve: '',
      wornBrakes: ' per i freni usurati',
      retroactiveTrajectory: " per l'uscita dalla traiettoria",
    }[reason];
    return `paga ${paid}${why}${curve ? ` nella curva ${curve}` : ''}`;
  },
  curveDie: (curve, dice, code, result) =>
    `tira ${dice} sulla Tabella delle curve nella curva ${curve} (codice di controllo ${code}): ${{ clear: 'nessun danno', spin: 'testacoda', out: 'fuori gara' }[result]}`,
  crashAndSpin: (dice, code, effect) =>
    `tira ${dice} sulla Tabella tamponamento e testacoda (codice di controllo ${code}): ${{ none: 'nessun danno', acc: 'danno alla Acc', topSpeed: 'danno alla Top Speed', accAndTopSpeed: 'danno ad Acc e Top Speed' }[effect]}`,
  spun: (cause, square) => `uscita di pista in ${square} (${cause}): riparte alla Start Speed`,
  spinCauses: {
    curve: 'troppo veloce in curva',
    deceleration: 'frenata oltre il limite',
    wornBrakes: 'freni usurati',
    outOfWear: 'wear esaurito',
    retroactiveTrajectory: 'uscita dalla traiettoria',
  },
  rearEnded: (hit, square) => `${hit ? `tampona l'auto ${hit}` : 'bloccata'} in ${square}: riparte alla Start Speed`,
  pitStop: (tyres, repaired, reliability) => {
    const fixed = losses(
      [
        [repaired.acc, 'di Acc'],
        [repaired.topSpeed, 'di Top Speed'],
      ],
      'e',
    );
    return `sosta ai box: gomme ${tyres}${fixed ? `, riparati ${fixed}` : ''}, affidabilità ${reliability}`;
  },
  boxIgnored: (reason) => `non è potuta entrare ai box: ${reason}`,
  finished: (beyond) => `arrivata, ${plural(beyond, 'casella', 'caselle')} oltre il traguardo`,
  eliminated: (reason, rule) => `fuori gara: ${reason} (${rule})`,
  eliminations: {
    startFailed: 'partenza fallita',
    engineBlown: 'motore rotto',
    brakesFailed: 'freni rotti',
    softTyreStopMissed: 'sosta per le gomme morbide mancata',
    missedMoves: 'troppe mosse mancate',
    crashed: 'incidente',
    offRoad: 'fuori strada',
    retired: 'ritirata',
  },
  reliabilityDropped: (drops, reliability) => `l'affidabilità scende di ${drops} a ${reliability}`,
  weather: (dice, code, track, marker, changed) =>
    `Pioggia: esce ${dice} (codice di controllo ${code}), il segnalino va sul ${marker}: pista ${track === 'wet' ? 'bagnata' : 'asciutta'}${changed ? ' (cambiata)' : ''}`,
  tyres: { dry: 'da asciutto', wet: 'da bagnato' },
  soft: 'morbide',
  headers: ['Giro', 'W', 'WF', 'AFF', 'Gomme', 'Soste', 'Acc/Top/Dec', 'Danni', 'Gara'],
};

const tables: Record<Language, AicsMessages> = { en, it };

/** The repairable damage of a car, `-20 Acc -20 Top` (SC-PBEM-7, SC-CURVE-16), in figures every reader reads alike. */
const damage = ({ acc, topSpeed }: CarState['repairable']): string =>
  [...(acc > 0 ? [`-${acc} Acc`] : []), ...(topSpeed > 0 ? [`-${topSpeed} Top`] : [])].join(' ') || '-';

/** The Start Speed roll adds 3 (SC-START-2); the Crash and spin roll its speed modifier (SC-CURVE-17). */
const diceOf = (m: AicsMessages, roll: Roll, rolledTotal = total(roll), why?: string): string => m.dice(roll.dice, rolledTotal - total(roll), why);

const passages = (path: string[]): CurvePassage[] => {
  const found: CurvePassage[] = [];
  for (const square of path) {
    const [, curve, lane] = /^(\d+) ([A-Z])\d*$/.exec(square) ?? [];
    if (curve === undefined || lane === undefined) continue;
    const last = found.at(-1);
    if (last?.curve !== curve) found.push({ curve, lanes: [lane] });
    else if (last.lanes.at(-1) !== lane) last.lanes.push(lane);
  }
  return found;
};

const line = (m: AicsMessages, event: AicsEvent): string | undefined => {
  switch (event.type) {
    case 'MoveDefaulted':
      return event.reason === 'incomplete' && event.curve !== undefined ? m.incomplete(event.curve, event.speed) : sharedLine(m, event, m.player);
    case 'SlipstreamTaken':
    case 'SlipstreamIgnored':
    case 'LineCrossed':
      return sharedLine(m, event, m.player);
    case 'ReliabilityRolled': {
      const dice = event.check === 'startSpeed' ? diceOf(m, event.roll, total(event.roll) + 3, m.modifiers.startSpeed) : diceOf(m, event.roll);
      return m.reliability(m.checks[event.check], dice, event.reliability, event.roll.code, event.passed);
    }
    case 'StartFailed':
      return m.startFailed;
    case 'CarDamaged':
      return m.damaged(m.causes[event.cause], event.loss, event.repairable);
    case 'WearPaid':
      return m.wearPaid(event.W, event.WF, event.reason, event.curve);
    case 'CurveDieRolled':
      return m.curveDie(event.curve, diceOf(m, event.roll), event.roll.code, event.result);
    case 'CrashAndSpinRolled':
      return m.crashAndSpin(diceOf(m, event.roll, event.total, m.modifiers.speed(event.speed)), event.roll.code, event.effect);
    case 'CarMoved':
      return m.moved(event.speed, event.declared, event.path.length, event.to.at === 'pits' ? null : (event.path.at(-1) ?? null), passages(event.path));
    case 'CarSpun':
      return m.spun(m.spinCauses[event.cause], event.square);
    case 'RearEnded':
      return m.rearEnded(event.hit, event.square);
    case 'PitStopMade':
      return m.pitStop(m.tyres[event.tyres], event.repaired, event.reliability);
    case 'BoxIgnored':
      return m.boxIgnored(event.reason);
    case 'CarFinished':
      return m.finished(event.beyond);
    case 'CarEliminated':
      return m.eliminated(m.eliminations[event.reason], event.rule);
    case 'ReliabilityDropped':
      return m.reliabilityDropped(event.drops, event.reliability);
    case 'WeatherRolled':
      return m.weather(diceOf(m, event.roll), event.roll.code, event.weather.track, event.weather.marker, event.trackChanged);
    default:
      return undefined;
  }
};

const carOf = (event: AicsEvent): string | null => ('car' in event ? event.car : null);

export const aicsReporter: RaceReporter = {
  circuits: CIRCUIT_NAMES,
  describe(car, events, language) {
    const m = tables[language];
    const own = (events as AicsEvent[]).filter((event) => carOf(event) === car);
    // As a player tells his turn: speed and squares first, then what they cost and what the dice said.
    const told = [...own.filter((event) => event.type === 'CarMoved'), ...own.filter((event) => event.type !== 'CarMoved')];
    return [...gridLines(car, events as { type: string }[], language), ...told.flatMap((event) => line(m, event) ?? [])];
  },

  playerColumns(game, language) {
    const m = tables[language];
    const { cars } = game as RaceState;
    return {
      headers: m.headers,
      cells: (car) => {
        const c = cars[car];
        if (!c) return m.headers.map(() => '-');
        return [
          String(c.lap),
          String(c.wear),
          String(c.brakeWear),
          String(c.reliability),
          `${m.tyres[c.tyres]}${c.softTyres ? `, ${m.soft}` : ''}`,
          String(c.pitStops),
          sheetText(c.sheet),
          damage(c.repairable),
          m.status[c.status],
        ];
      },
    };
  },

  points(game) {
    const { classification } = game as RaceState;
    return Object.fromEntries((classification ?? []).map(({ car, points }) => [car, points]));
  },

  purposes: PURPOSE_WORDS,
  prompts: PROMPTS,
  stepName,
  nonHumanPlayer: { en: en.player, it: it.player },
  organiser: {
    en: { name: 'Speed Circuit, AICS rules 3.06', settings: SPEED_CIRCUIT_SETTINGS.en },
    it: { name: 'Speed Circuit, regole AICS 3.06', settings: SPEED_CIRCUIT_SETTINGS.it },
  },
  preview: (answer) => previewWords(answer as MovePreview, PURPOSE_WORDS.en, (car, events) => aicsReporter.describe(car, events, 'en')),
  stepPreviews: { qualifying: (answer) => poleLapWords(answer as PoleLapPreview, PURPOSE_WORDS.en) },
};
