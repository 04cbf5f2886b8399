/**
 * The words of hex rally's choices (choices/*.ts), one table per language: the questions of each
 * step, each option's label, and what it costs or risks in the rulebook's terms (a difficulty, the
 * roll needed on 3d6 with its chance, a coupon, the horn's penalties).
 */
import type { Language } from '../../race/language.ts';
import type { Driver } from '../car.ts';
import type { Side } from '../hex.ts';
import { MAX_DIFFICULTY, type Refusal, refusalMessage } from '../legality.ts';
import { type Order, speedChange } from '../order.ts';
import { ALL_WAYS, type Modifier } from '../roll.ts';
import type { HumanRules } from '../settings.ts';

/** What a roll against a difficulty takes: the 3d6 needed once the modifiers are counted, and the ways of 216 that make it. */
export interface Cost {
  difficulty: number;
  need: number;
  ways: number;
}

/** The best the extra die could make of a failed roll: `degree` (0 a success) from `face` on, `ways` faces of 6. */
export interface Improvement {
  degree: number;
  face: number;
  ways: number;
}

export interface ChoiceWords {
  driver: { question: string; help: string; drivers: Record<Driver, string>; human(humans: HumanRules): string; orc: string };
  manoeuvre: { question: string; help: string; names: Record<Order['manoeuvre'], string> };
  side: { question(manoeuvre: 3 | 4 | 5): string; sides: Record<Side, string> };
  rows: { question(manoeuvre: 3 | 4): string; help: string; label(rows: number): string };
  speed: {
    question: string;
    accelerate(by: number, after: number): string;
    brake(by: number, after: number): string;
    keep(after: number, turn: boolean): string;
  };
  horn: {
    question: string;
    help: string;
    label(car: string, name: string, hexes: number): string;
    detail(car: string): string;
    far(hexes: number, reach: number): string;
  };
  /** A difficulty and the roll it needs; the range of a choice that still has several orders. */
  cost(cost: Cost): string;
  costRange(easiest: Cost, hardest: number): string;
  refused(refusal: Refusal): string;
  summary: {
    speed(speed: number, increase: number): string;
    modifiers: Record<Modifier['reason'], string>;
    onRoll(modifiers: string): string;
    order(text: string, description: string, after: number): string;
    describe(order: Order): string;
    difficulty(own: number, increase: number): string;
    need(cost: Cost): string;
    /** HX-ROLL-2 Proposed: the least degree of a failure after failures in a row. */
    atLeast(degree: number): string;
    finish: string;
  };
  warnings: { cannotSucceed(need: number): string; wall(hits: number, spread: boolean, out: boolean): string };
  reaction: {
    question: string;
    help: string;
    rolled(order: string, dice: readonly number[], modifiers: string, total: number, difficulty: number, degree: number): string;
    reroll(left: number): string;
    extraDie(left: number): string;
    none: string;
    noneLeft: string;
    rerollDetail(cost: Cost): string;
    extraDieDetail(lowest: number, best: Improvement | undefined): string;
    kept(degree: number, increase: number): string;
  };
}

const percent = (ways: number, of: number, words: { under: string; over: string }): string => {
  const value = (100 * ways) / of;
  if (value > 0 && value < 1) return words.under;
  if (value > 99 && value < 100) return words.over;
  return `${Math.round(value)}%`;
};

const signed = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);
const modifierList = (modifiers: readonly Modifier[], names: Record<Modifier['reason'], string>): string =>
  modifiers.map(({ reason, value }) => `${signed(value)} ${names[reason]}`).join(', ');

const EN_SIDES: Record<Side, string> = { left: 'to the left', right: 'to the right' };
const IT_SIDES: Record<Side, string> = { left: 'a sinistra', right: 'a destra' };
const enRows = (rows: number) => `${rows} row${rows === 1 ? '' : 's'}`;
const itRows = (rows: number) => `${rows} corsi${rows === 1 ? 'a' : 'e'}`;
/** A lane change's or a turn's speed change, after its shift. */
const changeWords = (order: Order, accelerating: string, braking: string): string => {
  const by = speedChange(order);
  return by > 0 ? `, ${accelerating} ${by}` : by < 0 ? `, ${braking} ${-by}` : '';
};
const EN_PERCENT = { under: 'under 1%', over: 'over 99%' };
const IT_PERCENT = { under: "meno dell'1%", over: 'oltre il 99%' };

const EN_MODIFIERS: Record<Modifier['reason'], string> = {
  collision: 'collision last turn',
  honked: 'horn heard last turn',
  human: 'human driver',
  horn: 'your horn',
};
const IT_MODIFIERS: Record<Modifier['reason'], string> = {
  collision: 'urto nel turno prima',
  honked: 'clacson subito nel turno prima',
  human: 'pilota umano',
  horn: 'il tuo clacson',
};

export const WORDS: Record<Language, ChoiceWords> = {
  en: {
    driver: {
      question: 'Who drives your car',
      help: 'Chosen once, before the start. A player who chooses nothing drives an orc.',
      drivers: { human: 'Human', orc: 'Orc' },
      human: ({ handbrakeTurn, rollPenalty }) =>
        [
          handbrakeTurn === 'forbidden'
            ? 'may not make the handbrake turn (M5)'
            : rollPenalty === 'handbrake-only'
              ? ''
              : 'handbrake turn (M5) at +3 difficulty',
          rollPenalty === 'every-roll' ? '−3 on every roll' : rollPenalty === 'handbrake-only' ? '−3 on the roll of a handbrake turn (M5)' : '',
        ]
          .filter(Boolean)
          .join('; '),
      orc: 'no handicap: the handbrake turn allowed, no roll penalty',
    },
    manoeuvre: {
      question: 'Manoeuvre',
      help: 'You roll 3d6 with your modifiers: the difficulty or more succeeds.',
      names: {
        0: 'M0 change nothing',
        1: 'M1 straight-line acceleration',
        2: 'M2 straight-line braking',
        3: 'M3 lane change',
        4: 'M4 turn',
        5: 'M5 handbrake turn',
      },
    },
    side: { question: (manoeuvre) => (manoeuvre === 3 ? 'Lane change' : 'Turn'), sides: EN_SIDES },
    rows: {
      question: (manoeuvre) => (manoeuvre === 3 ? 'Rows to move over' : 'Rows aside at the end of the turn'),
      help: 'About as many hexes ahead as aside is the smoothest turn; a sharper or a wider one costs more.',
      label: enRows,
    },
    speed: {
      question: 'Speed change',
      accelerate: (by, after) => `accelerate by ${by}: speed ${after}`,
      brake: (by, after) => `brake by ${by}: speed ${after}`,
      keep: (after, turn) => (turn ? `no throttle: speed ${after} (a turn loses 1)` : `keep the speed: ${after}`),
    },
    horn: {
      question: 'Horn (optional)',
      help: 'Sound it at a car within 3 hexes: −1 on your roll now, −3 on its next roll.',
      label: (car, name, hexes) => `Car ${car} (${name}), ${hexes} hex${hexes === 1 ? '' : 'es'} away`,
      detail: (car) => `−1 on your roll; −3 on car ${car}'s next roll`,
      far: (hexes, reach) => `${hexes} hexes away: the horn reaches ${reach}`,
    },
    cost: ({ difficulty, need, ways }) => {
      if (ways === ALL_WAYS) return `difficulty ${difficulty}: cannot fail`;
      if (ways === 0) return `difficulty ${difficulty}: cannot succeed, it needs ${need} on 3d6`;
      return `difficulty ${difficulty}: roll ${need} or more on 3d6 (${percent(ways, ALL_WAYS, EN_PERCENT)})`;
    },
    costRange: (easiest, hardest) => {
      const at = easiest.ways === ALL_WAYS ? 'cannot fail' : `roll ${easiest.need} or more on 3d6, ${percent(easiest.ways, ALL_WAYS, EN_PERCENT)}`;
      return `difficulty ${easiest.difficulty} to ${hardest} (the easiest: ${at})`;
    },
    refused: refusalMessage,
    summary: {
      speed: (speed, increase) => `Speed ${speed}.${increase > 0 ? ` The last failure adds ${increase} to every difficulty.` : ''}`,
      modifiers: EN_MODIFIERS,
      onRoll: (modifiers) => `On your roll: ${modifiers}.`,
      order: (text, description, after) => `${text}: ${description}; speed ${after} after it.`,
      describe: (order) => {
        switch (order.manoeuvre) {
          case 0:
            return 'change nothing';
          case 1:
            return `accelerate by ${order.accelerate}`;
          case 2:
            return `brake by ${order.brake}`;
          case 3:
            return `lane change ${enRows(order.rows)} ${EN_SIDES[order.side]}${changeWords(order, 'accelerating by', 'braking by')}`;
          case 4:
            return `turn ${EN_SIDES[order.side]}, ending ${enRows(order.rows)} aside${changeWords(order, 'accelerating by', 'braking by')}`;
          case 5:
            return `handbrake turn ${EN_SIDES[order.side]}`;
        }
      },
      difficulty: (own, increase) => `Difficulty ${own + increase}${increase > 0 ? ` (${own} + ${increase} after the last failure)` : ''}.`,
      need: (cost) =>
        cost.ways === ALL_WAYS
          ? 'Roll needed: none, it cannot fail.'
          : `Roll needed: ${cost.need} or more on 3d6 (${percent(cost.ways, ALL_WAYS, EN_PERCENT)}).`,
      atLeast: (degree) => `If it fails, it fails at degree ${degree} or worse: failures in a row.`,
      finish: 'If it succeeds, the car crosses the finish line for the last time.',
    },
    warnings: {
      cannotSucceed: (need) => `It cannot succeed: it needs ${need} on 3d6, which make at most 18.`,
      wall: (hits, spread, out) =>
        `If it succeeds, its route runs into the wall ${hits} time${hits === 1 ? '' : 's'}${spread ? ' (with the middle spread of the handbrake turn)' : ''}: each costs 1 speed and 1 durability${out ? ', and it puts the car out of the race' : ''}.`,
    },
    reaction: {
      question: 'Coupon on your failed roll',
      help: 'Each coupon is used once; the roll changes before the cars move.',
      rolled: (order, dice, modifiers, total, difficulty, degree) =>
        `Your roll for ${order}: ${dice.join('+')}${modifiers ? ` (${modifiers})` : ''} = ${total} against difficulty ${difficulty}: failed at degree ${degree}.`,
      reroll: (left) => `Re-roll token (${left} left)`,
      extraDie: (left) => `Extra die (${left} left)`,
      none: 'None: keep the roll',
      noneLeft: 'none left',
      rerollDetail: (cost) =>
        cost.ways === 0
          ? `3d6 again: it cannot succeed, it needs ${cost.need}`
          : `3d6 again and the second roll stands, even if worse: success on ${cost.need} or more (${percent(cost.ways, ALL_WAYS, EN_PERCENT)})`,
      extraDieDetail: (lowest, best) => {
        const head = `1d6 replaces your lowest die, ${lowest}, if higher: `;
        if (best === undefined) return `${head}no face changes the outcome`;
        const faces = best.face === 6 ? 'a 6' : `a ${best.face} or more`;
        if (best.degree === 0) return `${head}${faces} makes it a success (${best.ways} in 6)`;
        return `${head}no face makes it a success; ${faces} makes it degree ${best.degree} (${best.ways} in 6)`;
      },
      kept: (degree, increase) => `failed at degree ${degree}: +${increase} on the next manoeuvre's difficulty`,
    },
  },
  it: {
    driver: {
      question: 'Chi guida la tua auto',
      help: 'Si sceglie una volta, prima del via. Chi non sceglie guida un orco.',
      drivers: { human: 'Umano', orc: 'Orco' },
      human: ({ handbrakeTurn, rollPenalty }) =>
        [
          handbrakeTurn === 'forbidden'
            ? 'non può fare la curva con il freno a mano (M5)'
            : rollPenalty === 'handbrake-only'
              ? ''
              : 'curva con il freno a mano (M5) a difficoltà +3',
          rollPenalty === 'every-roll' ? '−3 a ogni tiro' : rollPenalty === 'handbrake-only' ? '−3 al tiro di una curva con il freno a mano (M5)' : '',
        ]
          .filter(Boolean)
          .join('; '),
      orc: 'nessuno svantaggio: curva con il freno a mano permessa, nessuna penalità al tiro',
    },
    manoeuvre: {
      question: 'Manovra',
      help: 'Tiri 3d6 con i tuoi modificatori: la difficoltà o più riesce.',
      names: {
        0: 'M0 non cambiare nulla',
        1: 'M1 accelerazione in rettilineo',
        2: 'M2 frenata in rettilineo',
        3: 'M3 cambio di corsia',
        4: 'M4 curva',
        5: 'M5 curva con il freno a mano',
      },
    },
    side: { question: (manoeuvre) => (manoeuvre === 3 ? 'Cambio di corsia' : 'Curva'), sides: IT_SIDES },
    rows: {
      question: (manoeuvre) => (manoeuvre === 3 ? 'Corsie da spostarsi' : 'Corsie di lato alla fine della curva'),
      help: 'Circa tanti esagoni avanti quanti di lato è la curva più dolce; una più stretta o più larga costa di più.',
      label: itRows,
    },
    speed: {
      question: 'Cambio di velocità',
      accelerate: (by, after) => `accelera di ${by}: velocità ${after}`,
      brake: (by, after) => `frena di ${by}: velocità ${after}`,
      keep: (after, turn) => (turn ? `senza gas: velocità ${after} (la curva ne toglie 1)` : `mantieni la velocità: ${after}`),
    },
    horn: {
      question: 'Clacson (facoltativo)',
      help: "Suonalo a un'auto entro 3 esagoni: −1 al tuo tiro ora, −3 al suo prossimo tiro.",
      label: (car, name, hexes) => `Auto ${car} (${name}), a ${hexes} esagon${hexes === 1 ? 'o' : 'i'}`,
      detail: (car) => `−1 al tuo tiro; −3 al prossimo tiro dell'auto ${car}`,
      far: (hexes, reach) => `a ${hexes} esagoni: il clacson arriva a ${reach}`,
    },
    cost: ({ difficulty, need, ways }) => {
      if (ways === ALL_WAYS) return `difficoltà ${difficulty}: non può fallire`;
      if (ways === 0) return `difficoltà ${difficulty}: non può riuscire, servirebbe ${need} con 3d6`;
      return `difficoltà ${difficulty}: tiro di ${need} o più con 3d6 (${percent(ways, ALL_WAYS, IT_PERCENT)})`;
    },
    costRange: (easiest, hardest) => {
      const at = easiest.ways === ALL_WAYS ? 'non può fallire' : `tiro di ${easiest.need} o più con 3d6, ${percent(easiest.ways, ALL_WAYS, IT_PERCENT)}`;
      return `difficoltà da ${easiest.difficulty} a ${hardest} (la più facile: ${at})`;
    },
    refused: (refusal) => {
      switch (refusal.rule) {
        case 'acceleration':
          return `l'auto accelera al massimo di ${refusal.most}`;
        case 'braking':
          return `l'auto frena al massimo di ${refusal.most}`;
        case 'maxSpeed':
          return `sarebbe velocità ${refusal.after}, oltre la massima dell'auto, ${refusal.max}`;
        case 'turnAtRest':
          return `una curva toglie 1 di velocità: a velocità ${refusal.speed} finirebbe a ${refusal.after}`;
        case 'standing':
          return `l'auto è a velocità ${refusal.speed}: non può frenare di più`;
        case 'rows': {
          const what = refusal.manoeuvre === 3 ? `spostarsi di ${itRows(refusal.rows)}` : `finire la curva ${itRows(refusal.rows)} di lato`;
          return `${what} richiede una nuova velocità di ${refusal.rows} o più, non ${refusal.after}`;
        }
        case 'handbrakeHumans':
          return 'la curva con il freno a mano non è permessa agli umani';
        case 'handbrakeSpeed':
          return `la curva con il freno a mano richiede velocità ${refusal.least} o più, non ${refusal.speed}`;
        case 'difficulty': {
          const sum = refusal.increase > 0 ? ` (${refusal.own} + ${refusal.increase} per il fallimento precedente)` : '';
          return `difficoltà ${refusal.own + refusal.increase}${sum}, oltre ${MAX_DIFFICULTY}: non si può dichiarare`;
        }
      }
    },
    summary: {
      speed: (speed, increase) => `Velocità ${speed}.${increase > 0 ? ` Il fallimento precedente aggiunge ${increase} a ogni difficoltà.` : ''}`,
      modifiers: IT_MODIFIERS,
      onRoll: (modifiers) => `Al tuo tiro: ${modifiers}.`,
      order: (text, description, after) => `${text}: ${description}; velocità ${after} dopo la manovra.`,
      describe: (order) => {
        switch (order.manoeuvre) {
          case 0:
            return 'non cambia nulla';
          case 1:
            return `accelera di ${order.accelerate}`;
          case 2:
            return `frena di ${order.brake}`;
          case 3:
            return `cambio di corsia di ${itRows(order.rows)} ${IT_SIDES[order.side]}${changeWords(order, 'accelerando di', 'frenando di')}`;
          case 4:
            return `curva ${IT_SIDES[order.side]}, finendo ${itRows(order.rows)} di lato${changeWords(order, 'accelerando di', 'frenando di')}`;
          case 5:
            return `curva con il freno a mano ${IT_SIDES[order.side]}`;
        }
      },
      difficulty: (own, increase) => `Difficoltà ${own + increase}${increase > 0 ? ` (${own} + ${increase} per il fallimento precedente)` : ''}.`,
      need: (cost) =>
        cost.ways === ALL_WAYS
          ? 'Tiro necessario: nessuno, non può fallire.'
          : `Tiro necessario: ${cost.need} o più con 3d6 (${percent(cost.ways, ALL_WAYS, IT_PERCENT)}).`,
      atLeast: (degree) => `Se fallisce, il fallimento è almeno di grado ${degree}: fallimenti di fila.`,
      finish: "Se riesce, l'auto taglia il traguardo per l'ultima volta.",
    },
    warnings: {
      cannotSucceed: (need) => `Non può riuscire: servirebbe ${need} con 3d6, che fanno al massimo 18.`,
      wall: (hits, spread, out) =>
        `Se riesce, il percorso urta il muro ${hits} volt${hits === 1 ? 'a' : 'e'}${spread ? ' (con lo scarto medio della curva con il freno a mano)' : ''}: ognuna toglie 1 di velocità e 1 di resistenza${out ? ", e mette l'auto fuori gara" : ''}.`,
    },
    reaction: {
      question: 'Buono sul tiro fallito',
      help: 'Ogni buono si usa una volta; il tiro cambia prima che le auto si muovano.',
      rolled: (order, dice, modifiers, total, difficulty, degree) =>
        `Il tuo tiro per ${order}: ${dice.join('+')}${modifiers ? ` (${modifiers})` : ''} = ${total} contro difficoltà ${difficulty}: fallito di grado ${degree}.`,
      reroll: (left) => `Ritiro (ne rest${left === 1 ? 'a' : 'ano'} ${left})`,
      extraDie: (left) => `Dado in più (ne rest${left === 1 ? 'a' : 'ano'} ${left})`,
      none: 'Nessuno: tieni il tiro',
      noneLeft: 'non ne restano',
      rerollDetail: (cost) =>
        cost.ways === 0
          ? `di nuovo 3d6: non può riuscire, servirebbe ${cost.need}`
          : `di nuovo 3d6, vale il secondo tiro anche se peggiore: riesce con ${cost.need} o più (${percent(cost.ways, ALL_WAYS, IT_PERCENT)})`,
      extraDieDetail: (lowest, best) => {
        const head = `1d6 sostituisce il tuo dado più basso, ${lowest}, se è più alto: `;
        if (best === undefined) return `${head}nessuna faccia cambia l'esito`;
        const faces = best.face === 6 ? 'un 6' : `un ${best.face} o più`;
        if (best.degree === 0) return `${head}${faces} lo fa riuscire (${best.ways} su 6)`;
        return `${head}nessuna faccia lo fa riuscire; ${faces} lo porta al grado ${best.degree} (${best.ways} su 6)`;
      },
      kept: (degree, increase) => `fallito di grado ${degree}: +${increase} alla difficoltà della prossima manovra`,
    },
  },
};

/** The modifiers on a roll in words, `−3 human driver, −1 your horn`; empty for none. */
export const modifiersInWords = (words: ChoiceWords, modifiers: readonly Modifier[]): string => modifierList(modifiers, words.summary.modifiers);
