/**
 * The Long game (LB-AUCT, LB-LONG, LB-GAP-9..10) through the game-flow contract: the sealed bids,
 * the draft with cars and drivers bought, and the races that follow one another, each starting
 * from what the one before left. The race itself is given as its outcome (`finishLong`): its
 * steps are not this module's.
 */
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../domain/dice.ts';
import { Bid, mayBuy } from '../../domain/lamborghini/auction.ts';
import { shippedBoards } from '../../domain/lamborghini/board/index.ts';
import { CARDS, card } from '../../domain/lamborghini/cards.ts';
import { type Carried, carry, finishLong } from '../../domain/lamborghini/carry.ts';
import { moneyPoints, moneyStandings } from '../../domain/lamborghini/championship.ts';
import { checkChoice, type DraftState } from '../../domain/lamborghini/draft.ts';
import type { Economy } from '../../domain/lamborghini/economy.ts';
import { startingMoney as startingMoneyOf } from '../../domain/lamborghini/money.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate, type LamborghiniSettings } from '../../domain/lamborghini/settings.ts';
import { fold, type LamborghiniEvent, type LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import { seededDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';

const BOARD = shippedBoards()['circuit-a']!;
const LONG: LamborghiniSettings = LamborghiniCreate.parse({ version: 'long' });
const NAMES = ['Ada', 'Bruno', 'Carla', 'Dario', 'Elena'];

const entrantsOf = (players: number): Entrant[] =>
  Array.from({ length: players }, (_, index) => ({ car: String(index + 1), name: NAMES[index]!, seat: String(index + 1) }));

interface Run {
  state: LamborghiniState;
  events: LamborghiniEvent[];
  steps: Step[];
}

/** Begins a race and plays its steps until the grid is formed and the race begins, sending what `send` gives for a step (nothing: the non-human player plays). */
const run = (entrants: Entrant[], dice: Dice, send: (step: Step, state: LamborghiniState) => Record<string, unknown> = () => ({}), carried?: Carried): Run => {
  const begun = lamborghini.referee!.begin!({ circuit: BOARD, entrants, settings: LONG, dice, ...(carried ? { carried } : {}) });
  let state = begun.state;
  const events = [...begun.events];
  const steps: Step[] = [];
  for (let played: Step | undefined; steps.length < 500; ) {
    const step = lamborghini.next({ state, played, cars: entrants.map(({ car }) => car), settings: LONG });
    if (step === undefined || state.grid.length > 0) break;
    const kind = lamborghini.kinds[step.kind]!;
    const sent = send(step, state);
    for (const [car, submission] of Object.entries(sent)) {
      kind.check(BOARD, state, car, kind.schema.parse(submission));
      lamborghini.referee!.check?.[step.kind]?.(BOARD, state, car, submission);
    }
    const submissions = Object.fromEntries(step.cars.map((car) => [car, sent[car]]));
    const result = lamborghini.referee!.play[step.kind]!({ circuit: BOARD, state, step, submissions, dice, standingOrders: {}, entrants, settings: LONG });
    state = result.state;
    events.push(...result.events);
    steps.push(step);
    played = step;
  }
  return { state, events, steps };
};

/** The race given as data: `arrival` crossed the line in that order, `stopped` did not. */
const finish = (state: LamborghiniState, arrival: string[], stopped: string[] = [], damages: Record<string, number> = {}): LamborghiniState =>
  fold(state, [finishLong({ arrival, stopped, damages })]);

const priceOf = (id: string): number => {
  const found = card(id);
  return found.kind === 'car' || found.kind === 'driver' ? found.price : 0;
};

/** A draft as a test lays it out: `faceUp` on the table, the rest of the Car and Driver cards in their piles. */
const draftOf = (faceUp: string[], held: string[] = []): DraftState => ({
  order: ['1', '2'],
  carsPerSeat: 1,
  piles: {
    car: CARDS.car.map(({ id }) => id).filter((id) => !faceUp.includes(id) && !held.includes(id)),
    driver: CARDS.driver.map(({ id }) => id).filter((id) => !faceUp.includes(id) && !held.includes(id)),
    technology: [],
    manoeuvre: [],
  },
  faceUp,
  held: { '1': held, '2': [] },
  turn: 0,
  turnedUp: true,
});

describe('the Long game: the auction and the draft', () => {
  it('[LB-SETUP-6] [LB-GAP-9] each player starts with his money as a number: $60,000 with 2 to 4 players, $52,000 with 5', () => {
    for (const [players, money] of [
      [2, 60_000],
      [4, 60_000],
      [5, 52_000],
    ] as const) {
      const { state } = lamborghini.referee!.begin!({ circuit: BOARD, entrants: entrantsOf(players), settings: LONG, dice: seededDice(1) });
      expect(Object.values(state.long!.money)).toEqual(Array.from({ length: players }, () => money));
    }
  });

  it('[LB-SETUP-1] a Long race recorded before its setting was named version (as `game`) is still the Long game', () => {
    const recorded: LamborghiniSettings = { ...LamborghiniCreate.parse({}), game: 'long' };
    const { state } = lamborghini.referee!.begin!({ circuit: BOARD, entrants: entrantsOf(2), settings: recorded, dice: seededDice(1) });
    expect(state.long?.money).toEqual({ '1': 60_000, '2': 60_000 });
  });

  it('[LB-AUCT-1] the first step is the sealed bids of every player at once; opened together, the highest bidder chooses first, then the next, and every bid is lost to the bank', () => {
    const bids: Record<string, number> = { '1': 5_000, '2': 20_000, '3': 0 };
    const { steps, state, events } = run(entrantsOf(3), seededDice(2), (step) =>
      step.kind === 'bid' ? Object.fromEntries(Object.entries(bids).map(([seat, amount]) => [seat, { amount }])) : {},
    );
    expect(steps[0]).toMatchObject({ id: 'bids', kind: 'bid', rank: 0, cars: expect.arrayContaining(['1', '2', '3']) });
    expect(steps.every((step, index) => index === 0 || step.rank > steps[index - 1]!.rank)).toBe(true);
    expect(lamborghini.rankOf('bids')).toBe(0);
    expect(lamborghini.kinds.bid!.secret).toBeUndefined();
    expect(events.find((event) => event.type === 'bidsOpened')).toMatchObject({ bids, order: ['2', '1', '3'] });
    expect(steps[1]).toMatchObject({ id: 'choose-1', cars: ['2'] });
    // What each paid: the bid, then the Car and Driver cards chosen at their printed price.
    for (const seat of ['1', '2', '3']) {
      const bought = state.draft.held[seat]!.reduce((sum, id) => sum + priceOf(id), 0);
      expect(state.long!.money[seat]).toBe(60_000 - bids[seat]! - bought);
    }
  });

  it('[LB-AUCT-1] [LB-GAP-6] a tie goes by the order of play drawn at the start; a bid is zero or more, in banknotes', () => {
    const { events } = run(entrantsOf(3), seededDice(3), (step) =>
      step.kind === 'bid' ? { '1': { amount: 1_000 }, '2': { amount: 1_000 }, '3': { amount: 6_000 } } : {},
    );
    const seated = events.find((event) => event.type === 'seated')!;
    const drawn = seated.type === 'seated' ? seated.order.filter((seat) => seat !== '3') : [];
    expect(events.find((event) => event.type === 'bidsOpened')).toMatchObject({ order: ['3', ...drawn] });
    expect(Bid.safeParse({ amount: 0 }).success).toBe(true);
    expect(Bid.safeParse({ amount: -1_000 }).success).toBe(false);
    expect(Bid.safeParse({ amount: 1_500 }).error?.issues[0]?.message).toContain('multiple of $1000');
  });

  it('[LB-AUCT-2] Technology and Manoeuvre cards are free; Car A costs $30,000 and Driver 1 $25,000, paid when chosen', () => {
    const { events } = run(entrantsOf(2), seededDice(4));
    const paid = events.filter((event) => event.type === 'paid');
    const chosen = events.flatMap((event) => (event.type === 'chose' ? event.cards : []));
    expect(paid.map((event) => (event.type === 'paid' ? [event.card, event.price] : []))).toEqual(
      chosen.filter((id) => /^[CD]/.test(id)).map((id) => [id, priceOf(id)]),
    );
    expect(['CA', 'D1'].map(priceOf)).toEqual([30_000, 25_000]);
    expect(priceOf('T1') + priceOf('M1')).toBe(0);
  });

  it('[LB-AUCT-2] a player may not choose a card he cannot pay for: with $40,000 after Car A, Driver 1 ($25,000) is refused while Driver 7 ($10,000) is untaken', () => {
    const draft = draftOf(['D1', 'T1'], ['CA']);
    // $60,000 − a $20,000 bid − Car A's $30,000.
    const may = mayBuy(draft, '1', 10_000);
    expect(may(['CA'], 'D1')).toContain('LB-AUCT-2');
    expect(may(['CA'], 'T1')).toBeUndefined();
    const error = refusal(() => checkChoice(draft, '1', ['D1'], may));
    expect(error.field).toBe('cards[0]');
    expect(() => checkChoice(draft, '1', ['T1'], may)).not.toThrow();
  });

  it('[LB-AUCT-2] a player who can pay for no driver still untaken takes one all the same, on debt: his money goes below zero', () => {
    // A $58,000 bid leaves $2,000; the cheapest driver, Driver 10, costs $5,000.
    const draft = draftOf(['D3', 'D10'], ['CA']);
    const may = mayBuy(draft, '1', 2_000);
    expect(may(['CA'], 'D3')).toBeUndefined();
    const { state } = run(entrantsOf(2), seededDice(5), (step) => (step.kind === 'bid' ? { '1': { amount: 58_000 }, '2': { amount: 0 } } : {}));
    expect(state.draft.held['1']!.filter((id) => /^[CD]/.test(id))).toHaveLength(2);
    expect(state.long!.money['1']).toBe(2_000 - state.draft.held['1']!.reduce((sum, id) => sum + priceOf(id), 0));
    expect(state.long!.money['1']).toBeLessThan(0);
  });

  it('[LB-GAP-9] in the Long game too the Speed deck holds every one of the 39 Banknote cards', () => {
    const { state } = run(entrantsOf(3), seededDice(6));
    // As the race begins, qualifying and the pole's first Speed card have been drawn to the discards.
    expect([...state.speed.pile, ...state.speed.discard].filter((id) => id.startsWith('N'))).toHaveLength(39);
    expect(state.grid).toHaveLength(3);
  });

  it('hides a bid from the other seats until the bids open: no game event carries one before', () => {
    const begun = lamborghini.referee!.begin!({ circuit: BOARD, entrants: entrantsOf(2), settings: LONG, dice: seededDice(7) });
    expect(begun.events.some((event) => event.type === 'bidsOpened')).toBe(false);
    expect(JSON.stringify(lamborghini.view!(begun.state, { cars: ['2'], finished: false }))).not.toContain('bids');
  });
});

describe('the Long game: prizes, later races and the standings', () => {
  const first = () => run(entrantsOf(3), seededDice(8), (step) => (step.kind === 'bid' ? { '1': { amount: 0 }, '2': { amount: 0 }, '3': { amount: 0 } } : {}));

  it('[LB-LONG-1] [LB-LONG-2] the cars that crossed the line take $50,000, $35,000, $20,000, …; a stopped car takes nothing', () => {
    const { state } = first();
    const done = finish(state, ['2', '3'], ['1']);
    expect(done.long!.outcome!.prizes).toEqual({ 2: 50_000, 3: 35_000 });
    expect(done.long!.money['2']! - state.long!.money['2']!).toBe(50_000);
    expect(done.long!.money['1']).toBe(state.long!.money['1']);
    expect(moneyPoints(done)).toEqual(done.long!.money);
  });

  it('[LB-LONG-3] a later race has no auction and no draft: each player keeps his cars, drivers, brands and every card of his hand, played ones reactivated', () => {
    const { state } = first();
    const carried = carry(finish(state, ['2', '3', '1']), entrantsOf(3));
    const next = run(entrantsOf(3), seededDice(9), () => ({}), carried);
    expect(next.steps.map(({ id, kind, rank }) => [id, kind, lamborghini.rankOf(id) === rank])).toEqual([
      ['economy-1', 'economy', true],
      ['economy-2', 'economy', true],
      ['economy-3', 'economy', true],
    ]);
    for (const car of ['1', '2', '3']) {
      const { carCard, driverCard, brand, hand } = state.murcielagos[car]!;
      expect(next.state.murcielagos[car]).toMatchObject({ carCard, driverCard, ...(brand ? { brand } : {}) });
      expect([...next.state.murcielagos[car]!.hand].sort()).toEqual([...hand].sort());
    }
    expect(next.state.grid).toHaveLength(3);
    // (1) The Speed cards are separated again into their decks: every Technology and Manoeuvre card no hand holds.
    const hands = new Set(Object.values(state.murcielagos).flatMap(({ hand }) => hand));
    const piles = next.events.filter((event) => event.type === 'pileShuffled').slice(0, 2);
    expect(piles.map((event) => (event.type === 'pileShuffled' ? [...event.cards].sort() : []))).toEqual(
      [CARDS.technology, CARDS.manoeuvre].map((kind) =>
        kind
          .map(({ id }) => id)
          .filter((id) => !hands.has(id))
          .sort(),
      ),
    );
  });

  it('[LB-LONG-3] the Economic phase goes in reverse order of arrival, stopped cars counting as last', () => {
    const { state } = first();
    const next = run(entrantsOf(3), seededDice(10), () => ({}), carry(finish(state, ['3', '1'], ['2']), entrantsOf(3)));
    expect(next.steps.map(({ cars }) => cars[0])).toEqual(['2', '1', '3']);
  });

  it('[LB-LONG-3] every damage is repaired at $1,000 each; a player without $1,000 keeps it', () => {
    const { state } = first();
    const done = finish(state, ['1', '2', '3'], [], { 1: 2, 2: 3 });
    const carried = carry(done, entrantsOf(3));
    carried.players.Bruno!.money = 1_500;
    const next = run(entrantsOf(3), seededDice(11), () => ({}), carried);
    expect(next.events.filter((event) => event.type === 'repairsPaid')).toEqual([
      { type: 'repairsPaid', car: '2', damages: 1, cost: 1_000 },
      { type: 'repairsPaid', car: '1', damages: 2, cost: 2_000 },
    ]);
    expect(next.state.long!.damages).toMatchObject({ 1: 0, 2: 2 });
    expect(next.state.long!.money['1']).toBe(done.long!.money['1']! - 2_000);
    expect(next.state.long!.money['2']).toBe(500);
  });

  it('[LB-LONG-3] [LB-GAP-10] a car is resold for $5,000 less than its price, and its replacement bought from the market, the cards set aside, at its printed price; it brings its own cards', () => {
    const { state } = first();
    const carried = carry(finish(state, ['1', '2', '3']), entrantsOf(3));
    const sold = state.murcielagos['3']!.carCard;
    const market = [...CARDS.car].map(({ id }) => id).filter((id) => !Object.values(state.murcielagos).some((m) => m.carCard === id));
    const by = market[0]!;
    const broughtBefore = state.long!.brought[sold] ?? [];
    const next = run(
      entrantsOf(3),
      seededDice(12),
      (step) => (step.kind === 'economy' && step.cars[0] === '3' ? { '3': { replace: [{ card: sold, by }] } satisfies Economy } : {}),
      carried,
    );
    const turn = next.events.find((event) => event.type === 'economised' && event.seat === '3');
    expect(turn).toMatchObject({ replaced: [{ car: '3', sold, bought: by, refund: priceOf(sold) - 5_000, price: priceOf(by) }] });
    expect(next.state.murcielagos['3']!.carCard).toBe(by);
    expect(next.state.long!.money['3']).toBe(carried.players.Carla!.money + priceOf(sold) - 5_000 - priceOf(by));
    expect(next.state.long!.market).toContain(sold);
    // The cards the sold car brought went face up, then back into the piles; the new car's grants follow it.
    for (const id of broughtBefore) expect(next.state.murcielagos['3']!.hand).not.toContain(id);
    const brought = next.state.long!.brought[by] ?? [];
    expect(brought.length).toBeGreaterThan(0);
    for (const id of brought) expect(next.state.murcielagos['3']!.hand).toContain(id);
  });

  it('[LB-LONG-3] a driver is fired for $5,000 less than his price; a player who cannot then pay for the replacement may not', () => {
    const { state } = first();
    const carried = carry(finish(state, ['1', '2', '3']), entrantsOf(3));
    const next = run(entrantsOf(3), seededDice(13), () => ({}), carried);
    const driver = next.state.murcielagos['1']!.driverCard;
    const dearest = next.state.long!.market.filter((id) => id.startsWith('D')).sort((a, b) => priceOf(b) - priceOf(a))[0]!;
    carried.players.Ada!.money = priceOf(dearest) - Math.max(0, priceOf(driver) - 5_000) - 1_000;
    let refused: string | undefined;
    run(
      entrantsOf(3),
      seededDice(13),
      (step, at) => {
        if (step.kind === 'economy' && step.cars[0] === '1')
          refused = refusal(() => lamborghini.referee!.check!.economy!(BOARD, at, '1', { replace: [{ card: driver, by: dearest }] })).field;
        return {};
      },
      carried,
    );
    expect(refused).toBe('replace');
  });

  it('[LB-LONG-3] a player gives back 2 Technology or Manoeuvre cards and takes one, turned up from its pile; the cards given back lie face up for the next players', () => {
    const { state } = first();
    const carried = carry(finish(state, ['1', '2', '3']), entrantsOf(3));
    // Seats 3 and 2 act before seat 1, the winner (reverse order of arrival).
    const seat = ['3', '2'].find((car) => state.murcielagos[car]!.hand.length >= 2);
    if (seat === undefined) throw new Error('the seeded draft left cars 3 and 2 fewer than 2 cards each');
    const hand = state.murcielagos[seat]!.hand;
    const give: [string, string] = [hand[0]!, hand[1]!];
    let faceUpAfter: string[] = [];
    const next = run(
      entrantsOf(3),
      seededDice(14),
      (step, at) => {
        if (at.long!.economy!.turn > at.long!.economy!.order.indexOf(seat)) faceUpAfter = at.draft.faceUp;
        return step.cars[0] === seat ? { [seat]: { exchanges: [{ give, take: 'manoeuvre' }] } } : {};
      },
      carried,
    );
    const turn = next.events.find((event) => event.type === 'economised' && event.seat === seat);
    expect(turn).toMatchObject({ exchanges: [{ car: seat, gave: give, took: expect.stringMatching(/^M/) }] });
    expect(faceUpAfter).toEqual(give);
    expect(next.state.murcielagos[seat]!.hand).toHaveLength(hand.length - 1);
  });

  it('[LB-LONG-3] a later race refuses a player who did not race the race it follows', () => {
    const { state } = first();
    const carried = carry(finish(state, ['1', '2', '3']), entrantsOf(3));
    const stranger = [...entrantsOf(2), { car: '3', name: 'Zeno', seat: '3' }];
    expect(refusal(() => lamborghini.referee!.begin!({ circuit: BOARD, entrants: stranger, settings: LONG, dice: seededDice(1), carried })).field).toBe(
      'entries',
    );
  });

  it("hides a seat's granted cards and its hand from the other seats in the Long game too, in a later race as in the first", () => {
    const { state, events } = first();
    const carried = carry(finish(state, ['1', '2', '3']), entrantsOf(3));
    const next = run(entrantsOf(3), seededDice(15), () => ({}), carried);
    const other = { cars: ['2'], finished: false };
    for (const { state: at, events: all } of [
      { state, events },
      { state: next.state, events: next.events },
    ]) {
      const granted = all.flatMap((event) => (event.type === 'granted' && event.car === '1' ? [event.card] : []));
      const secret = [...granted, ...(at.long!.brought[at.murcielagos['1']!.carCard] ?? [])];
      expect(secret.length).toBeGreaterThan(0);
      const seen = JSON.stringify([lamborghini.view!(at, other), all.map((event) => lamborghini.viewEvent!(event, other))]);
      for (const id of new Set(secret)) expect(seen).not.toMatch(new RegExp(`"${id}"`));
    }
    const carriedIn = next.events.find((event) => event.type === 'carriedIn')!;
    expect(JSON.stringify(lamborghini.viewEvent!(carriedIn, other))).not.toContain(JSON.stringify(next.state.murcielagos['1']!.hand));
  });

  it('[LB-LONG-4] the most money wins; on a tie, the player whose car placed better in the last race', () => {
    const races = [
      { raceId: 'r1', circuitId: 'circuit-a', points: { Ada: 70_000, Bruno: 90_000, Carla: 40_000 } },
      { raceId: 'r2', circuitId: 'circuit-b', points: { Ada: 20_000, Bruno: 0, Carla: 50_000 }, classification: ['Carla', 'Ada', 'Bruno'] },
    ];
    expect(moneyStandings(races).map(({ player, position, points }) => [player, position, points])).toEqual([
      ['Carla', 1, 90_000],
      ['Ada', 2, 90_000],
      ['Bruno', 3, 90_000],
    ]);
  });

  it('[LB-SETUP-1] a Long game has at most 2 races on each circuit', () => {
    const race = (raceId: string, circuitId: string) => ({ raceId, circuitId, points: {} });
    expect(moneyStandings([race('a', 'circuit-a'), race('b', 'circuit-b'), race('c', 'circuit-a'), race('d', 'circuit-b')])).toEqual([]);
    expect(refusal(() => moneyStandings([race('a', 'circuit-a'), race('b', 'circuit-a'), race('c', 'circuit-a')])).field).toBe('races[2]');
  });

  it("[LB-GAME-2] [LB-LONG-3] a championship of three races carries money, cars and drivers from race to race; its standings are each player's money", () => {
    const entrants = entrantsOf(3);
    const arrivals = [
      ['1', '2', '3'],
      ['3', '1', '2'],
      ['2', '3', '1'],
    ];
    let carried: Carried | undefined;
    const championship: { raceId: string; circuitId: string; points: Record<string, number>; classification: string[] }[] = [];
    let last: LamborghiniState | undefined;
    for (const [index, arrival] of arrivals.entries()) {
      const bids = { '1': { amount: 3_000 }, '2': { amount: 1_000 }, '3': { amount: 0 } };
      const { state } = run(entrants, seededDice(20 + index), (step) => (step.kind === 'bid' ? bids : {}), carried);
      if (carried) for (const [car, entrant] of entrants.entries()) expect(state.long!.began[entrant.seat]).toBe(carried.players[NAMES[car]!]!.money);
      const done = finish(state, arrival);
      const nameOf = (car: string) => entrants.find((one) => one.car === car)!.name;
      championship.push({
        raceId: `r${index + 1}`,
        circuitId: index === 1 ? 'circuit-b' : 'circuit-a',
        points: Object.fromEntries(Object.entries(moneyPoints(done)).map(([seat, points]) => [nameOf(seat), points])),
        classification: arrival.map(nameOf),
      });
      carried = carry(done, entrants);
      last = done;
    }
    const standings = moneyStandings(championship);
    expect(Object.fromEntries(standings.map(({ player, points }) => [player, points]))).toEqual(
      Object.fromEntries(entrants.map(({ seat, name }) => [name, last!.long!.money[seat]])),
    );
    // Race 1: $60,000 less the bid and the cars bought; then each race's prize: Ada 50 + 35 + 20, Bruno 35 + 20 + 50, Carla 20 + 50 + 35 thousand.
    expect(standings.map(({ player }) => player).sort()).toEqual(['Ada', 'Bruno', 'Carla']);
  });
});

describe('the Long game: what holds over seeded championships', () => {
  /** A small seeded generator for the test's own choices (the domain's dice are the race's). */
  const chooser = (seed: number) => {
    let state = seed;
    return (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
  };
  const everyCard = (kind: readonly { id: string }[]) => kind.map(({ id }) => id).sort();

  it('[LB-LONG-3] [LB-GAP-10] in 3 races of 20 championships every card is in one place, every car has its Car and Driver cards, and the money adds up', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const pick = chooser(seed);
      const players = 2 + pick(4);
      const entrants = entrantsOf(players);
      let carried: Carried | undefined;
      for (let index = 0; index < 3; index++) {
        const { state, events } = run(
          entrants,
          seededDice(100 * seed + index),
          (step, at) => {
            if (step.kind === 'bid') return Object.fromEntries(step.cars.map((seat) => [seat, { amount: 1_000 * pick(30) }]));
            if (step.kind !== 'economy') return {};
            const seat = step.cars[0]!;
            const murcielago = at.murcielagos[seat]!;
            const sent: Economy = {};
            if (murcielago.hand.length >= 2 && pick(2) === 0) sent.exchanges = [{ give: [murcielago.hand[0]!, murcielago.hand[1]!], take: 'manoeuvre' }];
            const market = at.long!.market.filter((id) => id.startsWith('C'));
            const by = market[pick(market.length)];
            const money = at.long!.money[seat]! + Math.max(0, priceOf(murcielago.carCard) - 5_000);
            if (by !== undefined && pick(2) === 0 && money >= priceOf(by)) sent.replace = [{ card: murcielago.carCard, by }];
            return { [seat]: sent };
          },
          carried,
        );
        // Every Technology and Manoeuvre card in a hand or the Speed deck; every Car and Driver card on a car or on the market.
        const hands = Object.values(state.murcielagos).flatMap(({ hand }) => hand);
        const deck = [...state.speed.pile, ...state.speed.discard].filter((id) => !id.startsWith('N'));
        expect([...hands, ...deck].sort()).toEqual([...everyCard(CARDS.technology), ...everyCard(CARDS.manoeuvre)].sort());
        const raced = Object.values(state.murcielagos).flatMap(({ carCard, driverCard }) => [carCard, driverCard]);
        if (index > 0) expect([...raced, ...state.long!.market].sort()).toEqual([...everyCard(CARDS.car), ...everyCard(CARDS.driver)].sort());
        for (const murcielago of Object.values(state.murcielagos)) expect([murcielago.carCard[0], murcielago.driverCard[0]]).toEqual(['C', 'D']);
        // The money: what each seat began with, less what it paid, plus what it got back.
        for (const { seat } of entrants) {
          let money = state.long!.began[seat]! + (index === 0 ? startingMoneyOf(players) : 0);
          for (const event of events) {
            if (event.type === 'bidsOpened') money -= event.bids[seat]!;
            if (event.type === 'paid' && event.seat === seat) money -= event.price;
            if (event.type === 'repairsPaid' && event.car === seat) money -= event.cost;
            if (event.type === 'economised' && event.seat === seat) for (const one of event.replaced) money += one.refund - one.price;
          }
          expect(state.long!.money[seat]).toBe(money);
        }
        const order = [...state.grid];
        const stopped = pick(2) === 0 ? order.splice(pick(order.length), 1) : [];
        const damages = Object.fromEntries(order.map((car) => [car, pick(4)]));
        carried = carry(finish(state, order, stopped, damages), entrants);
      }
    }
  });
});
