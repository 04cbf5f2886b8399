/** The words of the AICS choices of their own (the pole lap, the pre-race setup, the standing order), one table per language. */
import type { Language } from '../../../race/language.ts';
import type { CurvePayment, Tyres } from '../schemas.ts';
import type { StandingOrder } from '../standing-order.ts';

/** The words of a standing order's choices (standing-order.ts). */
export interface StandingOrderWords {
  speed: string;
  speedHelp: string;
  safe: string;
  safeDetail: string;
  hold: string;
  holdDetail: string;
  mph(speed: number): string;
  mphDetail: string;
  pay: string;
  payHelp: string;
  payWith: Record<CurvePayment, string>;
  dieDetail: string;
  slipstream: string;
  slipstreamHelp: string;
  noSlipstream: string;
  takeSlipstream: string;
  placement: string;
  placementHelp: string;
  inside: string;
  behindAny: string;
  behind(car: string, name: string): string;
  noSlip: string;
  oneCustom: string;
  is(speed: StandingOrder['speed'], pay: CurvePayment): string;
  notPlayable: string;
  nextTurn(move: string): string;
}

export interface AicsChoiceWords {
  raceWear(W: number, WF: number, laps: number): string;
  poleWear(wear: number): string;
  lap: string;
  lapHelp: string;
  quick: string;
  quickDetail(turns: number, squares: number, wearLeft: number): string;
  fastest: string;
  fastestDetail: string;
  byTurns: string;
  byTurnsDetail: string;
  spendFirst(points: number): string;
  lapCounts(turns: number, squares: number, lane: string, wearLeft: number): string;
  tooLong(turns: number): string;
  startLane: string;
  startLaneHelp: string;
  lane(lane: string, inside: boolean): string;
  turn(turn: number): string;
  turnsSoFar(turns: number, wearLeft: number): string;
  lapVoid(message: string): string;
  pointFrom: string;
  pointFromHelp: string;
  keepBuild: string;
  pointTo: string;
  change(from: string, to: string): string;
  softTyres: string;
  softHelp: string;
  noSoft: string;
  soft(W: number): string;
  softDetail: string;
  tyres: string;
  tyresFor(track: Tyres): string;
  tyre: Record<Tyres, string>;
  wrongTyres(track: Tyres): string;
  track(track: Tyres, marker: number): string;
  order: StandingOrderWords;
}

const en: AicsChoiceWords = {
  raceWear: (W, WF, laps) => `For the race of ${laps} ${laps === 1 ? 'lap' : 'laps'}: ${W} W and ${WF} WF.`,
  poleWear: (wear) => `The pole lap may spend ${wear} wear, one lap's, and no bonus (SC-QUAL-4).`,
  lap: 'Pole lap',
  lapHelp: 'Driven alone from the line at any speed, without dice unless you ask for them; AFF 14 for every roll (SC-QUAL-4, SC-REL-8).',
  quick: 'A good lap, found at once',
  quickDetail: (turns, squares, wearLeft) => `${turns} turns + ${squares} squares, no dice, ${wearLeft} wear left`,
  fastest: 'The fastest lap for this car',
  fastestDetail: 'the Best Lap solver, no dice: it takes a few seconds (SC-QUAL-10)',
  byTurns: 'Drive it turn by turn',
  byTurnsDetail: 'choose each turn’s speed, lines and square, seeing where the car ends',
  spendFirst: (points) => `Spend the ${points} points, then choose the pole lap.`,
  lapCounts: (turns, squares, lane, wearLeft) =>
    `If every roll passes, the lap counts ${turns} turns + ${squares} squares, from lane ${lane}, with ${wearLeft} wear left.`,
  tooLong: (turns) => `After ${turns} turns the car has not crossed the line: choose faster turns.`,
  startLane: 'Start lane',
  startLaneHelp: 'The lane behind the line the flying lap starts in (SC-QUAL-4).',
  lane: (lane, inside) => `Lane ${lane}${inside ? ' (inside)' : ''}`,
  turn: (turn) => `Turn ${turn}: `,
  turnsSoFar: (turns, wearLeft) => `${turns} ${turns === 1 ? 'turn' : 'turns'} driven, ${wearLeft} wear left; choose the next.`,
  lapVoid: (message) => `This turn ends the lap: ${message}. Choose another.`,
  pointFrom: 'Move a preparation point from',
  pointFromHelp: 'Once the grid is set, one point may move from one category to another, for the whole race (SC-QUAL-11).',
  keepBuild: 'Keep the car as it is',
  pointTo: 'Move the point to',
  change: (from, to) => `${from} → ${to}`,
  softTyres: 'Soft tyres',
  softHelp: 'One more lap of W for the race, and a pit stop due at the end of lap 2, 3 or 4, or the car is out (SC-SOFT-1..3).',
  noSoft: 'No soft tyres',
  soft: (W) => `Soft tyres: ${W} W more`,
  softDetail: 'a pit stop due at the end of lap 2, 3 or 4',
  tyres: 'Tyres at the start',
  tyresFor: (track) => `Those for the track (${track === 'dry' ? 'dry' : 'wet'})`,
  tyre: { dry: 'Dry tyres', wet: 'Wet tyres' },
  wrongTyres: (track) => `wrong for a ${track === 'dry' ? 'dry' : 'wet'} track: every curve counts 20 mph slower (SC-RAIN-6)`,
  track: (track, marker) => `The track is ${track === 'dry' ? 'dry' : 'wet'} (weather box ${marker}).`,
  order: {
    speed: 'Speed on a turn you miss',
    speedHelp:
      'The GNU plays your standing order on each turn you send no move (SC-GNU-1). It never asks for a roll: on a turn the speed would need one, the GNU chooses the move itself.',
    safe: 'As fast as is safe without dice',
    safeDetail: 'the GNU’s own choice of speed and lines',
    hold: 'Hold the last turn’s speed',
    holdDetail: 'the Start Speed after a stop',
    mph: (speed) => `${speed} mph`,
    mphDetail: 'on the turns it needs no roll',
    pay: 'Curves taken too fast',
    payHelp: 'How a held or written speed pays the penalty of a curve (SC-CURVE-13, SC-AUTO-3).',
    payWith: { wear: 'Pay with wear', die: 'Roll the curve die' },
    dieDetail: 'the Curve table decides, instead of wear',
    slipstream: 'Slipstream',
    slipstreamHelp: 'Declared (S) whenever the car stands right behind another on straight squares (SC-SLIP-1).',
    noSlipstream: 'Never',
    takeSlipstream: 'Whenever it can be had (S)',
    placement: 'Where to end',
    placementHelp:
      'Up to three wishes, most wanted first; one of them naming a car or refusing the slipstream (SC-NOTATION-9, SC-CUSTOM-1). None: wherever the movement ends.',
    inside: 'As far inside as possible (I)',
    behindAny: 'In slipstream of a car ahead (S)',
    behind: (car, name) => `In slipstream of car ${car}, ${name} (S:${car})`,
    noSlip: 'Not right in front of a car that has moved (NOSLIP)',
    oneCustom: 'one wish naming a car or refusing the slipstream is already picked',
    is: (speed, pay) =>
      speed === 'safe'
        ? 'On a turn you miss, the GNU drives as fast as is safe without dice.'
        : `On a turn you miss, the GNU drives ${speed === 'hold' ? 'at the last turn’s speed' : `at ${speed} mph`} when no roll is needed, paying curves ${pay === 'die' ? 'with the die' : 'with wear'}.`,
    notPlayable: 'Next turn the order cannot be played as it stands: the GNU would choose the move itself (SC-GNU-1).',
    nextTurn: (move) => `Next turn, with the cars where they stand now, it would play ${move}.`,
  },
};

const it: AicsChoiceWords = {
  raceWear: (W, WF, laps) => `Per la gara di ${laps} ${laps === 1 ? 'giro' : 'giri'}: ${W} W e ${WF} WF.`,
  poleWear: (wear) => `Il giro di pole può spendere ${wear} wear, quelli di un giro, e nessun bonus (SC-QUAL-4).`,
  lap: 'Giro di pole',
  lapHelp: 'Guidato da soli dal traguardo a qualsiasi velocità, senza dadi se non li chiedi; AFF 14 per ogni tiro (SC-QUAL-4, SC-REL-8).',
  quick: 'Un buon giro, trovato subito',
  quickDetail: (turns, squares, wearLeft) => `${turns} turni + ${squares} caselle, senza dadi, ${wearLeft} wear avanzati`,
  fastest: 'Il giro più veloce per questa auto',
  fastestDetail: 'il risolutore del giro migliore, senza dadi: richiede qualche secondo (SC-QUAL-10)',
  byTurns: 'Guidalo turno per turno',
  byTurnsDetail: 'scegli velocità, linee e casella di ogni turno, vedendo dove finisce l’auto',
  spendFirst: (points) => `Spendi i ${points} punti, poi scegli il giro di pole.`,
  lapCounts: (turns, squares, lane, wearLeft) =>
    `Se ogni tiro riesce, il giro vale ${turns} turni + ${squares} caselle, dalla corsia ${lane}, con ${wearLeft} wear avanzati.`,
  tooLong: (turns) => `Dopo ${turns} turni l’auto non ha tagliato il traguardo: scegli turni più veloci.`,
  startLane: 'Corsia di partenza',
  startLaneHelp: 'La corsia dietro il traguardo da cui parte il giro lanciato (SC-QUAL-4).',
  lane: (lane, inside) => `Corsia ${lane}${inside ? ' (interna)' : ''}`,
  turn: (turn) => `Turno ${turn}: `,
  turnsSoFar: (turns, wearLeft) => `${turns} ${turns === 1 ? 'turno guidato' : 'turni guidati'}, ${wearLeft} wear avanzati; scegli il prossimo.`,
  lapVoid: (message) => `Questo turno chiude il giro: ${message}. Scegline un altro.`,
  pointFrom: 'Sposta un punto di preparazione da',
  pointFromHelp: 'Fissata la griglia, un punto può passare da una caratteristica a un’altra, per tutta la gara (SC-QUAL-11).',
  keepBuild: 'Lascia l’auto com’è',
  pointTo: 'Sposta il punto su',
  change: (from, to) => `${from} → ${to}`,
  softTyres: 'Gomme morbide',
  softHelp: 'Un giro di W in più per la gara, e una sosta ai box dovuta alla fine del giro 2, 3 o 4, o l’auto è fuori (SC-SOFT-1..3).',
  noSoft: 'Niente gomme morbide',
  soft: (W) => `Gomme morbide: ${W} W in più`,
  softDetail: 'una sosta ai box dovuta alla fine del giro 2, 3 o 4',
  tyres: 'Gomme alla partenza',
  tyresFor: (track) => `Quelle per la pista (${track === 'dry' ? 'asciutta' : 'bagnata'})`,
  tyre: { dry: 'Gomme da asciutto', wet: 'Gomme da bagnato' },
  wrongTyres: (track) => `sbagliate per una pista ${track === 'dry' ? 'asciutta' : 'bagnata'}: ogni curva conta 20 mph in meno (SC-RAIN-6)`,
  track: (track, marker) => `La pista è ${track === 'dry' ? 'asciutta' : 'bagnata'} (casella del tempo ${marker}).`,
  order: {
    speed: 'Velocità nei turni che salti',
    speedHelp:
      'Lo GNU gioca il tuo ordine permanente in ogni turno in cui non mandi la mossa (SC-GNU-1). Non chiede mai un tiro: nei turni in cui la velocità ne richiederebbe uno, lo GNU sceglie da sé la mossa.',
    safe: 'Il più veloce possibile senza dadi',
    safeDetail: 'velocità e linee scelte dallo GNU',
    hold: 'Mantieni la velocità del turno prima',
    holdDetail: 'la Start Speed dopo una sosta',
    mph: (speed) => `${speed} mph`,
    mphDetail: 'nei turni in cui non serve un tiro',
    pay: 'Curva presa troppo veloce',
    payHelp: 'Come una velocità mantenuta o scritta paga la penalità di una curva (SC-CURVE-13, SC-AUTO-3).',
    payWith: { wear: 'Paga con il wear', die: 'Tira il dado della curva' },
    dieDetail: 'decide la tabella della curva, invece del wear',
    slipstream: 'Scia',
    slipstreamHelp: 'Dichiarata (S) ogni volta che l’auto è subito dietro un’altra su caselle di rettilineo (SC-SLIP-1).',
    noSlipstream: 'Mai',
    takeSlipstream: 'Ogni volta che si può (S)',
    placement: 'Dove finire',
    placementHelp:
      'Fino a tre desideri, il più voluto per primo; uno solo che nomini un’auto o rifiuti la scia (SC-NOTATION-9, SC-CUSTOM-1). Nessuno: dove finisce il movimento.',
    inside: 'Il più all’interno possibile (I)',
    behindAny: 'In scia a un’auto davanti (S)',
    behind: (car, name) => `In scia all’auto ${car}, ${name} (S:${car})`,
    noSlip: 'Non subito davanti a un’auto che ha già mosso (NOSLIP)',
    oneCustom: 'è già scelto un desiderio che nomina un’auto o rifiuta la scia',
    is: (speed, pay) =>
      speed === 'safe'
        ? 'Nei turni che salti, lo GNU guida il più veloce possibile senza dadi.'
        : `Nei turni che salti, lo GNU guida ${speed === 'hold' ? 'alla velocità del turno prima' : `a ${speed} mph`} quando non serve un tiro, pagando ogni curva ${pay === 'die' ? 'con il dado' : 'con il wear'}.`,
    notPlayable: 'Il prossimo turno l’ordine non si può giocare così com’è: lo GNU sceglierebbe da sé la mossa (SC-GNU-1).',
    nextTurn: (move) => `Il prossimo turno, con le auto dove sono ora, giocherebbe ${move}.`,
  },
};

export const AICS_CHOICE_WORDS: Record<Language, AicsChoiceWords> = { en, it };
