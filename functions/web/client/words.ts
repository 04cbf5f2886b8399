/**
 * Every word the pages say that is not a game's own (the games' words are their reporters'), one
 * table per language, the emails' languages. The page reads in the seat's registered language,
 * else the browser's; the Italian follows the AICS league's words (griglia, codice di controllo).
 */
import type { Language } from '../../../domain/race/language.ts';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
const list = (items: string[], and: string): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);

const en = {
  locale: 'en-GB',
  /** The static parts of the pages, by their `data-words` key. */
  page: {
    skip: 'Skip to content',
    allRaces: 'All races',
    racesTitle: 'Races',
    racesLoading: 'Loading the races…',
    racesCaption: 'Every race, with its phase and its next deadline',
    raceColumn: 'Race',
    circuitColumn: 'Circuit',
    phaseColumn: 'Phase',
    deadlineColumn: 'Next deadline',
    raceLoading: 'Loading the race…',
    pictureHeading: 'The race',
    pictureFrame: 'The race picture: scroll or drag to move around it when zoomed',
    zoom: 'Zoom',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    replay: 'Replay',
    replayPrevious: 'Previous step',
    replayNext: 'Next step',
    replayMine: 'Since my last submission',
    replayLatest: 'Latest',
    situationHeading: 'What you hold',
    playersHeading: 'Players',
    seedIntro: "The race's dice seed, secret until the finish:",
    seedAdvice: 'Its SHA-256 is the hash published when the race was created; with it anyone can recompute every roll (the dice check, or npm run audit).',
    youHeading: 'Your car',
    registerHeading: 'Register for this race',
    name: 'Name',
    email: 'Email',
    language: 'Language of the page and the emails',
    timeZone: 'Time zone of your deadlines',
    register: 'Register',
    token: 'Player token',
    tokenHelp: 'The token you were given when you registered (also in your registration email). It stays in this browser only.',
    useToken: 'Use this token',
    forgetToken: 'Forget the token',
    stepHeading: 'Your submission',
    moveHeading: 'Your move',
    moveLabel: 'Move',
    moveHelp:
      'Speed, then the lane (CA, CB…) or trajectory (T1…) of the coming curve, then * and the placement: for example 140 CB * I. Choose a cell of the table below to start from it.',
    sendMove: 'Send the move',
    speedsHeading: 'Speeds allowed this turn',
    reportsHeading: 'What happened',
    diceHeading: 'Verify a roll',
    diceCode: 'Verification code',
    verify: 'Verify',
    withdrawHeading: 'Leave the race',
    withdrawHelp: 'Withdrawing takes your car out of the race for good: it cannot be undone.',
    withdraw: 'Withdraw from the race',
    standingOrderHeading: 'Standing order',
    standingOrderHelp: 'What the race plays for your car in a step you miss. Nobody else sees it before the finish.',
  },
  races: {
    none: 'No race yet.',
    count: (count: number) => `${plural(count, 'race', 'races')}.`,
    failed: (reason: string) => `The races could not be loaded: ${reason}`,
  },
  /** A race's phase in the list of races: open for registration, finished, or under way whatever its step. */
  phases: { registration: 'Registration is open', finished: 'Finished', running: 'Under way' },
  status: {
    finishedOn: (when: string) => `Finished on ${when}`,
    /** The open step, by its name in words. */
    open: (step: string) => `Now: ${step}`,
    yours: (what: string, when: string) => `You are awaited: send ${what} by ${when}.`,
    waiting: (who: string[], when: string) => `Waiting for ${list(who, 'and')}, by ${when}.`,
    everyoneIn: (when: string) => `Every submission is in: the step is played at the latest by ${when}.`,
    laps: (laps: number) => plural(laps, 'lap', 'laps'),
    on: (circuit: string) => `on ${circuit}`,
    loadFailed: (reason: string) => `The race could not be loaded: ${reason}`,
  },
  car: (car: string, name: string) => `car ${car} (${name})`,
  carShort: (car: string) => `Car ${car}`,
  step: {
    before: 'before the first step',
    after: (step: string) => `after ${step}`,
    now: (when: string) => `Now, ${when}.`,
    replayOf: (when: string, latest: string) => `Replay: ${when} (latest: ${latest}).`,
    pictureAlt: (title: string, when: string) => `${title}: the race ${when}. The players table below lists every car.`,
    /** A step the game names not: its kind and number. */
    fallback: (kind: string, number: number) => (number > 0 ? `${kind} ${number}` : kind),
  },
  reports: {
    none: 'No step has been played yet.',
    nonHuman: 'Nothing arrived in time: the non-human player drove this car.',
    roll: (dice: number, sides: number, purpose: string, faces: string) => `${dice}d${sides} for ${purpose}: ${faces}`,
    verifyRoll: (code: string) => `Verify roll ${code}`,
  },
  players: {
    position: 'Pos',
    car: 'Car',
    player: 'Player',
    points: 'Points',
    sent: 'Sent',
    toSend: 'to send',
    hasSent: 'sent',
    out: 'out',
  },
  you: {
    watchingRegistration: 'You are watching. Register below to race, or give the token of your car.',
    watching: 'You are watching. Give the token of your car to play.',
    drive: (car: string, name: string) => `You drive car ${car} (${name}).`,
    driveOut: (car: string, name: string) => `You drive car ${car} (${name}), which is out of the race.`,
    registered: (car: string) => `You are registered with car ${car}. Your secret token, shown only this once:`,
    tokenKept:
      'This browser keeps it for this race, and your registration email has it too (ask for a new one with your email if you lose it). Anyone who has it can move your car.',
    refused: (reason: string) => `The registration was refused: ${reason}`,
    notAccepted: (reason: string) => `This token was not accepted: ${reason}`,
    notThisRace: 'this token does not belong to a car of this race',
    withdrawConfirm: 'Withdraw for good: your car leaves the race',
    withdrawn: 'You have withdrawn from the race.',
    withdrawFailed: (reason: string) => `The withdrawal was refused: ${reason}`,
  },
  standingOrder: {
    none: 'No standing order is set: a step you miss is played for you as the rules say.',
    isSet: 'Your standing order is set: the race plays it in any step you miss.',
    set: 'Set this standing order',
    clear: 'Clear the standing order',
    refused: (reason: string) => `The standing order was refused: ${reason}`,
  },
  form: {
    loading: 'Loading the choices…',
    notMade: (reason: string) => `The choices could not be shown: ${reason}`,
    carQuestion: 'Which car',
    send: 'Send',
    preview: 'Preview',
    sending: 'Sending…',
    ready: 'Ready',
    readyHelp: 'There is nothing to choose in this step: tell the race you are ready.',
    pickOne: 'Pick one.',
    pickMany: (min: number, max: number) =>
      min === max ? `Pick ${plural(max, 'option', 'options')}.` : min === 0 ? `Pick up to ${max}.` : `Pick from ${min} to ${max}.`,
    ordered: 'In order: your first pick is the one you want most.',
    less: 'Less',
    more: 'More',
    order: (place: number) => `#${place}`,
    unanswered: 'Answer every question to send.',
    notation: (text: string) => `In the notation: ${text}`,
    typeInstead: 'Or write it in the notation',
    typeLabel: 'Written in the notation',
    sendText: 'Send the text',
    sent: (car: string, revision: number) => `Sent for car ${car}: revision ${revision}.`,
    waiting: (cars: string[]) => (cars.length === 0 ? 'Every car has sent.' : `Still to send: ${list(cars, 'and')}.`),
    replace: 'You may replace it until the step is played.',
    alreadySent: (car: string, revision: number) => `Car ${car} has sent revision ${revision} for this step. You may replace it until the step is played.`,
    notAccepted: (reason: string) => `Not accepted: ${reason}`,
    notSent: (reason: string) => `Not sent: ${reason}`,
    pictureLabel: 'The race: choose on the picture',
    confirm: 'Send it anyway',
    before: 'Before it is sent:',
  },
  dice: {
    checking: (code: string) => `Checking ${code}…`,
    none: (code: string) => `No roll or shuffle has the code ${code}.`,
    roll: 'Roll',
    shuffle: 'Shuffle',
    qualifying: 'qualifying',
    turn: (turn: number) => `turn ${turn}`,
    car: (car: string) => `car ${car}`,
    what: (kind: string, code: string, race: string, step: string, car: string, purpose: string) =>
      `${kind} ${code}: race ${race}, ${step}${car ? `, ${car}` : ''}, for ${purpose}.`,
    secret: 'The race is not over: the dice seed is still secret, so this can be recomputed only after the finish.',
    verified: 'Verified: the revealed seed gives exactly this result.',
    notVerified: 'NOT verified: the revealed seed gives a different result.',
    shuffleSecret: (size: number) => `${plural(size, 'item', 'items')}; their order stays secret until the finish.`,
    shuffleOrder: (size: number, order: string) =>
      `${plural(size, 'item', 'items')}, in the order ${order} (each the place the item held before the shuffle, from 0).`,
    rollResult: (dice: number, sides: number, faces: string, total: number) => `${dice}d${sides}: ${faces} (total ${total}).`,
  },
};

export type Words = typeof en;

const it: Words = {
  locale: 'it-IT',
  page: {
    skip: 'Vai al contenuto',
    allRaces: 'Tutte le gare',
    racesTitle: 'Gare',
    racesLoading: 'Caricamento delle gare…',
    racesCaption: 'Tutte le gare, con la fase e la prossima scadenza',
    raceColumn: 'Gara',
    circuitColumn: 'Circuito',
    phaseColumn: 'Fase',
    deadlineColumn: 'Prossima scadenza',
    raceLoading: 'Caricamento della gara…',
    pictureHeading: 'La gara',
    pictureFrame: "L'immagine della gara: scorrila o trascinala per muoverti quando è ingrandita",
    zoom: 'Ingrandimento',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    replay: 'Rivedi',
    replayPrevious: 'Passo precedente',
    replayNext: 'Passo successivo',
    replayMine: 'Dal mio ultimo invio',
    replayLatest: 'Ultimo',
    situationHeading: 'Quello che hai',
    playersHeading: 'Giocatori',
    seedIntro: 'Il seme dei dadi della gara, segreto fino alla fine:',
    seedAdvice:
      "Il suo SHA-256 è l'hash pubblicato alla creazione della gara; con esso chiunque può ricalcolare ogni tiro (la verifica dei dadi, o npm run audit).",
    youHeading: 'La tua auto',
    registerHeading: 'Iscriviti a questa gara',
    name: 'Nome',
    email: 'Email',
    language: 'Lingua della pagina e delle email',
    timeZone: 'Fuso orario delle tue scadenze',
    register: 'Iscriviti',
    token: 'Codice del giocatore',
    tokenHelp: "Il codice che hai ricevuto all'iscrizione (anche nella email di iscrizione). Resta solo in questo browser.",
    useToken: 'Usa questo codice',
    forgetToken: 'Dimentica il codice',
    stepHeading: 'Il tuo invio',
    moveHeading: 'La tua mossa',
    moveLabel: 'Mossa',
    moveHelp:
      'Velocità, poi la corsia (CA, CB…) o la traiettoria (T1…) della prossima curva, poi * e il piazzamento: per esempio 140 CB * I. Scegli una casella della tabella qui sotto per partire da essa.',
    sendMove: 'Invia la mossa',
    speedsHeading: 'Velocità ammesse in questo turno',
    reportsHeading: 'Cosa è successo',
    diceHeading: 'Verifica un tiro',
    diceCode: 'Codice di controllo',
    verify: 'Verifica',
    withdrawHeading: 'Lasciare la gara',
    withdrawHelp: 'Ritirandoti la tua auto esce dalla gara per sempre: non si può annullare.',
    withdraw: 'Ritirati dalla gara',
    standingOrderHeading: 'Ordine permanente',
    standingOrderHelp: 'Ciò che la gara gioca per la tua auto in un passo che salti. Nessun altro lo vede prima della fine.',
  },
  races: {
    none: 'Ancora nessuna gara.',
    count: (count: number) => `${plural(count, 'gara', 'gare')}.`,
    failed: (reason: string) => `Non è stato possibile caricare le gare: ${reason}`,
  },
  phases: { registration: 'Iscrizioni aperte', finished: 'Conclusa', running: 'In corso' },
  status: {
    finishedOn: (when: string) => `Conclusa il ${when}`,
    open: (step: string) => `Ora: ${step}`,
    yours: (what: string, when: string) => `Si aspetta te: invia ${what} entro ${when}.`,
    waiting: (who: string[], when: string) => `Si aspetta ${list(who, 'e')}, entro ${when}.`,
    everyoneIn: (when: string) => `Tutti hanno inviato: il passo sarà giocato al più tardi entro ${when}.`,
    laps: (laps: number) => plural(laps, 'giro', 'giri'),
    on: (circuit: string) => `su ${circuit}`,
    loadFailed: (reason: string) => `Non è stato possibile caricare la gara: ${reason}`,
  },
  car: (car: string, name: string) => `l'auto ${car} (${name})`,
  carShort: (car: string) => `Auto ${car}`,
  step: {
    before: 'prima del primo passo',
    // The step's name in quotes after its noun, so that no article has to agree with it (as the emails do).
    after: (step: string) => `dopo il passo «${step}»`,
    now: (when: string) => `Ora, ${when}.`,
    replayOf: (when: string, latest: string) => `Rivedi: ${when} (ultimo: ${latest}).`,
    pictureAlt: (title: string, when: string) => `${title}: la gara ${when}. La tabella dei giocatori qui sotto elenca ogni auto.`,
    fallback: (kind: string, number: number) => (number > 0 ? `${kind} ${number}` : kind),
  },
  reports: {
    none: 'Non è stato ancora giocato nessun passo.',
    nonHuman: 'Non è arrivato nulla in tempo: questa auto è stata guidata dal giocatore non umano.',
    roll: (dice: number, sides: number, purpose: string, faces: string) => `${dice}d${sides} per ${purpose}: ${faces}`,
    verifyRoll: (code: string) => `Verifica il tiro ${code}`,
  },
  players: {
    position: 'Pos',
    car: 'Auto',
    player: 'Giocatore',
    points: 'Punti',
    sent: 'Inviato',
    toSend: 'da inviare',
    hasSent: 'inviato',
    out: 'fuori',
  },
  you: {
    watchingRegistration: 'Stai guardando. Iscriviti qui sotto per correre, o inserisci il codice della tua auto.',
    watching: 'Stai guardando. Inserisci il codice della tua auto per giocare.',
    drive: (car: string, name: string) => `Guidi l'auto ${car} (${name}).`,
    driveOut: (car: string, name: string) => `Guidi l'auto ${car} (${name}), che è fuori dalla gara.`,
    registered: (car: string) => `Sei iscritto con l'auto ${car}. Il tuo codice segreto, mostrato solo questa volta:`,
    tokenKept:
      'Questo browser lo conserva per questa gara, e lo trovi anche nella email di iscrizione (se lo perdi, chiedine uno nuovo con la tua email). Chiunque lo abbia può muovere la tua auto.',
    refused: (reason: string) => `L'iscrizione è stata rifiutata: ${reason}`,
    notAccepted: (reason: string) => `Questo codice non è stato accettato: ${reason}`,
    notThisRace: "questo codice non appartiene a un'auto di questa gara",
    withdrawConfirm: 'Ritirati per sempre: la tua auto lascia la gara',
    withdrawn: 'Ti sei ritirato dalla gara.',
    withdrawFailed: (reason: string) => `Il ritiro è stato rifiutato: ${reason}`,
  },
  standingOrder: {
    none: 'Nessun ordine permanente: un passo che salti è giocato per te come dicono le regole.',
    isSet: 'Il tuo ordine permanente è impostato: la gara lo gioca in ogni passo che salti.',
    set: 'Imposta questo ordine permanente',
    clear: "Cancella l'ordine permanente",
    refused: (reason: string) => `L'ordine permanente è stato rifiutato: ${reason}`,
  },
  form: {
    loading: 'Caricamento delle scelte…',
    notMade: (reason: string) => `Non è stato possibile mostrare le scelte: ${reason}`,
    carQuestion: 'Quale auto',
    send: 'Invia',
    preview: 'Anteprima',
    sending: 'Invio in corso…',
    ready: 'Pronto',
    readyHelp: 'In questo passo non c’è nulla da scegliere: comunica alla gara che sei pronto.',
    pickOne: 'Scegline una.',
    pickMany: (min: number, max: number) => (min === max ? `Scegline ${max}.` : min === 0 ? `Scegline fino a ${max}.` : `Scegline da ${min} a ${max}.`),
    ordered: 'In ordine: la prima scelta è quella che vuoi di più.',
    less: 'Meno',
    more: 'Più',
    order: (place: number) => `n. ${place}`,
    unanswered: 'Rispondi a ogni domanda per inviare.',
    notation: (text: string) => `Nella notazione: ${text}`,
    typeInstead: 'Oppure scrivilo nella notazione',
    typeLabel: 'Scritto nella notazione',
    sendText: 'Invia il testo',
    sent: (car: string, revision: number) => `Inviato per l'auto ${car}: revisione ${revision}.`,
    waiting: (cars: string[]) => (cars.length === 0 ? 'Tutte le auto hanno inviato.' : `Devono ancora inviare: ${list(cars, 'e')}.`),
    replace: 'Puoi sostituirlo finché il passo non è giocato.',
    alreadySent: (car: string, revision: number) =>
      `L'auto ${car} ha inviato la revisione ${revision} per questo passo. Puoi sostituirla finché il passo non è giocato.`,
    notAccepted: (reason: string) => `Non accettato: ${reason}`,
    notSent: (reason: string) => `Non inviato: ${reason}`,
    pictureLabel: "La gara: scegli sull'immagine",
    confirm: 'Invia comunque',
    before: 'Prima di inviarlo:',
  },
  dice: {
    checking: (code: string) => `Verifica di ${code}…`,
    none: (code: string) => `Nessun tiro o mescolata ha il codice ${code}.`,
    roll: 'Tiro',
    shuffle: 'Mescolata',
    qualifying: 'qualifica',
    turn: (turn: number) => `turno ${turn}`,
    car: (car: string) => `auto ${car}`,
    what: (kind: string, code: string, race: string, step: string, car: string, purpose: string) =>
      `${kind} ${code}: gara ${race}, ${step}${car ? `, ${car}` : ''}, per ${purpose}.`,
    secret: 'La gara non è finita: il seme dei dadi è ancora segreto, quindi il risultato si può ricalcolare solo dopo la fine.',
    verified: 'Verificato: il seme rivelato dà esattamente questo risultato.',
    notVerified: 'NON verificato: il seme rivelato dà un risultato diverso.',
    shuffleSecret: (size: number) => `${plural(size, 'elemento', 'elementi')}; il loro ordine resta segreto fino alla fine.`,
    shuffleOrder: (size: number, order: string) =>
      `${plural(size, 'elemento', 'elementi')}, nell'ordine ${order} (ognuno il posto che l'elemento aveva prima della mescolata, da 0).`,
    rollResult: (dice: number, sides: number, faces: string, total: number) => `${dice}d${sides}: ${faces} (totale ${total}).`,
  },
};

const tables: Record<Language, Words> = { en, it };

/** The language the page is read in, once the seat's is known (or the browser's until then). */
let current: Language = 'en';

export const languageOf = (): Language => current;
export const said = (): Words => tables[current];

/** The browser's language when it is one the pages speak, English otherwise. */
export const browserLanguage = (): Language =>
  (navigator.languages ?? [navigator.language]).map((tag) => tag.slice(0, 2)).find((tag): tag is Language => tag === 'it' || tag === 'en') ?? 'en';

/** Switches the page to `language`: its `lang`, and every static part marked with `data-words`. */
export function speak(language: Language): void {
  current = language;
  document.documentElement.lang = language;
  const { page } = tables[language];
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-words]'))) {
    const key = element.dataset.words as keyof Words['page'];
    if (!Object.hasOwn(page, key)) continue;
    if (element.dataset.wordsIn) element.setAttribute(element.dataset.wordsIn, page[key]);
    else element.textContent = page[key];
  }
}
