/**
 * The state of a Lamborghini race and the events that make it: the seats and their cars, the
 * Strategic phase's piles and table, the Murcielagos once paired, the Speed deck and the grid.
 * Every event is folded by `evolve`, so a replay of the events rebuilds every pile and hand.
 */
import * as z from 'zod';
import type { CardId } from './cards.ts';
import { DraftEvent, DraftState, evolveDraft, isDraftOver } from './draft.ts';
import { LongState } from './long.ts';
import { isLongEvent, LongEvent } from './long-events.ts';
import { evolveLong } from './long-evolve.ts';
import { QualifyingEvent } from './qualifying.ts';
import { drawnForTurn, emptyRace, evolveRace, RaceEvent, RaceState, withHuman } from './race-state.ts';
import { Murcielago, SetupEvent } from './setup.ts';
import { evolveSpeedDeck, SpeedDeck, SpeedEvent } from './speed-deck.ts';

export const LamborghiniState = z.object({
  /** Each seat's cars, the seat's first car first; seats in the order of play (LB-DRAFT-4). */
  seats: z.record(z.string(), z.array(z.string())),
  draft: DraftState,
  murcielagos: z.record(z.string(), Murcielago),
  speed: SpeedDeck,
  /** Pole first (LB-QUAL-2); empty until qualifying. */
  grid: z.array(z.string()),
  race: RaceState,
  /** The Long game's money, market and Economic phase; absent in the Short game. */
  long: LongState.optional(),
});
export type LamborghiniState = z.infer<typeof LamborghiniState>;

/** LB-GAP-6 Proposed: the order of play drawn, the first player then clockwise. */
const Seated = z.object({
  type: z.literal('seated'),
  order: z.array(z.string()),
  seats: z.record(z.string(), z.array(z.string())),
  carsPerSeat: z.number().int(),
});

export const LamborghiniEvent = z.union([Seated, DraftEvent, SetupEvent, SpeedEvent, QualifyingEvent, RaceEvent, LongEvent]);
export type LamborghiniEvent = z.infer<typeof LamborghiniEvent>;

export const emptyState = (): LamborghiniState => ({
  seats: {},
  draft: { order: [], carsPerSeat: 1, piles: { car: [], driver: [], technology: [], manoeuvre: [] }, faceUp: [], held: {}, turn: 0, turnedUp: false },
  murcielagos: {},
  speed: { pile: [], discard: [] },
  grid: [],
  race: emptyRace(),
});

const withHand = (state: LamborghiniState, car: string, change: (hand: string[]) => string[]): LamborghiniState => {
  const murcielago = state.murcielagos[car];
  return murcielago ? { ...state, murcielagos: { ...state.murcielagos, [car]: { ...murcielago, hand: change(murcielago.hand) } } } : state;
};

const dealt = (piles: DraftState['piles'], card: z.infer<typeof CardId>): DraftState['piles'] => ({
  ...piles,
  technology: piles.technology.filter((id) => id !== card),
  manoeuvre: piles.manoeuvre.filter((id) => id !== card),
});

/** The cards each car has used once a turn's cards are put aside: each beside the car that played it, the moving car unless another played it out of turn. */
const usedAfter = (
  used: LongState['used'],
  ended: { car: string; discarded: readonly CardId[] },
  outOfTurn: readonly { car: string; card: CardId }[],
): LongState['used'] => {
  const after = { ...used, [ended.car]: used[ended.car] ?? [] };
  for (const id of ended.discarded) {
    const owner = outOfTurn.find(({ card }) => card === id)?.car ?? ended.car;
    after[owner] = [...(after[owner] ?? []), id];
  }
  return after;
};

export const evolve = (state: LamborghiniState, event: LamborghiniEvent): LamborghiniState => {
  switch (event.type) {
    case 'seated':
      return {
        ...state,
        seats: Object.fromEntries(event.order.map((seat) => [seat, event.seats[seat] ?? [seat]])),
        draft: { ...state.draft, order: event.order, carsPerSeat: event.carsPerSeat, held: Object.fromEntries(event.order.map((seat) => [seat, []])) },
      };
    case 'pileShuffled':
    case 'turnedUp':
      return { ...state, draft: evolveDraft(state.draft, event) };
    case 'chose':
      return { ...state, draft: evolveDraft(state.draft, event), race: event.byNonHuman ? state.race : withHuman(state.race, event.seat) };
    case 'moving':
    case 'headingChosen': {
      const race = evolveRace(state.race, event);
      const seat = event.type === 'headingChosen' ? event.by : (Object.keys(state.seats).find((one) => state.seats[one]!.includes(event.car)) ?? event.car);
      const byNonHuman = event.type === 'headingChosen' ? event.byNonHuman : event.moving.byNonHuman;
      return { ...state, race: byNonHuman ? race : withHuman(race, seat) };
    }
    case 'paired': {
      const cars = Object.fromEntries(event.cars.map(({ cards, ...car }) => [car.car, { ...car, hand: cards }]));
      return { ...state, murcielagos: { ...state.murcielagos, ...cars } };
    }
    case 'granted':
      return withHand({ ...state, draft: { ...state.draft, piles: dealt(state.draft.piles, event.card) } }, event.car, (hand) => [...hand, event.card]);
    case 'grantMissed':
      return state;
    case 'speedDeckShuffled': {
      // LB-SPEED-1: the deck is formed from what the piles still hold, which leaves them empty.
      const inDeck = new Set(event.cards);
      const { piles } = state.draft;
      const left = { ...piles, technology: piles.technology.filter((id) => !inDeck.has(id)), manoeuvre: piles.manoeuvre.filter((id) => !inDeck.has(id)) };
      return { ...state, draft: { ...state.draft, piles: left }, speed: evolveSpeedDeck(state.speed, event) };
    }
    case 'speedDrawn':
      return { ...state, speed: evolveSpeedDeck(state.speed, event), race: drawnForTurn(state.race, event.card, event.use) };
    case 'gridFormed':
      return { ...state, grid: event.grid };
    case 'cardPlayed':
      return withHand({ ...state, race: evolveRace(state.race, event) }, event.car, (hand) => hand.filter((id) => id !== event.card));
    case 'turnEnded': {
      const race = evolveRace(state.race, event);
      const { long } = state;
      // LB-CARD-1 Long game: a card used is turned face down beside its player, active again in the next race; a Brakes played out of turn beside its own.
      if (long) return { ...state, race, long: { ...long, used: usedAfter(long.used, event, state.race.turn?.outOfTurn ?? []) } };
      // LB-CARD-1 Short game: a card played is discarded, to the Speed deck's discards.
      return { ...state, speed: { ...state.speed, discard: [...state.speed.discard, ...event.discarded] }, race };
    }
    default:
      return isLongEvent(event) ? evolveLong(state, event) : { ...state, race: evolveRace(state.race, event) };
  }
};

export const fold = (state: LamborghiniState, events: readonly LamborghiniEvent[]): LamborghiniState => events.reduce(evolve, state);

/** Events gathered one batch at a time, each folded in as it comes, so the next is decided on the state they leave. */
export const recorder = (start: LamborghiniState) => {
  const events: LamborghiniEvent[] = [];
  let state = start;
  return {
    add(more: readonly LamborghiniEvent[]) {
      events.push(...more);
      state = fold(state, more);
    },
    get state() {
      return state;
    },
    events,
  };
};
export type Recorder = ReturnType<typeof recorder>;

/** The Strategic phase until every Murcielago has its cards (LB-DRAFT-6), the Set-up until the grid is formed, then the race (LB-SETUP-7). */
export const phaseOf = (state: LamborghiniState): 'draft' | 'setup' | 'race' => (state.grid.length > 0 ? 'race' : isDraftOver(state.draft) ? 'setup' : 'draft');
