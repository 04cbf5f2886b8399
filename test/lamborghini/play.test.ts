import { describe, expect, it } from 'vitest';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { afterOwnTurn, changedMovement, checkCardPlay, lastingOf } from '../../domain/lamborghini/play.ts';
import { refusal } from '../support/refusal.ts';

const tech = (brand: string, type: string) => CARDS.technology.find((card) => card.brand === brand && card.type === type)!.id;
const man = (type: string) => CARDS.manoeuvre.find((card) => card.type === type)!.id;

describe('playing cards', () => {
  it('[LB-MOVE-4] only one Technology or Manoeuvre card may be played in a turn', () => {
    expect(() => checkCardPlay({ when: 'own', played: [], lasting: [] }, tech('blue', 'engine'))).not.toThrow();
    const second = refusal(() => checkCardPlay({ when: 'own', played: [tech('blue', 'engine')], lasting: [] }, man('manoeuvre')));
    expect([second.field, second.message]).toEqual(['card', 'only one Technology or Manoeuvre card may be played in a turn (LB-MOVE-4)']);
  });

  it('[LB-TECH-2] while a Tyres or Fuel tank is in effect, the turn it is played in included, one more card may be played if it does not affect speed', () => {
    const tyres = tech('blue', 'tyres');
    expect(() => checkCardPlay({ when: 'own', played: [tyres], lasting: [] }, man('gamble'))).not.toThrow();
    // In a later turn of its duration the Tyres still in effect is the turn's card: one more card, not two.
    expect(() => checkCardPlay({ when: 'own', played: [], lasting: [{ card: tyres, turns: 2 }] }, tech('blue', 'setUp'))).not.toThrow();
    expect(refusal(() => checkCardPlay({ when: 'own', played: [man('clash')], lasting: [{ card: tyres, turns: 2 }] }, tech('blue', 'setUp'))).message).toBe(
      'while a Tyres or Fuel tank is in effect one more card may be played, not two (LB-TECH-2)',
    );
    expect(refusal(() => checkCardPlay({ when: 'own', played: [tyres], lasting: [] }, man('skilful'))).message).toBe(
      'while a Tyres or Fuel tank is in effect the extra card must not affect speed, and skilful does (LB-TECH-2)',
    );
    expect(refusal(() => checkCardPlay({ when: 'own', played: [tyres, man('gamble')], lasting: [] }, man('clash'))).field).toBe('card');
  });

  it('[LB-TECH-2] Tyres and Fuel tank last 3 turns (Blue) or 2, then are discarded', () => {
    expect([lastingOf(tech('blue', 'tyres'))?.turns, lastingOf(tech('red', 'fuelTank'))?.turns, lastingOf(tech('blue', 'engine'))]).toEqual([3, 2, undefined]);
    const blue = lastingOf(tech('blue', 'fuelTank'))!;
    const one = afterOwnTurn([blue]);
    const two = afterOwnTurn(one.lasting);
    const three = afterOwnTurn(two.lasting);
    expect([one.lasting.length, two.lasting.length, three.lasting.length]).toEqual([1, 1, 0]);
    expect(three.discarded).toEqual([blue.card]);
  });

  it("[LB-CARD-1] only Brakes may be played outside the owner's movement turn, one in another car's turn", () => {
    expect(() => checkCardPlay({ when: 'other', played: [], lasting: [] }, tech('red', 'brakes'))).not.toThrow();
    expect(refusal(() => checkCardPlay({ when: 'other', played: [], lasting: [] }, tech('red', 'engine'))).message).toBe(
      "only Brakes may be played in another car's turn, not engine (LB-CARD-1)",
    );
    expect(refusal(() => checkCardPlay({ when: 'other', played: [tech('red', 'brakes')], lasting: [] }, tech('yellow', 'brakes'))).field).toBe('card');
  });

  it('[LB-QUAL-4] no Technology or Manoeuvre card of any kind may be used in qualifying', () => {
    expect(refusal(() => checkCardPlay({ when: 'qualifying', played: [], lasting: [] }, man('luck'))).message).toBe(
      'no Technology or Manoeuvre card may be used in qualifying (LB-QUAL-4)',
    );
    expect(refusal(() => checkCardPlay({ when: 'own', played: [], lasting: [] }, 'N3')).message).toBe('N3 is a banknote card, never played in the race');
  });

  it('[LB-MOVE-4] changes during the move apply at once and never take the movement below 0: 5 − 3 off the track = 2, 2 − 3 = 0', () => {
    expect([changedMovement(5, -3), changedMovement(2, -3), changedMovement(4, 1)]).toEqual([2, 0, 5]);
  });
});
