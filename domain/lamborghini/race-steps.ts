/**
 * The race (LB-MOVE onwards) as steps of the game: round after round every car still racing moves
 * once, in the order of LB-ORDER-1. Each car's movement turn opens with its Speed card drawn face
 * up (LB-MOVE-4), so that its player plays his cards and plans his steps knowing it (`move-N`);
 * a runaway check that card forces (LB-RUN) is made as the move is played, with the cards he
 * played for it (LB-CHECK-1). Luck draws the replacement and opens the step again; a plan that
 * runs out with movement left, or that a runaway incident voided, opens it again too
 * (docs/rules-decisions.md, LB-MOVE-5); an incident direction a player must choose (LB-INC-1: 12,
 * and 5–7 by the player on the right) is a step of its own (`direction-N`). A missing submission
 * is the non-human player's (non-human.ts).
 */
import type { Dice } from '../dice.ts';
import { conflict } from '../errors.ts';
import { finishDistance, startDistance } from './board/geometry.ts';
import type { Board, Heading, Square } from './board/types.ts';
import { card, type CardId as Id } from './cards.ts';
import { runawayDue } from './check.ts';
import { asked } from './chooser.ts';
import { isStopped, mayRepair } from './damage.ts';
import { goOn, type Planner } from './going-on.ts';
import { raceOrder } from './order.ts';
import { afterOwnTurn, checkBonusOf } from './play.ts';
import { qualify } from './qualifying.ts';
import { carOf, drawnOf, moverOf, murcielagoOf, turnOf } from './race-cars.ts';
import { type DirectionChoice, type Move, onBoard, racing, runners, standingOf, typeOf } from './race-flow.ts';
import type { Moving, RaceEvent } from './race-state.ts';
import { runawayCheck } from './runaway.ts';
import { AFFECTS_SPEED, speedTotal } from './speed.ts';
import { drawSpeed, formSpeedDeck } from './speed-deck.ts';
import { fold, type LamborghiniEvent, type LamborghiniState, type Recorder, recorder } from './state.ts';

/** What the race needs of the non-human player (non-human.ts), passed in so that the rules never import it. */
export interface Driver extends Planner {
  move(state: LamborghiniState, board: Board, car: string): Move;
  direction(state: LamborghiniState, board: Board, car: string, chooser: string): Heading;
}

type Events = LamborghiniEvent[];

/** LB-MOVE-4, LB-MAN-1 Luck: the car's turn begins with its Speed card drawn face up; Luck draws its replacement. */
const openTurn = (log: Recorder, dice: Dice, car: string, use: 'movement' | 'luck' = 'movement'): void => {
  if (use === 'movement') log.add([{ type: 'turnBegan', car }]);
  log.add(drawSpeed(log.state.speed, dice, car, use).events);
};

/**
 * LB-RUN-1, LB-RUN-2, LB-CHECK-1: the runaway check the turn's Speed card forces, if it is still
 * to be made, with `bonus` the Set-up, Manoeuvre and Team played for it; whether it gave an
 * incident, and who must choose its direction.
 */
const checkRunaway = (log: Recorder, dice: Dice, car: string, bonus: number): { incident: boolean; chooser?: 'self' | 'right' } => {
  const turn = turnOf(log.state);
  if (!runawayDue(turn)) return { incident: false };
  const check = runawayCheck(log.state.speed, dice, moverOf(log.state, car), drawnOf(turn), bonus);
  log.add(check.events as LamborghiniEvent[]);
  return { incident: check.incident, ...(check.chooser ? { chooser: check.chooser } : {}) };
};

/** After a car's turn: its laps checked (LB-FIN-1), its cards discarded (LB-CARD-1), and the next car's turn, or the next round's (LB-ORDER-1). */
const endTurn = (log: Recorder, board: Board, dice: Dice): void => {
  const { race } = log.state;
  const turn = turnOf(log.state);
  const { car } = turn;
  const at = carOf(log.state, car);
  const finish = finishDistance(board);
  if (onBoard(at) && !at.stopped && at.distance >= finish)
    log.add([{ type: 'finished', car, round: race.round, past: at.distance - finish, moved: race.order.indexOf(car) }]);
  const lasting = afterOwnTurn(at.lasting);
  const kept = new Set(at.lasting.map(({ card: id }) => id));
  const outOfTurn = (turn.outOfTurn ?? []).map(({ card: id }) => id);
  const discarded = [...turn.played.filter((id) => !kept.has(id)), ...outOfTurn, ...lasting.discarded];
  log.add([{ type: 'turnEnded', car, discarded }]);
  openNext(log, dice, car);
};

const openNext = (log: Recorder, dice: Dice, after: string | undefined): void => {
  const { race } = log.state;
  const from = after === undefined ? -1 : race.order.indexOf(after);
  const following = race.order.slice(from + 1).find((car) => racing(carOf(log.state, car)));
  if (following) {
    openTurn(log, dice, following);
    return;
  }
  const order = raceOrder(runners(log.state), race.order).filter((car) => racing(carOf(log.state, car)));
  const [first] = order;
  if (first === undefined) return;
  log.add([{ type: 'roundBegan', round: race.round + 1, order }]);
  openTurn(log, dice, first);
};

/** LB-QUAL-2: each car of the grid on its grid square, pole first; a board with too few squares refuses the entries. */
const gridSquares = (board: Board, grid: readonly string[]): { car: string; square: Square }[] =>
  grid.map((car, index) => {
    const square = board.grid[index];
    if (square === undefined) throw conflict('entries', `${board.name} has ${board.grid.length} grid squares for ${grid.length} cars`);
    return { car, square };
  });

/** LB-QUAL-2, LB-ORDER-1, LB-GAP-5: the cars on their grid squares, pole first, and the pole's first turn. */
const beginRace = (state: LamborghiniState, board: Board, dice: Dice): LamborghiniEvent[] => {
  const log = recorder(state);
  const placed = gridSquares(board, state.grid).map(({ car, square }) => {
    const damages = state.long?.damages[car] ?? 0;
    return { car, row: square.row, lane: square.lane, distance: startDistance(board, square), ...(damages > 0 ? { damages } : {}) };
  });
  log.add([{ type: 'placed', cars: placed }]);
  log.add(Object.entries(state.race.out).map(([car, reason]) => ({ type: 'withdrawn' as const, car, reason })));
  log.add([{ type: 'roundBegan', round: 1, order: state.grid.filter((car) => racing(carOf(log.state, car))) }]);
  openNext(log, dice, undefined);
  return log.events;
};

/**
 * LB-SPEED-1, LB-QUAL, once the cars have their cards: the Speed deck of the Technology and
 * Manoeuvre cards left in the piles, the grid drawn in the seats' order, and the race's first turn.
 */
export const toTheStart = (log: Recorder, board: Board, dice: Dice): void => {
  const { piles } = log.state.draft;
  log.add([formSpeedDeck([...piles.technology, ...piles.manoeuvre], dice)]);
  const { draft, seats, speed } = log.state;
  log.add(
    qualify(
      draft.order.flatMap((seat) => (seats[seat] ?? []).map((car) => murcielagoOf(log.state, car))),
      speed,
      dice,
    ).events,
  );
  log.add(beginRace(log.state, board, dice));
};

/** LB-MOVE-4, LB-CARD-1: the cards played as the move begins; Team repairs the most recent damage at once (LB-GAP-8). */
export const playCards = (log: Recorder, car: string, cards: readonly Id[]): void => {
  log.add(cards.map((id) => ({ type: 'cardPlayed' as const, car, card: id })));
  if (!cards.some((id) => typeOf(id) === 'team')) return;
  const { damages } = carOf(log.state, car);
  if (mayRepair(damages)) log.add([{ type: 'repaired', car, damages: damages - 1 }]);
};

/**
 * LB-MOVE-4 Proposed, LB-MAN-1: how `car`'s movement begins once `cards` are played (in `state`)
 * and any runaway check is made: its squares, the Aerodynamics bonus counted in them (lost at a
 * change of lane), and the Gamble, Slipstream and Clash played.
 */
export const turnMovement = (
  state: LamborghiniState,
  car: string,
  cards: readonly Id[],
): Pick<Moving, 'remaining' | 'slipstreamUsed' | 'aerodynamics' | 'gamble' | 'slipstreamCard' | 'clash'> => {
  const at = carOf(state, car);
  const { carCard, driverCard } = murcielagoOf(state, car);
  const turn = turnOf(state);
  const types = cards.map(typeOf);
  const speedCard = cards.find((id) => AFFECTS_SPEED.has(typeOf(id) as never) && !['tyres', 'fuelTank'].includes(typeOf(id)));
  const chosen = speedCard === undefined ? undefined : card(speedCard);
  const found = chosen?.kind === 'technology' || chosen?.kind === 'manoeuvre' ? chosen : undefined;
  const total =
    speedTotal(
      {
        carCard,
        driverCard,
        drawn: drawnOf(turn),
        damages: at.damages,
        turnsWithThree: at.turnsWithThree,
        recorded: at.recorded,
        lasting: at.lasting.length,
      },
      found && { type: found.type, ...(found.kind === 'technology' ? { value: found.value } : {}) },
      standingOf(state, car),
    ) + turn.plusOne;
  return {
    remaining: total,
    slipstreamUsed: false,
    aerodynamics: found?.type === 'aerodynamics' && found.kind === 'technology' ? found.value : 0,
    gamble: types.includes('gamble'),
    slipstreamCard: types.includes('slipstream'),
    clash: types.includes('clash'),
  };
};

/**
 * The movement of the turn from the cards played (LB-MOVE-4 Proposed), once any runaway check is
 * made, or the car stopped for good (LB-DMG-1 Proposed). `checkBonus`: what is left of the check
 * cards' bonus for the car's next check.
 */
const startMove = (
  log: Recorder,
  car: string,
  cards: readonly Id[],
  start: Pick<Moving, 'plan' | 'byNonHuman' | 'checkBonus'> & { replan?: boolean },
): boolean => {
  const at = carOf(log.state, car);
  const begun = turnMovement(log.state, car, cards);
  if (isStopped(at.damages, begun.remaining)) {
    log.add([{ type: 'stopped', car }]);
    return false;
  }
  const moving: Moving = { ...begun, ...start };
  log.add([{ type: 'moving', car, moving, ...(at.direction ? { direction: at.direction } : {}) }]);
  return true;
};

const finishOrWait = (log: Recorder, board: Board, dice: Dice, driver: Driver): void => {
  if (goOn({ log, board, dice, planner: driver }) === 'done') endTurn(log, board, dice);
};

export interface RacePlay {
  board: Board;
  state: LamborghiniState;
  dice: Dice;
  driver: Driver;
}

/** LB-CARD-1, LB-GAP-8: the player's standing instruction for his Brakes out of turn, when his submission changes it. */
const instruct = (log: Recorder, car: string, move: Move): void => {
  const outOfTurn = move.brakesOutOfTurn;
  if (outOfTurn !== undefined && outOfTurn !== (carOf(log.state, car).brakesOutOfTurn ?? 'always')) log.add([{ type: 'brakesInstructed', car, outOfTurn }]);
};

/**
 * Plays a `move` step: the car's cards and plan, or the non-human player's. As the move begins,
 * the cards are played, the runaway check is made with those played for it (LB-CHECK-1, LB-RUN-1),
 * and the plan is played; a runaway incident voids a plan its player sent, which waits for a new
 * one knowing where the incident leaves the car (LB-MOVE-5). Luck is played once that check is
 * made, and draws the replacement, whose own check comes with the next submission (LB-RUN-2).
 */
export const playMove = ({ board, state, dice, driver }: RacePlay, sent: Move | undefined): { state: LamborghiniState; events: Events } => {
  const log = recorder(state);
  const turn = state.race.turn;
  if (!turn) throw conflict('step', 'no car is moving');
  const car = turn.car;
  if (!racing(carOf(state, car))) {
    endTurn(log, board, dice);
    return { state: log.state, events: log.events };
  }
  const move = sent ?? driver.move(state, board, car);
  const byNonHuman = sent === undefined;
  instruct(log, car, move);
  if (turn.moving) {
    const { replan: _replan, ...moving } = turn.moving;
    // A runaway incident's direction still fixes the first square of the plan sent now (LB-GAP-7).
    const { direction } = carOf(state, car);
    log.add([{ type: 'moving', car, moving: { ...moving, plan: move.plan ?? [], byNonHuman }, ...(direction ? { direction } : {}) }]);
    finishOrWait(log, board, dice, driver);
    return { state: log.state, events: log.events };
  }
  const cards = move.cards ?? [];
  if (cards.some((id) => typeOf(id) === 'luck')) {
    // LB-MAN-1 Luck, LB-RUN-2 Proposed: played once the runaway check is made; the replacement is drawn and the move waits for it.
    const { chooser } = checkRunaway(log, dice, car, 0);
    if (chooser) log.add(asked(log.state, [{ car, chooser }]));
    playCards(log, car, cards);
    openTurn(log, dice, car, 'luck');
    return { state: log.state, events: log.events };
  }
  playCards(log, car, cards);
  const bonus = cards.reduce((sum, id) => sum + checkBonusOf(id), 0);
  // LB-GAP-8: the check cards are for the car's next check, the runaway check when one is due.
  const due = runawayDue(turn);
  const runaway = checkRunaway(log, dice, car, bonus);
  const voided = runaway.incident && !byNonHuman;
  const start = { plan: voided ? [] : (move.plan ?? []), byNonHuman, checkBonus: due ? 0 : bonus, ...(voided ? { replan: true } : {}) };
  if (!startMove(log, car, cards, start)) {
    endTurn(log, board, dice);
    return { state: log.state, events: log.events };
  }
  if (runaway.chooser) log.add(asked(log.state, [{ car, chooser: runaway.chooser }]));
  finishOrWait(log, board, dice, driver);
  return { state: log.state, events: log.events };
};

/** Plays a `direction` step: the heading chosen for the car, and the move goes on. */
export const playDirection = ({ board, state, dice, driver }: RacePlay, sent: DirectionChoice | undefined): { state: LamborghiniState; events: Events } => {
  const log = recorder(state);
  const choice = state.race.turn?.choices[0];
  if (!choice) throw conflict('step', 'no direction is to be chosen');
  const heading = sent?.heading ?? driver.direction(state, board, choice.car, choice.chooser);
  log.add([{ type: 'headingChosen', car: choice.car, by: choice.chooser, heading, byNonHuman: sent === undefined }]);
  // The direction fixes the moving car's next square; one for a car hit waits for its next turn (LB-GAP-7).
  const turn = turnOf(log.state);
  if (turn.choices.length === 0 && turn.moving) finishOrWait(log, board, dice, driver);
  return { state: log.state, events: log.events };
};

/** The organiser's elimination or the player's withdrawal: the car leaves the board; a seat leaves with all its cars. */
export const withdraw = (state: LamborghiniState, car: string, reason: string): { state: LamborghiniState; events: Events } => {
  const cars = state.seats[car] ?? [car];
  const events: RaceEvent[] = cars
    .filter((one) => {
      const at = state.race.cars[one];
      return at ? at.out === undefined && at.finished === undefined : state.race.out[one] === undefined;
    })
    .map((one) => ({ type: 'withdrawn', car: one, reason }));
  return { state: fold(state, events), events };
};
