/**
 * Hidden hands, a toy game of secret information on the game-flow contract alone
 * (domain/race/ruleset.ts). Each player drives two cars. A deck of the cards 1 to 40 is shuffled
 * when registration closes (a verifiable shuffle) and each car is dealt a hand of three. In each
 * step every car still racing plays a card of its hand at once with the others, moves on as many
 * squares as the card says, and draws the top card of the deck. A car's hand is seen by its seat
 * alone and the deck by nobody, until the finish: the first car to reach the finish square, or
 * the step that empties the deck. A car whose player sends nothing plays its lowest card.
 */
import * as z from 'zod';
import { invalid } from '../../domain/errors.ts';
import { Duration } from '../../domain/race/duration.ts';
import { byCarNumber, Car } from '../../domain/race/events.ts';
import type { RaceReporter } from '../../domain/race/report.ts';
import type { GameViewer, Ruleset } from '../../domain/race/ruleset.ts';

const DECK_SIZE = 40;
const HAND_SIZE = 3;
const CARS_PER_SEAT = 2;
const DECK = Array.from({ length: DECK_SIZE }, (_, index) => index + 1);

const Table = z.strictObject({ id: z.string() });
type Table = z.infer<typeof Table>;

const CardsSettings = z.object({ finishSquare: z.number().int(), playWindow: Duration });
type CardsSettings = z.infer<typeof CardsSettings>;

const CreateCards = z.strictObject({
  finishSquare: z.number().int().min(1).max(1000).default(50),
  playWindow: Duration.default('PT48H'),
});

const Card = z.number().int().min(1).max(DECK_SIZE);
const Play = z.strictObject({ card: Card });
type Play = z.infer<typeof Play>;

const CardsCar = z.object({ square: z.number().int(), hand: z.array(Card), out: z.boolean() });
/** The deck top first. */
const CardsState = z.object({ finishSquare: z.number().int(), deck: z.array(Card), cars: z.record(Car, CardsCar) });
type CardsState = z.infer<typeof CardsState>;

/** The state as a viewer sees it: a pile lying face down (the deck, another seat's hand) as the number of cards in it. */
const CardsSeen = z.object({
  deck: z.union([z.array(Card), z.number().int()]),
  cars: z.record(Car, z.object({ square: z.number().int(), hand: z.union([z.array(Card), z.number().int()]), out: z.boolean() })),
});
type CardsSeen = z.infer<typeof CardsSeen>;

const CardsEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('dealt'), car: Car, cards: z.array(Card) }),
  z.object({ type: z.literal('played'), car: Car, card: Card, square: z.number().int(), byNonHuman: z.boolean() }),
  z.object({ type: z.literal('drew'), car: Car, card: Card }),
  z.object({ type: z.literal('out'), car: Car, reason: z.string() }),
]);
type CardsEvent = z.infer<typeof CardsEvent>;
/** An event as a viewer sees it: a card dealt or drawn to another seat's car shows only whose it is. */
const CardsEventSeen = z.union([CardsEvent, z.object({ type: z.enum(['dealt', 'drew']), car: Car })]);

const PLAY = 'play';

const evolve = (state: CardsState, event: CardsEvent): CardsState => {
  const car = state.cars[event.car];
  if (!car) return state;
  const cars = (changed: Partial<z.infer<typeof CardsCar>>) => ({ ...state.cars, [event.car]: { ...car, ...changed } });
  switch (event.type) {
    case 'dealt':
      return { ...state, deck: state.deck.slice(event.cards.length), cars: cars({ hand: [...car.hand, ...event.cards] }) };
    case 'played':
      return { ...state, cars: cars({ square: event.square, hand: car.hand.filter((card) => card !== event.card) }) };
    case 'drew':
      return { ...state, deck: state.deck.slice(1), cars: cars({ hand: [...car.hand, event.card] }) };
    case 'out':
      return { ...state, cars: cars({ out: true }) };
  }
};

const racing = (state: CardsState, cars: readonly string[]): string[] => cars.filter((car) => state.cars[car]?.out === false);

const isFinished = (state: CardsState): boolean =>
  state.deck.length === 0 ||
  Object.values(state.cars).some((car) => !car.out && car.square >= state.finishSquare) ||
  racing(state, Object.keys(state.cars)).length === 0;

/** Hidden from everyone but the seat of its car until the finish: the cards dealt or drawn. */
const isSecretOf = (event: CardsEvent, viewer: GameViewer): boolean =>
  !viewer.finished && (event.type === 'dealt' || event.type === 'drew') && !viewer.cars.includes(event.car);

const STEP_ID = /^play-([1-9][0-9]{0,3})$/;

export const cards: Ruleset<Table, CardsState, CardsEvent, CardsSettings> = {
  id: 'hidden-hands',
  settingsSchema: CardsSettings,
  createSchema: CreateCards,
  // As many players as leave the deck a card to draw once every hand is dealt.
  limits: () => ({ carsPerSeat: CARS_PER_SEAT, maxSeats: Math.floor((DECK_SIZE - 1) / (CARS_PER_SEAT * HAND_SIZE)) }),
  compileCircuit: (file) => {
    const parsed = Table.safeParse(file);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.path.join('.') || 'circuit', 'not a card table');
    return parsed.data;
  },
  circuitIds: ['table'],
  shippedCircuits: () => ({ table: { id: 'table' } }),
  next({ state, played, cars, settings }) {
    if (state === undefined || isFinished(state)) return undefined;
    const number = played === undefined ? 1 : played.number + 1;
    return { id: `play-${number}`, kind: PLAY, number, rank: number, cars: racing(state, cars), window: settings.playWindow };
  },
  rankOf: (id) => {
    const number = STEP_ID.exec(id)?.[1];
    return number === undefined ? undefined : Number(number);
  },
  kinds: {
    [PLAY]: {
      schema: Play,
      check: (_table, state, car, submission) => {
        const { card } = submission as Play;
        if (!(state as CardsState | undefined)?.cars[car]?.hand.includes(card)) throw invalid('card', `car ${car} holds no card ${card}`);
      },
    },
  },
  eventSchema: CardsEvent,
  evolve,
  isFinished,
  classification: (state) =>
    Object.keys(state.cars).sort((a, b) => {
      const [x, y] = [state.cars[a]!, state.cars[b]!];
      return Number(x.out) - Number(y.out) || y.square - x.square || byCarNumber(a, b);
    }),
  // The finish turns every card face up; the whole state, as the auditor replays it.
  view: (state, viewer): CardsSeen | CardsState =>
    viewer.finished
      ? state
      : {
          ...state,
          deck: state.deck.length,
          cars: Object.fromEntries(
            Object.entries(state.cars).map(([car, seen]) => [car, { ...seen, hand: viewer.cars.includes(car) ? seen.hand : seen.hand.length }]),
          ),
        },
  viewEvent: (event, viewer) => {
    if (!isSecretOf(event, viewer)) return event;
    const { cards: _cards, card: _card, ...shown } = event as CardsEvent & { cards?: unknown; card?: unknown };
    return shown;
  },
  referee: {
    begin: ({ entrants, settings, dice }) => {
      const { items: deck } = dice.shuffle({ purpose: 'deck', items: DECK });
      const dealt: CardsEvent[] = entrants.map(({ car }, index) => ({ type: 'dealt', car, cards: deck.slice(index * HAND_SIZE, (index + 1) * HAND_SIZE) }));
      const table: CardsState = {
        finishSquare: settings.finishSquare,
        deck,
        cars: Object.fromEntries(entrants.map(({ car }) => [car, { square: 0, hand: [], out: false }])),
      };
      return { state: dealt.reduce(evolve, table), events: dealt };
    },
    play: {
      [PLAY]: ({ state, step, submissions }) => {
        const before = state as CardsState;
        const played: CardsEvent[] = step.cars.map((car) => {
          const sent = submissions[car] as Play | undefined;
          const { square = 0, hand = [] } = before.cars[car] ?? {};
          const card = sent?.card ?? Math.min(...hand);
          return { type: 'played', car, card, square: square + card, byNonHuman: sent === undefined };
        });
        // Every car draws after all have played, in car order, while the deck lasts.
        const drawn: CardsEvent[] = [...step.cars]
          .sort(byCarNumber)
          .slice(0, before.deck.length)
          .map((car, index) => ({ type: 'drew', car, card: before.deck[index]! }));
        const events = [...played, ...drawn];
        return { state: events.reduce(evolve, before), events };
      },
    },
    eliminate: (state, car, reason) => {
      const events: CardsEvent[] = [{ type: 'out', car, reason }];
      return { state: events.reduce(evolve, state), events };
    },
  },
};

/** A card as the emails write it. */
const written = (card: number): string => `#${card}`;
const pile = (seen: number[] | number): string => (typeof seen === 'number' ? `${seen} cards` : seen.map(written).join(' '));

/** The game's words, in English only: what each car did, and the table as the reader sees it (his own hand, the others' as counts). */
export const cardsReporter: RaceReporter = {
  describe: (car, events) =>
    events.flatMap((event) => {
      const seen = CardsEventSeen.safeParse(event).data;
      if (car === null || seen?.car !== car) return [];
      if (seen.type === 'out') return [`out: ${seen.reason}`];
      if (seen.type === 'played') return [`played ${written(seen.card)} to square ${seen.square}`];
      if ('card' in seen) return [`drew ${written(seen.card)}`];
      if ('cards' in seen) return [`was dealt ${pile(seen.cards)}`];
      // Face down: the reader is not to know the card.
      return [seen.type === 'dealt' ? 'was dealt a hand' : 'drew a card'];
    }),
  playerColumns: (game) => {
    const seen = CardsSeen.safeParse(game);
    return {
      headers: ['Square', 'Hand'],
      cells: (car) => {
        const one = seen.data?.cars[car];
        return one ? [String(one.square), pile(one.hand)] : ['', ''];
      },
    };
  },
  points: () => ({}),
};
