/**
 * The Short game's Strategic phase, Set-up and qualifying through the game-flow contract alone
 * (domain/race/ruleset.ts), the way the generic race plays a step: `begin`, then `next` and the
 * step's kind until the grid is formed. The game is registered nowhere yet.
 */
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../domain/dice.ts';
import { shippedBoards } from '../../domain/lamborghini/board/index.ts';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate, type LamborghiniSettings } from '../../domain/lamborghini/settings.ts';
import type { Pairing } from '../../domain/lamborghini/setup.ts';
import { emptyState, fold, type LamborghiniEvent, type LamborghiniState, phaseOf } from '../../domain/lamborghini/state.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import { seededDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';
import { raceOf } from './race-driver.ts';

const BOARD = shippedBoards()['circuit-a']!;

/** Players each of `carsPerSeat` cars, numbered 1, 2, … with the first car of a player his seat. */
const entrantsOf = (players: number, carsPerSeat: number): Entrant[] =>
  Array.from({ length: players * carsPerSeat }, (_, index) => ({
    car: String(index + 1),
    name: `Player ${Math.floor(index / carsPerSeat) + 1}`,
    seat: String(Math.floor(index / carsPerSeat) * carsPerSeat + 1),
  }));

interface Run {
  state: LamborghiniState;
  events: LamborghiniEvent[];
  steps: Step[];
}

/** Plays every step until the race begins, sending what `send` gives for a step (nothing: the non-human player plays); race.test.ts races on. */
const run = (players: number, carsPerSeat: number, dice: Dice, send: (step: Step, state: LamborghiniState) => Record<string, unknown> = () => ({})): Run => {
  const settings: LamborghiniSettings = LamborghiniCreate.parse({ carsPerSeat });
  const entrants = entrantsOf(players, carsPerSeat);
  const begun = lamborghini.referee!.begin!({ circuit: BOARD, entrants, settings, dice });
  let state = begun.state;
  const events = [...begun.events];
  const steps: Step[] = [];
  for (let played: Step | undefined; steps.length < 500; ) {
    const step = lamborghini.next({ state, played, cars: entrants.map(({ car }) => car), settings });
    if (step === undefined || phaseOf(state) === 'race') break;
    const kind = lamborghini.kinds[step.kind]!;
    const sent = send(step, state);
    for (const [car, submission] of Object.entries(sent)) kind.check(BOARD, state, car, kind.schema.parse(submission));
    const submissions = Object.fromEntries(step.cars.map((car) => [car, sent[car]]));
    const played_ = lamborghini.referee!.play[step.kind]!({ circuit: BOARD, state, step, submissions, dice, standingOrders: {}, entrants, settings });
    state = played_.state;
    events.push(...played_.events);
    steps.push(step);
    played = step;
  }
  return { state, events, steps };
};

const techAndManoeuvre = [...CARDS.technology, ...CARDS.manoeuvre].map(({ id }) => id);

describe('the Short game through the game-flow contract', () => {
  it('[LB-DRAFT-4] [LB-GAP-6] draws the first player; the others follow in the seating order', () => {
    const rolls: number[] = [];
    const seeded = seededDice(3);
    const dice: Dice = {
      ...seeded,
      roll: (request) => {
        const roll = seeded.roll(request);
        rolls.push(roll.sides, roll.dice[0]!);
        return roll;
      },
    };
    const { events } = run(4, 1, dice);
    const [sides, face] = rolls;
    expect(sides).toBe(4);
    const seated = events[0]!;
    const seats = ['1', '2', '3', '4'];
    expect(seated).toMatchObject({ type: 'seated', order: [...seats.slice(face! - 1), ...seats.slice(0, face! - 1)] });
  });

  it('[LB-DRAFT-1] [LB-DRAFT-3] [LB-DRAFT-5] [LB-DRAFT-6] plays the Strategic phase turn by turn, the first a choice alone, until every Murcielago has its cards', () => {
    const { state, steps } = run(3, 1, seededDice(11));
    expect(steps.slice(0, 4).map(({ id, cars }) => [id, ...cars])).toEqual([
      ['choose-1', state.draft.order[0]],
      ['turnup-2', state.draft.order[1]],
      ['choose-2', state.draft.order[1]],
      ['turnup-3', state.draft.order[2]],
    ]);
    expect(steps.at(-1)?.kind).toBe('choose');
    for (const car of ['1', '2', '3'])
      expect(state.murcielagos[car]).toMatchObject({ car, carCard: expect.stringMatching(/^C/), driverCard: expect.stringMatching(/^D/) });
    expect(new Set(Object.values(state.murcielagos).map(({ carCard }) => carCard)).size).toBe(3);
  });

  it('[LB-DRAFT-7] with every pile empty there is nothing to turn up: the turn is a choice alone, and the phase goes on', () => {
    const settings = LamborghiniCreate.parse({});
    const { state: begun } = lamborghini.referee!.begin!({ circuit: BOARD, entrants: entrantsOf(2, 1), settings, dice: seededDice(5) });
    const state = { ...begun, draft: { ...begun.draft, turn: 1, piles: { car: [], driver: [], technology: [], manoeuvre: [] } } };
    const step = lamborghini.next({ state, played: undefined, cars: ['1', '2'], settings });
    expect(step).toMatchObject({ id: 'choose-2', kind: 'choose', cars: [state.draft.order[1]] });
  });

  it('[LB-SETUP-7] the Strategic phase, then the Set-up and qualifying, then the race', () => {
    const phases: string[] = [];
    const race = raceOf(2, 2, seededDice(4), (_step, at) => {
      if (phases.at(-1) !== phaseOf(at)) phases.push(phaseOf(at));
      return {};
    });
    expect(phases).toEqual(['draft', 'setup', 'race']);
    expect(lamborghini.isFinished(race.state)).toBe(true);
  });

  it('[LB-PREP-2] [LB-SPEED-1] [LB-QUAL-2] sets up the race: granted cards in the hands, the rest and every Banknote in the Speed deck, a grid of every car', () => {
    const { state, events } = run(3, 1, seededDice(5));
    expect([...state.grid].sort()).toEqual(['1', '2', '3']);
    expect(events.filter(({ type }) => type === 'granted').length).toBeGreaterThan(0);
    // Every Technology and Manoeuvre card lies in exactly one place: a hand or the Speed deck.
    const hands = Object.values(state.murcielagos).flatMap(({ hand }) => hand);
    const deck = [...state.speed.pile, ...state.speed.discard];
    expect([...hands, ...deck.filter((id) => !id.startsWith('N'))].sort()).toEqual([...techAndManoeuvre].sort());
    expect(deck.filter((id) => id.startsWith('N'))).toHaveLength(39);
    expect(state.draft.piles.technology.length + state.draft.piles.manoeuvre.length).toBe(0);
    expect(lamborghini.next({ state, played: undefined, cars: ['1', '2', '3'], settings: LamborghiniCreate.parse({}) })).toMatchObject({
      kind: 'move',
      cars: [state.grid[0]],
    });
  });

  it("[LB-PREP-1] a team's player pairs his two Murcielagos in the pairing step; a pairing that splits no cards is refused naming the field", () => {
    let refused: unknown;
    let sent: Pairing | undefined;
    const { state, steps } = run(2, 2, seededDice(9), (step, at) => {
      if (step.kind !== 'pairing') return {};
      const held = at.draft.held['1']!;
      const bad = { cars: [{ car: '1', carCard: held.find((id) => id.startsWith('C'))!, driverCard: held.find((id) => id.startsWith('D'))!, cards: [] }] };
      refused = refusal(() => lamborghini.kinds.pairing!.check(BOARD, at, '1', bad));
      const cars = held.filter((id) => id.startsWith('C'));
      const drivers = held.filter((id) => id.startsWith('D'));
      const rest = held.filter((id) => !id.startsWith('C') && !id.startsWith('D'));
      const brands = new Set(rest.filter((id) => id.startsWith('T')).map((id) => CARDS.technology.find((card) => card.id === id)!.brand));
      // Every chosen card on the seat's second car, which is served first, when its Technology is of one brand.
      if (brands.size > 1) return {};
      sent = {
        cars: [
          { car: '2', carCard: cars[1]!, driverCard: drivers[0]!, cards: [] },
          { car: '1', carCard: cars[0]!, driverCard: drivers[1]!, cards: rest },
        ],
      };
      return { '1': sent };
    });
    expect(sent).toBeDefined();
    for (const { car, carCard, driverCard } of sent!.cars) expect(state.murcielagos[car]).toMatchObject({ carCard, driverCard });
    expect(refused).toMatchObject({ field: 'cars' });
    const pairing = steps.find(({ kind }) => kind === 'pairing')!;
    expect(pairing.cars).toEqual(state.draft.order);
    expect(Object.keys(state.murcielagos).sort()).toEqual(['1', '2', '3', '4']);
    expect(state.grid).toHaveLength(4);
  });

  it('[LB-SETUP-5] takes at most 5 Murcielagos: 5 players of one car, or 2 of two', () => {
    expect(lamborghini.limits(LamborghiniCreate.parse({}))).toMatchObject({ carsPerSeat: 1, maxSeats: 5 });
    expect(lamborghini.limits(LamborghiniCreate.parse({ carsPerSeat: 2 }))).toMatchObject({ carsPerSeat: 2, maxSeats: 2 });
    const settings = LamborghiniCreate.parse({});
    expect(refusal(() => lamborghini.referee!.begin!({ circuit: BOARD, entrants: entrantsOf(1, 1), settings, dice: seededDice(1) })).field).toBe('entries');
  });

  it('replays: the events folded from the empty state give the same state, and the same seed the same events', () => {
    const first = run(3, 1, seededDice(21));
    expect(fold(emptyState(), first.events)).toEqual(first.state);
    expect(run(3, 1, seededDice(21)).events).toEqual(first.events);
    expect(first.events.every((event) => lamborghini.eventSchema.safeParse(event).success)).toBe(true);
  });

  it('refuses a choice from a seat whose turn it is not, and a card that is not face up, naming the field', () => {
    const settings = LamborghiniCreate.parse({});
    const { state } = lamborghini.referee!.begin!({ circuit: BOARD, entrants: entrantsOf(2, 1), settings, dice: seededDice(2) });
    const first = state.draft.order[0]!;
    const other = state.draft.order[1]!;
    expect(refusal(() => lamborghini.kinds.choose!.check(BOARD, state, other, { cards: [state.draft.faceUp[0]] }))).toMatchObject({
      kind: 'conflict',
      field: 'car',
    });
    const faceDown = CARDS.car.map(({ id }) => id).find((id) => !state.draft.faceUp.includes(id))!;
    expect(refusal(() => lamborghini.kinds.choose!.check(BOARD, state, first, { cards: [faceDown] })).field).toBe('cards[0]');
  });
});

describe('hidden information', () => {
  const { state, events } = run(3, 1, seededDice(5));
  const seat = { cars: ['1'], finished: false };

  it('shows a hand to its own seat only, and every pile and the Speed deck as a number of cards', () => {
    const seen = lamborghini.view!(state, seat) as Record<string, any>;
    expect(seen.murcielagos['1'].hand).toEqual(state.murcielagos['1']!.hand);
    expect(seen.murcielagos['2'].hand).toBe(state.murcielagos['2']!.hand.length);
    expect(seen.speed.pile).toBe(state.speed.pile.length);
    expect(seen.draft.piles).toEqual({ car: state.draft.piles.car.length, driver: state.draft.piles.driver.length, technology: 0, manoeuvre: 0 });
    const publicView = JSON.stringify(lamborghini.view!(state, { cars: [], finished: false }));
    expect(publicView).not.toContain(JSON.stringify(state.speed.pile));
    expect(lamborghini.view!(state, { cars: [], finished: true })).toEqual(state);
  });

  it('hides each granted card from the other seats and every shuffled order from everyone until the finish', () => {
    const granted = events.filter((event) => event.type === 'granted');
    const others = granted.filter((event) => event.car !== '1');
    expect(others.length).toBeGreaterThan(0);
    for (const event of others) expect(lamborghini.viewEvent!(event, seat)).toEqual({ type: 'granted', car: event.car });
    for (const event of granted.filter((one) => one.car === '1')) expect(lamborghini.viewEvent!(event, seat)).toEqual(event);
    const shuffles = events.filter((event) => event.type === 'pileShuffled' || event.type === 'speedDeckShuffled');
    expect(shuffles).toHaveLength(7);
    for (const event of shuffles) expect(JSON.stringify(lamborghini.viewEvent!(event, seat))).not.toContain('"cards"');
    expect(lamborghini.viewEvent!(shuffles[0]!, { cars: [], finished: true })).toEqual(shuffles[0]);
    // No answer to seat 1 names a card granted to another seat.
    const seen = JSON.stringify([lamborghini.view!(state, seat), ...events.map((event) => lamborghini.viewEvent!(event, seat))]);
    const chosen = new Set(events.flatMap((event) => (event.type === 'chose' ? event.cards : [])));
    for (const event of others) if (!chosen.has(event.card)) expect(seen).not.toContain(`"${event.card}"`);
  });
});
