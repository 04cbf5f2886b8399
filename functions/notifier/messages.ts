/**
 * Every word the emails say, one table per language. The Italian table follows the wording of
 * the AICS original (griglia di partenza, codice di controllo, GNU).
 */
import type { RollPurpose } from '../../domain/dice.ts';
import { own } from '../../domain/own.ts';
import type { AicsPurpose } from '../../domain/speed-circuit/aics/purposes.ts';
import type { ClassicPurpose } from '../../domain/speed-circuit/classic/purposes.ts';

export type Language = 'it' | 'en';

/** Whom an email is written for: his language, and the IANA time zone he reads times in (UTC without one). */
export interface Reader {
  language: Language;
  timeZone?: string | undefined;
}

export interface Messages {
  locale: string;
  greeting(name: string): string;
  raceLink(url: string): string;
  deadline(when: string): string;
  registered: {
    subject(title: string): string;
    entry(car: string, title: string): string;
    tokenIntro: string;
    tokenAdvice: string;
  };
  grid: {
    subject(title: string): string;
    intro: string;
    headers: [position: string, car: string, driver: string];
  };
  turn: {
    subject(title: string, turn: number): string;
    intro(turn: number): string;
    /** The alternative text of the circuit picture. */
    picture(turn: number): string;
    /** One car's turn in a sentence: `clauses` are what happened, in order. */
    report(car: string, name: string, clauses: string[]): string;
    nonHumanPlayer: string;
    /** `dice` as `3d6`, `result` as `2+5+6 = 13` or, for one die, `4`. */
    roll(purpose: string, dice: string, result: string, code: string): string;
    verify(url: string): string;
    playersHeading: string;
    headers: [position: string, car: string, driver: string];
  };
  finished: {
    subject(title: string): string;
    intro: string;
    headers: [position: string, car: string, driver: string, points: string];
    seedIntro: string;
    seedAdvice: string;
  };
  /** The words of the shipped games' purposes; a purpose without words is shown by its name. */
  purposes: Record<AicsPurpose | ClassicPurpose, string>;
}

const en: Messages = {
  locale: 'en-GB',
  greeting: (name) => `Hello ${name},`,
  raceLink: (url) => `Race page: ${url}`,
  deadline: (when) => `Next deadline: ${when}.`,
  registered: {
    subject: (title) => `${title}: registration confirmed`,
    entry: (car, title) => `you are registered for ${title} with car number ${car}.`,
    tokenIntro: 'Your secret token, needed for every form you send for this car:',
    tokenAdvice: 'Keep it to yourself: anyone who has it can move your car. It will not be sent again.',
  },
  grid: {
    subject: (title) => `${title}: starting grid`,
    intro: 'The pole laps are resolved. The starting grid:',
    headers: ['Pos', 'Car', 'Driver'],
  },
  turn: {
    subject: (title, turn) => `${title}: turn ${turn} resolved`,
    intro: (turn) => `Turn ${turn} has been played. What happened to every car:`,
    picture: (turn) => `The circuit after turn ${turn}`,
    report: (car, name, clauses) => `${name} (car ${car}): ${clauses.join(', ') || 'nothing to report'}.`,
    nonHumanPlayer: 'no move arrived in time: the non-human player drove this car',
    roll: (purpose, dice, result, code) => `${dice} roll for ${purpose}: ${result} (verification code ${code})`,
    verify: (url) => `Check any roll by its verification code at ${url}`,
    playersHeading: 'Players',
    headers: ['Pos', 'Car', 'Driver'],
  },
  finished: {
    subject: (title) => `${title}: final classification`,
    intro: 'The race is over. Final classification:',
    headers: ['Pos', 'Car', 'Driver', 'Points'],
    seedIntro: 'The dice seed of this race, secret until now:',
    seedAdvice: 'Its SHA-256 is the hash published when the race was created; with it anyone can recompute every roll.',
  },
  purposes: {
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
};

const it: Messages = {
  locale: 'it-IT',
  greeting: (name) => `Ciao ${name},`,
  raceLink: (url) => `Pagina della gara: ${url}`,
  deadline: (when) => `Prossima scadenza: ${when}.`,
  registered: {
    subject: (title) => `${title}: iscrizione confermata`,
    entry: (car, title) => `sei iscritto a ${title} con l'auto numero ${car}.`,
    tokenIntro: 'La tua chiave segreta, da indicare in ogni modulo che invii per questa auto:',
    tokenAdvice: 'Non darla a nessuno: chi la possiede può muovere la tua auto. Non verrà inviata di nuovo.',
  },
  grid: {
    subject: (title) => `${title}: griglia di partenza`,
    intro: 'I giri di pole sono stati risolti. La griglia di partenza:',
    headers: ['Pos', 'Auto', 'Pilota'],
  },
  turn: {
    subject: (title, turn) => `${title}: turno ${turn} risolto`,
    intro: (turn) => `Il turno ${turn} è stato giocato. Ecco cosa è successo a ogni auto:`,
    picture: (turn) => `Il circuito dopo il turno ${turn}`,
    report: (car, name, clauses) => `${name} (auto ${car}): ${clauses.join(', ') || 'niente da segnalare'}.`,
    nonHumanPlayer: 'la mossa non è arrivata in tempo: questa auto è stata mossa dallo GNU',
    roll: (purpose, dice, result, code) => `tiro di ${dice} per ${purpose}: ${result} (codice di controllo ${code})`,
    verify: (url) => `Puoi verificare ogni tiro con il suo codice di controllo su ${url}`,
    playersHeading: 'Giocatori',
    headers: ['Pos', 'Auto', 'Pilota'],
  },
  finished: {
    subject: (title) => `${title}: classifica finale`,
    intro: 'La gara è finita. Classifica finale:',
    headers: ['Pos', 'Auto', 'Pilota', 'Punti'],
    seedIntro: 'Il seme dei dadi di questa gara, finora segreto:',
    seedAdvice: "Il suo SHA-256 è l'hash pubblicato alla creazione della gara: con il seme chiunque può ricalcolare ogni tiro.",
  },
  purposes: {
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

export const messages: Record<Language, Messages> = { en, it };

/** What a roll was for, in the reader's words, or the purpose's own name for a game without words for it. */
export const purposeWords = (m: Messages, purpose: RollPurpose): string => own<string>(m.purposes, purpose) ?? purpose;

/** An instant in the reader's language and time zone, named after the time so nobody mistakes whose clock it is. */
export const formatInstant = (iso: string, { language, timeZone = 'UTC' }: Reader): string =>
  `${new Intl.DateTimeFormat(messages[language].locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))} ${timeZone}`;
