import { describe, expect, it } from 'vitest';
import type { HexRallyEvent } from '../../domain/hex-rally/events.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import { HexRallyCreate } from '../../domain/hex-rally/settings.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import type { Declaration, Reaction } from '../../domain/hex-rally/submissions.ts';
import { playDeclarations, playReactions } from '../../domain/hex-rally/turn.ts';
import { scriptedDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';
import { type CarSpec, DEFAULT_HUMANS, openTrack, order, stateOn } from './support.ts';

const TRACK = openTrack({ q0: -3, q1: 44, r0: -14, r1: 8 }, { slot: { q: 0, r: 0 }, line: [-1, 0, 1].map((r) => ({ q: 42, r })) });
const at = (q: number, r: number) => ({ q, r });

/** Car 1 alone at (0, 0) facing east, as told. */
const alone = (spec: Partial<CarSpec> = {}, more: Partial<HexRallyState> = {}) => stateOn(TRACK, [{ car: '1', hex: at(0, 0), ...spec }], more);

type Orders = Record<string, string | Declaration>;
const declarationsOf = (orders: Orders): Record<string, Declaration> =>
  Object.fromEntries(Object.entries(orders).map(([car, o]) => [car, typeof o === 'string' ? { order: order(o) } : o]));

/** Plays a turn's declarations with exactly the faces given. */
const declare = (state: HexRallyState, orders: Orders, ...faces: number[]) => {
  const dice = scriptedDice(...faces);
  const played = playDeclarations(TRACK, state, declarationsOf(orders), dice);
  expect(dice.remaining(), 'faces left over').toBe(0);
  return { ...played, rolls: dice.rolls };
};

const react = (state: HexRallyState, reactions: Record<string, Reaction>, ...faces: number[]) => {
  const dice = scriptedDice(...faces);
  const played = playReactions(TRACK, state, reactions, dice);
  expect(dice.remaining(), 'faces left over').toBe(0);
  return { ...played, rolls: dice.rolls };
};

const ofType = <T extends HexRallyEvent['type']>(events: readonly HexRallyEvent[], type: T, car = '1') =>
  events.find((e): e is Extract<HexRallyEvent, { type: T }> => e.type === type && 'car' in e && e.car === car)!;
const rolled = (events: readonly HexRallyEvent[], car = '1') => ofType(events, 'ManoeuvreRolled', car);

const check = (state: HexRallyState, car: string, declaration: Declaration) => hexRally.kinds.declaration!.check(TRACK, state, car, declaration);

describe('the roll', () => {
  it('[HX-CORE-3] a manoeuvre succeeds on 3d6 at its difficulty or above, and is then carried out exactly as intended', () => {
    const success = declare(alone({ speed: 10 }), { 1: 'М4Л4' }, 4, 3, 3);
    expect(rolled(success.events)).toMatchObject({ difficulty: 10, total: 10, degree: 0 });
    expect(success.state.cars[1]).toMatchObject({ hex: at(9, -4), facing: 2, speed: 9, increase: 0 });
    const failure = declare(alone({ speed: 10 }), { 1: 'М4Л4' }, 3, 3, 3);
    expect(rolled(failure.events)).toMatchObject({ total: 9, degree: 1 });
    expect(failure.state.cars[1]!.hex).not.toEqual(at(9, -4));
  });

  it('[HX-CORE-4] difficulties 0 and 1 never fail on an unmodified roll, but modifiers can make them fail', () => {
    expect(rolled(declare(alone({ speed: 1 }), { 1: 'М3П2У1' }, 1, 1, 1).events)).toMatchObject({ difficulty: 1, total: 3, degree: 0 });
    const human = { with: { driver: 'human' as const } };
    expect(rolled(declare(alone({ speed: 1, ...human }), { 1: 'М3П2У1' }, 1, 1, 1).events)).toMatchObject({ difficulty: 1, total: 0, degree: 1 });
    expect(rolled(declare(alone({ speed: 1, ...human }), { 1: 'М0' }, 1, 1, 1).events)).toMatchObject({ difficulty: 0, total: 0, degree: 0 });
    const beaten = { with: { driver: 'human' as const, penalties: { collision: true, honked: false } } };
    const state = stateOn(TRACK, [
      { car: '1', hex: at(0, 0), speed: 1, ...beaten },
      { car: '2', hex: at(0, 2) },
    ]);
    expect(rolled(declare(state, { 1: { order: order('М0'), horn: '2' }, 2: 'М0' }, 1, 1, 1, 1, 1, 1).events)).toMatchObject({ total: -4, degree: 1 });
  });

  it('[HX-ROLL-6] the roll compared with the difficulty is 3d6 plus every modifier', () => {
    const state = alone({ speed: 9, with: { driver: 'human', penalties: { collision: true, honked: false } } });
    expect(rolled(declare(state, { 1: 'М2Т4' }, 6, 5, 4).events)).toMatchObject({ dice: [6, 5, 4], total: 15 - 3 - 3, difficulty: 9, degree: 0 });
  });

  it('[HX-ROLL-1] a failure is of degree 1 when 1–6 short, 2 when 7–12, 3 when 13–18, and raises the next difficulty by 6, 12 or 18', () => {
    // М2Т5 at speed 9: difficulty 18.
    const cases: [number[], number][] = [
      [[6, 6, 5], 1],
      [[6, 3, 3], 1],
      [[5, 3, 3], 2],
      [[2, 2, 2], 2],
      [[1, 2, 2], 3],
    ];
    for (const [faces, degree] of cases) {
      const played = declare(alone({ speed: 9 }), { 1: 'М2Т5' }, ...faces);
      expect(rolled(played.events).degree, `${faces}`).toBe(degree);
      expect(played.state.cars[1]!.increase).toBe(6 * degree);
    }
  });

  it('[HX-ROLL-1] shortfalls beyond 18 are degree 3; the increase lasts one manoeuvre and never adds up', () => {
    const hopeless = alone({ speed: 9, with: { driver: 'human', penalties: { collision: true, honked: true } } });
    expect(rolled(declare(hopeless, { 1: 'М2Т5' }, 1, 1, 1).events)).toMatchObject({ total: -6, degree: 3 });
    const failed = declare(alone({ speed: 6 }), { 1: 'М2Т4' }, 1, 1, 1).state;
    expect(failed.cars[1]).toMatchObject({ increase: 6, speed: 3 });
    const steadied = declare(failed, { 1: 'М0' }, 3, 3, 3);
    expect(rolled(steadied.events).difficulty).toBe(6);
    expect(steadied.state.cars[1]!.increase).toBe(0);
    const again = declare(declare(alone({ speed: 6 }), { 1: 'М2Т4' }, 1, 1, 1).state, { 1: 'М1У1' }, 1, 1, 1);
    expect(rolled(again.events)).toMatchObject({ difficulty: 6, total: 3, degree: 1 });
    expect(again.state.cars[1]!.increase).toBe(6);
  });

  it('[HX-ROLL-2] after a failure a manoeuvre of difficulty other than 0 fails at least at degree 2, after two at least at degree 3', () => {
    const first = declare(alone({ speed: 9 }), { 1: 'М2Т4' }, 3, 3, 3).state; // 9 against 9: a success
    expect(first.cars[1]!.failures).toBe(0);
    const failed = declare(alone({ speed: 9 }), { 1: 'М2Т4' }, 2, 2, 1).state; // 1 short
    expect(failed.cars[1]).toMatchObject({ failures: 1, increase: 6, speed: 6 });
    // М2Т4 at 6: 6 + 6 = 12; 11 is 1 short, degree 1 by the table, 2 as the second failure in a row.
    const second = declare(failed, { 1: 'М2Т4' }, 5, 5, 1);
    expect(rolled(second.events)).toMatchObject({ difficulty: 12, original: 6, total: 11, degree: 2 });
    // М2Т4 at 4 (braked by 2 at degree 2): 4 + 12 = 16; 15 is 1 short: degree 3 as the third.
    const third = declare(second.state, { 1: 'М2Т4' }, 5, 5, 5);
    expect(rolled(third.events)).toMatchObject({ difficulty: 16, original: 4, degree: 3 });
    expect(third.state.cars[1]!.failures).toBe(3);
  });

  it('[HX-ROLL-2] a failed manoeuvre of difficulty 0 gets no minimum but counts in the chain; only a success breaks it', () => {
    const failed = declare(alone({ speed: 9 }), { 1: 'М2Т4' }, 2, 2, 1).state;
    const zero = declare(failed, { 1: 'М0' }, 1, 1, 1); // 3 against 0 + 6: 3 short, degree 1 with no minimum
    expect(rolled(zero.events)).toMatchObject({ original: 0, degree: 1 });
    expect(zero.state.cars[1]!.failures).toBe(2);
    const third = declare(zero.state, { 1: 'М2Т4' }, 6, 6, 5); // 9 × 1 + 6 = 15 against 17: a success
    expect(rolled(third.events).degree).toBe(0);
    expect(third.state.cars[1]!.failures).toBe(0);
  });

  it('[HX-ROLL-4] a roll penalty does not stop a car declaring a hard manoeuvre; a difficulty increase does', () => {
    const penalised = alone({ speed: 9, with: { penalties: { collision: true, honked: true } } });
    expect(() => check(penalised, '1', { order: order('М2Т5') })).not.toThrow();
    const increased = alone({ speed: 9, with: { increase: 6 } });
    expect(refusal(() => check(increased, '1', { order: order('М2Т5') })).message).toContain('its difficulty is 24 (18 + 6 after the last failure)');
  });

  it('[HX-M0-1] a failed M0 still moves as ordered, raises the next difficulty by its degree, and its minimum does not apply', () => {
    const shaken = alone({ speed: 7, with: { increase: 18, failures: 2 } });
    const played = declare(shaken, { 1: 'М0' }, 1, 2, 3);
    expect(rolled(played.events)).toMatchObject({ difficulty: 18, original: 0, total: 6, degree: 2 });
    expect(played.state.cars[1]).toMatchObject({ hex: at(7, 0), facing: 1, speed: 7, increase: 12, failures: 3 });
    // Nothing in the way: the roll is made and cannot fail.
    expect(rolled(declare(alone({ speed: 7 }), { 1: 'М0' }, 1, 1, 1).events)).toMatchObject({ degree: 0 });
  });
});

describe('the modifiers', () => {
  const pair = (one: Partial<CarSpec> = {}, two: Partial<CarSpec> = {}) =>
    stateOn(TRACK, [
      { car: '1', hex: at(0, 0), speed: 4, ...one },
      { car: '2', hex: at(0, 3), speed: 4, ...two },
    ]);

  it('[HX-DECL-2] the horn: −1 on the honking car now, −3 on the car honked at next turn, within 3 hexes', () => {
    const played = declare(pair(), { 1: { order: order('М0'), horn: '2' }, 2: 'М0' }, 3, 3, 3, 3, 3, 3);
    expect(rolled(played.events, '1').modifiers).toEqual([{ reason: 'horn', value: -1 }]);
    expect(rolled(played.events, '2').modifiers).toEqual([]);
    expect(played.events).toContainEqual({ type: 'HornSounded', car: '1', at: '2' });
    const next = declare(played.state, { 1: 'М0', 2: 'М0' }, 3, 3, 3, 3, 3, 3);
    expect(rolled(next.events, '2').modifiers).toEqual([{ reason: 'honked', value: -3 }]);
    expect(rolled(next.events, '1').modifiers).toEqual([]);
    expect(refusal(() => check(pair({}, { hex: at(0, 4) }), '1', { order: order('М0'), horn: '2' })).message).toBe('car 2 is 4 hexes away: the horn reaches 3');
    expect(refusal(() => check(pair(), '1', { order: order('М0'), horn: '1' })).field).toBe('horn');
  });

  it('[HX-DECL-2] every penalty that holds is on the roll whether posted or not: collision, opponent’s horn, human; each once', () => {
    const honkedTwice = stateOn(TRACK, [
      { car: '1', hex: at(0, 0), speed: 4, with: { driver: 'human', penalties: { collision: true, honked: false } } },
      { car: '2', hex: at(0, 2), speed: 4 },
      { car: '3', hex: at(2, 0), speed: 4 },
    ]);
    const played = declare(honkedTwice, { 1: 'М0', 2: { order: order('М0'), horn: '1' }, 3: { order: order('М0'), horn: '1' } }, ...Array(9).fill(3));
    expect(rolled(played.events, '1').modifiers).toEqual([
      { reason: 'collision', value: -3 },
      { reason: 'human', value: -3 },
    ]);
    const next = declare(played.state, { 1: 'М0', 2: 'М0', 3: 'М0' }, ...Array(9).fill(3));
    expect(rolled(next.events, '1').modifiers).toEqual([
      { reason: 'honked', value: -3 },
      { reason: 'human', value: -3 },
    ]);
  });
});

describe('coupons', () => {
  const withCoupons = (speed = 9) => alone({ speed, with: { coupons: { reroll: 1, extraDie: 1 } } }, { coupons: { reroll: 1, extraDie: 1 } });

  it('[HX-GAP-9] each car starts with one re-roll token and one extra die', () => {
    expect(HexRallyCreate.parse({}).coupons).toEqual({ reroll: 1, extraDie: 1 });
  });

  it('[HX-DECL-3] a failed roll waits for the player, who may spend his re-roll token: the second roll stands, even when worse', () => {
    const failed = declare(withCoupons(), { 1: 'М2Т5' }, 3, 3, 3); // 9 against 18
    expect(failed.events.map((e) => e.type)).toEqual(['ManoeuvreRolled']);
    expect(failed.state.declared?.[1]).toMatchObject({ degree: 2 });
    expect(
      hexRally.next({
        state: failed.state,
        played: { id: 'turn-1', kind: 'declaration', number: 1, rank: 1, cars: ['1'], window: 'PT1H' },
        cars: ['1'],
        settings: HexRallyCreate.parse({}),
      }),
    ).toMatchObject({
      id: 'reaction-1',
      kind: 'reaction',
      cars: ['1'],
    });
    const worse = react(failed.state, { 1: { coupon: 'reroll' } }, 1, 1, 2);
    expect(ofType(worse.events, 'CouponUsed')).toEqual({ type: 'CouponUsed', car: '1', coupon: 'reroll', dice: [1, 1, 2], total: 4, degree: 3 });
    expect(worse.rolls.map((r) => r.purpose)).toEqual(['reroll']);
    expect(worse.state.cars[1]).toMatchObject({ coupons: { reroll: 0, extraDie: 1 }, increase: 18, speed: 9 });
    expect(worse.state.declared).toBeUndefined();
  });

  it('[HX-DECL-4] the extra die: a d6 that replaces the lowest of the three dice when it is higher', () => {
    const failed = declare(withCoupons(), { 1: 'М2Т5' }, 6, 6, 2).state; // 14 against 18
    const better = react(failed, { 1: { coupon: 'extraDie' } }, 6);
    expect(ofType(better.events, 'CouponUsed')).toMatchObject({ coupon: 'extraDie', dice: [6, 6, 6], total: 18, degree: 0 });
    expect(better.state.cars[1]).toMatchObject({ speed: 4, increase: 0, coupons: { reroll: 1, extraDie: 0 } });
    const useless = react(failed, { 1: { coupon: 'extraDie' } }, 1);
    expect(ofType(useless.events, 'CouponUsed')).toMatchObject({ dice: [6, 6, 2], total: 14, degree: 1 });
  });

  it('[HX-ROLL-5] coupons are few: one spent is gone, and a car without any is not asked', () => {
    const spent = alone({ speed: 9, with: { coupons: { reroll: 0, extraDie: 1 } } });
    const failed = declare(spent, { 1: 'М2Т5' }, 3, 3, 3).state;
    expect(refusal(() => hexRally.kinds.reaction!.check(TRACK, failed, '1', { coupon: 'reroll' })).message).toBe('car 1 has no re-roll token left');
    expect(() => hexRally.kinds.reaction!.check(TRACK, failed, '1', { coupon: 'extraDie' })).not.toThrow();
    const none = declare(alone({ speed: 9 }), { 1: 'М2Т5' }, 3, 3, 3);
    expect(none.state.declared).toBeUndefined();
    expect(none.events.at(-1)).toEqual({ type: 'TurnEnded', turn: 1 });
  });

  it('[HX-DECL-3] a player who lets the reaction pass keeps his coupons and his roll', () => {
    const failed = declare(withCoupons(), { 1: 'М2Т5' }, 3, 3, 3).state;
    const kept = react(failed, { 1: { coupon: 'none' } });
    expect(kept.state.cars[1]).toMatchObject({ coupons: { reroll: 1, extraDie: 1 }, increase: 12 });
  });
});

describe('drift and skid', () => {
  it('[HX-GAP-8] a failed lane change leaves a skid that lasts as long as its increase: a success next turn ends both', () => {
    const skidded = declare(alone({ speed: 6 }), { 1: 'М3П2Т4' }, 1, 1, 1).state; // 3 against 6 × (1 + 1) = 12: degree 2
    expect(skidded.cars[1]).toMatchObject({ effect: 'skid', increase: 12, facing: 2 });
    const steadied = declare(skidded, { 1: 'М0' }, 6, 6, 6).state;
    expect(steadied.cars[1]!.effect).toBeUndefined();
    expect(steadied.cars[1]!.increase).toBe(0);
  });

  it('[HX-GAP-8] a failed turn leaves a drift; a failed acceleration only its increase', () => {
    expect(declare(alone({ speed: 10 }), { 1: 'М4Л4' }, 3, 3, 3).state.cars[1]).toMatchObject({ effect: 'drift', increase: 6 });
    const spun = declare(alone({ speed: 6, with: { increase: 12 } }), { 1: 'М1У1' }, 1, 1, 1).state;
    expect(spun.cars[1]!.effect).toBeUndefined();
    expect(spun.cars[1]!.increase).toBe(12);
  });
});

describe('humans and orcs', () => {
  const human = (speed: number, humans = DEFAULT_HUMANS) => alone({ speed, with: { driver: 'human' } }, { humans });

  it('[HX-GAP-10] by default humans may not make the handbrake turn and take −3 on every roll; orcs have neither', () => {
    expect(DEFAULT_HUMANS).toEqual({ handbrakeTurn: 'forbidden', rollPenalty: 'every-roll' });
    expect(refusal(() => check(human(6), '1', { order: order('М5Л') })).message).toBe('the handbrake turn is not available to humans');
    expect(rolled(declare(human(6), { 1: 'М0' }, 3, 3, 3).events).modifiers).toEqual([{ reason: 'human', value: -3 }]);
    expect(rolled(declare(alone({ speed: 6 }), { 1: 'М5Л' }, 3, 3, 6, 3).events)).toMatchObject({ difficulty: 12, modifiers: [] });
  });

  it('[HX-M5-6] with plus3 a human’s handbrake turn costs 2 × speed + 3, so up to speed 7; handbrake-only moves that 3 onto its roll', () => {
    const plus3 = { handbrakeTurn: 'plus3' as const, rollPenalty: 'none' as const };
    expect(rolled(declare(human(7, plus3), { 1: 'М5П' }, 6, 6, 5, 1).events)).toMatchObject({ difficulty: 17, modifiers: [], degree: 0 });
    expect(refusal(() => check(human(8, plus3), '1', { order: order('М5П') })).message).toContain('its difficulty is 19');
    const onTheRoll = { handbrakeTurn: 'plus3' as const, rollPenalty: 'handbrake-only' as const };
    expect(rolled(declare(human(8, onTheRoll), { 1: 'М5П' }, 6, 6, 4, 1).events)).toMatchObject({
      difficulty: 16,
      modifiers: [{ reason: 'human', value: -3 }],
      total: 13,
      degree: 1,
    });
    expect(rolled(declare(human(8, onTheRoll), { 1: 'М0' }, 3, 3, 3).events).modifiers).toEqual([]);
    const both = { handbrakeTurn: 'plus3' as const, rollPenalty: 'every-roll' as const };
    expect(rolled(declare(human(6, both), { 1: 'М5П' }, 6, 6, 6, 1).events)).toMatchObject({ difficulty: 15, modifiers: [{ reason: 'human', value: -3 }] });
  });
});
