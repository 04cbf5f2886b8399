/**
 * Vektorace as a game of the generic race: the start made when registration closes, one step per
 * car's move in the order of play, each move judged as it is sent, the non-human player's moves,
 * the finish and the classification.
 */
import { describe, expect, it } from 'vitest';
import { decidingRulesets } from '../../domain/deciding-rulesets.ts';
import { DomainError } from '../../domain/errors.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { classificationOf, fold } from '../../domain/vektorace/evolve.ts';
import { fromStored, samePoint } from '../../domain/vektorace/geometry.ts';
import { MOVE, START } from '../../domain/vektorace/id.ts';
import { parseMove } from '../../domain/vektorace/notation.ts';
import { beforeMove } from '../../domain/vektorace/play.ts';
import { vektoraceReporter } from '../../domain/vektorace/report.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import { flyingStartPlaces, onPole } from '../../domain/vektorace/start.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { scriptedDice, seededDice } from '../support/dice.ts';
import { playRace, settingsOf, startRace } from './drivers.ts';
import { car, DEFAULT } from './support.ts';

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ car: String(i + 1), name: `p${i + 1}`, seat: String(i + 1) }));
const cars = (n: number) => entrants(n).map((e) => e.car);
/** The race begun and its start step played, every player leaving his choices to the non-human player. */
const begun = (n: number, settings = settingsOf(3)) => startRace(DEFAULT, entrants(n), settings, scriptedDice());
const START_STEP = { id: 'start', kind: START, number: 0, rank: 0, cars: [], window: 'PT24H' };
const playStep = (state: VektoraceState, text: string | undefined, n = 3) => {
  const settings = settingsOf(3);
  const step = vektorace.next({ state, played: START_STEP, cars: cars(n), settings })!;
  const submissions = { [step.cars[0]!]: text === undefined ? undefined : parseMove(text) };
  return vektorace.referee!.play[MOVE]!({
    circuit: DEFAULT,
    state,
    step,
    submissions,
    dice: seededDice(1),
    standingOrders: {},
    entrants: entrants(n),
    settings,
  });
};

describe('Vektorace registered as the fourth game', () => {
  it('is in the rules the API decides with and in the rulesets with its referee, after hex rally', () => {
    expect(Object.keys(decidingRulesets).indexOf('vektorace')).toBe(3);
    expect(rulesets.vektorace?.referee).toBeDefined();
    expect(decidingRulesets.vektorace?.referee).toBeUndefined();
  });

  it('takes a deadline for each move, PT24H unless the organiser says otherwise', () => {
    expect(vektorace.createSchema.parse({})).toMatchObject({ moveWindow: 'PT24H', laps: 3, firstGear: 4, gomma: 4 });
    expect(vektorace.createSchema.safeParse({ firstGear: 2 }).success).toBe(false);
  });
});

describe('the start (VK-START)', () => {
  it('[VK-START-1] the Grid tokens are drawn as the recorded shuffle says: the first drawn starts from pole', () => {
    const { state, events } = begun(3);
    expect(state.order).toEqual(['1', '2', '3']);
    expect(events.filter((e) => e.type === 'CarPlaced').map((e) => e.car)).toEqual(['1', '2', '3']);
    const shuffled = vektorace.referee!.begin!({ circuit: DEFAULT, entrants: entrants(4), settings: settingsOf(3), dice: scriptedDice(3, 1) });
    expect([...shuffled.state.order].sort()).toEqual(['1', '2', '3', '4']);
  });

  it('[VK-START-3] the pole car stands on the pole segment, each other car on a Flying Start place behind a car placed, every nose behind the one before', () => {
    const { state } = begun(6);
    const [pole, ...rest] = state.order.map((c) => state.cars[c]!);
    expect(onPole(DEFAULT, fromStored(pole!.position))).toBe(true);
    const placed = [pole!];
    for (const next of rest) {
      const offered = placed.flatMap((p) => flyingStartPlaces(fromStored(p.position), p.heading));
      expect(offered.some((p) => samePoint(p, fromStored(next.position)))).toBe(true);
      placed.push(next);
    }
    expect(Object.values(state.cars).every((c) => c.heading === DEFAULT.direction)).toBe(true);
  });

  it('[VK-START-2] [VK-START-4] a player who sends no start choice has the non-human player’s: the split of the 8 points and the first gear the organiser set', () => {
    const { state } = begun(2, settingsOf(3, { gomma: 5, firstGear: 3 }));
    expect(Object.values(state.cars).map((c) => [c.gomma, c.nitro, c.gear])).toEqual([
      [5, 3, 3],
      [5, 3, 3],
    ]);
  });
});

describe('one step per car’s move (VK-ORDER)', () => {
  it('[VK-ORDER-1] the pole car moves first, then each car in the order of play, one move each, as move-1, move-2, …', () => {
    const { state } = begun(3);
    const settings = settingsOf(3);
    const first = vektorace.next({ state, played: START_STEP, cars: cars(3), settings })!;
    expect(first).toEqual({ id: 'move-1', kind: MOVE, number: 1, rank: 1, cars: ['1'], window: 'PT24H' });
    const played = playStep(state, '4 F F0 >4');
    expect(played.events.map((e) => e.type)).toEqual(['RoundStarted', 'CarMoved']);
    expect(vektorace.next({ state: played.state, played: first, cars: cars(3), settings })).toMatchObject({ id: 'move-2', rank: 2, cars: ['2'] });
    expect(vektorace.rankOf('move-2')).toBe(2);
    expect(vektorace.rankOf('turn-2')).toBeUndefined();
  });

  it('[VK-START-5] the first move is refused when it changes direction, naming the field; the referee plays the non-human player’s move instead', () => {
    const { state } = begun(3);
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, state, '1', parseMove('4 F F+ >4'))).toThrow(DomainError);
    try {
      vektorace.referee!.check![MOVE]!(DEFAULT, state, '1', parseMove('4 F F+ >4'));
    } catch (error) {
      expect((error as DomainError).field).toBe('end');
    }
    const played = playStep(state, '4 F F+ >4');
    expect(played.events.find((e) => e.type === 'CarMoved')).toMatchObject({ heading: DEFAULT.direction });
  });

  it('[VK-GEAR-1] the gear declared after the move is one up, one down or the same; more is refused without the points', () => {
    const state = beforeMove(begun(3, settingsOf(3, { gomma: 8 })).state);
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, state, '1', parseMove('4 F F0 >5'))).not.toThrow();
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, state, '1', parseMove('4 F F0 >1'))).not.toThrow();
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, state, '2', parseMove('4 F F0 >4'))).toThrow(/car 1's move/);
    const poor = beforeMove(begun(3, settingsOf(3, { gomma: 0 })).state);
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, poor, '1', parseMove('4 F F0 >1'))).toThrow(/may declare gear/);
  });

  it('[VK-ORDER-2] a round ends when every car has moved; the next begins in the order of play its moves made', () => {
    const seen: string[][] = [];
    playRace(DEFAULT, { cars: 3, laps: 1, seed: 4, driver: 'nonHuman', cap: 3 }, (_state, events) => {
      for (const e of events as { type: string; order?: string[] }[]) if (e.type === 'RoundStarted') seen.push(e.order!);
    });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const order of seen) expect([...order].sort()).toEqual(['1', '2', '3']);
  });

  it('[VK-YIELD-1] a car blocked by a car still to move gives way to it: that car moves at once, the blocked car right after', () => {
    // Car 1 faces car 2 a unit ahead and a token beyond: in 1st gear no move is clear while car 2 is there.
    const blocked = car(10, 15, 0, 1, { gomma: 0, nitro: 0 });
    const state: VektoraceState = {
      ...begun(3).state,
      round: 1,
      toMove: ['1', '2', '3'],
      cars: { '1': blocked, '2': car(11.25, 15, 0, 3), '3': car(30, 15, 4, 3) },
    };
    const walls = {
      ...state,
      cars: { ...state.cars, '4': car(11.25, 16.25, 0, 3), '5': car(11.25, 13.75, 0, 3), '6': car(10, 16.25, 0, 3), '7': car(10, 13.75, 0, 3) },
    };
    const yielded = vektorace.referee!.play[MOVE]!({
      circuit: DEFAULT,
      state: walls,
      step: { id: 'move-1', kind: MOVE, number: 1, rank: 1, cars: ['1'], window: 'PT24H' },
      submissions: { '1': parseMove('YIELD 2') },
      dice: seededDice(1),
      standingOrders: {},
      entrants: entrants(3),
      settings: settingsOf(3),
    });
    expect(yielded.events).toEqual([{ type: 'GaveWay', car: '1', to: '2' }]);
    expect(yielded.state.toMove).toEqual(['2', '1', '3']);
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, walls, '1', parseMove('YIELD 3'))).toThrow(/give way/);
  });

  it('[VK-LIMIT-3] a car with no move at all loses its turn and may turn 45°; it may not pass while a move is possible (VK-LIMIT-5)', () => {
    const { state } = begun(3);
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, beforeMove(state), '1', parseMove('PASS +'))).toThrow(/VK-LIMIT-5/);
  });
});

describe('the non-human player and the finish (VK-WIN)', () => {
  it('[VK-WIN-1] drives every car of a seeded race round the default circuit to the finish; the classification is the order of crossing', () => {
    const { state, rounds } = playRace(DEFAULT, { cars: 3, laps: 1, seed: 2, driver: 'nonHuman', cap: 60 });
    expect(vektorace.isFinished(state)).toBe(true);
    expect(Object.keys(rounds).sort()).toEqual(['1', '2', '3']);
    expect(classificationOf(state)).toEqual(state.finishers);
    expect(Math.max(...Object.values(rounds))).toBeLessThan(40);
  });

  it('retires a car that is eliminated, which leaves the order of play and the round', () => {
    const { state } = begun(3);
    const out = vektorace.referee!.eliminate(fold(state, [{ type: 'RoundStarted', round: 1, order: ['1', '2', '3'] }]), '2', 'withdrawn');
    expect(out.events).toEqual([{ type: 'CarRetired', car: '2', reason: 'withdrawn' }]);
    expect(out.state.toMove).toEqual(['1', '3']);
    expect(vektorace.next({ state: out.state, played: START_STEP, cars: ['1', '3'], settings: settingsOf(3) })?.cars).toEqual(['1']);
    expect(vektorace.classification(out.state)).toEqual(['1', '3', '2']);
  });

  it('[VK-ORDER-1] numbers in the players table only the cars still racing, in the order of play: a finished or retired car has none', () => {
    const { state } = begun(3);
    const out = vektorace.referee!.eliminate(fold(state, [{ type: 'CarFinished', car: '1' }]), '2', 'withdrawn').state;
    const table = vektoraceReporter.playerColumns(out, 'en');
    expect(['1', '2', '3'].map((car) => table.cells(car)[0])).toEqual(['-', '-', '1']);
    expect(['1', '2', '3'].map((car) => table.cells(car)[5])).toEqual(['finished', 'out', 'moves now']);
  });

  it('plays nothing for a step whose car was eliminated while it was open, and opens the next car’s move', () => {
    const { state } = begun(3);
    const out = vektorace.referee!.eliminate(state, '1', 'missed too many moves').state;
    const settings = settingsOf(3);
    const step = { id: 'move-1', kind: MOVE, number: 1, rank: 1, cars: ['1'], window: 'PT24H' };
    const played = vektorace.referee!.play[MOVE]!({
      circuit: DEFAULT,
      state: out,
      step,
      submissions: {},
      dice: seededDice(1),
      standingOrders: {},
      entrants: entrants(3),
      settings,
    });
    expect(played.events).toEqual([]);
    expect(vektorace.next({ state: played.state, played: step, cars: ['2', '3'], settings })).toMatchObject({ id: 'move-2', cars: ['2'] });
  });
});
