/**
 * Hex rally's choices (domain/hex-rally/choices/): the manoeuvre builder of a declaration, the
 * coupon of a reaction and the driver, each option with its difficulty and the roll it needs in
 * the rulebook's numbers; random clicks always end in a submission the check accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexRallyAssists } from '../../domain/hex-rally/assists.ts';
import { picksOf } from '../../domain/hex-rally/choices/declaration.ts';
import { drivingOf } from '../../domain/hex-rally/declaring.ts';
import { DIRECTIONS, type Direction, type Hex } from '../../domain/hex-rally/hex.ts';
import { legalOrders } from '../../domain/hex-rally/legality.ts';
import { parseDeclaration } from '../../domain/hex-rally/notation.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HumanRules } from '../../domain/hex-rally/settings.ts';
import type { CarState, HexRallyState } from '../../domain/hex-rally/state.ts';
import { DECLARATION, DRIVER, REACTION } from '../../domain/hex-rally/steps.ts';
import type { Choices, Picks, Question } from '../../domain/race/choices.ts';
import type { Language } from '../../domain/race/language.ts';
import { refusal } from '../support/refusal.ts';
import { ENGLISH_WORDS, openTrack, stateOn, wordsOf } from './support.ts';

const at = (q: number, r: number): Hex => ({ q, r });
/** The worked example's bend (HX-EX-1): a wall across the way north-east of (28, −14). */
const WALL: Hex[] = [];
for (let q = 0; q <= 40; q++) for (let r = -20; r <= -15; r++) if (q + r >= 14) WALL.push(at(q, r));
const BEND = openTrack({ q0: -2, q1: 40, r0: -20, r1: 2 }, { slot: at(0, 0), line: [at(40, 0), at(40, 1), at(40, 2)], walls: WALL });
const ENTRANTS = ['Ada', 'Bruno', 'Carla'].map((name, i) => ({ car: String(i + 1), name, seat: String(i + 1) }));

const choices = (state: HexRallyState, picks: Picks, { kind = DECLARATION, language = 'en' as Language, track = BEND, car = '1' } = {}): Choices =>
  hexRallyAssists.choices!({ circuit: track, state, car, kind, picks, language, settings: {}, entrants: ENTRANTS })!;

const question = (answer: Choices, id: string): Question => answer.questions.find((q) => q.id === id)!;
const option = (answer: Choices, id: string, optionId: string) => question(answer, id).options.find((o) => o.id === optionId)!;

/** The worked example's car, an orc at `speed` heading east, with what its last failure left. */
const orc = (speed: number, more: Partial<CarState> = {}, hex = at(0, 0), facing: Direction = 1): HexRallyState =>
  stateOn(BEND, [{ car: '1', hex, facing, speed, with: more }]);

describe('the choices of a declaration', () => {
  it('[HX-EX-1] at speed 10 М4Л4 is difficulty 10: roll 10 or more on 3d6, and the options say so before it is sent', () => {
    const answer = choices(orc(10), { manoeuvre: ['4'], side: ['left'], rows: ['4'], speed: ['none'] });
    expect(answer.summary).toEqual([
      'Speed 10.',
      'M4L4: turn to the left, ending 4 rows aside; speed 9 after it.',
      'Difficulty 10.',
      'Roll needed: 10 or more on 3d6 (63%).',
    ]);
    expect(answer).toMatchObject({ submission: { order: { manoeuvre: 4, side: 'left', rows: 4 } }, text: 'M4L4', warnings: [] });
    expect(option(answer, 'speed', 'none')).toEqual({
      id: 'none',
      label: 'no throttle: speed 9 (a turn loses 1)',
      detail: 'difficulty 10: roll 10 or more on 3d6 (63%)',
    });
    expect(option(answer, 'manoeuvre', '0').detail).toBe('difficulty 0: cannot fail');
  });

  it('[HX-EX-1] [HX-ROLL-1] at 9 after a degree-1 failure the simplest turn is 15; braking by 3, normally 0, is 6', () => {
    const state = orc(9, { increase: 6, failures: 1 });
    expect(option(choices(state, {}), 'manoeuvre', '4').detail).toBe('difficulty 15: roll 15 or more on 3d6 (9%)');
    const braking = choices(state, { manoeuvre: ['2'], speed: ['B3'] });
    expect(option(braking, 'speed', 'B3')).toMatchObject({ label: 'brake by 3: speed 6', detail: 'difficulty 6: roll 6 or more on 3d6 (95%)' });
    expect(braking.summary).toEqual([
      'Speed 9. The last failure adds 6 to every difficulty.',
      'M2B3: brake by 3; speed 6 after it.',
      'Difficulty 6 (0 + 6 after the last failure).',
      'Roll needed: 6 or more on 3d6 (95%).',
    ]);
    // HX-M2-1: beyond half the maximum braking, the speed per point of excess.
    expect(option(braking, 'speed', 'B4').detail).toBe('difficulty 15: roll 15 or more on 3d6 (9%)');
  });

  it('[HX-EX-1] [HX-ROLL-3] after two failures at 8 every turn is 20 and barred; braking by 3 needs 12 or more and still meets the wall twice', () => {
    const state = orc(8, { increase: 12, failures: 2 }, at(25, -11), 2);
    const answer = choices(state, { manoeuvre: ['2'], speed: ['B3'] });
    expect(option(answer, 'manoeuvre', '4')).toEqual({
      id: '4',
      label: 'M4 turn',
      disabled: 'its difficulty is 20 (8 + 12 after the last failure), above 18: it cannot be declared',
    });
    expect(answer.summary).toContain('Roll needed: 12 or more on 3d6 (38%).');
    // HX-COLL-3, HX-COLL-4: "he crashes into the wall and takes 2 damage to the front of the car".
    expect(answer.warnings).toEqual(['If it succeeds, its route runs into the wall 2 times: each costs 1 speed and 1 durability.']);
  });

  it('[HX-ROLL-2] after a failure, a manoeuvre of difficulty other than 0 fails at least at degree 2, after two at least at degree 3; M0 takes no least degree', () => {
    const turn = { manoeuvre: ['4'], side: ['left'], rows: ['3'], speed: ['A1'] };
    expect(choices(orc(6, { increase: 6, failures: 1 }), turn).summary).toContain('If it fails, it fails at degree 2 or worse: failures in a row.');
    expect(choices(orc(6, { increase: 6, failures: 2 }), turn).summary).toContain('If it fails, it fails at degree 3 or worse: failures in a row.');
    expect(choices(orc(6, { increase: 6, failures: 1 }), { manoeuvre: ['0'] }).summary.join(' ')).not.toContain('degree');
  });

  it('[HX-M1-1] [HX-GAP-3] acceleration beyond the maximum speed and braking below 0 are offered disabled, with the reason', () => {
    const fast = choices(orc(9), { manoeuvre: ['1'] });
    expect(question(fast, 'speed').options.map((o) => [o.id, o.disabled ?? o.detail])).toEqual([
      ['A1', 'difficulty 0: cannot fail'],
      ['A2', "that is speed 11, above the car's maximum speed 10"],
      ['A3', "that is speed 12, above the car's maximum speed 10"],
    ]);
    expect(option(choices(orc(10), {}), 'manoeuvre', '1').disabled).toBe("that is speed 11, above the car's maximum speed 10");
    expect(option(choices(orc(0), {}), 'manoeuvre', '2').disabled).toBe('the car is at speed 0: it cannot brake by more');
    expect(option(choices(orc(2), { manoeuvre: ['2'] }), 'speed', 'B3').disabled).toBe('the car is at speed 2: it cannot brake by more');
  });

  it('[HX-GAP-4] a lane change of 2 rows at speed 1 accelerating by 1 is the one that costs 1; the rows and speed change offered are those the car may make', () => {
    const answer = choices(orc(1), { manoeuvre: ['3'], side: ['right'], rows: ['2'] });
    expect(question(answer, 'speed').options.map((o) => [o.id, o.disabled ?? o.detail])).toEqual([
      ['none', 'a lane change of 2 rows needs a new speed of 2 or more, not 1'],
      ['A1', 'difficulty 1: cannot fail'],
      ['A2', 'difficulty 0: cannot fail'],
      ['A3', 'difficulty 0: cannot fail'],
      ['B1', 'a lane change of 2 rows needs a new speed of 2 or more, not 0'],
      ['B2', 'the car is at speed 1: it cannot brake by more'],
      ['B3', 'the car is at speed 1: it cannot brake by more'],
      ['B4', 'the car is at speed 1: it cannot brake by more'],
      ['B5', 'the car is at speed 1: it cannot brake by more'],
    ]);
    expect(choices(orc(1), { manoeuvre: ['3'], side: ['right'], rows: ['2'], speed: ['A1'] }).text).toBe('M3R2A1');
  });

  it('[HX-M4-3] [HX-M4-4] a turn offers the rows aside up to the farthest some speed change allows, each with the range of its difficulties', () => {
    const answer = choices(orc(6), { manoeuvre: ['4'], side: ['right'] });
    const rows = question(answer, 'rows').options;
    // Ending 5 rows aside accelerating by 3 (speed 8) is 6 × (1 + 1 + 1) = 18; 6 rows aside is beyond any speed change.
    expect(rows.map((o) => o.id)).toEqual(['1', '2', '3', '4', '5']);
    // At 6 (above half the maximum, +1) every way of ending 1 row aside deviates or changes speed by 2 more: 6 × 3 = 18.
    expect(rows[0]).toEqual({ id: '1', label: '1 row', detail: 'difficulty 18: roll 18 or more on 3d6 (under 1%)' });
    // Ending 3 rows aside keeping the speed (М4П3У1) is the smooth turn: 6 × 1.
    expect(option(choices(orc(6), { manoeuvre: ['4'], side: ['right'], rows: ['3'] }), 'speed', 'A1').detail).toBe('difficulty 6: roll 6 or more on 3d6 (95%)');
  });

  it('[HX-M5-3] [HX-M5-6] the handbrake turn: from speed 4, twice the speed; barred to humans by default, +3 for them under the plus3 option', () => {
    expect(option(choices(orc(3), {}), 'manoeuvre', '5').disabled).toBe('the handbrake turn needs a speed of 4 or more, not 3');
    expect(option(choices(orc(5), {}), 'manoeuvre', '5').detail).toBe('difficulty 10: roll 10 or more on 3d6 (63%)');
    const human = (humans: HumanRules) => stateOn(BEND, [{ car: '1', hex: at(0, 0), speed: 5, with: { driver: 'human' } }], { humans });
    expect(option(choices(human({ handbrakeTurn: 'forbidden', rollPenalty: 'every-roll' }), {}), 'manoeuvre', '5').disabled).toBe(
      'the handbrake turn is not available to humans',
    );
    // R2 with R3: 2 × 5 + 3 = 13, and the −3 of every human roll: 16 on the dice.
    expect(option(choices(human({ handbrakeTurn: 'plus3', rollPenalty: 'every-roll' }), {}), 'manoeuvre', '5').detail).toBe(
      'difficulty 13: roll 16 or more on 3d6 (5%)',
    );
    // R4: the +3 entered on the roll instead, for the handbrake turn only.
    const r4 = choices(human({ handbrakeTurn: 'plus3', rollPenalty: 'handbrake-only' }), { manoeuvre: ['5'], side: ['left'] });
    expect(option(r4, 'manoeuvre', '5').detail).toBe('difficulty 10: roll 13 or more on 3d6 (26%)');
    expect(option(r4, 'manoeuvre', '0').detail).toBe('difficulty 0: cannot fail');
    expect(r4.summary).toContain('On your roll: −3 human driver.');
    expect(r4.text).toBe('M5L');
  });

  it('[HX-DECL-2] the horn: the cars within 3 hexes, −1 on your own roll; a car farther away is shown out of reach', () => {
    const state = stateOn(BEND, [
      { car: '1', hex: at(0, 0), speed: 6 },
      { car: '2', hex: at(2, 1), speed: 6 },
      { car: '3', hex: at(4, 0), speed: 6 },
    ]);
    const before = choices(state, { manoeuvre: ['4'], side: ['left'], rows: ['3'], speed: ['A1'] });
    expect(question(before, 'horn')).toMatchObject({ min: 0, max: 1, picked: [] });
    expect(question(before, 'horn').options).toEqual([
      { id: '2', label: 'Car 2 (Bruno), 3 hexes away', detail: "−1 on your roll; −3 on car 2's next roll" },
      { id: '3', label: 'Car 3 (Carla), 4 hexes away', disabled: '4 hexes away: the horn reaches 3' },
    ]);
    expect(before.summary).toContain('Roll needed: 6 or more on 3d6 (95%).');
    const honking = choices(state, { manoeuvre: ['4'], side: ['left'], rows: ['3'], speed: ['A1'], horn: ['2'] });
    expect(honking.summary).toEqual(expect.arrayContaining(['On your roll: −1 your horn.', 'Roll needed: 7 or more on 3d6 (91%).']));
    expect(honking).toMatchObject({ submission: { order: { manoeuvre: 4 }, horn: '2' }, text: 'M4L3A1 K2' });
    // A pick that is no longer an option is dropped, as a form forgets a field it no longer shows.
    expect(choices(state, { manoeuvre: ['0'], horn: ['3'] }).submission).toEqual({ order: { manoeuvre: 0 } });
  });

  it('[HX-DECL-2] [HX-COLL-2] the penalties last turn left are on every roll offered', () => {
    const state = orc(4, { penalties: { collision: true, honked: true } });
    const answer = choices(state, { manoeuvre: ['0'] });
    expect(answer.summary).toEqual([
      'Speed 4.',
      'On your roll: −3 collision last turn, −3 horn heard last turn.',
      'M0: change nothing; speed 4 after it.',
      'Difficulty 0.',
      'Roll needed: 6 or more on 3d6 (95%).',
    ]);
    expect(option(answer, 'manoeuvre', '5').detail).toBe('difficulty 8: roll 14 or more on 3d6 (16%)');
  });

  it('[HX-ROLL-4] a roll the penalties put out of reach of 3d6 is warned of, not refused', () => {
    const state = stateOn(BEND, [{ car: '1', hex: at(0, 0), speed: 9, with: { driver: 'human', increase: 6, penalties: { collision: true, honked: true } } }]);
    const answer = choices(state, { manoeuvre: ['4'], side: ['left'], rows: ['4'], speed: ['none'] });
    expect(answer.warnings).toEqual(['It cannot succeed: it needs 24 on 3d6, which make at most 18.']);
    expect(answer.submission).not.toBeNull();
  });

  it('[HX-GAP-6] [HX-COLL-3] a route into the wall that breaks a side warns that it ends the race; one over the line says it finishes', () => {
    const worn = orc(4, { durability: { front: 0, frontLeft: 3, rearLeft: 3, rear: 3, rearRight: 3, frontRight: 3 } }, at(25, -11), 2);
    expect(choices(worn, { manoeuvre: ['0'] }).warnings).toEqual([
      'If it succeeds, its route runs into the wall 1 time: each costs 1 speed and 1 durability, and it puts the car out of the race.',
    ]);
    expect(choices(orc(4, {}, at(36, 0)), { manoeuvre: ['0'] }).summary).toContain('If it succeeds, the car crosses the finish line for the last time.');
  });

  it('[HX-GAP-3] offers every order the car may declare: each legal order is the submission of its picks', () => {
    const states = [
      ...Array.from({ length: 11 }, (_, speed) => orc(speed)),
      orc(6, { increase: 12, failures: 2 }),
      stateOn(BEND, [{ car: '1', hex: at(0, 0), speed: 7, with: { driver: 'human' } }], { humans: { handbrakeTurn: 'plus3', rollPenalty: 'none' } }),
    ];
    for (const state of states) {
      const car = state.cars[1]!;
      const orders = legalOrders({ ...drivingOf(state, car), increase: car.increase });
      expect(orders.map((order) => choices(state, picksOf(order)).submission)).toEqual(orders.map((order) => ({ order })));
    }
  });

  it('offers the notation of what is picked, which the notation reads back to the same submission', () => {
    const answer = choices(orc(6), { manoeuvre: ['3'], side: ['left'], rows: ['1'], speed: ['B1'] });
    expect(answer.text).toBe('M3L1B1');
    expect(parseDeclaration(answer.text!)).toEqual(answer.submission);
  });
});

describe('the choices of a reaction', () => {
  /** Car 1's failed roll of М4Л4 at speed 10: `dice` against 10, with the coupons given. */
  const failed = (dice: number[], { difficulty = 10, original = 10, failures = 0, coupons = { reroll: 1, extraDie: 1 } } = {}): HexRallyState => {
    const total = dice.reduce((a, b) => a + b, 0);
    const shortfall = difficulty - total;
    const degree = shortfall <= 6 ? 1 : shortfall <= 12 ? 2 : 3;
    return stateOn(BEND, [{ car: '1', hex: at(0, 0), speed: 10, with: { coupons, failures } }], {
      declared: { 1: { order: { manoeuvre: 4, side: 'left', rows: 4 }, difficulty, original, modifiers: [], dice, total, degree: degree as 1 | 2 | 3 } },
    });
  };
  const reaction = (state: HexRallyState, picks: Picks = {}, language: Language = 'en') => choices(state, picks, { kind: REACTION, language });

  it('[HX-GAP-9] [HX-ROLL-1] each coupon says what it would make of the roll just seen: 2+3+1 = 6 against 10', () => {
    const answer = reaction(failed([2, 3, 1]));
    expect(answer.summary).toEqual(['Your roll for M4L4: 2+3+1 = 6 against difficulty 10: failed at degree 1.']);
    expect(question(answer, 'coupon').options).toEqual([
      { id: 'reroll', label: 'Re-roll token (1 left)', detail: '3d6 again and the second roll stands, even if worse: success on 10 or more (63%)' },
      // The extra die replaces the 1: 2 + 3 + 5 = 10.
      { id: 'extraDie', label: 'Extra die (1 left)', detail: '1d6 replaces your lowest die, 1, if higher: a 5 or more makes it a success (2 in 6)' },
      { id: 'none', label: 'None: keep the roll', detail: "failed at degree 1: +6 on the next manoeuvre's difficulty" },
    ]);
    expect(reaction(failed([2, 3, 1]), { coupon: ['extraDie'] }).submission).toEqual({ coupon: 'extraDie' });
  });

  it('[HX-GAP-9] [HX-ROLL-2] an extra die that cannot make a success says how far it lowers the failure; one that changes nothing says so', () => {
    // 1+1+2 = 4 against 15: 11 short, degree 2; a 6 for a 1 makes 9, 6 short: degree 1.
    expect(option(reaction(failed([1, 1, 2], { difficulty: 15, original: 9 })), 'coupon', 'extraDie').detail).toBe(
      '1d6 replaces your lowest die, 1, if higher: no face makes it a success; a 6 makes it degree 1 (1 in 6)',
    );
    // After a failure the second is at least degree 2 (HX-ROLL-2): lowering the shortfall below 7 changes nothing.
    expect(option(reaction(failed([1, 1, 2], { difficulty: 15, original: 9, failures: 1 })), 'coupon', 'extraDie').detail).toBe(
      '1d6 replaces your lowest die, 1, if higher: no face changes the outcome',
    );
  });

  it('[HX-GAP-9] a coupon the car has spent is shown disabled; keeping the roll is always there', () => {
    const answer = reaction(failed([2, 3, 1], { coupons: { reroll: 0, extraDie: 2 } }));
    expect(option(answer, 'coupon', 'reroll')).toEqual({ id: 'reroll', label: 'Re-roll token (0 left)', disabled: 'none left' });
    expect(option(answer, 'coupon', 'extraDie').label).toBe('Extra die (2 left)');
    expect(reaction(failed([2, 3, 1]), { coupon: ['none'] }).submission).toEqual({ coupon: 'none' });
  });
});

describe('the choice of the driver', () => {
  const driver = (humans: HumanRules, language: Language = 'en') =>
    choices(stateOn(BEND, [{ car: '1', hex: at(0, 0) }], { humans }), {}, { kind: DRIVER, language });

  it("[HX-GAP-10] [HX-M5-6] a human's handicap is the race's option; an orc has none", () => {
    const [human, orc] = question(driver({ handbrakeTurn: 'forbidden', rollPenalty: 'every-roll' }), 'driver').options;
    expect(human).toEqual({ id: 'human', label: 'Human', detail: 'may not make the handbrake turn (M5); −3 on every roll' });
    expect(orc).toEqual({ id: 'orc', label: 'Orc', detail: 'no handicap: the handbrake turn allowed, no roll penalty' });
    expect(option(driver({ handbrakeTurn: 'plus3', rollPenalty: 'none' }), 'driver', 'human').detail).toBe('handbrake turn (M5) at +3 difficulty');
    expect(option(driver({ handbrakeTurn: 'plus3', rollPenalty: 'handbrake-only' }), 'driver', 'human').detail).toBe('−3 on the roll of a handbrake turn (M5)');
    expect(option(driver({ handbrakeTurn: 'plus3', rollPenalty: 'every-roll' }, 'it'), 'driver', 'human').detail).toBe(
      'curva con il freno a mano (M5) a difficoltà +3; −3 a ogni tiro',
    );
  });

  it('sends the driver picked, and nothing until one is', () => {
    const state = stateOn(BEND, [{ car: '1', hex: at(0, 0) }]);
    expect(choices(state, {}, { kind: DRIVER }).submission).toBeNull();
    expect(choices(state, { driver: ['human'] }, { kind: DRIVER }).submission).toEqual({ driver: 'human' });
  });
});

describe('every step', () => {
  it('offers no choices for a kind it does not know, and none to a car out of the race', () => {
    const state = orc(4, { status: 'out' });
    expect(
      hexRallyAssists.choices!({ circuit: BEND, state: orc(4), car: '1', kind: 'pitStop', picks: {}, language: 'en', settings: {}, entrants: ENTRANTS }),
    ).toBe(undefined);
    expect(refusal(() => choices(state, {})).message).toBe('car 1 is not racing');
  });

  it('speaks Italian to an Italian seat, with no English word, in every kind of step', () => {
    const state = stateOn(
      BEND,
      [
        { car: '1', hex: at(25, -11), facing: 2, speed: 8, with: { driver: 'human', increase: 6, failures: 1, penalties: { collision: true, honked: true } } },
        { car: '2', hex: at(26, -11), speed: 3 },
        { car: '3', hex: at(0, 0), speed: 3 },
      ],
      { humans: { handbrakeTurn: 'plus3', rollPenalty: 'handbrake-only' } },
    );
    const declarations: Picks[] = [
      { manoeuvre: ['2'], speed: ['B3'], horn: ['2'] },
      { manoeuvre: ['3'], side: ['left'], rows: ['2'] },
      { manoeuvre: ['4'], side: ['right'], rows: ['2'], speed: ['none'] },
      { manoeuvre: ['5'], side: ['left'] },
      { manoeuvre: ['1'], speed: ['A2'] },
    ];
    const seen = [choices(state, {}, { kind: DRIVER, language: 'it' }), ...declarations.map((picks) => choices(state, picks, { language: 'it' }))];
    const failed = {
      ...state,
      declared: {
        1: {
          order: { manoeuvre: 2 as const, brake: 3 },
          difficulty: 6,
          original: 0,
          modifiers: [{ reason: 'collision' as const, value: -3 }],
          dice: [1, 1, 2],
          total: 1,
          degree: 1 as const,
        },
      },
    };
    seen.push(
      choices({ ...failed, cars: { ...failed.cars, 1: { ...failed.cars[1]!, coupons: { reroll: 1, extraDie: 0 } } } }, {}, { kind: REACTION, language: 'it' }),
    );
    const italian = seen.flatMap(wordsOf);
    expect(italian.length).toBeGreaterThan(80);
    for (const line of italian) expect(line).not.toMatch(ENGLISH_WORDS);
    // Braking by 3 at +6, with −3, −3 and −1 for the horn: 13 on the dice.
    expect(italian).toEqual(expect.arrayContaining(['Tiro necessario: 13 o più con 3d6 (26%).', 'Buono sul tiro fallito']));
  });
});

describe('random clicks', () => {
  const TRACK = hexRally.shippedCircuits()['test-loop']!;
  const hexes = [...TRACK.cells.values()].map((cell) => cell.hex);

  /** A race on the test loop with 1 to 3 cars anywhere on it, in any state a race may reach. */
  const raceState = fc
    .record({
      cars: fc.uniqueArray(fc.constantFrom(...hexes), { minLength: 1, maxLength: 3, selector: (hex) => `${hex.q},${hex.r}` }),
      facings: fc.array(fc.constantFrom(...DIRECTIONS), { minLength: 3, maxLength: 3 }),
      speed: fc.integer({ min: 0, max: 10 }),
      increase: fc.constantFrom(0, 6, 12, 18),
      failures: fc.integer({ min: 0, max: 3 }),
      driver: fc.constantFrom('human' as const, 'orc' as const),
      penalties: fc.record({ collision: fc.boolean(), honked: fc.boolean() }),
      humans: fc.constantFrom<HumanRules>(
        { handbrakeTurn: 'forbidden', rollPenalty: 'every-roll' },
        { handbrakeTurn: 'plus3', rollPenalty: 'every-roll' },
        { handbrakeTurn: 'plus3', rollPenalty: 'handbrake-only' },
        { handbrakeTurn: 'plus3', rollPenalty: 'none' },
      ),
    })
    .map(({ cars, facings, speed, increase, failures, driver, penalties, humans }) =>
      stateOn(
        TRACK,
        cars.map((hex, i) => ({
          car: String(i + 1),
          hex,
          facing: facings[i]!,
          speed: i === 0 ? speed : 3,
          with: i === 0 ? { increase, failures, driver, penalties } : {},
        })),
        { humans },
      ),
    );

  /** Clicks `clicks` (question index, option index, as fractions) in turn; every answer must leave a way to finish. */
  const play = (state: HexRallyState, clicks: [number, number][], language: Language): Choices => {
    let picks: Picks = {};
    let answer = choices(state, picks, { track: TRACK, language });
    for (const [q, o] of clicks) {
      for (const asked of answer.questions) {
        const pickable = asked.options.filter((option) => option.disabled === undefined);
        expect(asked.min === 0 || pickable.length > 0, `no way to answer ${asked.id}`).toBe(true);
      }
      const asked = answer.questions[Math.floor(q * answer.questions.length)]!;
      const chosen = asked.options[Math.floor(o * asked.options.length)];
      if (chosen !== undefined) picks = { ...picks, [asked.id]: [chosen.id] };
      answer = choices(state, picks, { track: TRACK, language });
    }
    // Then the first pickable option of every question still unanswered, as a player finishing the form would.
    for (let guard = 0; answer.submission === null; guard++) {
      expect(guard, 'the form never completes').toBeLessThan(6);
      const open = answer.questions.find((asked) => asked.picked.length < asked.min)!;
      const first = open.options.find((option) => option.disabled === undefined);
      expect(first, `no way to answer ${open.id}`).toBeDefined();
      picks = { ...picks, [open.id]: [first!.id] };
      answer = choices(state, picks, { track: TRACK, language });
    }
    return answer;
  };

  it('always end in a declaration the check accepts, whose notation reads back the same, never at a question left with nothing to pick', () => {
    const fraction = fc.double({ min: 0, max: 0.999, noNaN: true });
    fc.assert(
      fc.property(raceState, fc.array(fc.tuple(fraction, fraction), { maxLength: 8 }), fc.constantFrom<Language>('en', 'it'), (state, clicks, language) => {
        const answer = play(state, clicks, language);
        const submission = hexRally.kinds.declaration!.schema.parse(answer.submission);
        expect(() => hexRally.kinds.declaration!.check(TRACK, state, '1', submission)).not.toThrow();
        expect(parseDeclaration(answer.text!)).toEqual(answer.submission);
      }),
      { numRuns: 200 },
    );
  });
});
