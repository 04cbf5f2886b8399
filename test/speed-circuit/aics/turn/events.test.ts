import { describe, expect, it } from 'vitest';
import { evolve } from '../../../../domain/speed-circuit/aics/evolve.ts';
import { ofType, oval, play, raceOn } from '../../../support/race.ts';

const circuit = oval();

describe('evolve', () => {
  it('is total: an event about a car that is not in the race leaves the state unchanged', () => {
    const state = raceOn(circuit, [{ car: '1', at: '20A', speed: 100 }]);
    expect(evolve(state, { type: 'WearPaid', car: '9', W: 3, WF: 0, reason: 'curve', curve: '4', units: 3 })).toBe(state);
    expect(evolve(state, { type: 'CarEliminated', car: '9', reason: 'offRoad', rule: 'SC-CURVE-14' })).toBe(state);
  });

  it('[SC-WEAR-4] replaying a turn’s events over the state before it gives the published state', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '13B', speed: 160 },
      { car: '2', at: '20A', speed: 140 },
    ]);
    const { events, state: after } = play(state, { '1': { speed: 160, curve1: [{ kind: 'lane', lane: 'C' }] }, '2': { speed: 60 } }, 3, 4);
    expect(ofType(events, 'WearPaid')).toHaveLength(2);
    expect(events.reduce(evolve, state)).toEqual(after);
  });
});
