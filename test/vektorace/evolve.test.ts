import { describe, expect, it } from 'vitest';
import { VektoraceEvent } from '../../domain/vektorace/events.ts';
import { evolve, initialState } from '../../domain/vektorace/evolve.ts';
import { toStored } from '../../domain/vektorace/geometry.ts';
import { VektoraceState } from '../../domain/vektorace/state.ts';
import { at } from './support.ts';

const fold = (events: unknown[]) => events.map((e) => VektoraceEvent.parse(e)).reduce(evolve, initialState(3));

const start = [
  { type: 'CarPlaced', car: '1', position: toStored(at(17.5, 8)), heading: 0 },
  { type: 'PointsChosen', car: '1', gomma: 5, nitro: 3 },
  { type: 'CarPlaced', car: '2', position: toStored(at(15.5, 8)), heading: 0 },
  { type: 'PointsChosen', car: '2', gomma: 2, nitro: 6 },
  { type: 'FirstGearChosen', gear: 4 },
  { type: 'RoundStarted', round: 1, order: ['1', '2'] },
];

const moved = (car: string, x: number, more: Record<string, unknown> = {}) => ({
  type: 'CarMoved',
  car,
  move: { kind: 'drive', gear: 4, placement: 'front', end: { cell: 0, turn: 0 }, next: 4 },
  path: [],
  position: toStored(at(x, 8)),
  heading: 0,
  gear: 4,
  gomma: 5,
  nitro: 3,
  laps: 0,
  due: 1,
  passed: [],
  boxBox: false,
  ...more,
});

describe('the race state as a fold of its events', () => {
  it('[VK-START-4] the pole’s choice of first gear is every car’s gear; [VK-START-2] [VK-PRO-1] each car starts with its split of Nitro and Gomma', () => {
    const state = fold(start);
    expect(VektoraceState.parse(state)).toEqual(state);
    expect(Object.values(state.cars).map((c) => [c.gear, c.gomma, c.nitro])).toEqual([
      [4, 5, 3],
      [4, 2, 6],
    ]);
    expect(state.order).toEqual(['1', '2']);
  });

  it('[VK-ORDER-1] each car moves once in the round, in position order', () => {
    const state = fold([...start, moved('1', 21.5)]);
    expect([state.round, state.toMove, state.cars['1']!.started, state.cars['2']!.started]).toEqual([1, ['2'], true, false]);
  });

  it('[VK-YIELD-1] giving way lets the blocking car move at once and the yielding car right after it', () => {
    const state = fold([
      ...start.slice(0, -1),
      { type: 'CarPlaced', car: '3', position: toStored(at(13.5, 8)), heading: 0 },
      { type: 'RoundStarted', round: 1, order: ['1', '2', '3'] },
      { type: 'GaveWay', car: '1', to: '3' },
    ]);
    expect(state.toMove).toEqual(['3', '1', '2']);
  });

  it('[VK-ATK-7] a side attack restricts the attacked car for its next move only', () => {
    const attacked = fold([...start, moved('1', 21.5), { type: 'Attacked', car: '1', by: '2', kind: 'left' }]);
    expect(attacked.cars['1']!.attacked).toEqual({ left: true, right: false });
    expect(fold([...start, moved('1', 21.5), { type: 'Attacked', car: '1', by: '2', kind: 'left' }, moved('1', 25.5)]).cars['1']!.attacked).toEqual({
      left: false,
      right: false,
    });
  });

  it('[VK-LIMIT-3] a lost turn restarts the car in 1st gear from where it stands, turned by 45° if its player chose', () => {
    const state = fold([...start, { type: 'TurnLost', car: '1', heading: 1 }]);
    expect([state.cars['1']!.gear, state.cars['1']!.heading, state.cars['1']!.position, state.toMove]).toEqual([1, 1, toStored(at(17.5, 8)), ['2']]);
  });

  it('[VK-LIMIT-6] a car fallen off the table restarts in 1st gear', () => {
    const state = fold([...start, { type: 'CarRelocated', car: '1', position: toStored(at(47.5, 8)), heading: 2, reason: 'off-table' }]);
    expect([state.cars['1']!.gear, state.cars['1']!.heading]).toEqual([1, 2]);
  });

  it('[VK-PIT-2] the points a pit stop refills are added to those left, with no limit', () => {
    const state = fold([...start, { type: 'Refilled', car: '1', gomma: 6, nitro: 2 }]);
    expect([state.cars['1']!.gomma, state.cars['1']!.nitro]).toEqual([11, 5]);
  });

  it('[VK-WIN-1] [VK-GAME-1] the cars that cross the line at the end of the last lap are placed in that order', () => {
    const state = fold([...start, { type: 'CarFinished', car: '2' }, { type: 'CarFinished', car: '1' }]);
    expect([state.finishers, state.cars['1']!.status]).toEqual([['2', '1'], 'finished']);
  });
});
