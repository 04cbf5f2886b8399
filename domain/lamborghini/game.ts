/**
 * Lamborghini (../shared/rules/lamborghini.md, `LB-*`) as a game of the generic race
 * (domain/race/game.ts), the Short game. Registration closes with the order of play drawn and
 * the four piles shuffled (LB-SETUP-3, LB-SETUP-4, LB-GAP-6); the Strategic phase is played turn
 * after turn, each player first turning up two cards (`turnup-N`) and then choosing (`choose-N`,
 * LB-DRAFT-5), the very first turn a choice alone (LB-DRAFT-3). A team's player then pairs his
 * cars (`pairing`, LB-PREP-1); the grants, the Speed deck and qualifying follow without a step
 * (LB-PREP-2..4, LB-SPEED-1, LB-QUAL).
 *
 * Not yet here: the race itself (LB-MOVE onwards), whose rules are in bump.ts, check.ts,
 * damage.ts, incident.ts, move.ts, movement.ts, order.ts, play.ts, runaway.ts and speed.ts; until its steps are added
 * the game has no step after the grid is formed, and it is registered nowhere.
 *
 * Hidden: every pile lies face down (its order seen by nobody, the number of its cards by all),
 * and a Murcielago's hand is seen by its seat alone, until the finish. The cards chosen in the
 * Strategic phase are public, as the source has them placed face up (LB-DRAFT-5); the cards
 * granted are dealt face down.
 */

import type { Dice } from '../dice.ts';
import { conflict, invalid } from '../errors.ts';
import type { Entrant, Game, GameViewer, Step } from '../race/game.ts';
import { Bid } from './auction.ts';
import { compileBoard, shippedBoards } from './board/index.ts';
import type { Board } from './board/types.ts';
import { longChampionship } from './championship.ts';
import { Choose, checkChoice, defaultChoice, defaultTurnUp, isDraftOver, openDraft, seatOfTurn, TurnUp, turnUp } from './draft.ts';
import { broughtBy, checkEconomy, Economy, economySeat, sourcesOf } from './economy.ts';
import { BID, beginLong, ECONOMY, isBidding, isLong, longChoice, longRankOf, longStep, mayAlsoOf, playBids, playEconomy } from './long-flow.ts';
import { viewLong, viewLongEvent } from './long-view.ts';
import { qualify } from './qualifying.ts';
import { LamborghiniCreate, LamborghiniSettings, MURCIELAGOS } from './settings.ts';
import { checkPairing, defaultPairing, grant, Pairing, paired, reshufflePiles } from './setup.ts';
import { formSpeedDeck } from './speed-deck.ts';
import { emptyState, evolve, fold, LamborghiniEvent, type LamborghiniState, phaseOf } from './state.ts';

const TURN_UP = 'turnUp';
const CHOOSE = 'choose';
const PAIRING = 'pairing';
/** Every draft step ranks below the pairing. */
const PAIRING_RANK = 100_000;

const rankOf = (id: string): number | undefined => {
  if (id === PAIRING) return PAIRING_RANK;
  const long = longRankOf(id);
  if (long !== undefined) return long;
  const match = /^(turnup|choose)-([1-9][0-9]{0,3})$/.exec(id);
  if (!match) return undefined;
  const turn = Number(match[2]);
  return match[1] === 'turnup' ? 2 * turn - 1 : 2 * turn;
};

const seatsOf = (entrants: readonly Entrant[]): Record<string, string[]> => {
  const seats: Record<string, string[]> = {};
  for (const { car, seat } of entrants) seats[seat] = [...(seats[seat] ?? []), car];
  return seats;
};

/** LB-PREP-2..4, LB-SPEED-1, LB-QUAL: once every Murcielago is paired, the grants, the Speed deck and the grid. */
const setUp = (state: LamborghiniState, dice: Dice): LamborghiniEvent[] => {
  const events: LamborghiniEvent[] = [];
  let current = state;
  const add = (more: readonly LamborghiniEvent[]) => {
    events.push(...more);
    current = fold(current, more);
  };
  add(reshufflePiles(current.draft, dice));
  const served = current.draft.order.flatMap((seat) => (current.seats[seat] ?? []).map((car) => current.murcielagos[car]!));
  const granted = grant(current.draft.piles, served);
  add(granted);
  // LB-LONG-3 Proposed: in the Long game the cards a Car or Driver card brought go with it.
  if (current.long) add(broughtBy(served.flatMap(sourcesOf), granted));
  add([formSpeedDeck([...current.draft.piles.technology, ...current.draft.piles.manoeuvre], dice)]);
  add(qualify(served, current.speed, dice).events);
  return events;
};

/** Pairs every seat that sent no pairing (a seat of one car always), then sets up the race. */
const pairAll = (state: LamborghiniState, sent: Record<string, Pairing | undefined>, dice: Dice): LamborghiniEvent[] => {
  const pairings = state.draft.order.map((seat) => {
    const held = state.draft.held[seat] ?? [];
    return paired(seat, held, sent[seat] ?? defaultPairing(state.seats[seat] ?? [seat], held));
  });
  return [...pairings, ...setUp(fold(state, pairings), dice)];
};

const drafting = (state: LamborghiniState | undefined, car: string): LamborghiniState => {
  if (state === undefined || phaseOf(state) !== 'draft') throw conflict('car', 'the Strategic phase is over');
  const { seat } = seatOfTurn(state.draft);
  if (seat !== car) throw conflict('car', `it is seat ${seat}'s turn in the Strategic phase`);
  return state;
};

/** Before the finish, what lies face down shows only how many cards it holds, and a hand only to its seat. */
const view = (state: LamborghiniState, viewer: GameViewer): unknown => {
  if (viewer.finished) return state;
  const { piles } = state.draft;
  return {
    ...state,
    draft: {
      ...state.draft,
      piles: { car: piles.car.length, driver: piles.driver.length, technology: piles.technology.length, manoeuvre: piles.manoeuvre.length },
    },
    speed: { pile: state.speed.pile.length, discard: state.speed.discard },
    murcielagos: Object.fromEntries(
      Object.entries(state.murcielagos).map(([car, murcielago]) => [
        car,
        { ...murcielago, hand: viewer.cars.includes(car) ? murcielago.hand : murcielago.hand.length },
      ]),
    ),
    ...(state.long ? { long: viewLong(state.long, state.murcielagos, viewer) } : {}),
  };
};

const viewEvent = (event: LamborghiniEvent, viewer: GameViewer): unknown => {
  if (viewer.finished) return event;
  if (event.type === 'pileShuffled') return { type: event.type, pile: event.pile, size: event.cards.length };
  if (event.type === 'speedDeckShuffled') return { type: event.type, size: event.cards.length };
  if (event.type === 'granted' && !viewer.cars.includes(event.car)) return { type: event.type, car: event.car };
  if (event.type === 'brought' || event.type === 'carriedIn') return viewLongEvent(event, viewer);
  return event;
};

export const lamborghini: Game<Board, LamborghiniState, LamborghiniEvent, LamborghiniSettings> = {
  id: 'lamborghini',
  settingsSchema: LamborghiniSettings,
  createSchema: LamborghiniCreate,
  limits: (settings) => ({ carsPerSeat: settings.carsPerSeat, maxSeats: Math.floor(MURCIELAGOS / settings.carsPerSeat) }),
  compileCircuit: compileBoard,
  shippedCircuits: shippedBoards,
  next({ state, settings }): Step | undefined {
    if (state === undefined) return undefined;
    const long = longStep(state, settings);
    if (long !== undefined || state.long?.economy !== undefined) return long;
    const phase = phaseOf(state);
    if (phase === 'setup') return { id: PAIRING, kind: PAIRING, number: 0, rank: PAIRING_RANK, cars: state.draft.order, window: settings.pairingWindow };
    if (phase !== 'draft') return undefined;
    const turn = state.draft.turn + 1;
    const { seat } = seatOfTurn(state.draft);
    if (state.draft.turn === 0 || state.draft.turnedUp)
      return { id: `choose-${turn}`, kind: CHOOSE, number: turn, rank: 2 * turn, cars: [seat], window: settings.draftWindow };
    return { id: `turnup-${turn}`, kind: TURN_UP, number: turn, rank: 2 * turn - 1, cars: [seat], window: settings.draftWindow };
  },
  rankOf,
  kinds: {
    [TURN_UP]: {
      schema: TurnUp,
      check: (_board, state, car) => {
        drafting(state, car);
      },
    },
    [CHOOSE]: {
      schema: Choose,
      check: (_board, state, car, submission) => checkChoice(drafting(state, car).draft, car, (submission as Choose).cards, mayAlsoOf(state!, car)),
    },
    [BID]: {
      schema: Bid,
      check: (_board, state) => {
        if (state === undefined || !isBidding(state)) throw conflict('car', 'there are no bids to make now');
      },
    },
    [ECONOMY]: {
      schema: Economy,
      check: (_board, state, car, submission) => {
        const seat = state === undefined ? undefined : economySeat(state);
        if (seat !== car) throw conflict('car', seat === undefined ? 'there is no Economic phase now' : `it is seat ${seat}'s turn in the Economic phase`);
        checkEconomy(state!, car, submission as Economy);
      },
    },
    [PAIRING]: {
      schema: Pairing,
      check: (_board, state, car, submission) => {
        if (state === undefined || phaseOf(state) !== 'setup') throw conflict('car', 'there is nothing to pair now');
        const cars = state.seats[car];
        if (!cars) throw invalid('car', `car ${car} is no seat's first car`);
        checkPairing(cars, state.draft.held[car] ?? [], submission as Pairing);
      },
    },
  },
  eventSchema: LamborghiniEvent,
  evolve,
  isFinished: () => false,
  championship: longChampionship,
  classification: (state) => state.grid,
  view,
  viewEvent,
  referee: {
    begin: ({ entrants, settings, dice, carried }) => {
      const seats = seatsOf(entrants);
      const players = Object.keys(seats);
      if (players.length < 2) throw conflict('entries', `the Strategic phase needs 2 players or more, not ${players.length}`);
      // LB-GAP-6 Proposed: the first player is drawn; the others follow in the seating order.
      const first = (dice.roll({ purpose: 'firstPlayer', count: 1, sides: players.length }).dice[0] ?? 1) - 1;
      const order = [...players.slice(first), ...players.slice(0, first)];
      if (isLong(settings)) {
        const events = beginLong({ order, entrants, settings, dice, carried });
        return { state: fold(emptyState(), events), events };
      }
      const seated: LamborghiniEvent = { type: 'seated', order, seats, carsPerSeat: settings.carsPerSeat };
      const { events } = openDraft({ order, carsPerSeat: settings.carsPerSeat, dice });
      const all = [seated, ...events];
      return { state: fold(emptyState(), all), events: all };
    },
    play: {
      [TURN_UP]: ({ state, step, submissions }) => {
        const before = drafting(state, step.cars[0]!);
        const seat = step.cars[0]!;
        const events = turnUp(before.draft, seat, (submissions[seat] as TurnUp | undefined) ?? defaultTurnUp(before.draft, seat));
        return { state: fold(before, events), events };
      },
      [CHOOSE]: ({ state, step, submissions, dice, settings }) => {
        const seat = step.cars[0]!;
        const before = drafting(state, seat);
        const sent = submissions[seat] as Choose | undefined;
        const { cards, paid } = before.long ? longChoice(before, seat, sent?.cards) : { cards: sent?.cards ?? defaultChoice(before.draft, seat), paid: [] };
        const chose: LamborghiniEvent = { type: 'chose', seat, cards, byNonHuman: sent === undefined };
        const after = fold(before, [chose, ...paid]);
        // A seat of one car has nothing to pair: its Set-up follows at once.
        const more = isDraftOver(after.draft) && settings.carsPerSeat === 1 ? pairAll(after, {}, dice) : [];
        return { state: fold(after, more), events: [chose, ...paid, ...more] };
      },
      [BID]: ({ state, submissions, dice }) => {
        const events = playBids(state!, submissions as Record<string, Bid | undefined>, dice);
        return { state: fold(state!, events), events };
      },
      [ECONOMY]: ({ state, step, submissions, dice }) => {
        const events = playEconomy(state!, submissions[step.cars[0]!] as Economy | undefined, dice);
        return { state: fold(state!, events), events };
      },
      [PAIRING]: ({ state, submissions, dice }) => {
        const events = pairAll(state!, submissions as Record<string, Pairing | undefined>, dice);
        return { state: fold(state!, events), events };
      },
    },
    eliminate: (state) => ({ state, events: [] }),
  },
};
