/**
 * Lamborghini (../shared/rules/lamborghini.md, `LB-*`) as a game of the generic race
 * (domain/race/ruleset.ts), the Short game. Registration closes with the order of play drawn and
 * the four piles shuffled (LB-SETUP-3, LB-SETUP-4, LB-GAP-6); the Strategic phase is played turn
 * after turn, each player first turning up two cards (`turnup-N`) and then choosing (`choose-N`,
 * LB-DRAFT-5), the very first turn a choice alone (LB-DRAFT-3). A team's player then pairs his
 * cars (`pairing`, LB-PREP-1); the grants, the Speed deck and qualifying follow without a step
 * (LB-PREP-2..4, LB-SPEED-1, LB-QUAL).
 *
 * Then the race (LB-MOVE onwards, race-flow.ts and race-steps.ts): each car's movement turn
 * (`move-N`) in the order of play, a direction to choose a step of its own (`direction-N`), until
 * every car has finished or stopped (LB-FIN-1).
 *
 * The Long game (long-flow.ts) adds the sealed bids before the draft (`bids`), buying in the
 * draft, a later race's Economic phase (`economy-N`) in place of the draft, and the championship
 * by money with what a race hands on to the next (championship.ts, carry.ts).
 *
 * This is what deciding a command needs; the referee, which shuffles, draws and plays the steps
 * with the non-human player, is referee.ts, and game.ts the two together.
 *
 * Hidden: every pile lies face down (its order seen by nobody, the number of its cards by all),
 * and a Murcielago's hand, and its player's instruction for its Brakes out of turn (with the move
 * submissions that carry it), are seen by its seat alone, until the finish. The cards chosen in the
 * Strategic phase are public, as the source has them placed face up (LB-DRAFT-5); the cards
 * granted are dealt face down.
 */

import { conflict, invalid } from '../errors.ts';
import type { GameViewer, Ruleset, Step } from '../race/ruleset.ts';
import { Bid } from './auction.ts';
import type { Board } from './board/types.ts';
import { longChampionship } from './championship.ts';
import { Choose, checkChoice, PILES, seatOfTurn, TurnUp } from './draft.ts';
import { Economy, economySeat } from './economy.ts';
import { LAMBORGHINI_ID } from './id.ts';
import { BID, ECONOMY, isBidding, longRankOf, longStep } from './long-flow.ts';
import { viewLong, viewLongEvent } from './long-view.ts';
import { classificationOf, DIRECTION, DirectionChoice, isRaceOver, MOVE, Move } from './race-flow.ts';
import { LamborghiniCreate, LamborghiniSettings, MURCIELAGOS } from './settings.ts';
import { checkPairing, Pairing } from './setup.ts';
import { evolve, LamborghiniEvent, type LamborghiniState, phaseOf } from './state.ts';

export const TURN_UP = 'turnUp';
export const CHOOSE = 'choose';
export const PAIRING = 'pairing';
/** Every draft step ranks below the pairing. */
const PAIRING_RANK = 100_000;

const rankOf = (id: string): number | undefined => {
  if (id === PAIRING) return PAIRING_RANK;
  const long = longRankOf(id);
  if (long !== undefined) return long;
  const race = /^(move|direction)-([1-9][0-9]{0,5})$/.exec(id);
  if (race) return PAIRING_RANK + Number(race[2]);
  const match = /^(turnup|choose)-([1-9][0-9]{0,3})$/.exec(id);
  if (!match) return undefined;
  const turn = Number(match[2]);
  return match[1] === 'turnup' ? 2 * turn - 1 : 2 * turn;
};

export const drafting = (state: LamborghiniState | undefined, car: string): LamborghiniState => {
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
    race: {
      ...state.race,
      cars: Object.fromEntries(
        Object.entries(state.race.cars).map(([car, { brakesOutOfTurn, ...at }]) => [
          car,
          viewer.cars.includes(car) && brakesOutOfTurn !== undefined ? { ...at, brakesOutOfTurn } : at,
        ]),
      ),
    },
    ...(state.long ? { long: viewLong(state.long, state.murcielagos, viewer) } : {}),
  };
};

const viewEvent = (event: LamborghiniEvent, viewer: GameViewer): unknown => {
  if (viewer.finished) return event;
  if (event.type === 'pileShuffled') return { type: event.type, pile: event.pile, size: event.cards.length };
  if (event.type === 'speedDeckShuffled') return { type: event.type, size: event.cards.length };
  if (event.type === 'granted' && !viewer.cars.includes(event.car)) return { type: event.type, car: event.car };
  // The instruction for a Brakes out of turn is part of the player's hidden plan.
  if (event.type === 'brakesInstructed' && !viewer.cars.includes(event.car)) return undefined;
  if (event.type === 'brought' || event.type === 'carriedIn') return viewLongEvent(event, viewer);
  return event;
};

export const lamborghiniRules: Ruleset<Board, LamborghiniState, LamborghiniEvent, LamborghiniSettings> = {
  id: LAMBORGHINI_ID,
  settingsSchema: LamborghiniSettings,
  createSchema: LamborghiniCreate,
  limits: (settings) => ({ carsPerSeat: settings.carsPerSeat, maxSeats: Math.floor(MURCIELAGOS / settings.carsPerSeat) }),
  circuitIds: ['circuit-a', 'circuit-b'],
  next({ state, played, settings }): Step | undefined {
    if (state === undefined || isRaceOver(state)) return undefined;
    const long = longStep(state, settings);
    if (long !== undefined) return long;
    const phase = phaseOf(state);
    // A later Long race has no draft: its Economic phase, once over, sets the race up.
    if (state.long?.economy !== undefined && phase !== 'race') return undefined;
    if (phase === 'race') {
      const turn = state.race.turn;
      if (!turn) return undefined;
      const number = played?.kind === MOVE || played?.kind === DIRECTION ? played.number + 1 : 1;
      const choice = turn.choices[0];
      const step = { number, rank: PAIRING_RANK + number, window: settings.moveWindow };
      return choice
        ? { ...step, id: `direction-${number}`, kind: DIRECTION, cars: [choice.chooser] }
        : { ...step, id: `move-${number}`, kind: MOVE, cars: [turn.car] };
    }
    if (phase === 'setup') return { id: PAIRING, kind: PAIRING, number: 0, rank: PAIRING_RANK, cars: state.draft.order, window: settings.pairingWindow };
    if (phase !== 'draft') return undefined;
    const turn = state.draft.turn + 1;
    const { seat } = seatOfTurn(state.draft);
    // LB-DRAFT-7 Proposed (c): with every pile empty there is nothing to turn up, and the turn is a choice alone.
    if (state.draft.turn === 0 || state.draft.turnedUp || PILES.every((pile) => state.draft.piles[pile].length === 0))
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
      // In the Long game, what a seat can pay for is the referee's check too (referee.ts).
      check: (_board, state, car, submission) => checkChoice(drafting(state, car).draft, car, (submission as Choose).cards),
    },
    [BID]: {
      schema: Bid,
      check: (_board, state) => {
        if (state === undefined || !isBidding(state)) throw conflict('car', 'there are no bids to make now');
      },
    },
    [ECONOMY]: {
      schema: Economy,
      // Whose turn it is; what the turn may do is the referee's check (referee.ts), which only the functions taking submissions load.
      check: (_board, state, car) => {
        const seat = state === undefined ? undefined : economySeat(state);
        if (seat !== car) throw conflict('car', seat === undefined ? 'there is no Economic phase now' : `it is seat ${seat}'s turn in the Economic phase`);
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
    [MOVE]: {
      schema: Move,
      counted: true,
      // What it plays is in the game's events; the instruction for Brakes out of turn it may carry is the player's alone.
      secret: true,
      // Whose move it is; the cards it may play are the referee's check (referee.ts), which only the functions taking submissions load.
      check: (_board, state, car) => {
        if (state === undefined || phaseOf(state) !== 'race') throw conflict('car', 'the race has not begun');
        const turn = state.race.turn;
        if (!turn || turn.car !== car || turn.choices.length > 0) throw conflict('car', `it is not car ${car}'s move`);
      },
    },
    [DIRECTION]: {
      schema: DirectionChoice,
      check: (_board, state, car) => {
        const choice = state?.race.turn?.choices[0];
        if (!choice || choice.chooser !== car) throw conflict('car', `seat ${car} has no direction to choose`);
      },
    },
  },
  eventSchema: LamborghiniEvent,
  evolve,
  // A seat that leaves takes all its cars (docs/rules-decisions.md): one `withdrawn` event each.
  leaving: (events) => events.flatMap((event) => (event.type === 'withdrawn' ? [event.car] : [])),
  isFinished: isRaceOver,
  championship: longChampionship,
  classification: classificationOf,
  view,
  viewEvent,
};
