/**
 * The cards of a manoeuvre check and of a damage in the race (LB-TECH-2 Set-up, Brakes and Team,
 * LB-MAN-1 Manoeuvre, LB-GAP-8, LB-CARD-1 and their Proposed), played through the game-flow
 * contract on set positions (race-driver.ts `positioned`: Car E and Driver 5 on every car, so a
 * check's total is the Speed card's value, less the damage, plus the cards). Banknotes: N1 5, N3 7,
 * N4 8, N5 9, N28 8, without arrows (LB-GAP-2 Proposed).
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { carry, finishLong } from '../../domain/lamborghini/carry.ts';
import { emptyLong } from '../../domain/lamborghini/long.ts';
import { type Mover, moveStretch, suffer } from '../../domain/lamborghini/movement.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { fold, type LamborghiniState } from '../../domain/lamborghini/state.ts';
import { seededDice } from '../support/dice.ts';
import { BOARD, entrantsOf, eventsOf, forward, man, type Placing, positioned, tech, threeCarTable } from './race-driver.ts';

const { start, play, moveStep } = threeCarTable();

/** Car 1 at (25, 2) passes forward-right between car 2 (25, 3) and car 3 (26, 2): a risky manoeuvre (LB-MOVE-6). */
const passing = (hand: string[], pile: string[], more: Partial<Placing> = {}) =>
  positioned(
    start,
    [
      { car: '1', row: 25, lane: 2, hand, ...more },
      { car: '2', row: 25, lane: 3 },
      { car: '3', row: 26, lane: 2 },
    ],
    { car: '1', drawn: 'N28' },
    pile,
  );
const PASS = [{ heading: 'forwardRight' as const }, ...forward(8)];

describe('cards on a manoeuvre check', () => {
  it('[LB-TECH-2] [LB-GAP-8] [LB-CHECK-1] Set-up gives the check it is played for +3 (Blue) or +1 (Red): a 5 + 3 = 8 passes, a 7 + 1 = 8 passes', () => {
    for (const [brand, drawn, bonus] of [
      ['blue', 'N1', 3],
      ['red', 'N3', 1],
    ] as const) {
      const setUp = tech(brand, 'setUp');
      const state = passing([setUp], [drawn]);
      const { events, state: after } = play(state, moveStep(state), { '1': { cards: [setUp], plan: PASS } });
      expect(eventsOf(events, 'checked')).toEqual([{ type: 'checked', car: '1', reason: 'pass', total: 8, outcome: 'nothing' }]);
      expect(bonus).toBe(CARDS.technology.find(({ id }) => id === setUp)!.value);
      // The step between the two cars is made, and all 9 squares of 8 + 0 + 1.
      expect(eventsOf(events, 'moved')[0]).toMatchObject({ row: 26, lane: 3 });
      expect(after.race.cars['1']).toMatchObject({ row: 34, damages: 0 });
    }
  });

  it('[LB-MAN-1] Manoeuvre gives +2 on the check: rear-ending with an 8 makes 10, +1 square of movement', () => {
    const manoeuvre = man('manoeuvre');
    const state = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2, hand: [manoeuvre] },
        { car: '2', row: 26, lane: 2 },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      ['N4', 'N5'],
    );
    const plan = [{ bump: 'rearEnd', car: '2' }, { heading: 'forwardLeft' }, ...forward(9)];
    const { events, state: after } = play(state, moveStep(state), { '1': { cards: [manoeuvre], plan } });
    expect(eventsOf(events, 'checked')).toEqual([
      { type: 'checked', car: '1', reason: 'bump', total: 10, outcome: 'plusOne' },
      { type: 'checked', car: '2', reason: 'bump', total: 9, outcome: 'nothing' },
    ]);
    // 9 squares and the +1 won: 10, from row 25 to row 35.
    expect(after.race.cars['1']).toMatchObject({ row: 35 });
    expect(eventsOf(events, 'turnEnded')).toEqual([{ type: 'turnEnded', car: '1', discarded: [manoeuvre] }]);
  });

  it('[LB-TECH-2] Team repairs one damage and gives +1 on the check: with 1 damage a 7 checks 7 + 1 = 8 instead of 7 − 1 = 6', () => {
    const team = tech('yellow', 'team');
    const state = passing([team], ['N3'], { damages: 1 });
    const { events, state: after } = play(state, moveStep(state), { '1': { cards: [team], plan: PASS } });
    expect(eventsOf(events, 'repaired', 'checked')).toEqual([
      { type: 'repaired', car: '1', damages: 0 },
      { type: 'checked', car: '1', reason: 'pass', total: 8, outcome: 'nothing' },
    ]);
    expect(after.race.cars['1']).toMatchObject({ damages: 0, row: 34 });
    const without = passing([], ['N3', 'N5'], { damages: 1 });
    expect(eventsOf(play(without, moveStep(without), { '1': { plan: PASS } }).events, 'checked')).toEqual([
      { type: 'checked', car: '1', reason: 'pass', total: 6, outcome: 'incident' },
    ]);
  });

  it('[LB-GAP-8] the bonus is for one check: the next check of the stretch is made without it', () => {
    const mover: Mover = { car: '1', carCard: 'CE', driverCard: 'D5', row: 30, lane: 2, distance: 30, damages: 0, damagesThisTurn: 0, checks: 0 };
    const diagonal = new Set(['30:3', '31:2']);
    const stretch = { board: BOARD, occupied: diagonal, deck: { pile: ['N1'], discard: [] }, dice: seededDice(1), remaining: 2, checkBonus: 3 };
    const checked = moveStretch(stretch, mover, [{ heading: 'forwardRight' }, { heading: 'forward' }]);
    expect([checked.events.find(({ type }) => type === 'checked'), checked.checkBonus]).toEqual([
      { type: 'checked', car: '1', reason: 'pass', total: 8, outcome: 'nothing' },
      0,
    ]);
    // No check made: the bonus waits for the next.
    expect(moveStretch({ ...stretch, occupied: new Set() }, mover, [{ heading: 'forward' }, { heading: 'forward' }]).checkBonus).toBe(3);
  });
});

describe('Brakes', () => {
  it("[LB-TECH-2] [LB-GAP-8] Brakes played in the car's own turn prevent the damage of its incident: a 5 on the pass, no damage, the direction still drawn", () => {
    const brakes = tech('red', 'brakes');
    const state = passing([brakes], ['N1', 'N5']);
    const { events, state: after } = play(state, moveStep(state), { '1': { cards: [brakes], plan: PASS } });
    expect(eventsOf(events, 'checked', 'damaged', 'damageAvoided', 'directed')).toEqual([
      { type: 'checked', car: '1', reason: 'pass', total: 5, outcome: 'incident' },
      { type: 'damageAvoided', car: '1', reason: 'brakes' },
      { type: 'directed', car: '1', heading: 'forwardRight' },
    ]);
    // No damage, so no square lost: all 9 squares, the first the direction's (26, 3).
    expect(eventsOf(events, 'moved')).toHaveLength(9);
    expect(after.race.cars['1']).toMatchObject({ damages: 0, row: 34 });
  });

  it('[LB-TECH-2] [LB-GAP-3] Brakes prevent as many damages as printed (Red 1), the rest are taken', () => {
    const mover: Mover = { car: '1', carCard: 'CE', driverCard: 'D5', row: 30, lane: 2, distance: 30, damages: 0, damagesThisTurn: 0, checks: 0, brakes: 1 };
    const events: Parameters<typeof suffer>[2] = [];
    const first = suffer(mover, () => 'N4', events);
    const second = suffer(first.mover, () => 'N4', events);
    expect(events.filter(({ type }) => type === 'damaged' || type === 'damageAvoided')).toEqual([
      { type: 'damageAvoided', car: '1', reason: 'brakes' },
      { type: 'damaged', car: '1', damages: 1 },
    ]);
    expect(second.mover).toMatchObject({ damages: 1, brakes: 0 });
  });

  it("[LB-CARD-1] [LB-GAP-8] a car rear-ended in another car's turn plays its Brakes as the damage is about to be applied; its own turn's card is not used up", () => {
    const brakes = tech('yellow', 'brakes');
    const engine = tech('yellow', 'engine');
    const state = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2 },
        { car: '2', row: 26, lane: 2, hand: [brakes, engine] },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      ['N4', 'N1', 'N4', 'N5'],
    );
    const plan = [{ bump: 'rearEnd', car: '2' }, { heading: 'forwardLeft' }, ...forward(8)];
    const { events, state: after } = play(state, moveStep(state), { '1': { plan } });
    expect(eventsOf(events, 'checked', 'cardPlayed', 'damaged', 'damageAvoided', 'directed')).toEqual([
      { type: 'checked', car: '1', reason: 'bump', total: 8, outcome: 'nothing' },
      { type: 'checked', car: '2', reason: 'bump', total: 5, outcome: 'incident' },
      { type: 'cardPlayed', car: '2', card: brakes },
      { type: 'damageAvoided', car: '2', reason: 'brakes' },
      { type: 'directed', car: '2', heading: 'forwardRight' },
    ]);
    expect(after.murcielagos['2']!.hand).toEqual([engine]);
    // Discarded as car 1's turn ends (LB-CARD-1 Short game).
    expect(eventsOf(events, 'turnEnded')).toEqual([{ type: 'turnEnded', car: '1', discarded: [brakes] }]);
    expect(after.speed.discard).toContain(brakes);
    // Car 2's own turn: the Brakes of car 1's turn does not count, so it plays its Engine.
    expect(after.race.turn?.car).toBe('2');
    expect(after.race.cars['2']!.brakes).toBeUndefined();
    expect(() => lamborghini.kinds.move!.check(BOARD, after, '2', { cards: [engine] })).not.toThrow();
  });

  it("[LB-CARD-1] Long game: a Brakes played in another car's turn is turned face down beside its owner, not the moving car, and is his again in the next race", () => {
    const brakes = tech('yellow', 'brakes');
    const placed = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2 },
        { car: '2', row: 26, lane: 2, hand: [brakes] },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      ['N4', 'N1', 'N4', 'N5'],
    );
    const state: LamborghiniState = { ...placed, long: { ...emptyLong(), money: { 1: 0, 2: 0, 3: 0 }, bids: { 1: 0, 2: 0, 3: 0 } } };
    // Car 1 checks 8, nothing; car 2 checks 5, an incident, and plays its Yellow Brakes, which prevents 2, against the damage.
    const { events, state: after } = play(state, moveStep(state), {
      '1': { plan: [{ bump: 'rearEnd', car: '2' }, { heading: 'forwardLeft' }, ...forward(8)] },
    });
    expect(eventsOf(events, 'cardPlayed', 'damageAvoided')).toEqual([
      { type: 'cardPlayed', car: '2', card: brakes },
      { type: 'damageAvoided', car: '2', reason: 'brakes' },
    ]);
    // The turn's end lists it with car 1's cards, as ever; the fold files it beside car 2, which played it.
    expect(eventsOf(events, 'turnEnded')).toEqual([{ type: 'turnEnded', car: '1', discarded: [brakes] }]);
    expect(after.long!.used).toEqual({ 1: [], 2: [brakes] });
    const carried = carry(fold(after, [finishLong({ arrival: ['1', '2', '3'], stopped: [], damages: {} })]), entrantsOf(3, 1));
    expect(carried.players['Player 2']!.cars[0]!.hand).toEqual([brakes]);
    expect(carried.players['Player 1']!.cars[0]!.hand).toEqual([]);
  });

  it('[LB-CARD-1] [LB-INC-2] no Brakes is played for a damage that is not applied: a car with 3 damages keeps its card', () => {
    const brakes = tech('blue', 'brakes');
    // Car 2 checks 5 − 3 = 2, an incident, but its 3rd damage is permanent: no damage is about to be applied.
    const pile = ['N4', 'N1', 'N4'];
    const placed = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2 },
        { car: '2', row: 26, lane: 2, hand: [brakes], damages: 3 },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      pile,
    );
    const { events, state: after } = play(placed, moveStep(placed), {
      '1': { plan: [{ bump: 'rearEnd', car: '2' }, { heading: 'forwardLeft' }, ...forward(8)] },
    });
    expect(eventsOf(events, 'cardPlayed', 'damageAvoided')).toEqual([{ type: 'damageAvoided', car: '2', reason: 'permanent' }]);
    expect(after.murcielagos['2']!.hand).toEqual([brakes]);
  });

  it('[LB-CARD-1] Brakes, Set-up and Manoeuvre are accepted as the move begins', () => {
    for (const id of [tech('blue', 'brakes'), tech('blue', 'setUp'), man('manoeuvre')]) {
      const state = passing([id], []);
      expect(() => lamborghini.kinds.move!.check(BOARD, state, '1', { cards: [id] })).not.toThrow();
    }
  });
});
