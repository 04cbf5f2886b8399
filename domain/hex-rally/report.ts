/**
 * Hex rally's words, for the emails and the web page (domain/race/report.ts): what a turn's events
 * did to each car (the order declared, the 3d6 against its difficulty and what the dice made of
 * it, the coupons, the horn, the hits, the line), the players table, and the rolls' purposes.
 * Orders are printed in the notation's Latin letters, which English and Italian readers type.
 */

import type { Language } from '../race/language.ts';
import type { RaceReporter } from '../race/report.ts';
import type { CarSide } from './car.ts';
import type { HexRallyEvent } from './events.ts';
import { printOrder } from './notation.ts';
import type { Modifier } from './roll.ts';
import type { Degree } from './route.ts';
import type { HexRallyState } from './state.ts';
import { DECLARATION, DRIVER, REACTION } from './steps.ts';
import { TRACK_NAMES } from './track/shipped-names.ts';

interface Words {
  rolled(order: string, dice: number[], total: number, difficulty: number, modifiers: string, degree: Degree): string;
  modifiers: Record<Modifier['reason'], string>;
  coupon: Record<'reroll' | 'extraDie', string>;
  couponUsed(coupon: string, dice: number[], total: number, degree: Degree): string;
  horn(at: string): string;
  collided(other: string | null, side: string, pushed: boolean): string;
  sides: Record<CarSide, string>;
  moved(hexes: number, speed: number, effect: 'drift' | 'skid' | undefined): string;
  lap(laps: number): string;
  finished: string;
  retired(reason: string): string;
  headers: string[];
  drivers: Record<'human' | 'orc', string>;
  status: Record<'racing' | 'finished' | 'out', string>;
  /** The steps: the choice of drivers, a turn's declarations, its reactions to a failed roll (HX-DECL). */
  steps: { driver: string; declaration(turn: number): string; reaction(turn: number): string };
  /** What the reader's car holds beside the picture: its coupons (HX-DECL-3, HX-DECL-4) and what its last roll left. */
  situation: { heading(car: string): string; coupons(reroll: number, extraDie: number): string; increase(increase: number): string };
}

const outcome = (degree: Degree, success: string, failure: (degree: number) => string): string => (degree === 0 ? success : failure(degree));
const sum = (dice: number[], total: number): string => `${dice.join('+')} = ${total}`;

const WORDS: Record<Language, Words> = {
  en: {
    rolled: (order, dice, total, difficulty, modifiers, degree) =>
      `declared ${order}: rolled ${sum(dice, total)}${modifiers} against ${difficulty}, ${outcome(degree, 'success', (n) => `failed by ${n} degree${n === 1 ? '' : 's'}`)}`,
    modifiers: { collision: 'collision last turn', honked: 'honked at', human: 'human driver', horn: 'own horn' },
    coupon: { reroll: 're-roll', extraDie: 'extra die' },
    couponUsed: (coupon, dice, total, degree) => `used the ${coupon}: ${sum(dice, total)}, ${outcome(degree, 'success', (n) => `failed by ${n}`)}`,
    horn: (at) => `sounded the horn at car ${at}`,
    collided: (other, side, pushed) => `hit ${other === null ? 'the wall' : `car ${other}${pushed ? ', pushing it aside' : ''}`} with its ${side} side`,
    sides: { front: 'front', frontRight: 'front right', rearRight: 'rear right', rear: 'rear', rearLeft: 'rear left', frontLeft: 'front left' },
    moved: (hexes, speed, effect) => `${hexes} hex${hexes === 1 ? '' : 'es'}, now at speed ${speed}${effect ? `, in a ${effect}` : ''}`,
    lap: (laps) => `crossed the line: lap ${laps}`,
    finished: 'finished',
    retired: (reason) => `out of the race: ${reason}`,
    headers: ['Human or orc', 'Speed', 'Laps', 'Coupons', 'Status'],
    drivers: { human: 'human', orc: 'orc' },
    status: { racing: 'racing', finished: 'finished', out: 'out' },
    steps: { driver: 'choice of drivers', declaration: (turn) => `turn ${turn}, declarations`, reaction: (turn) => `turn ${turn}, reactions` },
    situation: {
      heading: (car) => `Your car ${car}`,
      coupons: (reroll, extraDie) => `coupons left: ${reroll} re-roll${reroll === 1 ? '' : 's'}, ${extraDie} extra ${extraDie === 1 ? 'die' : 'dice'}`,
      increase: (increase) => `the last failure adds ${increase} to the difficulty of the next manoeuvre`,
    },
  },
  it: {
    rolled: (order, dice, total, difficulty, modifiers, degree) =>
      `ha dichiarato ${order}: esce ${sum(dice, total)}${modifiers} contro ${difficulty}, ${outcome(degree, 'riuscito', (n) => `fallito di ${n} grad${n === 1 ? 'o' : 'i'}`)}`,
    modifiers: { collision: 'urto nel turno prima', honked: 'clacson subito', human: 'pilota umano', horn: 'clacson suonato' },
    coupon: { reroll: 'ritiro', extraDie: 'dado in più' },
    couponUsed: (coupon, dice, total, degree) => `ha usato il buono ${coupon}: ${sum(dice, total)}, ${outcome(degree, 'riuscito', (n) => `fallito di ${n}`)}`,
    horn: (at) => `ha suonato il clacson all'auto ${at}`,
    collided: (other, side, pushed) =>
      `ha urtato ${other === null ? 'il muro' : `l'auto ${other}${pushed ? ', spingendola di lato' : ''}`} con il lato ${side}`,
    sides: {
      front: 'anteriore',
      frontRight: 'anteriore destro',
      rearRight: 'posteriore destro',
      rear: 'posteriore',
      rearLeft: 'posteriore sinistro',
      frontLeft: 'anteriore sinistro',
    },
    moved: (hexes, speed, effect) =>
      `${hexes} esagon${hexes === 1 ? 'o' : 'i'}, ora a velocità ${speed}${effect ? (effect === 'drift' ? ', in deriva' : ', in sbandata') : ''}`,
    lap: (laps) => `taglia il traguardo: giro ${laps}`,
    finished: 'arrivata',
    retired: (reason) => `fuori gara: ${reason}`,
    headers: ['Umano o orco', 'Velocità', 'Giri', 'Buoni', 'Stato'],
    drivers: { human: 'umano', orc: 'orco' },
    status: { racing: 'in gara', finished: 'arrivata', out: 'fuori' },
    steps: { driver: 'scelta dei piloti', declaration: (turn) => `turno ${turn}, dichiarazioni`, reaction: (turn) => `turno ${turn}, reazioni` },
    situation: {
      heading: (car) => `La tua auto ${car}`,
      coupons: (reroll, extraDie) => `buoni rimasti: ${reroll} ${reroll === 1 ? 'ritiro' : 'ritiri'}, ${extraDie} ${extraDie === 1 ? 'dado' : 'dadi'} in più`,
      increase: (increase) => `l'ultimo fallimento aggiunge ${increase} alla difficoltà della prossima manovra`,
    },
  },
};

const modifierText = (words: Words, modifiers: Modifier[]): string =>
  modifiers.length === 0 ? '' : ` (${modifiers.map(({ reason, value }) => `${value > 0 ? '+' : ''}${value} ${words.modifiers[reason]}`).join(', ')})`;

const line = (words: Words, event: HexRallyEvent): string | undefined => {
  switch (event.type) {
    case 'ManoeuvreRolled':
      return words.rolled(printOrder(event.order, 'latin'), event.dice, event.total, event.difficulty, modifierText(words, event.modifiers), event.degree);
    case 'CouponUsed':
      return words.couponUsed(words.coupon[event.coupon], event.dice, event.total, event.degree);
    case 'HornSounded':
      return words.horn(event.at);
    case 'Collided':
      return words.collided(event.with === 'wall' ? null : event.with, words.sides[event.side], event.pushed !== undefined);
    case 'CarMoved':
      return words.moved(event.path.length, event.speed, event.effect);
    case 'LineCrossed':
      return words.lap(event.laps);
    case 'CarFinished':
      return words.finished;
    case 'CarRetired':
      return words.retired(event.reason);
    default:
      return undefined;
  }
};

export const hexRallyReporter: RaceReporter = {
  circuits: TRACK_NAMES,
  organiser: {
    en: {
      name: 'Humans or Orcs? Races! (hex rally)',
      settings: {
        laps: 'Laps',
        maxStarters: 'Most cars at the start',
        driverWindow: 'Time to pick the driver',
        turnWindow: 'Time for each turn',
        reactionWindow: 'Time for a reaction',
        maxConsecutiveMissedTurns: 'Missed turns in a row before a car is out',
        car: 'Every car (HX-GAP-6)',
        maxSpeed: 'Top speed',
        acceleration: 'Acceleration',
        maxBraking: 'Most braking',
        durability: 'Durability',
        coupons: 'The coupons of every car (HX-GAP-9)',
        reroll: 'Re-rolls',
        extraDie: 'Extra dice',
        humans: 'Human drivers (HX-M5-6)',
        handbrakeTurn: 'Handbrake turn',
        rollPenalty: 'Roll penalty',
        forbidden: 'forbidden',
        plus3: '+3 on its difficulty',
        'every-roll': 'on every roll',
        'handbrake-only': 'on the handbrake turn only',
        none: 'none',
      },
    },
    it: {
      name: 'Humans or Orcs? Races! (rally su esagoni)',
      settings: {
        laps: 'Giri',
        maxStarters: 'Auto al via, al massimo',
        driverWindow: 'Tempo per scegliere il pilota',
        turnWindow: 'Tempo per ogni turno',
        reactionWindow: 'Tempo per una reazione',
        maxConsecutiveMissedTurns: "Turni saltati di fila prima che un'auto sia fuori",
        car: 'Ogni auto (HX-GAP-6)',
        maxSpeed: 'Velocità massima',
        acceleration: 'Accelerazione',
        maxBraking: 'Frenata massima',
        durability: 'Resistenza',
        coupons: 'I buoni di ogni auto (HX-GAP-9)',
        reroll: 'Ritiri',
        extraDie: 'Dadi in più',
        humans: 'Piloti umani (HX-M5-6)',
        handbrakeTurn: 'Curva col freno a mano',
        rollPenalty: 'Penalità sui tiri',
        forbidden: 'vietata',
        plus3: '+3 alla sua difficoltà',
        'every-roll': 'su ogni tiro',
        'handbrake-only': 'solo sulla curva col freno a mano',
        none: 'nessuna',
      },
    },
  },
  describe(car, events, language) {
    const words = WORDS[language];
    return (events as HexRallyEvent[]).filter((event) => 'car' in event && event.car === car).flatMap((event) => line(words, event) ?? []);
  },

  playerColumns(game, language) {
    const words = WORDS[language];
    const { cars } = game as HexRallyState;
    return {
      headers: words.headers,
      cells: (car) => {
        const c = cars[car];
        if (!c) return words.headers.map(() => '-');
        return [words.drivers[c.driver], String(c.speed), String(c.laps), `${c.coupons.reroll}+${c.coupons.extraDie}`, words.status[c.status]];
      },
    };
  },

  // The rulebook scores no points: the classification is the result.
  points: () => ({}),

  stepName({ id, kind, number }, language) {
    const { steps } = WORDS[language];
    return kind === DRIVER ? steps.driver : kind === DECLARATION ? steps.declaration(number) : kind === REACTION ? steps.reaction(number) : id;
  },

  situation(game, cars, language) {
    const words = WORDS[language].situation;
    const state = game as HexRallyState;
    return cars.flatMap((car) => {
      const c = state.cars[car];
      if (c?.status !== 'racing') return [];
      return [
        {
          heading: words.heading(car),
          lines: [words.coupons(c.coupons.reroll, c.coupons.extraDie), ...(c.increase > 0 ? [words.increase(c.increase)] : [])],
        },
      ];
    });
  },

  prompts: {
    en: {
      [DRIVER]: 'Choose your driver, human or orc',
      [DECLARATION]: 'Send your manoeuvre, such as M3R2A3 (the order in the notation), with the car you honk at if you honk',
      [REACTION]: 'Your roll failed: answer with the coupon you use (a re-roll or an extra die) or none',
    },
    it: {
      [DRIVER]: 'Scegli il tuo pilota, umano o orco',
      [DECLARATION]: "Invia la tua manovra, per esempio M3R2A3 (l'ordine nella notazione), con l'auto a cui suoni il clacson se lo suoni",
      [REACTION]: 'Il tuo tiro è fallito: rispondi con il buono che usi (un ritiro o un dado in più) o nessuno',
    },
  },

  purposes: {
    en: {
      grid: 'grid draw',
      manoeuvre: 'manoeuvre',
      reroll: 're-roll',
      extraDie: 'extra die',
      handbrakeSpread: 'handbrake turn',
      skidDirection: 'fishtail direction',
      skidSpeed: 'fishtail speed',
    },
    it: {
      grid: 'sorteggio della griglia',
      manoeuvre: 'manovra',
      reroll: 'ritiro',
      extraDie: 'dado in più',
      handbrakeSpread: 'freno a mano',
      skidDirection: 'direzione della sbandata',
      skidSpeed: 'velocità della sbandata',
    },
  },
};
