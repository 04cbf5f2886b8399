/**
 * Every word the emails say about any game, one table per language; each game's own are its
 * reporter's (domain/reports.ts). The Italian table follows the wording of the AICS original
 * (griglia di partenza, codice di controllo, GNU).
 */
import type { Language } from '../../domain/race/language.ts';

/** Whom an email is written for: his language, and the IANA time zone he reads times in (UTC without one). */
export interface Reader {
  language: Language;
  timeZone?: string | undefined;
}

/** A step's name at the head of a sentence. */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

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
    /** How to get a new token (`POST …/entries/token`, `url`), sent to `email` only. */
    tokenAgain(url: string, email: string): string;
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
    /** `player`: the game's name for its non-human player, with its article ("the non-human player", "lo GNU"). */
    nonHumanPlayer(player: string): string;
    /** `dice` as `3d6`, `result` as `2+5+6 = 13` or, for one die, `4`. */
    roll(purpose: string, dice: string, result: string, code: string): string;
    /** Above the links to each roll's and shuffle's check (SC-DICE-3). */
    verify: string;
    /** One roll's or shuffle's link: its code and what it was for. */
    check(code: string, purpose: string): string;
    playersHeading: string;
    headers: [position: string, car: string, driver: string];
  };
  started: {
    subject(title: string): string;
    intro(turn: number, player: string): string;
  };
  /** Registration closed: the race has its players and its first step is open. */
  closed: {
    subject(title: string): string;
    intro(cars: number): string;
  };
  /** Before a deadline, to a player who has sent nothing for it: `cars` are his cars still awaited. */
  reminder: {
    subject(title: string, step: string): string;
    intro(step: string, cars: string[]): string;
    nonHumanPlayer(player: string): string;
    /** How long is left to the deadline, in whole hours (0: less than one). */
    left(hours: number): string;
  };
  /** To the player of the one seat a step of several still waits for, once per step (issue 30). */
  last: {
    subject(title: string, step: string): string;
    intro(step: string, cars: string[]): string;
  };
  /** A step of any other kind than the first games' (a bid, one car's move), by the name the game gives it (`stepName`). */
  step: {
    subject(title: string, step: string): string;
    intro(step: string): string;
    picture(step: string): string;
  };
  /** What the reader is to do now: send for the step open (the game's prompt, or `sendFor`), or nothing while it waits for others. */
  awaiting: {
    sendFor(step: string): string;
    waiting(step: string, cars: string[], when: string): string;
  };
  /**
   * A seat handed over: `cars` its cars, `other` the other driver, `from` the substitute's first
   * step in the reader's words (absent when it is not known).
   */
  handedOver: {
    subject(title: string): string;
    intro(cars: string[], title: string, other: string, from: string | undefined): string;
    /** To the driver relieved of the seat. */
    relievedSubject(title: string): string;
    relieved(cars: string[], title: string, other: string, from: string | undefined): string;
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
    tokenAdvice: 'Keep it to yourself: anyone who has it can move your car.',
    tokenAgain: (url, email) => `Should you lose it, ask for a new one, which comes to this address only: POST ${url} with {"email":"${email}"}.`,
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
    nonHumanPlayer: (player) => `nothing arrived in time: ${player} played for this car`,
    roll: (purpose, dice, result, code) => `${dice} roll for ${purpose}: ${result} (verification code ${code})`,
    verify: 'Check each roll by its verification code:',
    check: (code, purpose) => `${code} (${purpose})`,
    playersHeading: 'Players',
    headers: ['Pos', 'Car', 'Driver'],
  },
  started: {
    subject: (title) => `${title}: the race has started`,
    intro: (turn, player) => `The race has started: turn ${turn} is open. Send your move before the deadline, or ${player} drives your car.`,
  },
  closed: {
    subject: (title) => `${title}: registration closed`,
    intro: (cars) => `Registration is closed: ${cars === 1 ? '1 car takes' : `${cars} cars take`} part.`,
  },
  reminder: {
    subject: (title, step) => `${title}: ${step} closes soon`,
    intro: (step, cars) => `Nothing has arrived yet from you for ${step} (car ${cars.join(', car ')}).`,
    nonHumanPlayer: (player) => `Without it, ${player} plays for your car.`,
    left: (hours) => (hours < 1 ? 'Less than an hour is left.' : hours === 1 ? '1 hour is left.' : `${hours} hours are left.`),
  },
  last: {
    subject: (title, step) => `${title}: you are the last to send for ${step}`,
    intro: (step, cars) =>
      `Every other player has sent for ${step}: it now waits only for car ${cars.join(', car ')}, and is played as soon as you send, or at the deadline.`,
  },
  step: {
    subject: (title, step) => `${title}: ${step} played`,
    intro: (step) => `${capitalised(step)} has been played. What happened:`,
    picture: (step) => `The race after ${step}`,
  },
  awaiting: {
    sendFor: (step) => `Send your submission for ${step}`,
    waiting: (step, cars, when) => `Nothing to send from you now: ${step} waits for car ${cars.join(', car ')}, until ${when}.`,
  },
  handedOver: {
    subject: (title) => `${title}: you now drive a seat`,
    intro: (cars, title, other, from) =>
      `the organiser has handed you the seat of ${other} in ${title}: you now drive car ${cars.join(', car ')}${from ? `, from ${from} on` : ''}. Its cars, its hand and its money are yours to play as they stand.`,
    relievedSubject: (title) => `${title}: you no longer drive your seat`,
    relieved: (cars, title, other, from) =>
      `the organiser has handed your seat in ${title} (car ${cars.join(', car ')}) to ${other}${from ? `, from ${from} on` : ''}. Your token no longer opens it. Thank you for the steps you drove.`,
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
    tokenAdvice: 'Non darla a nessuno: chi la possiede può muovere la tua auto.',
    tokenAgain: (url, email) => `Se la perdi, chiedine una nuova, che arriva solo a questo indirizzo: POST ${url} con {"email":"${email}"}.`,
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
    nonHumanPlayer: (player) => `non è arrivato niente in tempo: per questa auto ha giocato ${player}`,
    roll: (purpose, dice, result, code) => `tiro di ${dice} per ${purpose}: ${result} (codice di controllo ${code})`,
    verify: 'Verifica ogni tiro con il suo codice di controllo:',
    check: (code, purpose) => `${code} (${purpose})`,
    playersHeading: 'Giocatori',
    headers: ['Pos', 'Auto', 'Pilota'],
  },
  started: {
    subject: (title) => `${title}: la gara è partita`,
    intro: (turn, player) => `La gara è partita: il turno ${turn} è aperto. Invia la tua mossa entro la scadenza, o per la tua auto giocherà ${player}.`,
  },
  closed: {
    subject: (title) => `${title}: iscrizioni chiuse`,
    intro: (cars) => `Le iscrizioni sono chiuse: ${cars === 1 ? 'partecipa 1 auto' : `partecipano ${cars} auto`}.`,
  },
  // The step's name goes after a colon or in brackets: the Italian words need no article for it, whatever its gender.
  reminder: {
    subject: (title, step) => `${title}: ${step}, scadenza vicina`,
    intro: (step, cars) => `Per questo passo (${step}) non è ancora arrivato niente da te (auto ${cars.join(', auto ')}).`,
    nonHumanPlayer: (player) => `Se non arriva niente, per la tua auto giocherà ${player}.`,
    left: (hours) => (hours < 1 ? "Manca meno di un'ora." : hours === 1 ? 'Manca 1 ora.' : `Mancano ${hours} ore.`),
  },
  last: {
    subject: (title, step) => `${title}: ${step}, manchi solo tu`,
    intro: (step, cars) =>
      `Tutti gli altri giocatori hanno inviato per questo passo (${step}): ora si attende solo l'auto ${cars.join(", l'auto ")}, e si gioca appena invii, o alla scadenza.`,
  },
  step: {
    subject: (title, step) => `${title}: ${step}, esito`,
    intro: (step) => `${capitalised(step)}: ecco cosa è successo.`,
    picture: (step) => `La gara dopo questo passo (${step})`,
  },
  awaiting: {
    sendFor: (step) => `Invia la tua scelta per questo passo (${step})`,
    waiting: (step, cars, when) => `Per ora non devi inviare niente: questo passo (${step}) attende l'auto ${cars.join(", l'auto ")}, fino a ${when}.`,
  },
  handedOver: {
    subject: (title) => `${title}: ora guidi un posto`,
    intro: (cars, title, other, from) =>
      `l'organizzatore ti ha affidato il posto di ${other} in ${title}: ora guidi l'auto ${cars.join(", l'auto ")}${from ? `, a partire da questo passo (${from})` : ''}. Le sue auto, la sua mano e il suo denaro sono tuoi da giocare così come sono.`,
    relievedSubject: (title) => `${title}: non guidi più il tuo posto`,
    relieved: (cars, title, other, from) =>
      `l'organizzatore ha affidato il tuo posto in ${title} (auto ${cars.join(', auto ')}) a ${other}${from ? `, a partire da questo passo (${from})` : ''}. La tua chiave non lo apre più. Grazie per i passi che hai guidato.`,
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
