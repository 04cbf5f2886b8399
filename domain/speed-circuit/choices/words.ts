/**
 * The words of the Speed Circuit choices both rulebooks share (racing.ts, build.ts), one table per
 * language, in the rulebooks' terms: W, WF, Acc, Dec, Top Speed and Start Speed stay as the
 * Italian league writes them.
 */
import type { Language } from '../../race/language.ts';
import type { EliminationReason } from '../aics/state.ts';
import { PURPOSE_WORDS, plural } from '../report-words.ts';

export interface MoveWords {
  purposes: Readonly<Record<string, string>>;
  speed: string;
  speedHelp(previous: number | null, sheet: { startSpeed: number; acc: number; dec: number; topSpeed: number }): string;
  mph(speed: number): string;
  dice(count: number, sides: number, purpose: string, passesUpTo: number | null): string;
  free: string;
  beyondDec(mph: number, wear: string): string;
  thenSpin: string;
  wear(W: number, WF: number, brakeWear: boolean): string;
  braking(mph: number): string;
  brakingHelp: string;
  payWear(first: 'W' | 'WF', brakeWear: boolean): string;
  brakeCheckFor(first: 'W' | 'WF', brakeWear: boolean): string;
  slipstream: string;
  slipstreamHelp: string;
  noSlipstream: string;
  takeSlipstream: string;
  slipstreamDetail(behind: string, leaderSpeed: number, bonus: number): string;
  pits: string;
  noStop: string;
  stop: Record<'track' | 'dry' | 'wet', string>;
  stopDetail: string;
  curve(curve: string): string;
  curveHelp(max: number): string;
  lane(lane: string): string;
  trajectory(name: string): string;
  withDie: Record<'curveDie' | 'luck', string>;
  placement: string;
  placementHelp: string;
  inside: string;
  exactSquare: string;
  to(square: string): string;
  spins(square: string): string;
  rearEnds(square: string): string;
  intoPits: string;
  out(reason: EliminationReason): string;
  declared(speed: number, from: string): string;
  pays(wear: string): string;
  noDice: string;
  rolls(dice: string[]): string;
  caveat: string;
  endsRace(reason: EliminationReason): string;
  gnuDrives(curve: string): string;
  forced(curve: string, took: string): string;
}

/** Why a car would be out of the race, in words (both rulebooks eliminate for the same reasons). */
export const ELIMINATION_WORDS: Record<Language, Record<EliminationReason, string>> = {
  en: {
    startFailed: 'the car fails to start',
    engineBlown: 'the engine blows',
    brakesFailed: 'the brakes fail',
    softTyreStopMissed: 'the car has not stopped to change its soft tyres',
    missedMoves: 'too many missed moves',
    crashed: 'the car crashes',
    offRoad: 'the car leaves the road',
    retired: 'the car retires',
  },
  it: {
    startFailed: "l'auto non parte",
    engineBlown: 'il motore si rompe',
    brakesFailed: 'i freni cedono',
    softTyreStopMissed: "l'auto non si è fermata a cambiare le gomme morbide",
    missedMoves: 'troppe mosse mancate',
    crashed: "l'auto si schianta",
    offRoad: "l'auto esce di strada",
    retired: "l'auto si ritira",
  },
};

const en: MoveWords = {
  purposes: PURPOSE_WORDS.en,
  speed: 'Speed',
  speedHelp: (previous, sheet) =>
    previous === null
      ? `From standstill: up to Start Speed ${sheet.startSpeed} mph, or 20 more with a roll; Top Speed ${sheet.topSpeed}.`
      : `From ${previous} mph: Acc ${sheet.acc}, Dec ${sheet.dec}, Top Speed ${sheet.topSpeed}; 20 more than Acc or Top Speed with a roll.`,
  mph: (speed) => `${speed} mph`,
  dice: (count, sides, purpose, passesUpTo) => `${count}d${sides} ${purpose}${passesUpTo === null ? '' : `, passes on ${passesUpTo} or less`}`,
  free: 'no roll, no wear',
  beyondDec: (mph, wear) => `${mph} mph beyond Dec: ${wear}`,
  thenSpin: 'then a spin',
  wear: (W, WF, brakeWear) =>
    brakeWear ? [W > 0 && `${W} W`, WF > 0 && `${WF} WF`].filter(Boolean).join(' + ') || 'no wear' : W > 0 ? plural(W, 'wear', 'wear') : 'no wear',
  braking: (mph) => `Braking ${mph} mph beyond Dec`,
  brakingHelp: 'How the braking beyond Dec is paid: with wear, or with a brake check where the table allows one.',
  payWear: (first, brakeWear) => (brakeWear ? `Pay wear, ${first} first` : 'Pay wear'),
  brakeCheckFor: (first, brakeWear) => (brakeWear ? `Brake check instead of wear, ${first} first` : 'Brake check instead of wear'),
  slipstream: 'Slipstream',
  slipstreamHelp: 'Declared with the speed (S); taken only if the car in front goes 120 mph or more and no slower than you.',
  noSlipstream: 'No slipstream',
  takeSlipstream: 'Take the slipstream (S)',
  slipstreamDetail: (behind, leaderSpeed, bonus) =>
    bonus > 0
      ? `behind car ${behind}: ${plural(bonus, 'square', 'squares')} more if it keeps its ${leaderSpeed} mph`
      : `behind car ${behind}: nothing if it keeps its ${leaderSpeed} mph`,
  pits: 'Pit stop',
  noStop: 'No stop',
  stop: { track: 'Stop, tyres for the track', dry: 'Stop, dry tyres', wet: 'Stop, wet tyres' },
  stopDetail: 'the move ends in the pits; next turn from the pit exit at Start Speed',
  curve: (curve) => `Curve ${curve}: lane or trajectory`,
  curveHelp: (max) => `Most wanted first, up to ${max}: the next is taken if cars block the one before.`,
  lane: (lane) => `Lane ${lane}`,
  trajectory: (name) => `Trajectory ${name}`,
  withDie: { curveDie: ', rolling the curve die', luck: ', testing your luck' },
  placement: 'Where to end',
  placementHelp: 'Among the squares the movement can end on; if it is taken, as far inside as possible.',
  inside: 'As far inside as possible (I)',
  exactSquare: 'this exact square',
  to: (square) => `to ${square}`,
  spins: (square) => `spins at ${square}`,
  rearEnds: (square) => `rear-ends at ${square}`,
  intoPits: 'into the pits',
  out: (reason) => `out: ${ELIMINATION_WORDS.en[reason]}`,
  declared: (speed, from) => `${speed} mph from ${from}.`,
  pays: (wear) => `Pays ${wear}.`,
  noDice: 'No dice.',
  rolls: (dice) => `Dice: ${dice.join('; ')}.`,
  caveat: 'As if every roll goes your way, with the other cars where they stand now.',
  endsRace: (reason) => `Even if every roll goes your way, this move ends your race: ${ELIMINATION_WORDS.en[reason]}.`,
  gnuDrives: (curve) => `The move names no lane or trajectory for curve ${curve}: the non-human player would drive your car instead.`,
  forced: (curve, took) => `The cars in the way force yours into lane ${took} in curve ${curve}.`,
};

/** The AICS rulebook keeps "wear" in Italian ("i wear di un giro", "spendere un punto wear"): none is no point of it. */
const NO_WEAR_IT = 'nessun punto wear';

const it: MoveWords = {
  purposes: PURPOSE_WORDS.it,
  speed: 'Velocità',
  speedHelp: (previous, sheet) =>
    previous === null
      ? `Da ferma: fino alla Start Speed di ${sheet.startSpeed} mph, o 20 in più con un tiro; Top Speed ${sheet.topSpeed}.`
      : `Da ${previous} mph: Acc ${sheet.acc}, Dec ${sheet.dec}, Top Speed ${sheet.topSpeed}; 20 oltre l'Acc o la Top Speed con un tiro.`,
  mph: (speed) => `${speed} mph`,
  dice: (count, sides, purpose, passesUpTo) => `${count}d${sides} ${purpose}${passesUpTo === null ? '' : `, riesce con ${passesUpTo} o meno`}`,
  free: `nessun tiro, ${NO_WEAR_IT}`,
  beyondDec: (mph, wear) => `${mph} mph oltre la Dec: ${wear}`,
  thenSpin: 'poi testacoda',
  wear: (W, WF, brakeWear) =>
    brakeWear ? [W > 0 && `${W} W`, WF > 0 && `${WF} WF`].filter(Boolean).join(' + ') || NO_WEAR_IT : W > 0 ? `${W} wear` : NO_WEAR_IT,
  braking: (mph) => `Frenata di ${mph} mph oltre la Dec`,
  brakingHelp: 'Come si paga la frenata oltre la Dec: con il wear, o con un controllo freni dove la tabella lo consente.',
  payWear: (first, brakeWear) => (brakeWear ? `Paga con il wear, prima i ${first}` : 'Paga con il wear'),
  brakeCheckFor: (first, brakeWear) => (brakeWear ? `Controllo freni al posto del wear, prima i ${first}` : 'Controllo freni al posto del wear'),
  slipstream: 'Scia',
  slipstreamHelp: "Si dichiara con la velocità (S); vale solo se l'auto davanti va ad almeno 120 mph e non più piano di te.",
  noSlipstream: 'Niente scia',
  takeSlipstream: 'Prendi la scia (S)',
  slipstreamDetail: (behind, leaderSpeed, bonus) =>
    bonus > 0
      ? `dietro l'auto ${behind}: ${plural(bonus, 'casella', 'caselle')} in più se mantiene i suoi ${leaderSpeed} mph`
      : `dietro l'auto ${behind}: niente se mantiene i suoi ${leaderSpeed} mph`,
  pits: 'Sosta ai box',
  noStop: 'Nessuna sosta',
  stop: { track: 'Sosta, gomme per la pista', dry: 'Sosta, gomme da asciutto', wet: 'Sosta, gomme da bagnato' },
  stopDetail: "la mossa finisce ai box; al turno dopo si riparte dall'uscita dei box alla Start Speed",
  curve: (curve) => `Curva ${curve}: corsia o traiettoria`,
  curveHelp: (max) => `La preferita per prima, fino a ${max}: se le auto bloccano una, si prende la successiva.`,
  lane: (lane) => `Corsia ${lane}`,
  trajectory: (name) => `Traiettoria ${name}`,
  withDie: { curveDie: ', tirando il dado curva', luck: ', tentando la fortuna' },
  placement: 'Dove fermarsi',
  placementHelp: 'Tra le caselle dove il movimento può finire; se è occupata, il più possibile all’interno.',
  inside: 'Il più possibile all’interno (I)',
  exactSquare: 'proprio questa casella',
  to: (square) => `fino a ${square}`,
  spins: (square) => `testacoda in ${square}`,
  rearEnds: (square) => `tamponamento in ${square}`,
  intoPits: 'ai box',
  out: (reason) => `fuori gara: ${ELIMINATION_WORDS.it[reason]}`,
  declared: (speed, from) => `${speed} mph da ${from}.`,
  // "Paga nessun punto wear" is not Italian: nothing to pay is said as such.
  pays: (wear) => (wear === NO_WEAR_IT ? 'Nessun punto wear da pagare.' : `Paga ${wear}.`),
  noDice: 'Nessun dado.',
  rolls: (dice) => `Dadi: ${dice.join('; ')}.`,
  caveat: 'Come se ogni tiro andasse bene, con le altre auto dove sono ora.',
  endsRace: (reason) => `Anche se ogni tiro va bene, questa mossa chiude la tua gara: ${ELIMINATION_WORDS.it[reason]}.`,
  gnuDrives: (curve) => `La mossa non indica corsia né traiettoria per la curva ${curve}: guiderebbe lo GNU al posto tuo.`,
  forced: (curve, took) => `Le auto sulla strada costringono la tua nella corsia ${took} della curva ${curve}.`,
};

export const MOVE_WORDS: Record<Language, MoveWords> = { en, it };
