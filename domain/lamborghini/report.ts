/**
 * Lamborghini's words, for the emails and the web page (domain/race/report.ts): what a step's
 * events did to each car (the cards turned up and chosen in the draft, the pairing, the grants, the
 * Speed card drawn, the cards played, the checks, damages, directions, bumps, the squares moved,
 * the finish, the Long game's bids, purchases and prizes), the players table, the steps' names and
 * prompts, the purposes of the shuffles and draws, and what a seat holds that the board does not
 * show (its hand, its money, the cards face up). A card dealt face down is never named in what the
 * events did (LB-PREP-2..4), a card played is; a seat's hand is named to it from its own view.
 */

import type { Language } from '../race/language.ts';
import type { RaceReporter, Situation } from '../race/report.ts';
import { BOARD_NAMES } from './board/shipped-names.ts';
import { speedCard } from './cards.ts';
import { cardName } from './choices/words.ts';
import { isDraftOver, PILES, type Pile } from './draft.ts';
import { WORDS as CARD_WORDS } from './picture/words.ts';
import type { LamborghiniEvent, LamborghiniState } from './state.ts';

interface Words {
  drew(value: number, use: 'movement' | 'luck'): string;
  played(name: string): string;
  checked(reason: 'pass' | 'runaway' | 'bump', total: number, outcome: 'incident' | 'nothing' | 'plusOne'): string;
  damaged(damages: number): string;
  avoided: string;
  directed(heading: string | undefined, chooser: 'self' | 'right' | undefined): string;
  chose(heading: string, by: string): string;
  bumped(kind: 'rearEnd' | 'push', hit: string): string;
  moved(squares: number, distance: number): string;
  finished(past: number): string;
  stopped: string;
  withdrawn(reason: string): string;
  /** LB-DRAFT-3, LB-DRAFT-5: cards turned up, by nobody (the table's first eight) or by the seat whose turn it is. */
  faceUp(cards: number): string;
  turnedUp(name: string, pile: string): string;
  /** LB-DRAFT-5, LB-DRAFT-7 Proposed (b): the cards a seat chose, none when no face-up card was one it may take. */
  picked(names: string[]): string;
  /** LB-PREP-1: a Murcielago given its Car and Driver cards and its chosen cards. */
  paired(car: string, driver: string, cards: string[]): string;
  /** LB-PREP-2..4: a card granted face down; a grant that found none left. */
  granted: string;
  grantMissed(type: string): string;
  repaired(damages: number): string;
  movementChanged(by: number, reason: MovementReason): string;
  /** LB-GAP-6: the order of play drawn; LB-QUAL: the grid; LB-ORDER-1: a round's order. */
  seated(order: string[]): string;
  grid(grid: string[]): string;
  round(round: number, order: string[]): string;
  speedDeck(cards: number): string;
  /** The Long game (LB-AUCT, LB-LONG): money, bids, purchases, repairs, the Economic phase, prizes. */
  funded(money: string[]): string;
  bidsOpened(bids: string[], order: string[]): string;
  paid(name: string, price: string): string;
  repairsPaid(damages: number, cost: string): string;
  exchanged(gave: string[], took: string): string;
  replaced(sold: string, refund: string, bought: string, price: string): string;
  prizes(prizes: string[]): string;
  /** `car 1: $5,000`. */
  carMoney(car: string, money: string): string;
  money(amount: number): string;
  headings: Record<'forward' | 'forwardLeft' | 'forwardRight', string>;
  headers: string[];
  status: Record<'racing' | 'finished' | 'stopped' | 'out', string>;
  piles: Record<Pile, string>;
  steps: {
    turnUp(turn: number): string;
    choose(turn: number): string;
    pairing: string;
    move(step: number): string;
    direction(step: number): string;
    bid: string;
    economy(turn: number): string;
  };
  situation: {
    faceUp: string;
    chosen: string;
    piles: string;
    pile(pile: string, cards: number): string;
    hand(car: string, carCard: string, driverCard: string): string;
    empty: string;
    money: string;
    bid(amount: string): string;
  };
}

type MovementReason = 'plusOne' | 'damage' | 'offTrack' | 'leftTrack' | 'aerodynamics' | 'blocked';

/** `25,000` or `25.000`: the thousands of an amount grouped as the language writes them. */
const grouped = (amount: number, separator: string): string => {
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return amount < 0 ? `-${digits}` : digits;
};

const WORDS: Record<Language, Words> = {
  en: {
    drew: (value, use) => `drew a ${value}${use === 'luck' ? ' with Luck' : ''} for its speed`,
    played: (name) => `played ${name}`,
    checked: (reason, total, outcome) =>
      `${{ pass: 'passing check', runaway: 'runaway check', bump: 'bump check' }[reason]}: ${total}, ${{ incident: 'an incident', nothing: 'nothing happens', plusOne: '+1 square' }[outcome]}`,
    damaged: (damages) => `took a damage (${damages} in all)`,
    avoided: 'took no further damage',
    directed: (heading, chooser) =>
      heading
        ? `incident direction: ${heading}`
        : chooser === 'self'
          ? 'chooses its incident direction'
          : 'the player on its right chooses its incident direction',
    chose: (heading, by) => `direction ${heading}, chosen by seat ${by}`,
    bumped: (kind, hit) => `${kind === 'rearEnd' ? 'rear-ended' : 'pushed'} car ${hit}`,
    moved: (squares, distance) => `moved ${squares} square${squares === 1 ? '' : 's'}, distance ${distance}`,
    finished: (past) => `crossed the finish line after its laps, ${past} square${past === 1 ? '' : 's'} past it`,
    stopped: 'stopped for good by its damage',
    withdrawn: (reason) => `out of the race: ${reason}`,
    faceUp: (cards) => `${cards} cards turned up on the table`,
    turnedUp: (name, pile) => `turned up ${name} from the ${pile} pile`,
    picked: (names) => (names.length === 0 ? 'chose no card: none face up is one it may take' : `chose ${names.join(' and ')}`),
    paired: (car, driver, cards) => `is ${car} driven by ${driver}${cards.length > 0 ? `, with ${cards.join(', ')}` : ''}`,
    granted: 'was dealt a card face down',
    grantMissed: (type) => `was due a ${type} card, but none was left`,
    repaired: (damages) => `repaired ${damages} damage${damages === 1 ? '' : 's'}`,
    movementChanged: (by, reason) =>
      `${by > 0 ? '+' : ''}${by} square${Math.abs(by) === 1 ? '' : 's'} (${{ plusOne: 'its check gave +1', damage: 'its damage', offTrack: 'off the track', leftTrack: 'it left the track', aerodynamics: 'Aerodynamics', blocked: 'blocked' }[reason]})`,
    seated: (order) => `order of play drawn: car ${order.join(', car ')}`,
    grid: (grid) => `starting grid: car ${grid.join(', car ')}`,
    round: (round, order) => `round ${round}, order of play: car ${order.join(', car ')}`,
    speedDeck: (cards) => `the Speed deck is formed, ${cards} cards shuffled`,
    funded: (money) => `money: ${money.join(', ')}`,
    bidsOpened: (bids, order) => `bids opened: ${bids.join(', ')}; order of choosing: car ${order.join(', car ')}`,
    paid: (name, price) => `bought ${name} for ${price}`,
    repairsPaid: (damages, cost) => `paid ${cost} to repair ${damages} damage${damages === 1 ? '' : 's'}`,
    exchanged: (gave, took) => `gave back ${gave.join(' and ')}, took ${took}`,
    replaced: (sold, refund, bought, price) => `sold ${sold} for ${refund}, bought ${bought} for ${price}`,
    prizes: (prizes) => `prizes: ${prizes.join(', ')}`,
    carMoney: (car, money) => `car ${car} ${money}`,
    money: (amount) => `$${grouped(amount, ',')}`,
    headings: { forward: 'forward', forwardLeft: 'forward-left', forwardRight: 'forward-right' },
    headers: ['Car card', 'Driver card', 'Distance', 'Damage', 'Cards', 'Status'],
    status: { racing: 'racing', finished: 'finished', stopped: 'stopped', out: 'out' },
    piles: { car: 'Car', driver: 'Driver', technology: 'Technology', manoeuvre: 'Manoeuvre' },
    steps: {
      turnUp: (turn) => `turn-up ${turn} of the draft`,
      choose: (turn) => `pick ${turn} of the draft`,
      pairing: 'pairing of the Murcielagos',
      move: (step) => `move ${step}`,
      direction: (step) => `incident direction ${step}`,
      bid: 'sealed bids',
      economy: (turn) => `Economic phase, turn ${turn}`,
    },
    situation: {
      faceUp: 'Face up on the table',
      chosen: 'Your cards chosen',
      piles: 'Face down in the piles',
      pile: (pile, cards) => `${pile}: ${cards} card${cards === 1 ? '' : 's'}`,
      hand: (car, carCard, driverCard) => `Your hand, car ${car} (${carCard}, ${driverCard})`,
      empty: 'no cards',
      money: 'Your money',
      bid: (amount) => `your bid, opened: ${amount}`,
    },
  },
  it: {
    drew: (value, use) => `estrae un ${value}${use === 'luck' ? ' con Fortuna' : ''} per la velocità`,
    played: (name) => `gioca ${name}`,
    checked: (reason, total, outcome) =>
      `${{ pass: 'verifica di passaggio', runaway: 'verifica per velocità eccessiva', bump: 'verifica di tamponamento' }[reason]}: ${total}, ${{ incident: 'incidente', nothing: 'non succede nulla', plusOne: '+1 casella' }[outcome]}`,
    damaged: (damages) => `subisce un danno (${damages} in tutto)`,
    avoided: 'non subisce altri danni',
    directed: (heading, chooser) =>
      heading
        ? `direzione dell'incidente: ${heading}`
        : chooser === 'self'
          ? "sceglie la direzione dell'incidente"
          : "il giocatore alla sua destra sceglie la direzione dell'incidente",
    chose: (heading, by) => `direzione ${heading}, scelta dal posto ${by}`,
    bumped: (kind, hit) => `${kind === 'rearEnd' ? 'tampona' : 'spinge'} l'auto ${hit}`,
    moved: (squares, distance) => `avanza di ${squares} casell${squares === 1 ? 'a' : 'e'}, distanza ${distance}`,
    finished: (past) => `taglia il traguardo dopo i suoi giri, ${past} casell${past === 1 ? 'a' : 'e'} oltre`,
    stopped: 'ferma per sempre per i danni',
    withdrawn: (reason) => `fuori gara: ${reason}`,
    faceUp: (cards) => `${cards} carte scoperte sul tavolo`,
    turnedUp: (name, pile) => `scopre ${name} dalla pila ${pile}`,
    picked: (names) => (names.length === 0 ? 'non sceglie nessuna carta: nessuna di quelle scoperte si può prendere' : `sceglie ${names.join(' e ')}`),
    paired: (car, driver, cards) => `è ${car} guidata da ${driver}${cards.length > 0 ? `, con ${cards.join(', ')}` : ''}`,
    granted: 'riceve una carta coperta',
    grantMissed: (type) => `doveva ricevere una carta ${type}, ma non ne restava nessuna`,
    repaired: (damages) => `ripara ${damages} dann${damages === 1 ? 'o' : 'i'}`,
    movementChanged: (by, reason) =>
      `${by > 0 ? '+' : ''}${by} casell${Math.abs(by) === 1 ? 'a' : 'e'} (${{ plusOne: 'la verifica dà +1', damage: 'i danni', offTrack: 'fuori pista', leftTrack: 'è uscita di pista', aerodynamics: 'Aerodinamica', blocked: 'bloccata' }[reason]})`,
    seated: (order) => `ordine di gioco sorteggiato: auto ${order.join(', auto ')}`,
    grid: (grid) => `griglia di partenza: auto ${grid.join(', auto ')}`,
    round: (round, order) => `turno ${round}, ordine di gioco: auto ${order.join(', auto ')}`,
    speedDeck: (cards) => `il mazzo Velocità è formato: ${cards} carte mescolate`,
    funded: (money) => `denaro: ${money.join(', ')}`,
    bidsOpened: (bids, order) => `offerte aperte: ${bids.join(', ')}; ordine di scelta: auto ${order.join(', auto ')}`,
    paid: (name, price) => `compra ${name} per ${price}`,
    repairsPaid: (damages, cost) => `paga ${cost} per riparare ${damages} dann${damages === 1 ? 'o' : 'i'}`,
    exchanged: (gave, took) => `restituisce ${gave.join(' e ')}, prende ${took}`,
    replaced: (sold, refund, bought, price) => `vende ${sold} per ${refund}, compra ${bought} per ${price}`,
    prizes: (prizes) => `premi: ${prizes.join(', ')}`,
    carMoney: (car, money) => `auto ${car} ${money}`,
    money: (amount) => `${grouped(amount, '.')}$`,
    headings: { forward: 'avanti', forwardLeft: 'avanti a sinistra', forwardRight: 'avanti a destra' },
    headers: ['Carta Auto', 'Carta Pilota', 'Distanza', 'Danni', 'Carte', 'Stato'],
    status: { racing: 'in gara', finished: 'arrivata', stopped: 'ferma', out: 'fuori' },
    piles: { car: 'Auto', driver: 'Piloti', technology: 'Tecnologia', manoeuvre: 'Manovra' },
    steps: {
      turnUp: (turn) => `scoperta ${turn} della fase strategica`,
      choose: (turn) => `scelta ${turn} della fase strategica`,
      pairing: 'abbinamento delle Murcielago',
      move: (step) => `mossa ${step}`,
      direction: (step) => `direzione dell'incidente ${step}`,
      bid: 'offerte in busta chiusa',
      economy: (turn) => `fase economica, turno ${turn}`,
    },
    situation: {
      faceUp: 'Scoperte sul tavolo',
      chosen: 'Le carte che hai scelto',
      piles: 'Coperte nelle pile',
      pile: (pile, cards) => `${pile}: ${cards} cart${cards === 1 ? 'a' : 'e'}`,
      hand: (car, carCard, driverCard) => `La tua mano, auto ${car} (${carCard}, ${driverCard})`,
      empty: 'nessuna carta',
      money: 'Il tuo denaro',
      bid: (amount) => `la tua offerta, aperta: ${amount}`,
    },
  },
};

/** The name of a Technology or Manoeuvre card's type, as the cards are named everywhere (picture/words.ts): `Brakes`, `Luck`. */
const typeName = (type: string, language: Language): string => {
  const { technology, manoeuvre } = CARD_WORDS[language];
  return ({ ...technology, ...manoeuvre } as Record<string, string>)[type] ?? type;
};

/** A card by its name and the id a submission names it by: `Brakes (Blue) [T12]`. */
const cardLabel = (id: string, language: Language): string => `${cardName(id, language)} [${id}]`;

/** What `car` did in `events`: its own events, and its seat's in the draft and the Long game (a seat is named by its first car). */
const carLines = (language: Language, car: string, events: readonly LamborghiniEvent[]): string[] => {
  const words = WORDS[language];
  const name = (id: string) => cardName(id, language);
  const money = (amount: number) => words.money(amount);
  const out: string[] = [];
  let squares = 0;
  let distance = 0;
  const flush = () => {
    if (squares > 0) out.push(words.moved(squares, distance));
    squares = 0;
  };
  for (const event of events) {
    const mine = ('car' in event && event.car === car) || ('seat' in event && event.seat === car);
    if (event.type === 'paired') {
      // A seat pairs all its cars at once: each car is told its own.
      for (const paired of event.cars.filter((one) => one.car === car))
        out.push(words.paired(name(paired.carCard), name(paired.driverCard), paired.cards.map(name)));
      continue;
    }
    if (!mine) continue;
    if (event.type === 'moved') {
      squares += 1;
      distance = event.distance;
      continue;
    }
    flush();
    switch (event.type) {
      case 'turnedUp':
        out.push(words.turnedUp(cardLabel(event.card, language), words.piles[event.pile]));
        break;
      case 'chose':
        out.push(words.picked(event.cards.map((id) => cardLabel(id, language))));
        break;
      case 'granted':
        // Dealt face down (LB-PREP-2): never named here, whoever reads; its own seat finds it in its hand (the situation).
        out.push(words.granted);
        break;
      case 'grantMissed':
        out.push(words.grantMissed(typeName(event.grant.type, language)));
        break;
      case 'speedDrawn':
        if (event.use === 'movement' || event.use === 'luck') out.push(words.drew(speedCard(event.card).speed, event.use));
        break;
      case 'cardPlayed':
        out.push(words.played(name(event.card)));
        break;
      case 'checked':
        out.push(words.checked(event.reason, event.total, event.outcome));
        break;
      case 'damaged':
        out.push(words.damaged(event.damages));
        break;
      case 'damageAvoided':
        out.push(words.avoided);
        break;
      case 'repaired':
        out.push(words.repaired(event.damages));
        break;
      case 'movementChanged':
        out.push(words.movementChanged(event.by, event.reason));
        break;
      case 'directed':
        out.push(words.directed(event.heading && words.headings[event.heading], event.chooser));
        break;
      case 'headingChosen':
        out.push(words.chose(words.headings[event.heading], event.by));
        break;
      case 'bumped':
        out.push(words.bumped(event.kind, event.hit));
        break;
      case 'finished':
        out.push(words.finished(event.past));
        break;
      case 'stopped':
        out.push(words.stopped);
        break;
      case 'withdrawn':
        out.push(words.withdrawn(event.reason));
        break;
      case 'paid':
        out.push(words.paid(name(event.card), money(event.price)));
        break;
      case 'repairsPaid':
        out.push(words.repairsPaid(event.damages, money(event.cost)));
        break;
      case 'economised':
        for (const { gave, took } of event.exchanges) out.push(words.exchanged(gave.map(name), name(took)));
        for (const { sold, refund, bought, price } of event.replaced) out.push(words.replaced(name(sold), money(refund), name(bought), money(price)));
        break;
    }
  }
  flush();
  return out;
};

/** What `events` did to the race as a whole: the order of play, the cards turned up by nobody, the Speed deck, the grid, the rounds, the Long game's money. */
const raceLines = (language: Language, events: readonly LamborghiniEvent[]): string[] => {
  const words = WORDS[language];
  const amounts = (byCar: Record<string, number>) => Object.entries(byCar).map(([car, amount]) => words.carMoney(car, words.money(amount)));
  // LB-DRAFT-3: the table's first cards, which the situation lists.
  const opening = events.filter((event) => event.type === 'turnedUp' && event.seat === undefined).length;
  return [
    ...events.flatMap((event): string[] => {
      switch (event.type) {
        case 'seated':
          return [words.seated(event.order)];
        case 'speedDeckShuffled':
          // Before the finish the deck's order is out of every view: the event shows its size alone.
          return [words.speedDeck((event as { size?: number }).size ?? event.cards.length)];
        case 'gridFormed':
          return [words.grid(event.grid)];
        case 'roundBegan':
          return [words.round(event.round, event.order)];
        case 'funded':
          return [words.funded(amounts(event.money))];
        case 'bidsOpened':
          return [words.bidsOpened(amounts(event.bids), event.order)];
        case 'raced':
          return Object.keys(event.prizes).length > 0 ? [words.prizes(amounts(event.prizes))] : [];
        default:
          return [];
      }
    }),
    ...(opening > 0 ? [words.faceUp(opening)] : []),
  ];
};

/** A pile's or a hand's size as the reader's view gives it: the cards themselves, or only how many. */
const count = (cards: unknown): number => (Array.isArray(cards) ? cards.length : Number(cards));

/**
 * What the reader's seat holds that the board does not show, from his view alone: in the draft the
 * cards face up, those he chose and the piles' sizes; once paired each of his cars' hands; in the
 * Long game his money and his opened bid.
 */
const situation = (game: LamborghiniState, seat: readonly string[], language: Language): Situation[] => {
  const words = WORDS[language].situation;
  const label = (id: string) => cardLabel(id, language);
  const first = Object.keys(game.seats).find((one) => game.seats[one]?.includes(seat[0] ?? '')) ?? seat[0] ?? '';
  const drafting = game.grid.length === 0 && !isDraftOver(game.draft) && game.draft.order.length > 0;
  const draft: Situation[] = drafting
    ? [
        { heading: words.faceUp, lines: game.draft.faceUp.map(label) },
        { heading: words.chosen, lines: (game.draft.held[first] ?? []).map(label) },
        { heading: words.piles, lines: PILES.map((pile) => words.pile(WORDS[language].piles[pile], count(game.draft.piles[pile]))) },
      ]
    : [];
  const hands = seat.flatMap((car): Situation[] => {
    const murcielago = game.murcielagos[car];
    const hand = murcielago?.hand as unknown;
    if (!murcielago || !Array.isArray(hand)) return [];
    const lines = hand.length === 0 ? [words.empty] : hand.map(label);
    return [{ heading: words.hand(car, cardName(murcielago.carCard, language), cardName(murcielago.driverCard, language)), lines }];
  });
  const { long } = game;
  const money = long?.money[first];
  const bid = long?.bids?.[first];
  const purse: Situation[] =
    money === undefined
      ? []
      : [{ heading: words.money, lines: [WORDS[language].money(money), ...(bid === undefined ? [] : [words.bid(WORDS[language].money(bid))])] }];
  return [...draft, ...hands, ...purse];
};

export const lamborghiniReporter: RaceReporter = {
  circuits: BOARD_NAMES,
  organiser: {
    en: {
      name: 'Lamborghini',
      settings: {
        version: 'Version (LB-GAME-1; the Short game when empty)',
        short: 'Short game',
        long: 'Long game',
        carsPerSeat: 'Murcielagos of each player (LB-SETUP-5)',
        draftWindow: 'Time for each draw of the Strategic phase',
        pairingWindow: 'Time to pair the Murcielagos with their cards',
        moveWindow: 'Time for each move',
        laps: "Laps (the board's when empty)",
      },
    },
    it: {
      name: 'Lamborghini',
      settings: {
        version: 'Versione (LB-GAME-1; la partita breve se vuota)',
        short: 'Partita breve',
        long: 'Partita lunga',
        carsPerSeat: 'Murcielago di ogni giocatore (LB-SETUP-5)',
        draftWindow: 'Tempo per ogni scelta della fase strategica',
        pairingWindow: 'Tempo per abbinare le Murcielago alle loro carte',
        moveWindow: 'Tempo per ogni mossa',
        laps: 'Giri (quelli del tabellone se vuoto)',
      },
    },
  },
  describe(car, events, language) {
    const list = events as LamborghiniEvent[];
    return car === null ? raceLines(language, list) : carLines(language, car, list);
  },

  playerColumns(game, language) {
    const words = WORDS[language];
    const state = game as LamborghiniState | undefined;
    return {
      headers: words.headers,
      cells: (car) => {
        const murcielago = state?.murcielagos[car];
        const at = state?.race.cars[car];
        if (!murcielago || !at) return words.headers.map(() => '-');
        const status = at.out !== undefined ? 'out' : at.finished ? 'finished' : at.stopped ? 'stopped' : 'racing';
        // A hand another seat sees is only its number of cards (the game's view).
        return [
          cardName(murcielago.carCard, language),
          cardName(murcielago.driverCard, language),
          String(at.distance),
          String(at.damages),
          String(count(murcielago.hand)),
          words.status[status],
        ];
      },
    };
  },

  stepName({ id, kind, number }, language) {
    const { steps } = WORDS[language];
    switch (kind) {
      case 'turnUp':
        return steps.turnUp(number);
      case 'choose':
        return steps.choose(number);
      case 'pairing':
        return steps.pairing;
      case 'move':
        return steps.move(number);
      case 'direction':
        return steps.direction(number);
      case 'bid':
        return steps.bid;
      case 'economy':
        return steps.economy(number);
      default:
        return id;
    }
  },

  situation: (game, seat, language) => situation(game as LamborghiniState, seat, language),

  // LB-FIN-3: in the Short game the classification is the result; it scores no points.
  points: () => ({}),

  prompts: {
    en: {
      turnUp: 'Turn up a Technology or Manoeuvre card, then a Driver or Car card',
      choose: 'Choose your card(s) from those face up, by their ids',
      pairing: 'Pair your Murcielagos with their cards',
      move: 'Play your card(s) and plan your squares',
      direction: 'Choose the incident direction',
      bid: 'Send your sealed bid, in banknotes of $1,000',
      economy: 'Make your turn of the Economic phase: exchange cards, sell and buy Car and Driver cards, or pass',
    },
    it: {
      turnUp: 'Scopri una carta Tecnologia o Manovra, poi una carta Pilota o Auto',
      choose: 'Scegli la tua carta (o le tue carte) fra quelle scoperte, indicandole per sigla',
      pairing: 'Abbina le tue Murcielago alle loro carte',
      move: 'Gioca la tua carta e scegli le caselle',
      direction: "Scegli la direzione dell'incidente",
      bid: 'Invia la tua offerta in busta chiusa, in banconote da 1.000$',
      economy: 'Fai il tuo turno della fase economica: scambia carte, vendi e compra carte Auto e Pilota, o passa',
    },
  },

  purposes: {
    en: {
      carPile: 'Car cards shuffled',
      driverPile: 'Driver cards shuffled',
      technologyPile: 'Technology cards shuffled',
      manoeuvrePile: 'Manoeuvre cards shuffled',
      speedDeck: 'Speed deck shuffled',
      firstPlayer: 'first player drawn',
    },
    it: {
      carPile: 'carte Auto mescolate',
      driverPile: 'carte Piloti mescolate',
      technologyPile: 'carte Tecnologia mescolate',
      manoeuvrePile: 'carte Manovra mescolate',
      speedDeck: 'mazzo Velocità mescolato',
      firstPlayer: 'sorteggio del primo giocatore',
    },
  },
};
