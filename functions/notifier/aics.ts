/**
 * The AICS words of the emails: what each event of a turn did to a car, in plain words, and the
 * players table of SC-PBEM-7 (wear, pit stops, tyres, damage, reliability). The numbers and
 * verification codes of the rolls are listed by the generic email; these lines say what the
 * rolls decided.
 */
import type { AicsEvent } from '../../domain/speed-circuit/aics/events.ts';
import type { CarState, RaceState } from '../../domain/speed-circuit/aics/state.ts';
import type { RaceReporter } from './emails.ts';
import type { Language } from './messages.ts';

type Of<T extends AicsEvent['type']> = Extract<AicsEvent, { type: T }>;

interface AicsMessages {
  defaulted(message: string | null, speed: number): string;
  reliability(check: string, reliability: number, passed: boolean): string;
  checks: Record<Of<'ReliabilityRolled'>['check'], string>;
  startFailed(turns: number): string;
  damaged(cause: string, loss: Of<'CarDamaged'>['loss'], repairable: boolean): string;
  causes: Record<Of<'CarDamaged'>['cause'], string>;
  wearPaid(W: number, WF: number, reason: string, curve: string | null): string;
  wearReasons: Record<Of<'WearPaid'>['reason'], string>;
  slipstream(behind: string, bonus: number): string;
  noSlipstream(reason: string): string;
  curveDie(curve: string, result: Of<'CurveDieRolled'>['result']): string;
  crashAndSpin(speed: number, total: number, effect: Of<'CrashAndSpinRolled'>['effect']): string;
  moved(declared: number, speed: number, path: string[], bonus: number): string;
  spun(cause: string, square: string): string;
  spinCauses: Record<Of<'CarSpun'>['cause'], string>;
  rearEnded(hit: string | null, square: string): string;
  lap(lap: number): string;
  pitStop(tyres: string, repaired: { acc: number; topSpeed: number }, reliability: number): string;
  boxIgnored(reason: string): string;
  finished(beyond: number): string;
  eliminated(reason: string, rule: string): string;
  eliminations: Record<Of<'CarEliminated'>['reason'], string>;
  reliabilityDropped(drops: number, reliability: number): string;
  weather(track: string, marker: number, changed: boolean): string;
  tyres: Record<CarState['tyres'], string>;
  soft: string;
  status: Record<CarState['status'], string>;
  headers: string[];
}

const en: AicsMessages = {
  defaulted: (message, speed) => `the move could not be played${message ? ` (${message})` : ''}: the non-human player drove at ${speed} mph`,
  reliability: (check, reliability, passed) => `${check} against reliability ${reliability}: ${passed ? 'passed' : 'failed'}`,
  checks: { acceleration: 'forced acceleration', topSpeed: 'forced top speed', startSpeed: 'forced start', brakeCheck: 'brake check' },
  startFailed: (turns) => `the forced start failed: the car stays where it is (${turns} turn${turns === 1 ? '' : 's'} stalled)`,
  damaged: (cause, loss, repairable) =>
    `${cause} damage: loses ${loss.acc} mph Acc, ${loss.topSpeed} mph Top Speed, ${loss.dec} mph Dec${repairable ? ' (repairable in the pits)' : ''}`,
  causes: { engine: 'engine', brakes: 'brake', crashAndSpin: 'crash and spin' },
  wearPaid: (W, WF, reason, curve) => `paid ${W} wear and ${WF} brake wear for ${reason}${curve ? ` in curve ${curve}` : ''}`,
  wearReasons: {
    deceleration: 'braking beyond Dec',
    curve: 'speed over the curve limit',
    wornBrakes: 'worn brakes',
    retroactiveTrajectory: 'leaving the trajectory',
  },
  slipstream: (behind, bonus) => `took the slipstream of car ${behind}: +${bonus} square${bonus === 1 ? '' : 's'}`,
  noSlipstream: (reason) => `no slipstream: ${reason}`,
  curveDie: (curve, result) => `curve die in ${curve}: ${{ clear: 'clear', spin: 'spin', out: 'off the road' }[result]}`,
  crashAndSpin: (speed, total, effect) =>
    `crash and spin at ${speed} mph, total ${total}: ${{ none: 'no damage', acc: 'Acc damaged', topSpeed: 'Top Speed damaged', accAndTopSpeed: 'Acc and Top Speed damaged' }[effect]}`,
  moved: (declared, speed, path, bonus) =>
    `drove at ${speed} mph${speed === declared ? '' : ` (declared ${declared})`}${bonus > 0 ? ` with ${bonus} slipstream square${bonus === 1 ? '' : 's'}` : ''}, ${path.length} square${path.length === 1 ? '' : 's'}: ${path.join(' → ') || 'stayed put'}`,
  spun: (cause, square) => `spun on ${square} (${cause})`,
  spinCauses: {
    curve: 'too fast in the curve',
    deceleration: 'braking beyond the limit',
    wornBrakes: 'worn brakes',
    outOfWear: 'out of wear',
    retroactiveTrajectory: 'leaving the trajectory',
  },
  rearEnded: (hit, square) => (hit ? `rear-ended car ${hit} on ${square}` : `blocked on ${square}`),
  lap: (lap) => `crossed the line: lap ${lap}`,
  pitStop: (tyres, repaired, reliability) =>
    `pit stop: ${tyres} tyres, repaired ${repaired.acc} mph Acc and ${repaired.topSpeed} mph Top Speed, reliability ${reliability}`,
  boxIgnored: (reason) => `could not enter the pits: ${reason}`,
  finished: (beyond) => `finished, ${beyond} square${beyond === 1 ? '' : 's'} beyond the line`,
  eliminated: (reason, rule) => `eliminated: ${reason} (${rule})`,
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
  reliabilityDropped: (drops, reliability) => `reliability drops by ${drops} to ${reliability}`,
  weather: (track, marker, changed) => `weather: marker on ${marker}, track ${track}${changed ? ' (changed)' : ''}`,
  tyres: { dry: 'dry', wet: 'wet' },
  soft: 'soft',
  status: { racing: 'racing', finished: 'finished', eliminated: 'eliminated' },
  headers: ['Lap', 'W', 'WF', 'AFF', 'Tyres', 'Pit stops', 'Acc/Top/Dec', 'Race'],
};

const it: AicsMessages = {
  defaulted: (message, speed) => `la mossa non era eseguibile${message ? ` (${message})` : ''}: lo GNU ha guidato a ${speed} mph`,
  reliability: (check, reliability, passed) => `${check} contro affidabilità ${reliability}: ${passed ? 'superato' : 'fallito'}`,
  checks: { acceleration: 'accelerazione forzata', topSpeed: 'velocità massima forzata', startSpeed: 'partenza forzata', brakeCheck: 'controllo freni' },
  startFailed: (turns) => `la partenza forzata è fallita: l'auto resta ferma (${turns} ${turns === 1 ? 'turno' : 'turni'} da ferma)`,
  damaged: (cause, loss, repairable) =>
    `danno ${cause}: perde ${loss.acc} mph di Acc, ${loss.topSpeed} mph di Top Speed, ${loss.dec} mph di Dec${repairable ? ' (riparabile ai box)' : ''}`,
  causes: { engine: 'al motore', brakes: 'ai freni', crashAndSpin: 'da incidente e testacoda' },
  wearPaid: (W, WF, reason, curve) => `pagati ${W} wear e ${WF} wear frenata per ${reason}${curve ? ` nella curva ${curve}` : ''}`,
  wearReasons: {
    deceleration: 'frenata oltre la Dec',
    curve: 'velocità oltre il limite della curva',
    wornBrakes: 'freni usurati',
    retroactiveTrajectory: 'uscita dalla traiettoria',
  },
  slipstream: (behind, bonus) => `scia dell'auto ${behind}: +${bonus} ${bonus === 1 ? 'casella' : 'caselle'}`,
  noSlipstream: (reason) => `nessuna scia: ${reason}`,
  curveDie: (curve, result) => `dado curva in ${curve}: ${{ clear: 'superata', spin: 'testacoda', out: 'fuori strada' }[result]}`,
  crashAndSpin: (speed, total, effect) =>
    `incidente e testacoda a ${speed} mph, totale ${total}: ${{ none: 'nessun danno', acc: 'danno alla Acc', topSpeed: 'danno alla Top Speed', accAndTopSpeed: 'danno ad Acc e Top Speed' }[effect]}`,
  moved: (declared, speed, path, bonus) =>
    `ha corso a ${speed} mph${speed === declared ? '' : ` (dichiarati ${declared})`}${bonus > 0 ? ` con ${bonus} ${bonus === 1 ? 'casella' : 'caselle'} di scia` : ''}, ${path.length} ${path.length === 1 ? 'casella' : 'caselle'}: ${path.join(' → ') || 'ferma'}`,
  spun: (cause, square) => `testacoda in ${square} (${cause})`,
  spinCauses: {
    curve: 'troppo veloce in curva',
    deceleration: 'frenata oltre il limite',
    wornBrakes: 'freni usurati',
    outOfWear: 'wear esaurito',
    retroactiveTrajectory: 'uscita dalla traiettoria',
  },
  rearEnded: (hit, square) => (hit ? `tamponamento dell'auto ${hit} in ${square}` : `bloccata in ${square}`),
  lap: (lap) => `ha tagliato il traguardo: giro ${lap}`,
  pitStop: (tyres, repaired, reliability) =>
    `sosta ai box: gomme ${tyres}, riparati ${repaired.acc} mph di Acc e ${repaired.topSpeed} mph di Top Speed, affidabilità ${reliability}`,
  boxIgnored: (reason) => `non è potuta entrare ai box: ${reason}`,
  finished: (beyond) => `arrivata, ${beyond} ${beyond === 1 ? 'casella' : 'caselle'} oltre il traguardo`,
  eliminated: (reason, rule) => `eliminata: ${reason} (${rule})`,
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
  weather: (track, marker, changed) => `pioggia: segnalino su ${marker}, pista ${track === 'wet' ? 'bagnata' : 'asciutta'}${changed ? ' (cambiata)' : ''}`,
  tyres: { dry: 'da asciutto', wet: 'da bagnato' },
  soft: 'morbide',
  status: { racing: 'in gara', finished: 'arrivata', eliminated: 'eliminata' },
  headers: ['Giro', 'W', 'WF', 'AFF', 'Gomme', 'Soste', 'Acc/Top/Dec', 'Gara'],
};

const tables: Record<Language, AicsMessages> = { en, it };

const line = (m: AicsMessages, event: AicsEvent): string | undefined => {
  switch (event.type) {
    case 'MoveDefaulted':
      // A missing move is already said by the generic email; an erroneous one needs its reason.
      return event.reason === 'erroneous' ? m.defaulted(event.message, event.speed) : undefined;
    case 'ReliabilityRolled':
      return m.reliability(m.checks[event.check], event.reliability, event.passed);
    case 'StartFailed':
      return m.startFailed(event.stalledTurns);
    case 'CarDamaged':
      return m.damaged(m.causes[event.cause], event.loss, event.repairable);
    case 'WearPaid':
      return m.wearPaid(event.W, event.WF, m.wearReasons[event.reason], event.curve);
    case 'SlipstreamTaken':
      return m.slipstream(event.behind, event.bonus);
    case 'SlipstreamIgnored':
      return m.noSlipstream(event.reason);
    case 'CurveDieRolled':
      return m.curveDie(event.curve, event.result);
    case 'CrashAndSpinRolled':
      return m.crashAndSpin(event.speed, event.total, event.effect);
    case 'CarMoved':
      return m.moved(event.declared, event.speed, event.path, event.bonus);
    case 'CarSpun':
      return m.spun(m.spinCauses[event.cause], event.square);
    case 'RearEnded':
      return m.rearEnded(event.hit, event.square);
    case 'LineCrossed':
      return m.lap(event.lap);
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
      return m.weather(event.weather.track, event.weather.marker, event.trackChanged);
    default:
      return undefined;
  }
};

const carOf = (event: AicsEvent): string | null => ('car' in event ? event.car : null);

export const aicsReporter: RaceReporter = {
  describe(car, events, language) {
    const m = tables[language];
    return (events as AicsEvent[]).filter((event) => carOf(event) === car).flatMap((event) => line(m, event) ?? []);
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
          `${c.sheet.acc}/${c.sheet.topSpeed}/${c.sheet.dec}`,
          m.status[c.status],
        ];
      },
    };
  },

  points(game) {
    const { classification } = game as RaceState;
    return Object.fromEntries((classification ?? []).map(({ car, points }) => [car, points]));
  },
};
