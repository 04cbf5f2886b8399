/**
 * The referee of a Lamborghini race: the order of play drawn and the piles shuffled when
 * registration closes, the Strategic phase's turns, the pairing, the Set-up and qualifying, then
 * the race's steps (race-steps.ts), each with the non-human player for what was not sent, and a
 * car's withdrawal. The Long game's bids, purchases, Economic phase and outcome are long-plays.ts.
 */
import type { Dice } from '../dice.ts';
import { conflict } from '../errors.ts';
import type { Referee } from '../race/ruleset.ts';
import type { Bid } from './auction.ts';
import type { Board } from './board/types.ts';
import { seatsOf } from './carry.ts';
import { type Choose, checkChoice, defaultChoice, defaultTurnUp, isDraftOver, openDraft, type TurnUp, turnUp } from './draft.ts';
import { broughtBy, checkEconomy, type Economy, sourcesOf } from './economy.ts';
import { BID, ECONOMY, isLong, mayAlsoOf } from './long-flow.ts';
import { beginLong, longChoice, playBids, playEconomy, withOutcome } from './long-plays.ts';
import { nonHuman } from './non-human.ts';
import type { DirectionChoice, Move } from './race-flow.ts';
import { checkMove, DIRECTION, MOVE } from './race-flow.ts';
import { playDirection, playMove, toTheStart, withdraw } from './race-steps.ts';
import { CHOOSE, drafting, PAIRING, TURN_UP } from './rules.ts';
import type { LamborghiniSettings } from './settings.ts';
import { defaultPairing, grant, type Pairing, paired, reshufflePiles } from './setup.ts';
import { emptyState, fold, type LamborghiniEvent, type LamborghiniState, recorder } from './state.ts';

/** LB-PREP-2..4, LB-SPEED-1, LB-QUAL: once every Murcielago is paired, the grants, the Speed deck and the grid; then the race begins. */
const setUp = (state: LamborghiniState, board: Board, dice: Dice): LamborghiniEvent[] => {
  const log = recorder(state);
  log.add(reshufflePiles(log.state.draft, dice));
  const { draft, seats, murcielagos } = log.state;
  const served = draft.order.flatMap((seat) => (seats[seat] ?? []).map((car) => murcielagos[car]!));
  const granted = grant(draft.piles, served);
  log.add(granted);
  // LB-LONG-3 Proposed: in the Long game the cards a Car or Driver card brought go with it.
  if (log.state.long) log.add(broughtBy(served.flatMap(sourcesOf), granted));
  toTheStart(log, board, dice);
  return log.events;
};

/** LB-FIN-1: the board the race is run on, with the laps the organiser chose, if he chose fewer. */
export const raced = (board: Board, settings: Pick<LamborghiniSettings, 'laps'>): Board =>
  settings.laps === undefined ? board : { ...board, laps: settings.laps };

/** Pairs every seat that sent no pairing (a seat of one car always), then sets up the race. */
const pairAll = (state: LamborghiniState, board: Board, sent: Record<string, Pairing | undefined>, dice: Dice): LamborghiniEvent[] => {
  const pairings = state.draft.order.map((seat) => {
    const held = state.draft.held[seat] ?? [];
    return paired(seat, held, sent[seat] ?? defaultPairing(state.seats[seat] ?? [seat], held));
  });
  return [...pairings, ...setUp(fold(state, pairings), board, dice)];
};

export const lamborghiniReferee: Referee<Board, LamborghiniState, LamborghiniEvent, LamborghiniSettings> = {
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
    [CHOOSE]: ({ circuit, state, step, submissions, dice, settings }) => {
      const seat = step.cars[0]!;
      const before = drafting(state, seat);
      const sent = submissions[seat] as Choose | undefined;
      const { cards, paid } = before.long ? longChoice(before, seat, sent?.cards) : { cards: sent?.cards ?? defaultChoice(before.draft, seat), paid: [] };
      const chose: LamborghiniEvent = { type: 'chose', seat, cards, byNonHuman: sent === undefined };
      const after = fold(before, [chose, ...paid]);
      // A seat of one car has nothing to pair: its Set-up follows at once.
      const more = isDraftOver(after.draft) && settings.carsPerSeat === 1 ? pairAll(after, circuit, {}, dice) : [];
      return { state: fold(after, more), events: [chose, ...paid, ...more] };
    },
    [BID]: ({ state, submissions, dice }) => {
      const events = playBids(state!, submissions as Record<string, Bid | undefined>, dice);
      return { state: fold(state!, events), events };
    },
    [ECONOMY]: ({ circuit, state, step, submissions, dice }) => {
      const events = playEconomy(state!, circuit, submissions[step.cars[0]!] as Economy | undefined, dice);
      return { state: fold(state!, events), events };
    },
    [PAIRING]: ({ circuit, state, submissions, dice }) => {
      const events = pairAll(state!, circuit, submissions as Record<string, Pairing | undefined>, dice);
      return { state: fold(state!, events), events };
    },
    [MOVE]: ({ circuit, state, step, submissions, dice, settings }) =>
      withOutcome(playMove({ board: raced(circuit, settings), state: state!, dice, driver: nonHuman }, submissions[step.cars[0]!] as Move | undefined)),
    [DIRECTION]: ({ circuit, state, step, submissions, dice, settings }) =>
      withOutcome(
        playDirection({ board: raced(circuit, settings), state: state!, dice, driver: nonHuman }, submissions[step.cars[0]!] as DirectionChoice | undefined),
      ),
  },
  check: {
    // LB-AUCT-2: in the Long game a seat chooses only the Car and Driver cards it can pay for.
    [CHOOSE]: (_board, state, car, submission) => {
      if (state?.long) checkChoice(state.draft, car, (submission as Choose).cards, mayAlsoOf(state, car));
    },
    // LB-MOVE-4, LB-CARD-1: the cards a car may play as its move begins (rules.ts checks whose move it is).
    [MOVE]: (_board, state, car, submission) => checkMove(state!, car, submission as Move),
    // LB-LONG-3 (4): what a turn of the Economic phase may exchange, sell and buy (rules.ts checks whose turn it is).
    [ECONOMY]: (_board, state, car, submission) => checkEconomy(state!, car, submission as Economy),
  },
  eliminate: (state, car, reason) => withOutcome(withdraw(state, car, reason)),
};
