/**
 * A Tyres or Fuel tank over the turns it lasts (LB-TECH-2 and its Proposed): in each of them the
 * car may play one more card, and only one that does not affect speed. Played through the
 * game-flow contract from a set position (race-driver.ts `positioned`): car 1 plays a Blue Tyres,
 * which lasts 3 turns (LB-GAP-3 Proposed), and the race goes on to its next turns.
 */
import { describe, expect, it } from 'vitest';
import { nonHumanMove, playableCards } from '../../domain/lamborghini/non-human.ts';
import { MOVE, typeOf } from '../../domain/lamborghini/race-flow.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { AFFECTS_SPEED } from '../../domain/lamborghini/speed.ts';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Step } from '../../domain/race/ruleset.ts';
import { refusal } from '../support/refusal.ts';
import { BOARD, eventsOf, man, positioned, tech, threeCarTable } from './race-driver.ts';

const { start, play, moveStep, stepAfter } = threeCarTable();
const check = (state: LamborghiniState, cards: string[]) => lamborghini.referee!.check!.move!(BOARD, state, '1', { cards });
const affectsSpeed = (id: string) => AFFECTS_SPEED.has(typeOf(id) as never);

const tyres = tech('blue', 'tyres');
const engine = tech('blue', 'engine');
const setUp = tech('blue', 'setUp');
const luck = man('luck');
const slipstream = man('slipstream');
const manoeuvre = man('manoeuvre');

/** Car 1 on the back straight plays `first` as its first turn begins; the others, with empty hands, are the non-human player's. */
const firstTurn = (hand: string[], first: string[]) => {
  const state = positioned(
    start,
    [
      { car: '1', row: 25, lane: 2, hand },
      { car: '2', row: 10, lane: 1 },
      { car: '3', row: 5, lane: 3 },
    ],
    { car: '1', drawn: 'N28' },
    [],
  );
  const step = moveStep(state);
  return { ...play(state, step, { '1': { cards: first } }), step };
};

/** The steps played by the non-human player until car 1's next movement turn opens. */
const nextOwnTurn = (from: { state: LamborghiniState; step: Step }): { state: LamborghiniState; step: Step } => {
  let { state, step } = from;
  for (let guard = 0; guard < 50; guard++) {
    const next = stepAfter(state, step);
    if (next.kind === MOVE && next.cars[0] === '1' && state.race.turn?.moving === undefined) return { state, step: next };
    state = play(state, next).state;
    step = next;
  }
  throw new Error("car 1's next turn never opened");
};

describe('a Tyres or Fuel tank in effect over the turns it lasts', () => {
  it('[LB-TECH-2] a Blue Tyres lasts 3 turns: in the 2nd and the 3rd the car may play one more card only if it does not affect speed, and in the 4th any card again', () => {
    const played = firstTurn([tyres, engine, luck, slipstream, setUp, manoeuvre], [tyres]);
    const second = nextOwnTurn(played);
    expect(second.state.race.cars['1']!.lasting).toEqual([{ card: tyres, turns: 2 }]);
    for (const speedCard of [engine, luck, slipstream]) {
      const refused = refusal(() => check(second.state, [speedCard]));
      expect([refused.field, refused.message]).toEqual([
        'cards[0]',
        `while a Tyres or Fuel tank is in effect the extra card must not affect speed, and ${typeOf(speedCard)} does (LB-TECH-2)`,
      ]);
    }
    expect(() => check(second.state, [setUp])).not.toThrow();
    // One more card, not two: the Tyres still in effect is the turn's card (LB-MOVE-4).
    expect(refusal(() => check(second.state, [setUp, manoeuvre])).field).toBe('cards[1]');

    const afterSecond = play(second.state, second.step, { '1': { cards: [setUp] } });
    const third = nextOwnTurn({ state: afterSecond.state, step: second.step });
    expect(third.state.race.cars['1']!.lasting).toEqual([{ card: tyres, turns: 1 }]);
    expect(refusal(() => check(third.state, [engine])).field).toBe('cards[0]');
    expect(() => check(third.state, [manoeuvre])).not.toThrow();

    const afterThird = play(third.state, third.step, { '1': {} });
    expect(eventsOf(afterThird.events, 'turnEnded')[0]).toEqual({ type: 'turnEnded', car: '1', discarded: [tyres] });
    const fourth = nextOwnTurn({ state: afterThird.state, step: third.step });
    expect(fourth.state.race.cars['1']!.lasting).toEqual([]);
    expect(() => check(fourth.state, [engine])).not.toThrow();
  });

  it('[LB-TECH-2] in the turn it is played the Tyres allows one more card that does not affect speed, whichever of the two the move names first', () => {
    const state = positioned(start, [{ car: '1', row: 25, lane: 2, hand: [tyres, engine, setUp] }], { car: '1', drawn: 'N28' }, []);
    expect(() => check(state, [tyres, setUp])).not.toThrow();
    expect(() => check(state, [setUp, tyres])).not.toThrow();
    expect(refusal(() => check(state, [tyres, engine])).field).toBe('cards[1]');
    expect(refusal(() => check(state, [engine, tyres])).field).toBe('cards[1]');
  });

  it('[LB-TECH-2] the non-human player, and the cards it may pick from, leave out every card that affects speed while a Tyres is in effect', () => {
    const second = nextOwnTurn(firstTurn([tyres, engine, manoeuvre], [tyres]));
    expect(playableCards(second.state, '1')).toEqual([manoeuvre]);
    const move = nonHumanMove(second.state, BOARD, '1');
    expect((move.cards ?? []).filter(affectsSpeed)).toEqual([]);
    expect(() => lamborghini.referee!.check!.move!(BOARD, second.state, '1', move)).not.toThrow();
  });
});
