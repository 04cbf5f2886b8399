/**
 * The Long game with its races played for real (race-steps.ts), every seat the non-human player:
 * the finish records the outcome and its prizes, the cards used come back for the next race, a
 * later race starts its cars with the damages their players could not repair, and a championship
 * of three races goes from the bids to the standings by money.
 */
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../domain/dice.ts';
import { shippedBoards } from '../../domain/lamborghini/board/index.ts';
import type { Board } from '../../domain/lamborghini/board/types.ts';
import { type Carried, carry } from '../../domain/lamborghini/carry.ts';
import { moneyPoints, moneyStandings } from '../../domain/lamborghini/championship.ts';
import { PRIZES } from '../../domain/lamborghini/money.ts';
import { raceView } from '../../domain/lamborghini/picture/view.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate, type LamborghiniSettings } from '../../domain/lamborghini/settings.ts';
import { emptyState, fold, type LamborghiniEvent, type LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import { seededDice } from '../support/dice.ts';

const BOARDS = shippedBoards();
const LONG: LamborghiniSettings = LamborghiniCreate.parse({ version: 'long' });
const NAMES = ['Ada', 'Bruno', 'Carla', 'Dario', 'Elena'];

const entrantsOf = (players: number): Entrant[] =>
  Array.from({ length: players }, (_, index) => ({ car: String(index + 1), name: NAMES[index]!, seat: String(index + 1) }));

interface Raced {
  state: LamborghiniState;
  events: LamborghiniEvent[];
  /** The state as the race's first movement turn opens. */
  atStart: LamborghiniState;
}

/** A Long race from its beginning to its finish, every step the non-human player's. */
const race = (board: Board, entrants: Entrant[], dice: Dice, carried?: Carried): Raced => {
  const begun = lamborghini.referee!.begin!({ circuit: board, entrants, settings: LONG, dice, ...(carried ? { carried } : {}) });
  let { state } = begun;
  const events = [...begun.events];
  let atStart: LamborghiniState | undefined;
  for (let played: Step | undefined, steps = 0; steps < 5_000; steps++) {
    const step = lamborghini.next({ state, played, cars: entrants.map(({ car }) => car), settings: LONG });
    if (step === undefined) break;
    if (atStart === undefined && state.grid.length > 0) atStart = state;
    const submissions = Object.fromEntries(step.cars.map((car) => [car, undefined]));
    const result = lamborghini.referee!.play[step.kind]!({ circuit: board, state, step, submissions, dice, standingOrders: {}, entrants, settings: LONG });
    state = result.state;
    events.push(...result.events);
    played = step;
  }
  return { state, events, atStart: atStart! };
};

describe('the Long game raced to the finish', () => {
  it('[LB-LONG-1] [LB-LONG-2] [LB-FIN-1] the finish records the cars that crossed the line in their order, the stopped ones after, and pays $50,000, $35,000, $20,000, … by place', () => {
    const { state, events, atStart } = race(BOARDS['circuit-a']!, entrantsOf(4), seededDice(31));
    expect(lamborghini.isFinished(state)).toBe(true);
    const raced = events.filter((event) => event.type === 'raced');
    expect(raced).toHaveLength(1);
    const outcome = raced[0]!.type === 'raced' ? raced[0]! : undefined;
    const { cars } = state.race;
    const finished = Object.keys(cars).filter((car) => cars[car]!.finished !== undefined);
    expect([...outcome!.arrival].sort()).toEqual(finished.sort());
    expect(outcome!.stopped.every((car) => cars[car]!.stopped)).toBe(true);
    expect(outcome!.damages).toEqual(Object.fromEntries(Object.entries(cars).map(([car, at]) => [car, at.damages])));
    expect(outcome!.prizes).toEqual(Object.fromEntries(outcome!.arrival.map((car, place) => [car, PRIZES[place]])));
    expect(PRIZES.slice(0, 3)).toEqual([50_000, 35_000, 20_000]);
    // The classification: the grid before the race, the arrival then the stopped cars at its end.
    expect(lamborghini.classification(atStart)).toEqual(atStart.grid);
    expect(lamborghini.classification(state)).toEqual([...outcome!.arrival, ...outcome!.stopped]);
    // Each prize is paid once, to the car's seat.
    const paid = (seat: string) => fold(state, []).long!.money[seat]! - atStart.long!.money[seat]!;
    for (const seat of ['1', '2', '3', '4']) expect(paid(seat)).toBe(outcome!.prizes[seat] ?? 0);
    expect(fold(emptyState(), events)).toEqual(state);
  });

  it('[LB-CARD-1] [LB-LONG-3] in the Long game a card used is turned face down beside its player, not discarded, and is in his hand again for the next race', () => {
    const entrants = entrantsOf(3);
    const { state, events } = race(BOARDS['circuit-a']!, entrants, seededDice(32));
    const played = events.flatMap((event) => (event.type === 'cardPlayed' ? [{ car: event.car, card: event.card }] : []));
    expect(played.length).toBeGreaterThan(0);
    for (const { car, card } of played) {
      expect(state.speed.discard).not.toContain(card);
      expect(state.murcielagos[car]!.hand).not.toContain(card);
      expect([...state.long!.used[car]!, ...state.race.cars[car]!.lasting.map(({ card: id }) => id)]).toContain(card);
    }
    const carried = carry(state, entrants);
    for (const [index, { car }] of entrants.entries()) {
      const hand = carried.players[NAMES[index]!]!.cars[0]!.hand;
      for (const one of played.filter((play) => play.car === car)) expect(hand).toContain(one.card);
    }
    const next = race(BOARDS['circuit-b']!, entrants, seededDice(33), carried);
    for (const [index, { car }] of entrants.entries()) {
      const kept = carried.players[NAMES[index]!]!.cars[0]!.hand;
      const { hand } = next.atStart.murcielagos[car]!;
      // LB-LONG-3 (3): every card he had is his again, less what the Economic phase's exchanges changed (the non-human player makes none).
      expect([...hand].sort()).toEqual([...kept].sort());
    }
  });

  it('[LB-LONG-3] a later race starts each car with the damages its player could not pay for at $1,000 each', () => {
    const entrants = entrantsOf(2);
    const first = race(BOARDS['circuit-a']!, entrants, seededDice(34));
    const carried = carry(first.state, entrants);
    // Ada has $1,000 and 3 damages: she repairs one and keeps two; Bruno, with $50,000, repairs his one.
    const given: Carried = {
      ...carried,
      players: {
        Ada: { ...carried.players.Ada!, money: 1_000, cars: [{ ...carried.players.Ada!.cars[0]!, damages: 3 }] },
        Bruno: { ...carried.players.Bruno!, money: 50_000, cars: [{ ...carried.players.Bruno!.cars[0]!, damages: 1 }] },
      },
    };
    const next = race(BOARDS['circuit-b']!, entrants, seededDice(35), given);
    const placed = next.events.find((event) => event.type === 'placed');
    expect(placed?.type === 'placed' && placed.cars.find(({ car }) => car === '1')?.damages).toBe(2);
    expect(placed?.type === 'placed' && placed.cars.find(({ car }) => car === '2')?.damages).toBeUndefined();
    expect(next.atStart.long!.money).toMatchObject({ '1': 0, '2': 49_000 });
  });

  it('the picture draws each car on the square the race has put it, and no car that has crossed the line', () => {
    const board = BOARDS['circuit-a']!;
    const entrants = entrantsOf(3);
    const { state, atStart } = race(board, entrants, seededDice(36));
    const viewer = { cars: [], finished: false };
    const start = raceView(board, lamborghini.view!(atStart, viewer), []);
    expect(start.cars.map(({ car, row, lane }) => [car, row, lane])).toEqual(
      ['1', '2', '3'].map((car) => [car, atStart.race.cars[car]!.row, atStart.race.cars[car]!.lane]),
    );
    const end = raceView(board, lamborghini.view!(state, { cars: [], finished: true }), []);
    const onBoard = Object.keys(state.race.cars).filter((car) => state.race.cars[car]!.finished === undefined);
    expect(end.cars.map(({ car }) => car)).toEqual(onBoard);
    for (const { car, row, lane } of end.cars) expect([row, lane]).toEqual([state.race.cars[car]!.row, state.race.cars[car]!.lane]);
  });
});

describe('a three-race Long game through the real game', () => {
  it("[LB-GAME-2] [LB-LONG-4] [LB-SETUP-1] three races raced by the non-human player for every seat, each starting from the one before, end in standings by each player's money", () => {
    const entrants = entrantsOf(3);
    const circuits = ['circuit-a', 'circuit-b', 'circuit-a'];
    const nameOf = (seat: string) => entrants.find((one) => one.seat === seat)!.name;
    const championship: { raceId: string; circuitId: string; points: Record<string, number>; classification: string[] }[] = [];
    let carried: Carried | undefined;
    let last: LamborghiniState | undefined;
    for (const [index, circuitId] of circuits.entries()) {
      const { state } = race(BOARDS[circuitId]!, entrants, seededDice(40 + index), carried);
      expect(lamborghini.isFinished(state)).toBe(true);
      expect(state.long!.outcome).toBeDefined();
      if (carried) for (const { seat, name } of entrants) expect(state.long!.began[seat]).toBe(carried.players[name]!.money);
      championship.push({
        raceId: `r${index + 1}`,
        circuitId,
        points: Object.fromEntries(Object.entries(moneyPoints(state)).map(([seat, points]) => [nameOf(seat), points])),
        classification: [...new Set(lamborghini.classification(state).map(nameOf))],
      });
      carried = carry(state, entrants);
      last = state;
    }
    const standings = moneyStandings(championship);
    // The points added up are each player's money at the end of the last race.
    expect(Object.fromEntries(standings.map(({ player, points }) => [player, points]))).toEqual(
      Object.fromEntries(entrants.map(({ seat, name }) => [name, last!.long!.money[seat]])),
    );
    const money = standings.map(({ points }) => points);
    expect(money).toEqual([...money].sort((a, b) => b - a));
    expect(standings[0]!.position).toBe(1);
  });
});
