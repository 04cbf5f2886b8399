/**
 * The words of Lamborghini's choices, one table per language of the emails: the questions, each
 * option's label and what it costs or risks, why an option may not be picked, and the summary.
 * The cards' own names are the picture's (picture/words.ts), so a card reads the same everywhere.
 */
import type { Language } from '../../race/language.ts';
import type { Heading } from '../board/types.ts';
import { type CardId, card, type ManoeuvreType, type TechnologyType } from '../cards.ts';
import { WORDS as CARD_WORDS } from '../picture/words.ts';
import type { BrakesOutOfTurn } from '../race-state.ts';

/** What a check risks: an incident on a Speed card of `incidentAt` or less (5 to 12 are drawn). */
export interface Risk {
  incidentAt: number;
}

export interface ChoiceWords {
  faceDown(count: number): string;
  emptyInstead(other: string): string;
  bothEmpty: string;
  turnUpFirst: string;
  turnUpSecond: string;
  thenChoose(count: number): string;
  held(cards: string): string;
  needs(cars: number, drivers: number): string;
  faceUp(cards: string): string;
  choose(count: number): string;
  chooseHelp: string;
  holdsEnough(kind: 'car' | 'driver'): string;
  boundTo(brands: string): string;
  cannotPay(price: number, money: number): string;
  phaseOver: string;
  nothingToTake: string;
  money(amount: number): string;
  moneyAfter(amount: number): string;
  costs(price: number): string;
  bid: string;
  bidHelp: string;
  bidSummary(amount: number, kept: number): string;
  keepEnough(amount: number): string;
  sell: string;
  sellCard(name: string, kind: 'car' | 'driver'): string;
  refund(amount: number): string;
  noneOnMarket: string;
  replace(name: string): string;
  give(exchange: number): string;
  giveHelp: string;
  notSameCar: string;
  fewerThanTwo: string;
  pickedElsewhere: string;
  take(exchange: number): string;
  fromPile(pile: string, count: number): string;
  pileRisk: string;
  otherBrand: string;
  pairCar(car: string, other: string | undefined): string;
  pairDriver(car: string, other: string | undefined): string;
  pairBrand(car: string, other: string | undefined): string;
  pairCards(car: string, other: string | undefined): string;
  paired(car: string, cards: string): string;
  cardsToPlay: string;
  cardsHelp: string;
  oneCard: string;
  notAffectingSpeed: string;
  luckAlone: string;
  notNow: string;
  thisTurn(squares: number): string;
  onCheck(risk: Risk): string;
  square(step: number): string;
  squareHelp(left: number): string;
  heading: Record<Heading, string>;
  slipstream(heading: string): string;
  rearEnd(car: string): string;
  push(car: string): string;
  passOver: string;
  to(row: number, lane: number): string;
  free: string;
  aerodynamicsLost(bonus: number): string;
  check(risk: Risk): string;
  bumpChecks(own: Risk, theirs: Risk): string;
  passOverEnds(row: number, lane: number): string;
  crossesLine: string;
  brakes: string;
  brakesNow(instruction: string): string;
  brakesOutOfTurn: Record<BrakesOutOfTurn, string>;
  speedCard(value: number): string;
  movement(squares: number): string;
  movementLeft(squares: number): string;
  runaway(arrow: string, penalty: number, risk: Risk): string;
  arrows: Record<'yellow' | 'orange' | 'red', string>;
  luckPlayed: string;
  directionFixed(heading: string): string;
  planEnds(row: number, lane: number): string;
  unplanned(squares: number): string;
  afterBump: string;
  afterIncident: string;
  stopped: string;
  direction(car: string): string;
  offTrack: string;
  leftTrack: string;
  occupied: string;
  hand(car: string, cards: string): string;
  effects: Record<TechnologyType, (value: number) => string> & Record<ManoeuvreType, string>;
  carFigures(speed: number, manoeuvre: number, brings: string): string;
  none: string;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
const signed = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);

const en: ChoiceWords = {
  faceDown: (count) => `${plural(count, 'card', 'cards')} face down`,
  emptyInstead: (other) => `empty: the card is turned up from the ${other} instead`,
  bothEmpty: 'both piles are empty: nothing is turned up',
  turnUpFirst: 'Turn up first',
  turnUpSecond: 'Then turn up',
  thenChoose: (count) => `Then you choose ${plural(count, 'card', 'cards')} from those face up.`,
  held: (cards) => `You hold: ${cards}.`,
  needs: (cars, drivers) =>
    cars + drivers === 0
      ? 'You hold every Car and Driver card you need.'
      : `You still need: ${[cars > 0 && plural(cars, 'Car card', 'Car cards'), drivers > 0 && plural(drivers, 'Driver card', 'Driver cards')].filter(Boolean).join(', ')}.`,
  faceUp: (cards) => `Face up on the table: ${cards}.`,
  choose: (count) => (count === 1 ? 'Choose a card' : `Choose ${count} cards, one after the other`),
  chooseHelp: 'From the cards face up on the table: click one on the picture or below.',
  holdsEnough: (kind) => `you hold all the ${kind === 'car' ? 'Car' : 'Driver'} cards your cars need`,
  boundTo: (brands) => `your Technology is ${brands}: one brand per car`,
  cannotPay: (price, money) => `costs ${CARD_WORDS.en.money(price)} and you have ${CARD_WORDS.en.money(money)}`,
  phaseOver: 'the phase ends with the card chosen before',
  nothingToTake: 'No card face up is one you may take: you choose nothing this turn.',
  money: (amount) => `Your money: ${CARD_WORDS.en.money(amount)}.`,
  moneyAfter: (amount) => `After it: ${CARD_WORDS.en.money(amount)}.`,
  costs: (price) => `costs ${CARD_WORDS.en.money(price)}`,
  bid: 'Your sealed bid for the first choice, in thousands of dollars',
  bidHelp: 'Every bid is lost to the bank; the highest bidder chooses first.',
  bidSummary: (amount, kept) => `You bid ${CARD_WORDS.en.money(amount)} and keep ${CARD_WORDS.en.money(kept)}.`,
  keepEnough: (amount) => `Keep enough money to buy your cars and drivers: the cheapest cost ${CARD_WORDS.en.money(amount)}.`,
  sell: 'Sell a car or fire a driver, and buy its replacement from the market',
  sellCard: (name, kind) => (kind === 'car' ? `Sell ${name}` : `Fire ${name}`),
  refund: (amount) => `you get ${CARD_WORDS.en.money(amount)} back`,
  noneOnMarket: 'no card of its kind is on the market',
  replace: (name) => `Replace ${name} with`,
  give: (exchange) => `Exchange ${exchange}: give back 2 cards of one car`,
  giveHelp: 'You take one in their place; pick none to exchange nothing more.',
  notSameCar: 'not in the hand of the same car as the card picked',
  fewerThanTwo: 'its car holds fewer than 2 cards',
  pickedElsewhere: 'picked for another replacement',
  take: (exchange) => `Exchange ${exchange}: take`,
  fromPile: (pile, count) => `the first card your car may hold from the ${pile} (${plural(count, 'card', 'cards')} face down)`,
  pileRisk: 'unseen: refused if the pile holds none your car may hold',
  otherBrand: 'Technology of another brand than the car’s',
  pairCar: (car, other) => `Car card of car ${car}${other ? ` (the other goes with car ${other})` : ''}`,
  pairDriver: (car, other) => `Driver card of car ${car}${other ? ` (the other goes with car ${other})` : ''}`,
  pairBrand: (car, other) => `Technology brand of car ${car}${other ? ` (the other goes with car ${other})` : ''}`,
  pairCards: (car, other) => `Cards that go with car ${car}${other ? ` (the others go with car ${other})` : ''}`,
  paired: (car, cards) => `Car ${car}: ${cards}.`,
  cardsToPlay: 'Cards to play as your move begins',
  cardsHelp: 'One card a turn; while a Tyres or Fuel tank is in effect, one more that does not affect speed.',
  oneCard: 'one card a turn',
  notAffectingSpeed: 'the extra card of a Tyres or Fuel tank must not affect speed',
  luckAlone: 'Luck is played alone',
  notNow: 'may not be played now',
  thisTurn: (squares) => `this turn: ${plural(squares, 'square', 'squares')}`,
  onCheck: (risk) => `on your next check: ${incidentWords.en(risk)}`,
  square: (step) => `Square ${step}`,
  squareHelp: (left) => `${plural(left, 'square', 'squares')} of movement left.`,
  heading: { forward: 'forward', forwardLeft: 'forward-left', forwardRight: 'forward-right' },
  slipstream: (heading) => `slipstream ${heading}`,
  rearEnd: (car) => `rear-end car ${car}`,
  push: (car) => `push car ${car}`,
  passOver: 'pass over the cars in front',
  to: (row, lane) => `to row ${row}, lane ${lane}`,
  free: 'free: it costs no movement',
  aerodynamicsLost: (bonus) => `changes lane: Aerodynamics ${signed(bonus)} lost`,
  check: (risk) => `a manoeuvre check: ${incidentWords.en(risk)}`,
  bumpChecks: (own, theirs) => `both cars check: yours ${incidentWords.en(own)}, theirs ${incidentWords.en(theirs)}`,
  passOverEnds: (row, lane) => `ends at row ${row}, lane ${lane}; the rest of the movement is lost`,
  crossesLine: 'crosses the finish line',
  brakes: 'Your Brakes in another car’s turn',
  brakesNow: (instruction) => `Kept until you change it; now: ${instruction}.`,
  brakesOutOfTurn: {
    always: 'against every damage',
    fromSecond: 'against a 2nd or 3rd damage',
    third: 'against the 3rd damage only',
    never: 'never: kept for your own turns',
  },
  speedCard: (value) => `Your Speed card: ${value}.`,
  movement: (squares) => `Movement this turn: ${plural(squares, 'square', 'squares')}.`,
  movementLeft: (squares) => `Movement left: ${plural(squares, 'square', 'squares')}.`,
  runaway: (arrow, penalty, risk) => `Runaway check (${arrow} arrow${penalty > 0 ? `, −${penalty}` : ''}): ${incidentWords.en(risk)}.`,
  arrows: { yellow: 'yellow', orange: 'orange', red: 'red' },
  luckPlayed: 'Luck draws another Speed card in place of yours: you plan your squares once it is face up.',
  directionFixed: (heading) => `Your first square is fixed by an incident: ${heading}.`,
  planEnds: (row, lane) => `Your plan ends at row ${row}, lane ${lane}.`,
  unplanned: (squares) => `${plural(squares, 'square', 'squares')} of movement left unplanned: you will be asked for them.`,
  afterBump: 'Your plan ends with the rear-end or push: you plan the rest once the checks are made.',
  afterIncident: 'An incident on a check voids the rest of your plan: you plan again from where it leaves you.',
  stopped: 'Your car is stopped: it does not move.',
  direction: (car) => `Direction of car ${car} after its incident`,
  offTrack: 'an off-track square: −3 squares this turn',
  leftTrack: 'no square there: the car leaves the track, −3 squares',
  occupied: 'occupied: no effect, the car goes on normally',
  hand: (car, cards) => `Hand of car ${car}: ${cards}.`,
  effects: {
    aerodynamics: (value) => `speed +${value} if the car changes no lane`,
    brakes: (value) => `prevents up to ${plural(value, 'damage', 'damages')} in a turn`,
    setUp: (value) => `+${value} on a manoeuvre check`,
    engine: (value) => `speed +${value}`,
    tyres: (value) => `speed +1 for ${value} turns, with one more card that does not affect speed`,
    fuelTank: (value) => `speed +1 for ${value} turns, with one more card that does not affect speed`,
    team: () => 'repairs a damage and +1 on a manoeuvre check',
    skilful: 'speed +3, up to 12 squares',
    gamble: 'pass between two diagonal cars without a check',
    luck: 'another Speed card in place of yours',
    manoeuvre: '+2 on a manoeuvre check',
    slipstream: 'one more free square after a slipstream',
    clash: '+1 on your rear-end or push check, −1 for the car hit',
    fast: 'speed +4, up to 14 squares',
    winner: 'speed +2 when 2nd or 3rd',
    willpower: 'speed +3 when last, +2 when second-to-last',
  },
  carFigures: (speed, manoeuvre, brings) => `speed ${signed(speed)}, manoeuvre ${signed(manoeuvre)}, brings ${brings}`,
  none: 'none',
};

const it: ChoiceWords = {
  faceDown: (count) => `${plural(count, 'carta coperta', 'carte coperte')}`,
  emptyInstead: (other) => `vuoto: si scopre invece dal ${other}`,
  bothEmpty: 'entrambi i mazzi sono vuoti: non si scopre nulla',
  turnUpFirst: 'Scopri prima',
  turnUpSecond: 'Poi scopri',
  thenChoose: (count) => `Poi scegli ${plural(count, 'carta', 'carte')} fra quelle scoperte.`,
  held: (cards) => `Hai: ${cards}.`,
  needs: (cars, drivers) =>
    cars + drivers === 0
      ? 'Hai tutte le carte Automobile e Pilota che ti servono.'
      : `Ti servono ancora: ${[cars > 0 && plural(cars, 'carta Automobile', 'carte Automobile'), drivers > 0 && plural(drivers, 'carta Pilota', 'carte Pilota')].filter(Boolean).join(', ')}.`,
  faceUp: (cards) => `Scoperte sul tavolo: ${cards}.`,
  choose: (count) => (count === 1 ? 'Scegli una carta' : `Scegli ${count} carte, una dopo l’altra`),
  chooseHelp: 'Fra le carte scoperte sul tavolo: toccane una sul disegno o qui sotto.',
  holdsEnough: (kind) => `hai già tutte le carte ${kind === 'car' ? 'Automobile' : 'Pilota'} che servono alle tue auto`,
  boundTo: (brands) => `la tua Tecnologia è ${brands}: una sola marca per auto`,
  cannotPay: (price, money) => `costa ${CARD_WORDS.it.money(price)} e hai ${CARD_WORDS.it.money(money)}`,
  phaseOver: 'la fase finisce con la carta scelta prima',
  nothingToTake: 'Nessuna carta scoperta è una che puoi prendere: in questo turno non scegli nulla.',
  money: (amount) => `Il tuo denaro: ${CARD_WORDS.it.money(amount)}.`,
  moneyAfter: (amount) => `Dopo: ${CARD_WORDS.it.money(amount)}.`,
  costs: (price) => `costa ${CARD_WORDS.it.money(price)}`,
  bid: 'La tua offerta segreta per la prima scelta, in migliaia di dollari',
  bidHelp: 'Ogni offerta va persa alla banca; chi offre di più sceglie per primo.',
  bidSummary: (amount, kept) => `Offri ${CARD_WORDS.it.money(amount)} e tieni ${CARD_WORDS.it.money(kept)}.`,
  keepEnough: (amount) => `Tieni abbastanza denaro per comprare auto e piloti: i più economici costano ${CARD_WORDS.it.money(amount)}.`,
  sell: 'Vendi un’auto o licenzia un pilota, e compra dal mercato chi lo sostituisce',
  sellCard: (name, kind) => (kind === 'car' ? `Vendi ${name}` : `Licenzia ${name}`),
  refund: (amount) => `recuperi ${CARD_WORDS.it.money(amount)}`,
  noneOnMarket: 'sul mercato non c’è nessuna carta di quel tipo',
  replace: (name) => `Sostituisci ${name} con`,
  give: (exchange) => `Scambio ${exchange}: restituisci 2 carte di un’auto`,
  giveHelp: 'Ne prendi una al loro posto; nessuna per non scambiare altro.',
  notSameCar: 'non è nella mano della stessa auto della carta scelta',
  fewerThanTwo: 'la sua auto ha meno di 2 carte',
  pickedElsewhere: 'scelta per un’altra sostituzione',
  take: (exchange) => `Scambio ${exchange}: prendi`,
  fromPile: (pile, count) => `la prima carta che la tua auto può tenere dal ${pile} (${plural(count, 'carta coperta', 'carte coperte')})`,
  pileRisk: 'non si vede: rifiutato se il mazzo non ne ha una che la tua auto può tenere',
  otherBrand: 'Tecnologia di una marca diversa da quella dell’auto',
  pairCar: (car, other) => `Carta Automobile dell’auto ${car}${other ? ` (l’altra va all’auto ${other})` : ''}`,
  pairDriver: (car, other) => `Carta Pilota dell’auto ${car}${other ? ` (l’altra va all’auto ${other})` : ''}`,
  pairBrand: (car, other) => `Marca di Tecnologia dell’auto ${car}${other ? ` (l’altra va all’auto ${other})` : ''}`,
  pairCards: (car, other) => `Carte che vanno all’auto ${car}${other ? ` (le altre vanno all’auto ${other})` : ''}`,
  paired: (car, cards) => `Auto ${car}: ${cards}.`,
  cardsToPlay: 'Carte da giocare all’inizio della mossa',
  cardsHelp: 'Una carta per turno; con Pneumatici o Serbatoio in effetto, un’altra che non influisce sulla velocità.',
  oneCard: 'una sola carta per turno',
  notAffectingSpeed: 'la carta in più di Pneumatici o Serbatoio non deve influire sulla velocità',
  luckAlone: 'Fortuna si gioca da sola',
  notNow: 'non si può giocare ora',
  thisTurn: (squares) => `questo turno: ${plural(squares, 'casella', 'caselle')}`,
  onCheck: (risk) => `alla prossima verifica: ${incidentWords.it(risk)}`,
  square: (step) => `Casella ${step}`,
  squareHelp: (left) => `${plural(left, 'casella', 'caselle')} di movimento da fare.`,
  heading: { forward: 'avanti', forwardLeft: 'avanti a sinistra', forwardRight: 'avanti a destra' },
  slipstream: (heading) => `scia ${heading}`,
  rearEnd: (car) => `tampona l’auto ${car}`,
  push: (car) => `spingi l’auto ${car}`,
  passOver: 'passa sopra le auto davanti',
  to: (row, lane) => `verso la fila ${row}, corsia ${lane}`,
  free: 'gratis: non consuma movimento',
  aerodynamicsLost: (bonus) => `cambia corsia: perdi Aerodinamica ${signed(bonus)}`,
  check: (risk) => `una verifica di manovra: ${incidentWords.it(risk)}`,
  bumpChecks: (own, theirs) => `verificano entrambe: la tua ${incidentWords.it(own)}, l’altra ${incidentWords.it(theirs)}`,
  passOverEnds: (row, lane) => `finisce alla fila ${row}, corsia ${lane}; il resto del movimento è perso`,
  crossesLine: 'taglia il traguardo',
  brakes: 'I tuoi Freni nel turno di un’altra auto',
  brakesNow: (instruction) => `Valido finché non lo cambi; ora: ${instruction}.`,
  brakesOutOfTurn: {
    always: 'contro ogni danno',
    fromSecond: 'contro un 2º o 3º danno',
    third: 'solo contro il 3º danno',
    never: 'mai: li tieni per i tuoi turni',
  },
  speedCard: (value) => `La tua carta Velocità: ${value}.`,
  movement: (squares) => `Movimento di questo turno: ${plural(squares, 'casella', 'caselle')}.`,
  movementLeft: (squares) => `Movimento da fare: ${plural(squares, 'casella', 'caselle')}.`,
  runaway: (arrow, penalty, risk) => `Verifica per velocità eccessiva (freccia ${arrow}${penalty > 0 ? `, −${penalty}` : ''}): ${incidentWords.it(risk)}.`,
  arrows: { yellow: 'gialla', orange: 'arancione', red: 'rossa' },
  luckPlayed: 'Fortuna estrae un’altra carta Velocità al posto della tua: scegli le caselle quando è scoperta.',
  directionFixed: (heading) => `La tua prima casella è fissata da un incidente: ${heading}.`,
  planEnds: (row, lane) => `Il tuo piano finisce alla fila ${row}, corsia ${lane}.`,
  unplanned: (squares) => `${plural(squares, 'casella', 'caselle')} di movimento ancora da scegliere: ti saranno chieste.`,
  afterBump: 'Il piano finisce con il tamponamento o la spinta: scegli il resto dopo le verifiche.',
  afterIncident: 'Un incidente in una verifica annulla il resto del piano: lo rifai da dove ti lascia.',
  stopped: 'La tua auto è ferma: non si muove.',
  direction: (car) => `Direzione dell’auto ${car} dopo l’incidente`,
  offTrack: 'una casella fuori pista: −3 caselle in questo turno',
  leftTrack: 'lì non c’è casella: l’auto esce di pista, −3 caselle',
  occupied: 'occupata: nessun effetto, l’auto prosegue normalmente',
  hand: (car, cards) => `Mano dell’auto ${car}: ${cards}.`,
  effects: {
    aerodynamics: (value) => `velocità +${value} se l’auto non cambia corsia`,
    brakes: (value) => `evita fino a ${plural(value, 'danno', 'danni')} in un turno`,
    setUp: (value) => `+${value} a una verifica di manovra`,
    engine: (value) => `velocità +${value}`,
    tyres: (value) => `velocità +1 per ${value} turni, con un’altra carta che non influisce sulla velocità`,
    fuelTank: (value) => `velocità +1 per ${value} turni, con un’altra carta che non influisce sulla velocità`,
    team: () => 'ripara un danno e +1 a una verifica di manovra',
    skilful: 'velocità +3, fino a 12 caselle',
    gamble: 'passa fra due auto in diagonale senza verifica',
    luck: 'un’altra carta Velocità al posto della tua',
    manoeuvre: '+2 a una verifica di manovra',
    slipstream: 'una casella gratis in più dopo la scia',
    clash: '+1 alla tua verifica di tamponamento o spinta, −1 all’auto colpita',
    fast: 'velocità +4, fino a 14 caselle',
    winner: 'velocità +2 se 2ª o 3ª',
    willpower: 'velocità +3 se ultima, +2 se penultima',
  },
  carFigures: (speed, manoeuvre, brings) => `velocità ${signed(speed)}, manovra ${signed(manoeuvre)}, porta ${brings}`,
  none: 'nessuna',
};

/** LB-CHECK-2: a total of 7 or less is an incident; the Speed cards are 5 to 12 (LB-GAP-2 Proposed). */
const incidentWords: Record<Language, (risk: Risk) => string> = {
  en: ({ incidentAt }) =>
    incidentAt < 5 ? 'no incident whatever the card' : incidentAt >= 12 ? 'an incident whatever the card' : `an incident on a card of ${incidentAt} or less`,
  it: ({ incidentAt }) =>
    incidentAt < 5
      ? 'nessun incidente qualunque sia la carta'
      : incidentAt >= 12
        ? 'incidente qualunque sia la carta'
        : `incidente con una carta di ${incidentAt} o meno`,
};

export const CHOICE_WORDS: Record<Language, ChoiceWords> = { en, it };

/** A card's name, as the picture writes it: `Engine (Blue)`, `Luck`, `Car A`, `Driver 3`. */
export const cardName = (id: CardId, language: Language): string => {
  const words = CARD_WORDS[language];
  const found = card(id);
  switch (found.kind) {
    case 'technology':
      return `${words.technology[found.type]} (${words.brands[found.brand]})`;
    case 'manoeuvre':
      return words.manoeuvre[found.type];
    case 'car':
      return words.carCard(id.slice(1));
    case 'driver':
      return words.driverCard(id.slice(1));
    case 'banknote':
      return words.banknote(found.value);
  }
};

export const cardNames = (ids: readonly CardId[], language: Language): string =>
  ids.length === 0 ? CHOICE_WORDS[language].none : ids.map((id) => cardName(id, language)).join(', ');

/** What a card does, in words: a Technology or Manoeuvre card's effect at its brand's value, a Car or Driver card's figures and the cards it brings. */
export const cardEffect = (id: CardId, language: Language): string => {
  const words = CHOICE_WORDS[language];
  const found = card(id);
  switch (found.kind) {
    case 'technology':
      return words.effects[found.type](found.value);
    case 'manoeuvre':
      return words.effects[found.type];
    case 'car':
    case 'driver': {
      const names = CARD_WORDS[language];
      const brings = found.grants.map((grant) => (grant.kind === 'technology' ? names.technology[grant.type] : names.manoeuvre[grant.type]));
      return words.carFigures(found.speed, found.manoeuvre, brings.length === 0 ? words.none : brings.join(', '));
    }
    case 'banknote':
      return CARD_WORDS[language].banknote(found.value);
  }
};
