import { describe, expect, it } from 'vitest';
import { inOrder } from '../../domain/dice.ts';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import {
  checkChoice,
  type DraftEvent,
  type DraftState,
  defaultChoice,
  draftTurn,
  evolveDraft,
  isDraftOver,
  openDraft,
  seatOfTurn,
  turnUp,
} from '../../domain/lamborghini/draft.ts';
import { scriptedDice, seededDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';

/** A draft of `seats` with the piles in the order of cards.json (scripted dice leave a shuffle as it was): CA, D1, T1 (blue), M1 on top. */
const opened = (seats: string[], carsPerSeat = 1) => openDraft({ order: seats, carsPerSeat, dice: scriptedDice() }).state;

const choose = (draft: DraftState, cards: string[]): DraftState => {
  const { seat } = seatOfTurn(draft);
  checkChoice(draft, seat, cards);
  return evolveDraft(draft, { type: 'chose', seat, cards, byNonHuman: false });
};
const up = (draft: DraftState, first: 'technology' | 'manoeuvre', second: 'driver' | 'car'): DraftState =>
  turnUp(draft, seatOfTurn(draft).seat, { first, second }).reduce(evolveDraft, draft);

describe('the Strategic phase of the Short game', () => {
  it('[LB-SETUP-3] [LB-SETUP-4] shuffles the Car, Driver, Technology and Manoeuvre piles apart, each with a verifiable shuffle', () => {
    const dice = scriptedDice();
    const { events } = openDraft({ order: ['1', '2'], carsPerSeat: 1, dice });
    expect(dice.shuffles.map(({ purpose, size }) => [purpose, size])).toEqual([
      ['carPile', 5],
      ['driverPile', 10],
      ['technologyPile', 39],
      ['manoeuvrePile', 39],
    ]);
    // The pile each event records is the shuffle's order of the cards, so a replay deals the same cards.
    const seeded = seededDice(7);
    const recorded: { order: number[] }[] = [];
    const recording = {
      ...seeded,
      shuffle: <T>(request: { purpose: string; items: readonly T[] }) => {
        const result = seeded.shuffle(request);
        recorded.push(result.shuffle);
        return result;
      },
    };
    const drafted = openDraft({ order: ['1', '2'], carsPerSeat: 1, dice: recording });
    const piles = drafted.events.filter((event): event is Extract<DraftEvent, { type: 'pileShuffled' }> => event.type === 'pileShuffled');
    expect(piles.map(({ cards }) => cards)).toEqual(
      (['car', 'driver', 'technology', 'manoeuvre'] as const).map((pile, k) =>
        inOrder(
          CARDS[pile].map(({ id }) => id),
          recorded[k]!,
        ),
      ),
    );
    expect(events.filter(({ type }) => type === 'turnedUp')).toHaveLength(8);
  });

  it('[LB-DRAFT-3] turns up the top two cards of each of the 4 piles: 8 cards in all', () => {
    const draft = opened(['1', '2', '3']);
    expect(draft.faceUp).toEqual(['CA', 'CB', 'D1', 'D2', 'T1', 'T2', 'M1', 'M2']);
    expect([draft.piles.car.length, draft.piles.driver.length, draft.piles.technology.length, draft.piles.manoeuvre.length]).toEqual([3, 8, 37, 37]);
  });

  it('[LB-DRAFT-5] [LB-DRAFT-6] with 5 players: 1 card out of 8, 1 of 9, 1 of 10, 1 of 11, the fifth 2 of 12, then the fourth 1 of 12', () => {
    let draft = opened(['1', '2', '3', '4', '5']);
    const seen: [string, number, number][] = [];
    for (let turn = 0; turn < 6; turn++) {
      if (turn > 0) draft = up(draft, 'manoeuvre', 'driver');
      const { seat, choices } = seatOfTurn(draft);
      seen.push([seat, choices, draft.faceUp.length]);
      // Each takes Manoeuvre cards, so that nobody completes his Murcielago.
      draft = choose(draft, draft.faceUp.filter((id) => id.startsWith('M')).slice(0, choices));
    }
    expect(seen).toEqual([
      ['1', 1, 8],
      ['2', 1, 9],
      ['3', 1, 10],
      ['4', 1, 11],
      ['5', 2, 12],
      ['4', 1, 12],
    ]);
  });

  it('[LB-DRAFT-6] [LB-DRAFT-7] the order swings 1, 2, …, N (two choices), N−1, …, 1, 2, …; with 2 players 1, 2 (two choices), 1, 2 (two choices)', () => {
    const order = (players: number, turns: number) =>
      Array.from({ length: turns }, (_, turn) => draftTurn(players, turn)).map(({ player, choices }) => `${player + 1}${choices === 2 ? '×2' : ''}`);
    expect(order(5, 18)).toEqual(['1', '2', '3', '4', '5×2', '4', '3', '2', '1', '2', '3', '4', '5×2', '4', '3', '2', '1', '2']);
    expect(order(3, 9)).toEqual(['1', '2', '3×2', '2', '1', '2', '3×2', '2', '1']);
    expect(order(2, 5)).toEqual(['1', '2×2', '1', '2×2', '1']);
  });

  it('[LB-DRAFT-5] the second player turns up first from Technology or Manoeuvre, then from Driver or Car, as he chooses', () => {
    const draft = up(choose(opened(['1', '2', '3']), ['M1']), 'technology', 'car');
    expect(draft.faceUp.slice(-2)).toEqual(['T3', 'CC']);
    expect(turnUp(draft, '2', { first: 'manoeuvre', second: 'driver' })).toEqual([
      { type: 'turnedUp', seat: '2', pile: 'manoeuvre', card: 'M3' },
      { type: 'turnedUp', seat: '2', pile: 'driver', card: 'D3' },
    ]);
  });

  it('[LB-DRAFT-7] (c) from an empty pile the card is turned up from the other pile of its pair; with both empty, none', () => {
    const base = opened(['1', '2']);
    const noCars = { ...base, piles: { ...base.piles, car: [] } };
    expect(turnUp(noCars, '1', { first: 'technology', second: 'car' }).map(({ card }) => card)).toEqual(['T3', 'D3']);
    const bare = { ...base, piles: { car: [], driver: [], technology: [], manoeuvre: ['M9'] } };
    expect(turnUp(bare, '1', { first: 'technology', second: 'driver' }).map(({ card }) => card)).toEqual(['M9']);
  });

  it('[LB-DRAFT-7] (a) a player holds at most one Car card and one Driver card per Murcielago', () => {
    let draft = choose(opened(['1', '2']), ['CA']);
    draft = choose(up(draft, 'technology', 'driver'), ['D1', 'M1']);
    draft = up(draft, 'technology', 'car');
    expect(draft.faceUp).toContain('CB');
    const second = refusal(() => checkChoice(draft, '1', ['CB']));
    expect([second.field, second.message]).toEqual(['cards[0]', 'this seat already holds its 1 car card(s), one per Murcielago (LB-DRAFT-7)']);
    expect(() => checkChoice(draft, '1', ['D2'])).not.toThrow();
    const full = { ...draft, held: { ...draft.held, '1': ['CA', 'D2'] } };
    expect(refusal(() => checkChoice(full, '1', ['D3'])).message).toBe('this seat already holds its 1 driver card(s), one per Murcielago (LB-DRAFT-7)');
  });

  it('[LB-DRAFT-2] a player racing a team of 2 chooses 2 Car and 2 Driver cards without yet pairing them', () => {
    let draft = choose(opened(['1', '2'], 2), ['CA']);
    draft = choose(up(draft, 'technology', 'car'), ['CB', 'D1']);
    draft = choose(up(draft, 'technology', 'car'), ['CC']);
    expect(draft.held).toEqual({ '1': ['CA', 'CC'], '2': ['CB', 'D1'] });
    const third = { ...draft, faceUp: [...draft.faceUp, 'CE'] };
    expect(refusal(() => checkChoice({ ...third, turn: 2 }, '1', ['CE'])).message).toBe(
      'this seat already holds its 2 car card(s), one per Murcielago (LB-DRAFT-7)',
    );
  });

  it('[LB-BRAND-1] the first Technology card binds a Murcielago to its brand; a player with 2 cars may hold 2 brands, never 3', () => {
    const base = opened(['1', '2']);
    const table = { ...base, faceUp: ['T1', 'T14', 'T27'] };
    // T1 is Blue, T14 Yellow, T27 Red (13 of each brand, in that order).
    const single = { ...table, held: { '1': ['T1'], '2': [] } };
    const rival = refusal(() => checkChoice(single, '1', ['T14']));
    expect([rival.field, rival.message]).toEqual([
      'cards[0]',
      'T14 is yellow Technology, and every Murcielago of this seat is bound to another brand (blue) (LB-BRAND-1)',
    ]);
    expect(() => checkChoice({ ...single, faceUp: ['T2'] }, '1', ['T2'])).not.toThrow();
    const team = { ...table, carsPerSeat: 2, held: { '1': ['T1'], '2': [] } };
    expect(() => checkChoice(team, '1', ['T14'])).not.toThrow();
    const twoBrands = { ...team, held: { '1': ['T1', 'T14'], '2': [] } };
    expect(refusal(() => checkChoice(twoBrands, '1', ['T27'])).message).toContain('(blue, yellow)');
  });

  it('[LB-DRAFT-7] (b) a player with no face-up card he may take chooses nothing; one who may take a card must choose', () => {
    const base = opened(['1', '2']);
    const stuck = { ...base, faceUp: ['CB', 'T14'], held: { '1': ['CA', 'T1'], '2': [] } };
    expect(() => checkChoice(stuck, '1', [])).not.toThrow();
    expect(defaultChoice(stuck, '1')).toEqual([]);
    const must = refusal(() => checkChoice(base, '1', []));
    expect([must.field, must.message]).toEqual(['cards[0]', 'choose one of CA, CB, D1, D2, T1, T2, M1, M2: this turn has 1 choice(s)']);
    expect(refusal(() => checkChoice(base, '1', ['CC'])).message).toBe('CC is not face up on the table');
    expect(refusal(() => checkChoice(base, '2', ['CA'])).message).toBe("it is seat 1's turn to choose, not seat 2's");
  });

  it('[LB-DRAFT-6] the phase ends as soon as the last player missing a Car or Driver card receives it: a second choice after it is refused', () => {
    const base = opened(['1', '2']);
    const almost = { ...base, turn: 1, faceUp: ['CB', 'M1'], held: { '1': ['CA', 'D1'], '2': ['D2'] } };
    expect(seatOfTurn(almost)).toEqual({ seat: '2', choices: 2 });
    expect(isDraftOver(almost)).toBe(false);
    const late = refusal(() => checkChoice(almost, '2', ['CB', 'M1']));
    expect(late.field).toBe('cards[1]');
    expect(() => checkChoice(almost, '2', ['CB'])).not.toThrow();
    expect(defaultChoice(almost, '2')).toEqual(['CB']);
    expect(isDraftOver(evolveDraft(almost, { type: 'chose', seat: '2', cards: ['CB'], byNonHuman: false }))).toBe(true);
  });
});
