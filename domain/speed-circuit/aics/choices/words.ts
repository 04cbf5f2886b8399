/** The words of the AICS choices of their own (the pole lap, the pre-race setup), one table per language. */
import type { Language } from '../../../race/events.ts';
import type { Tyres } from '../schemas.ts';

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
};

export const AICS_CHOICE_WORDS: Record<Language, AicsChoiceWords> = { en, it };
