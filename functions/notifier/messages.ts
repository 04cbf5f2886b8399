/**
 * Every word the emails say about any game, one table per language; each game's own are its
 * reporter's (domain/reports.ts). The Italian table follows the wording of the AICS original
 * (griglia di partenza, codice di controllo, GNU).
 */
import type { Language } from '../../domain/race/events.ts';

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
  /** What the step now open asks (the game's words), and by when. */
  next(prompt: string, when: string): string;
  registered: {
    subject(title: string): string;
    entry(car: string, title: string): string;
    tokenIntro: string;
    tokenAdvice: string;
  };
}

/**
 * The words of the race's emails, a table of its own: the API function, which sends only the
 * registration's emails, never loads it.
 */
export interface RaceMessages {
  grid: {
    subject(title: string): string;
    intro: string;
    /** The alternative text of the grid's picture. */
    picture: string;
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
  started: {
    subject(title: string): string;
    intro(turn: number): string;
  };
  /** Before a deadline, to a player who has sent nothing for it: `cars` are his cars still awaited. */
  reminder: {
    subject(title: string, step: string): string;
    intro(step: string, cars: string[]): string;
    nonHumanPlayer: string;
  };
  /** A step of any other kind than the first games' (a bid, one car's move), by the name the game gives it. */
  step: {
    subject(title: string, step: string): string;
    intro(step: string): string;
    picture(step: string): string;
  };
  finished: {
    subject(title: string): string;
    intro: string;
    headers: [position: string, car: string, driver: string, points: string];
    seedIntro: string;
    seedAdvice: string;
  };
}

const en: Messages = {
  locale: 'en-GB',
  greeting: (name) => `Hello ${name},`,
  raceLink: (url) => `Race page: ${url}`,
  deadline: (when) => `Next deadline: ${when}.`,
  next: (prompt, when) => `${prompt} by ${when}.`,
  registered: {
    subject: (title) => `${title}: registration confirmed`,
    entry: (car, title) => `you are registered for ${title} with car number ${car}.`,
    tokenIntro: 'Your secret token, needed for every form you send for this car:',
    tokenAdvice: 'Keep it to yourself: anyone who has it can move your car. It will not be sent again.',
  },
};

const enRace: RaceMessages = {
  grid: {
    subject: (title) => `${title}: starting grid`,
    intro: 'The pole laps are resolved. The starting grid:',
    picture: 'The cars on the starting grid',
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
  started: {
    subject: (title) => `${title}: the race has started`,
    intro: (turn) => `The race has started: turn ${turn} is open. Send your move before the deadline, or the non-human player drives your car.`,
  },
  reminder: {
    subject: (title, step) => `${title}: ${step} closes soon`,
    intro: (step, cars) => `Nothing has arrived yet from you for ${step} (car ${cars.join(', car ')}).`,
    nonHumanPlayer: 'Without it, the non-human player plays for your car.',
  },
  step: {
    subject: (title, step) => `${title}: ${step} played`,
    intro: (step) => `${step} has been played. What happened:`,
    picture: (step) => `The race after ${step}`,
  },
  finished: {
    subject: (title) => `${title}: final classification`,
    intro: 'The race is over. Final classification:',
    headers: ['Pos', 'Car', 'Driver', 'Points'],
    seedIntro: 'The dice seed of this race, secret until now:',
    seedAdvice: 'Its SHA-256 is the hash published when the race was created; with it anyone can recompute every roll.',
  },
};

const it: Messages = {
  locale: 'it-IT',
  greeting: (name) => `Ciao ${name},`,
  raceLink: (url) => `Pagina della gara: ${url}`,
  deadline: (when) => `Prossima scadenza: ${when}.`,
  next: (prompt, when) => `${prompt} entro ${when}.`,
  registered: {
    subject: (title) => `${title}: iscrizione confermata`,
    entry: (car, title) => `sei iscritto a ${title} con l'auto numero ${car}.`,
    tokenIntro: 'La tua chiave segreta, da indicare in ogni modulo che invii per questa auto:',
    tokenAdvice: 'Non darla a nessuno: chi la possiede può muovere la tua auto. Non verrà inviata di nuovo.',
  },
};

const itRace: RaceMessages = {
  grid: {
    subject: (title) => `${title}: griglia di partenza`,
    intro: 'I giri di pole sono stati risolti. La griglia di partenza:',
    picture: 'Le auto sulla griglia di partenza',
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
  started: {
    subject: (title) => `${title}: la gara è partita`,
    intro: (turn) => `La gara è partita: il turno ${turn} è aperto. Invia la tua mossa entro la scadenza, o la tua auto sarà mossa dallo GNU.`,
  },
  reminder: {
    subject: (title, step) => `${title}: ${step} sta per chiudersi`,
    intro: (step, cars) => `Per ${step} non è ancora arrivato niente da te (auto ${cars.join(', auto ')}).`,
    nonHumanPlayer: 'Senza la tua mossa, la tua auto sarà mossa dallo GNU.',
  },
  step: {
    subject: (title, step) => `${title}: ${step} giocato`,
    intro: (step) => `È stato giocato ${step}. Ecco cosa è successo:`,
    picture: (step) => `La gara dopo ${step}`,
  },
  finished: {
    subject: (title) => `${title}: classifica finale`,
    intro: 'La gara è finita. Classifica finale:',
    headers: ['Pos', 'Auto', 'Pilota', 'Punti'],
    seedIntro: 'Il seme dei dadi di questa gara, finora segreto:',
    seedAdvice: "Il suo SHA-256 è l'hash pubblicato alla creazione della gara: con il seme chiunque può ricalcolare ogni tiro.",
  },
};

export const messages: Record<Language, Messages> = { en, it };
export const raceMessages: Record<Language, RaceMessages> = { en: enRace, it: itRace };

/** An instant in the reader's language and time zone, named after the time so nobody mistakes whose clock it is. */
export const formatInstant = (iso: string, { language, timeZone = 'UTC' }: Reader): string =>
  `${new Intl.DateTimeFormat(messages[language].locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))} ${timeZone}`;
