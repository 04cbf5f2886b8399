import { describe, expect, it } from 'vitest';
import type { Dice } from '../../domain/dice.ts';
import { hexRallyReferee } from '../../domain/hex-rally/referee.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import { HexRallyCreate } from '../../domain/hex-rally/settings.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { Declaration, Reaction } from '../../domain/hex-rally/submissions.ts';
import type { GameStep } from '../../domain/race/index.ts';
import { scriptedDice } from '../support/dice.ts';
import { openTrack, order, stateOn } from './support.ts';

const SETTINGS = HexRallyCreate.parse({});
const TRACK = openTrack({ q0: -3, q1: 30, r0: -6, r1: 6 }, { slot: { q: 0, r: 0 }, line: [-1, 0, 1].map((r) => ({ q: 28, r })) });
const three = () =>
  stateOn(
    TRACK,
    ['1', '2', '3'].map((car, i) => ({ car, hex: { q: 0, r: 2 * i - 2 }, speed: 4 })),
    { coupons: { reroll: 1, extraDie: 1 } },
  );
const stepAfter = (state: HexRallyState | undefined, played: GameStep | undefined, cars = ['1', '2', '3']) =>
  hexRally.next({ state, played, cars, settings: SETTINGS });
const play = (kind: string, state: HexRallyState, step: GameStep, submissions: Record<string, unknown>, dice: Dice) =>
  hexRallyReferee.play[kind]!({ circuit: TRACK, state, step, submissions, dice, standingOrders: {}, entrants: [], settings: SETTINGS });

describe('the flow of a race', () => {
  it('[HX-CORE-5] after the drivers, each turn is one step where every car still racing declares at once', () => {
    const driver = stepAfter(undefined, undefined)!;
    expect(driver).toEqual({ id: 'driver', kind: 'driver', number: 0, rank: 0, cars: ['1', '2', '3'], window: 'PT24H' });
    const first = stepAfter(three(), driver)!;
    expect(first).toEqual({ id: 'turn-1', kind: 'declaration', number: 1, rank: 1, cars: ['1', '2', '3'], window: 'PT48H' });
    const played = play('declaration', three(), first, {}, scriptedDice(...Array(9).fill(6)));
    expect(played.state.turn).toBe(1);
    expect(stepAfter(played.state, first)).toMatchObject({ id: 'turn-2', kind: 'declaration', number: 2, rank: 3, cars: ['1', '2', '3'] });
    // A car out of the race, or gone from it, is not waited for.
    expect(stepAfter(played.state, first, ['1', '3'])?.cars).toEqual(['1', '3']);
    expect([hexRally.rankOf('driver'), hexRally.rankOf('turn-2'), hexRally.rankOf('reaction-2'), hexRally.rankOf('turn-0'), hexRally.rankOf('lap-1')]).toEqual([
      0,
      3,
      4,
      undefined,
      undefined,
    ]);
  });

  it('[HX-CORE-5] the reaction waits only for the cars whose roll failed and that have a coupon left, then the cars move', () => {
    const first = stepAfter(three(), stepAfter(undefined, undefined))!;
    // Car 1 fails (М2Т5 at 4 costs 8; a 3), the others succeed; car 2 would fail too but has no coupon.
    const state = { ...three(), cars: { ...three().cars, 2: { ...three().cars[2]!, coupons: { reroll: 0, extraDie: 0 } } } };
    const submissions = { 1: { order: order('М2Т4') }, 2: { order: order('М2Т4') }, 3: { order: order('М0') } };
    const declared = play('declaration', state, first, submissions, scriptedDice(1, 1, 1, 1, 1, 1, 6, 6, 6));
    expect(declared.state.turn).toBe(0);
    const reaction = stepAfter(declared.state, first)!;
    expect(reaction).toEqual({ id: 'reaction-1', kind: 'reaction', number: 1, rank: 2, cars: ['1'], window: 'PT24H' });
    const moved = play('reaction', declared.state, reaction, { 1: { coupon: 'reroll' } }, scriptedDice(6, 6, 6));
    expect(moved.state.turn).toBe(1);
    expect(moved.state.cars[1]).toMatchObject({ speed: 0, increase: 0 });
    expect(stepAfter(moved.state, reaction)).toMatchObject({ id: 'turn-2', kind: 'declaration' });
  });

  it('[HX-GAP-10] each player chooses his driver before the start; one who does not drives an orc', () => {
    const driver = stepAfter(undefined, undefined)!;
    const chosen = play('driver', three(), driver, { 1: { driver: 'human' }, 2: undefined, 3: { driver: 'orc' } }, scriptedDice());
    expect(chosen.events).toEqual([
      { type: 'DriverChosen', car: '1', driver: 'human' },
      { type: 'DriverChosen', car: '2', driver: 'orc' },
      { type: 'DriverChosen', car: '3', driver: 'orc' },
    ]);
    expect(Object.values(chosen.state.cars).map((c) => c.driver)).toEqual(['human', 'orc', 'orc']);
  });

  it('[HX-DECL-1] a declaration is the manoeuvre, in the notation or as data, with a free description; each car rolls one 3d6', () => {
    const kind = hexRally.kinds.declaration!;
    expect(kind.notation!.parse('М3Л1Т1')).toEqual({ order: { manoeuvre: 3, side: 'left', rows: 1, brake: 1 } });
    expect(kind.notation!.print({ order: order('М4Л3У1'), horn: '2' })).toBe('М4Л3У1 К2');
    const sent = Declaration.parse({ order: order('М0'), description: '  I keep to the inside and let him come  ' });
    expect(sent.description).toBe('I keep to the inside and let him come');
    expect(Declaration.safeParse({ order: order('М0'), description: 'one\nline' }).success).toBe(false);
    const dice = scriptedDice(...Array(9).fill(4));
    play('declaration', three(), stepAfter(three(), stepAfter(undefined, undefined))!, { 1: sent }, dice);
    expect(dice.rolls.map((r) => [r.purpose, r.car, r.dice.length])).toEqual([
      ['manoeuvre', '1', 3],
      ['manoeuvre', '2', 3],
      ['manoeuvre', '3', 3],
    ]);
  });

  it('[HX-DECL-5] the players post no roll: the referee rolls for each car, and a declaration with a roll of its own is refused', () => {
    const posted = Declaration.safeParse({ order: order('М0'), roll: [6, 6, 6] });
    expect(posted.success).toBe(false);
    expect(posted.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['roll'] });
    expect(Reaction.safeParse({ coupon: 'reroll', dice: [6, 6, 6] }).success).toBe(false);
  });

  it('[HX-GAP-9] the coupons and the human rules are race settings, with their defaults, refused when they cannot hold', () => {
    expect(SETTINGS).toMatchObject({
      laps: 1,
      coupons: { reroll: 1, extraDie: 1 },
      humans: { handbrakeTurn: 'forbidden', rollPenalty: 'every-roll' },
      car: { maxSpeed: 10, acceleration: 3, maxBraking: 5, durability: 3 },
    });
    expect(HexRallyCreate.parse({ coupons: { reroll: 2 } }).coupons).toEqual({ reroll: 2, extraDie: 1 });
    expect(HexRallyCreate.safeParse({ humans: { rollPenalty: 'handbrake-only' } }).error?.issues[0]?.path).toEqual(['humans', 'rollPenalty']);
    expect(HexRallyCreate.safeParse({ coupons: { tokens: 1 } }).success).toBe(false);
    expect(hexRally.limits(SETTINGS)).toEqual({ maxSeats: 6, missedStepLimit: { steps: 5, reason: 'missed more than 5 consecutive turns' } });
  });

  it('[HX-GAP-7] a circuit is driven for the race’s laps, a stage once; a grid too small for the entrants is refused', () => {
    const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ car: String(i + 1), name: `P${i}`, seat: String(i + 1) }));
    const [loop, stage] = [hexRally.shippedCircuits()['test-loop']!, hexRally.shippedCircuits()['orc-pass']!];
    const settings = HexRallyCreate.parse({ laps: 3 });
    expect(hexRallyReferee.begin!({ circuit: loop, entrants: entrants(2), settings, dice: scriptedDice() }).state.lapsToFinish).toBe(3);
    expect(hexRallyReferee.begin!({ circuit: stage, entrants: entrants(2), settings, dice: scriptedDice() }).state.lapsToFinish).toBe(1);
    expect(() => hexRallyReferee.begin!({ circuit: stage, entrants: entrants(7), settings, dice: scriptedDice() })).toThrow(
      'Orc Pass has 6 grid slots for 7 cars',
    );
  });

  it('the organiser’s elimination takes a racing car out; a car that has finished keeps its place', () => {
    const state = three();
    expect(hexRallyReferee.eliminate(state, '2', 'unsporting driving').events).toEqual([{ type: 'CarRetired', car: '2', reason: 'unsporting driving' }]);
    const finished = { ...state, cars: { ...state.cars, 1: { ...state.cars[1]!, status: 'finished' as const } }, finishers: ['1'] };
    expect(hexRallyReferee.eliminate(finished, '1', 'late protest').events).toEqual([]);
    const out = hexRallyReferee.eliminate(finished, '3', 'withdrawn').state;
    expect(hexRally.classification(out)).toEqual(['1', '2', '3']);
    expect(hexRally.isFinished(hexRallyReferee.eliminate(out, '2', 'withdrawn').state)).toBe(true);
  });
});
