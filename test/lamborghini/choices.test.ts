/**
 * The choices a player makes around a card drawn (issue 15): the runaway check his Speed card
 * forces is made as his move is played, with the cards he plays for it (LB-CHECK-1, LB-RUN), and
 * his standing instruction for his Brakes in another car's turn (LB-CARD-1, LB-GAP-8). Played
 * through the game-flow contract on set positions (race-driver.ts `positioned`: Car E and Driver 5
 * on every car, so a car's speed is its Speed card + 1 and a check's total the card's value, less
 * the runaway penalty and the damage, plus the cards). Banknotes (LB-GAP-2 Proposed): N1 5, N3 7,
 * N4 8, N5 9, N12 8, N13 9, N20 8, N28 8 without arrows; N6 10 on yellow, N7 11 on orange, N8 12 on red.
 */
import { describe, expect, it } from 'vitest';
import { runawayDue } from '../../domain/lamborghini/check.ts';
import { nonHumanMove } from '../../domain/lamborghini/non-human.ts';
import { MOVE } from '../../domain/lamborghini/race-flow.ts';
import type { BrakesOutOfTurn } from '../../domain/lamborghini/race-state.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { fold, type LamborghiniEvent } from '../../domain/lamborghini/state.ts';
import { seededDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';
import { BOARD, eventsOf, forward, man, type Placing, positioned, raceOf, tech, threeCarTable } from './race-driver.ts';

const { start, play, moveStep, stepAfter } = threeCarTable();

/** Car 1 alone on the back straight at (23, 2), its Speed card `drawn` face up; the others far behind. */
const alone = (drawn: string, hand: string[], pile: string[], more: Partial<Placing> = {}) =>
  positioned(
    start,
    [
      { car: '1', row: 23, lane: 2, hand, ...more },
      { car: '2', row: 5, lane: 1 },
      { car: '3', row: 3, lane: 3 },
    ],
    { car: '1', drawn },
    pile,
  );

describe('the runaway check, with the cards played for it', () => {
  it("[LB-RUN-1] [LB-MOVE-4] the next car's turn opens with its Speed card face up and its runaway check not yet made", () => {
    const state = positioned(
      start,
      [
        { car: '1', row: 23, lane: 2 },
        { car: '2', row: 5, lane: 1 },
        { car: '3', row: 3, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      ['N8'],
    );
    const step = moveStep(state);
    const { events, state: after } = play(state, step, { '1': { plan: forward(9) } });
    expect(events.slice(-2)).toEqual([
      { type: 'turnBegan', car: '2' },
      { type: 'speedDrawn', car: '2', use: 'movement', card: 'N8' },
    ]);
    expect(eventsOf(events, 'checked')).toEqual([]);
    expect(stepAfter(after, step)).toMatchObject({ kind: MOVE, cars: ['2'] });
    expect(runawayDue(after.race.turn!)).toBe(true);
  });

  it('[LB-CHECK-1] [LB-RUN-1] [LB-MAN-1] Manoeuvre played on a 12 on red: a 9 checks 9 − 2 + 2 = 9, nothing happens, where without it 9 − 2 = 7 is an incident', () => {
    const manoeuvre = man('manoeuvre');
    const state = alone('N8', [manoeuvre], ['N5']);
    const { events, state: after } = play(state, moveStep(state), { '1': { cards: [manoeuvre], plan: forward(13) } });
    expect(eventsOf(events, 'cardPlayed', 'checked')).toEqual([
      { type: 'cardPlayed', car: '1', card: manoeuvre },
      { type: 'checked', car: '1', reason: 'runaway', total: 9, outcome: 'nothing' },
    ]);
    // 12 + 0 + 1 = 13 squares, all of them, and the card is used up on the check.
    expect(after.race.cars['1']).toMatchObject({ row: 36, lane: 2, damages: 0 });
    expect(eventsOf(events, 'turnEnded')).toEqual([{ type: 'turnEnded', car: '1', discarded: [manoeuvre] }]);
    const without = alone('N8', [], ['N5', 'N4']);
    expect(eventsOf(play(without, moveStep(without), { '1': { plan: forward(13) } }).events, 'checked')).toEqual([
      { type: 'checked', car: '1', reason: 'runaway', total: 7, outcome: 'incident' },
    ]);
  });

  it('[LB-CHECK-1] [LB-TECH-2] [LB-RUN-1] Set-up played on an 11 on orange: a 7 checks 7 − 1 + 3 (Blue) = 9, and no bonus is left for a later check [LB-GAP-8]', () => {
    const setUp = tech('blue', 'setUp');
    const state = alone('N7', [setUp], ['N3']);
    const { events, state: after } = play(state, moveStep(state), { '1': { cards: [setUp], plan: forward(12) } });
    expect(eventsOf(events, 'checked')).toEqual([{ type: 'checked', car: '1', reason: 'runaway', total: 9, outcome: 'nothing' }]);
    expect(after.race.cars['1']).toMatchObject({ row: 35 });
    expect(eventsOf(events, 'moving')[0]).toMatchObject({ moving: { checkBonus: 0 } });
  });

  it('[LB-GAP-8] [LB-RUN-2] [LB-MOVE-5] Brakes played as the move begins prevent the damage of a runaway incident; the incident voids the plan, which waits for a new one', () => {
    const brakes = tech('red', 'brakes');
    // 12 on red, a 7: 7 − 2 = 5, an incident; its direction an 8, forward-right.
    const state = alone('N8', [brakes], ['N3', 'N4']);
    const step = moveStep(state);
    const { events, state: after } = play(state, step, { '1': { cards: [brakes], plan: forward(13) } });
    expect(eventsOf(events, 'cardPlayed', 'checked', 'damaged', 'damageAvoided', 'directed', 'moved')).toEqual([
      { type: 'cardPlayed', car: '1', card: brakes },
      { type: 'checked', car: '1', reason: 'runaway', total: 5, outcome: 'incident' },
      { type: 'damageAvoided', car: '1', reason: 'brakes' },
      { type: 'directed', car: '1', heading: 'forwardRight' },
    ]);
    // The move step opens again for car 1, its movement 12 + 1 = 13 untouched, the direction known.
    const again = stepAfter(after, step);
    expect(again).toMatchObject({ kind: MOVE, cars: ['1'], number: step.number + 1 });
    expect(after.race.turn!.moving).toMatchObject({ remaining: 13, plan: [], replan: true });
    expect(refusal(() => lamborghini.referee!.check!.move!(BOARD, after, '1', { cards: [man('manoeuvre')] })).field).toBe('cards');
    const moved = play(after, again, { '1': { plan: forward(12) } });
    // The direction's square first, (24, 3), then 12 forward.
    expect(eventsOf(moved.events, 'moved')[0]).toMatchObject({ row: 24, lane: 3 });
    expect(moved.state.race.cars['1']).toMatchObject({ row: 36, lane: 3, damages: 0 });
  });

  it('[LB-RUN-2] [LB-DMG-1] [LB-MOVE-4] a runaway incident counts its damage in the speed of the turn: 12 + 1 − 1 = 12 squares, the first the direction fixes', () => {
    // 12 on red, a 5: 5 − 2 = 3, an incident; its direction an 8, forward-right.
    const state = alone('N8', [], ['N1', 'N4']);
    const step = moveStep(state);
    const { events, state: after } = play(state, step, { '1': { plan: forward(13) } });
    expect(eventsOf(events, 'moved')).toEqual([]);
    expect(after.race.cars['1']).toMatchObject({ damages: 1, direction: 'forwardRight' });
    expect(after.race.turn!.moving).toMatchObject({ remaining: 12 });
    const moved = play(after, stepAfter(after, step), { '1': { plan: forward(11) } });
    expect(eventsOf(moved.events, 'moved')).toHaveLength(12);
    expect(moved.state.race.cars['1']).toMatchObject({ row: 35, lane: 3 });
  });

  it('[LB-RUN-2] [LB-MAN-1] Luck is played once the runaway check is made; its replacement, an 11 on orange, is checked with the next submission: 9 − 1 = 8', () => {
    const luck = man('luck');
    const state = alone('N6', [luck], ['N5', 'N7', 'N13']);
    const step = moveStep(state);
    const { events, state: after } = play(state, step, { '1': { cards: [luck] } });
    expect(events).toEqual([
      { type: 'speedDrawn', car: '1', use: 'check', card: 'N5' },
      { type: 'checked', car: '1', reason: 'runaway', total: 9, outcome: 'nothing' },
      { type: 'cardPlayed', car: '1', card: luck },
      { type: 'speedDrawn', car: '1', use: 'luck', card: 'N7' },
    ]);
    expect(runawayDue(after.race.turn!)).toBe(true);
    const moved = play(after, stepAfter(after, step), { '1': { plan: forward(12) } });
    expect(eventsOf(moved.events, 'checked')).toEqual([{ type: 'checked', car: '1', reason: 'runaway', total: 8, outcome: 'nothing' }]);
    expect(moved.state.race.cars['1']).toMatchObject({ row: 35 });
  });

  it('[LB-CHECK-1] [LB-RUN-1] the non-human player plays its check card on a runaway check that can give an incident, and its Engine otherwise', () => {
    const manoeuvre = man('manoeuvre');
    const engine = tech('yellow', 'engine');
    expect(nonHumanMove(alone('N8', [engine, manoeuvre], []), BOARD, '1').cards).toEqual([manoeuvre]);
    expect(nonHumanMove(alone('N28', [engine, manoeuvre], []), BOARD, '1').cards).toEqual([engine]);
  });
});

describe("the player's instruction for his Brakes in another car's turn", () => {
  const brakes = tech('yellow', 'brakes');
  /** Car 1 at (25, 2) rear-ends car 2 at (26, 2): car 1 checks an 8, car 2 a 5 less its damages, an incident, its direction a 9. */
  const rearEnd = (outOfTurn: BrakesOutOfTurn, damages: number) => {
    const placed = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2 },
        { car: '2', row: 26, lane: 2, hand: [brakes], damages },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      ['N4', 'N1', 'N5'],
    );
    const state = fold(placed, [{ type: 'brakesInstructed', car: '2', outOfTurn }]);
    return play(state, moveStep(state), { '1': { plan: [{ bump: 'rearEnd', car: '2' }, { heading: 'forwardLeft' }, ...forward(8)] } });
  };

  it('[LB-CARD-1] [LB-GAP-8] it plays the Brakes always, against a 2nd or 3rd damage, against the 3rd only, or never', () => {
    for (const [outOfTurn, damages, played] of [
      ['always', 0, true],
      ['fromSecond', 0, false],
      ['fromSecond', 1, true],
      ['third', 1, false],
      ['third', 2, true],
      ['never', 2, false],
    ] as const) {
      const { events, state } = rearEnd(outOfTurn, damages);
      const label = `${outOfTurn} with ${damages}`;
      expect(eventsOf(events, 'cardPlayed'), label).toEqual(played ? [{ type: 'cardPlayed', car: '2', card: brakes }] : []);
      expect(state.race.cars['2']!.damages, label).toBe(played ? damages : damages + 1);
      expect(state.murcielagos['2']!.hand, label).toEqual(played ? [] : [brakes]);
    }
  });

  it('[LB-CARD-1] [LB-GAP-8] a player sets it in his own move and it stands until he changes it; the non-human player, playing his missed moves, never changes it', () => {
    const instructions = (race: { events: LamborghiniEvent[] }) => eventsOf(race.events, 'brakesInstructed');
    let moves = 0;
    const race = raceOf(3, 1, seededDice(5), (step, state) => {
      if (step.kind !== MOVE || step.cars[0] !== '2' || state.race.turn!.moving) return {};
      moves += 1;
      // His first move sets "never", his fourth "from second"; the others are the non-human player's.
      const outOfTurn = moves === 1 ? 'never' : moves === 4 ? 'fromSecond' : undefined;
      return outOfTurn ? { '2': { ...nonHumanMove(state, BOARD, '2'), brakesOutOfTurn: outOfTurn } } : {};
    });
    expect(lamborghini.isFinished(race.state)).toBe(true);
    expect(instructions(race)).toEqual([
      { type: 'brakesInstructed', car: '2', outOfTurn: 'never' },
      { type: 'brakesInstructed', car: '2', outOfTurn: 'fromSecond' },
    ]);
    expect(race.state.race.cars['2']!.brakesOutOfTurn).toBe('fromSecond');
  });

  it('[LB-CARD-1] the non-human player plays its own Brakes out of turn always, and leaves a human seat to its own instruction', () => {
    const state = positioned(
      start,
      [
        { car: '1', row: 23, lane: 2, hand: [brakes] },
        { car: '2', row: 5, lane: 1 },
        { car: '3', row: 3, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      [],
    );
    expect(nonHumanMove(state, BOARD, '1').brakesOutOfTurn).toBe('always');
    const human = { ...state, race: { ...state.race, humans: ['1'] } };
    expect(nonHumanMove(human, BOARD, '1')).not.toHaveProperty('brakesOutOfTurn');
  });

  it('[LB-CARD-1] an instruction the move does not know is refused, naming the field', () => {
    const parsed = lamborghini.kinds.move!.schema.safeParse({ brakesOutOfTurn: 'sometimes' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map(({ path }) => path.join('.'))).toEqual(['brakesOutOfTurn']);
  });
});
