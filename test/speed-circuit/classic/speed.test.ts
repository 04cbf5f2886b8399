import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import type { MoveInput } from '../../../domain/speed-circuit/aics/schemas.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import type { ClassicRaceState } from '../../../domain/speed-circuit/classic/state.ts';
import { classicRace, eventsOf, moveOf, ofType, oval, pathOf, play, squareOf, wearPaid } from './support.ts';

const refusal = (state: ClassicRaceState, move: MoveInput) => {
  try {
    classic.checkMove(oval(), state, '1', moveOf(move));
  } catch (error) {
    return error instanceof DomainError ? [error.field, error.message] : error;
  }
  return null;
};

const checks = (events: ReturnType<typeof play>['events']) => ofType(events, 'CheckRolled').map(({ check, passed }) => [check, passed]);

/** A balanced car (Start 60, Acc 40, Dec 40, Top 160, 5 wear a lap) on the long straight, at `speed` last turn. */
const at = (speed: number, more: Parameters<typeof classicRace>[0][number]['with'] = {}) => classicRace([{ car: '1', at: '18A', speed, with: more }]);

describe('the speed a car declares', () => {
  it('[SCC-MOVE-1] [SCC-START-1] the first speed is at most the Start Speed, or 20 over it with a d6: 60 is free, 80 rolls, 100 is refused', () => {
    const grid = classicRace([{ car: '1', at: '28A', with: { lap: 0, standstill: 'start' } }]);
    const free = play(grid, { '1': { speed: 60 } });
    expect(checks(free.events)).toEqual([]);
    expect(pathOf(free.events, '1')).toHaveLength(3);
    expect(ofType(free.events, 'LineCrossed')).toEqual([{ type: 'LineCrossed', car: '1', lap: 1 }]);
    const forced = play(grid, { '1': { speed: 80 } }, 4);
    expect(checks(forced.events)).toEqual([['startSpeed', true]]);
    expect(pathOf(forced.events, '1')).toHaveLength(4);
    expect(refusal(grid, { speed: 100 })).toEqual(['speed', '100 mph from standstill is above Start Speed 60 + 20']);
  });

  it('[SCC-START-1] on a 5 or a 6 the forced start stalls: the car does not move this turn (Proposed)', () => {
    const stalled = play(at(0, { standstill: 'spin' }), { '1': { speed: 80 } }, 5);
    expect(eventsOf(stalled.events, '1').map((event) => event.type)).toEqual(['CheckRolled', 'StartFailed']);
    expect(squareOf(stalled.state, '1')).toBe('18A');
    expect(stalled.state.cars['1']).toMatchObject({ stalledTurns: 1, standstill: 'spin' });
  });

  it('[SCC-START-2] stalling twice in a row withdraws the car; a start in between begins the count again', () => {
    const again = play(at(0, { standstill: 'spin', stalledTurns: 1 }), { '1': { speed: 80 } }, 6);
    expect(ofType(again.events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'startFailed', rule: 'SCC-START-2' }]);
    const started = play(at(0, { standstill: 'spin', stalledTurns: 1 }), { '1': { speed: 60 } });
    expect(started.state.cars['1']!.stalledTurns).toBe(0);
  });

  it('[SCC-ACC-1] [SCC-ACC-2] a car accelerates by up to its Acc, in steps of 20 mph: from 100 with Acc 40, 140 is free', () => {
    expect(checks(play(at(100), { '1': { speed: 140 } }).events)).toEqual([]);
    expect(() => classic.parseMoveText('130')).toThrow(DomainError);
  });

  it('[SCC-ACC-3] 20 mph over Acc rolls a d6: a 6 costs 20 mph of Acc and Top Speed from the next turn, the speed written stands (Proposed)', () => {
    // From 100, Acc 40: 160 is 20 over.
    const damaged = play(at(100), { '1': { speed: 160 } }, 6);
    expect(ofType(damaged.events, 'CarDamaged')).toEqual([
      {
        type: 'CarDamaged',
        car: '1',
        cause: 'engine',
        loss: { acc: 20, topSpeed: 20, dec: 0 },
        repairable: false,
        sheet: { ...damaged.state.cars['1']!.sheet, acc: 20, topSpeed: 140 },
      },
    ]);
    expect(pathOf(damaged.events, '1')).toHaveLength(8);
    expect(refusal(damaged.state, { speed: 180 })).toEqual(['speed', '180 mph is above Top Speed 140 + 20']);
    expect(checks(play(at(100), { '1': { speed: 160 } }, 5).events)).toEqual([['acceleration', true]]);
  });

  it('[SCC-ACC-3] damage never takes a characteristic below its 0-point value: Acc 20 and Top Speed 140 stay', () => {
    const floor = classicRace([{ car: '1', at: '18A', speed: 100, build: { startSpeed: 2, acc: 0, dec: 1, topSpeed: 0, wear: 2 } }]);
    const { events, state } = play(floor, { '1': { speed: 140 } }, 6);
    expect(ofType(events, 'CarDamaged')[0]!.loss).toEqual({ acc: 0, topSpeed: 0, dec: 0 });
    expect(state.cars['1']!.sheet).toMatchObject({ acc: 20, topSpeed: 140 });
  });

  it('[SCC-ACC-3] 20 mph over Top Speed rolls a d6 too: 180 with Top Speed 160', () => {
    expect(checks(play(at(160), { '1': { speed: 180 } }, 2).events)).toEqual([['topSpeed', true]]);
    expect(refusal(at(160), { speed: 200 })).toEqual(['speed', '200 mph is above Top Speed 160 + 20']);
  });

  it('[SCC-ACC-4] over both Acc and Top Speed the die is rolled twice: 180 from 120', () => {
    expect(checks(play(at(120), { '1': { speed: 180 } }, 1, 2).events)).toEqual([
      ['acceleration', true],
      ['topSpeed', true],
    ]);
  });

  it('[SCC-ACC-5] the second 6 blows the engine: the car is eliminated and does not move', () => {
    const { events } = play(at(120), { '1': { speed: 180 } }, 6, 6);
    expect(eventsOf(events, '1').map((event) => event.type)).toEqual(['CheckRolled', 'CarDamaged', 'CheckRolled', 'CarDamaged', 'CarEliminated']);
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'engineBlown', rule: 'SCC-ACC-5' }]);
    const once = play(at(100, { engineFailures: 1 }), { '1': { speed: 160 } }, 6);
    expect(once.state.cars['1']!.status).toBe('eliminated');
  });
});

describe('deceleration', () => {
  it('[SCC-DEC-1] braking by up to Dec costs nothing: 140 to 100 with Dec 40', () => {
    const { events } = play(at(140), { '1': { speed: 100 } });
    expect(wearPaid(events)).toEqual([]);
    expect(checks(events)).toEqual([]);
  });

  it('[SCC-DEC-2] 20 mph beyond Dec costs 1 wear unit, or a brake test instead (BC)', () => {
    expect(wearPaid(play(at(140), { '1': { speed: 80 } }).events)).toEqual([[1, 'deceleration']]);
    const tested = play(at(140), { '1': { speed: 80, braking: { brakeCheck: true } } }, 3);
    expect([wearPaid(tested.events), checks(tested.events)]).toEqual([[], [['brakeCheck', true]]]);
  });

  it('[SCC-DEC-2] 40 mph beyond costs 2 wear units, or 1 unit and a brake test', () => {
    expect(wearPaid(play(at(140), { '1': { speed: 60 } }).events)).toEqual([[2, 'deceleration']]);
    const tested = play(at(140), { '1': { speed: 60, braking: { brakeCheck: true } } }, 1);
    expect([wearPaid(tested.events), checks(tested.events)]).toEqual([[[1, 'deceleration']], [['brakeCheck', true]]]);
  });

  it('[SCC-DEC-2] 60 mph beyond costs 2 wear units and a brake test', () => {
    const { events } = play(at(140), { '1': { speed: 40 } }, 2);
    expect([wearPaid(events), checks(events)]).toEqual([[[2, 'deceleration']], [['brakeCheck', true]]]);
  });

  it('[SCC-DEC-2] 80 mph beyond costs 2 wear units, a brake test and a spin at the end of the movement (Proposed)', () => {
    const { events, state } = play(at(140), { '1': { speed: 20 } }, 2);
    expect([wearPaid(events), checks(events)]).toEqual([[[2, 'deceleration']], [['brakeCheck', true]]]);
    // 20 mph is one square, to 19A, a straight square: the car spins there.
    expect(ofType(events, 'CarSpun')).toMatchObject([{ car: '1', cause: 'deceleration', square: '19A' }]);
    expect([squareOf(state, '1'), state.cars['1']!.standstill]).toEqual(['19A', 'spin']);
  });

  it('[SCC-DEC-6] no car may decelerate more than 80 mph beyond its Dec', () => {
    expect(refusal(at(140), { speed: 0 })).toEqual(['speed', '0 mph from 140 is 100 mph beyond Dec 40; at most 80 is allowed']);
  });

  it('[SCC-DEC-3] a 6 on the brake test damages the brakes: 1 more wear unit now, and every wear penalty doubled from then on', () => {
    const failed = play(at(140), { '1': { speed: 80, braking: { brakeCheck: true } } }, 6);
    expect(ofType(failed.events, 'CarDamaged')).toEqual([
      { type: 'CarDamaged', car: '1', cause: 'brakes', loss: { acc: 0, topSpeed: 0, dec: 0 }, repairable: false, sheet: failed.state.cars['1']!.sheet },
    ]);
    expect(wearPaid(failed.events)).toEqual([[1, 'wornBrakes']]);
    const worn = at(140, { brakeFailures: 1 });
    expect(wearPaid(play(worn, { '1': { speed: 80 } }).events)).toEqual([[2, 'deceleration']]);
    // 140 mph into curve 4 lane C (120): 20 over, 1 unit doubled.
    const curve = classicRace([{ car: '1', at: '1C', speed: 140, with: { brakeFailures: 1 } }]);
    expect(wearPaid(play(curve, { '1': { speed: 140, curve1: [{ kind: 'lane', lane: 'C' }] } }).events)).toEqual([[2, 'curve']]);
  });

  it('[SCC-DEC-4] with no wear left for the damaged brakes the car spins at the end of its movement', () => {
    const empty = at(140, { wearSpent: 5 });
    const { events } = play(empty, { '1': { speed: 80 } }, 6);
    expect(checks(events)).toEqual([['brakeCheck', false]]);
    expect(wearPaid(events)).toEqual([]);
    expect(ofType(events, 'CarSpun')).toMatchObject([{ car: '1', cause: 'wornBrakes', square: pathOf(events, '1').at(-1) }]);
  });

  it('[SCC-DEC-4] without wear a car may brake 20 mph beyond Dec only with the brake test; 40 beyond it cannot pay is refused (Proposed)', () => {
    const empty = at(140, { wearSpent: 5 });
    expect(refusal(empty, { speed: 80 })).toBeNull();
    expect(refusal(empty, { speed: 60 })).toEqual(['speed', 'braking 40 mph beyond Dec needs 1 wear; only 0 left']);
    expect(refusal(empty, { speed: 60, braking: { brakeCheck: true } })).toEqual(['speed', 'braking 40 mph beyond Dec needs 1 wear; only 0 left']);
  });

  it('[SCC-DEC-5] a second 6 on a brake test eliminates the car before it moves', () => {
    const { events } = play(at(140, { brakeFailures: 1 }), { '1': { speed: 40 } }, 6);
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'brakesFailed', rule: 'SCC-DEC-5' }]);
    expect(ofType(events, 'CarMoved')).toEqual([]);
  });
});

it('[SCC-MOVE-5] [SCC-MOVE-6] speeds are declared in secret and revealed together before any car moves', () => {
  const state = classicRace([
    { car: '1', at: '18A', speed: 100 },
    { car: '2', at: '20B', speed: 100 },
  ]);
  const { events } = play(state, { '1': { speed: 120 }, '2': { speed: 80 } });
  expect(events.findIndex((event) => event.type === 'MoveOrderSet')).toBeLessThan(events.findIndex((event) => event.type === 'CarMoved'));
  expect(ofType(events, 'MoveOrderSet')[0]!.order.map(({ car, speed }) => [car, speed])).toEqual([
    ['2', 80],
    ['1', 120],
  ]);
});
