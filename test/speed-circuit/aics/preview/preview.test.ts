import { describe, expect, it } from 'vitest';
import { parseMove } from '../../../../domain/speed-circuit/aics/notation.ts';
import { type MovePreview, previewMove, type Route } from '../../../../domain/speed-circuit/aics/preview.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { moveOf, oval, pathOf, play, raceOn } from '../../../support/race.ts';

const circuit = oval();

const viaName = (route: Route): string => (route.via === null ? '-' : route.via.kind === 'lane' ? `C${route.via.lane}` : route.via.trajectory);

/** Each route of a speed as `via → end square, W, WF, dice`. */
const routesAt = (preview: MovePreview, speed: number) =>
  Object.fromEntries(
    (preview.speeds.find((choice) => choice.speed === speed)?.routes ?? []).map((route) => [
      viaName(route),
      { to: route.to, W: route.W, WF: route.WF, dice: route.dice.map((d) => `${d.count}d${d.sides} ${d.purpose}`) },
    ]),
  );

describe('the move preview', () => {
  it('[SC-DEC-11] [SC-DEC-10] at 140 mph (Acc 60, Dec 40, Top 180): 100 to 180 free, 60 for 2 WF, 40 for 2 WF and a brake check, 20 spins, 200 with a Top Speed roll', () => {
    const preview = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]), '1');
    const speeds = Object.fromEntries(preview.speeds.map(({ speed, rolls, braking }) => [speed, { rolls: rolls.map((r) => r.purpose), braking }]));
    expect(Object.keys(speeds).map(Number)).toEqual([20, 40, 60, 80, 100, 120, 140, 160, 180, 200]);
    for (const free of [100, 120, 140, 160, 180]) expect(speeds[free]).toEqual({ rolls: [], braking: null });
    expect(speeds[60]).toEqual({ rolls: [], braking: { beyondDec: 40, W: 0, WF: 2, brakeCheck: false, spin: false } });
    expect(speeds[40]).toEqual({ rolls: ['brakeCheck'], braking: { beyondDec: 60, W: 0, WF: 2, brakeCheck: true, spin: false } });
    expect(speeds[20]).toEqual({ rolls: ['brakeCheck'], braking: { beyondDec: 80, W: 0, WF: 2, brakeCheck: true, spin: true } });
    // Acc 60 is enough from 140 to 200: only the Top Speed is forced.
    expect(speeds[200]).toEqual({ rolls: ['topSpeed'], braking: null });
  });

  it('[SC-REL-3] [SC-START-2] from standstill at AFF 16, forcing Start Speed 60 to 80 rolls 3d6 + 3, passing on dice of 12 or less', () => {
    const preview = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B' }]), '1');
    expect(preview.speeds.map((choice) => choice.speed)).toEqual([0, 20, 40, 60, 80]);
    expect(preview.speeds.find((choice) => choice.speed === 80)?.rolls).toEqual([{ purpose: 'startSpeed', count: 3, sides: 6, passesUpTo: 12 }]);
  });

  it('[SC-REL-4] [SC-ACC-2] after one roll (AFF 15), forcing the Acc passes on 3 to 14', () => {
    const preview = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 100, with: { reliability: 15 } }]), '1');
    expect(preview.speeds.find((choice) => choice.speed === 180)?.rolls).toEqual([{ purpose: 'acceleration', count: 3, sides: 6, passesUpTo: 14 }]);
  });

  it('[SC-CURVE-4] [SC-CURVE-13] at 140 mph into the 80/100/120 curve: lane C 1 wear, lane B 2 wear, lane A 2 wear and the curve die, T2 1 wear', () => {
    const preview = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]), '1');
    expect(preview).toMatchObject({ car: '1', turn: 1, from: '1B', curve: '4' });
    expect(routesAt(preview, 140)).toEqual({
      CA: { to: '7A', W: 2, WF: 0, dice: ['1d6 curve'] },
      CB: { to: '6A', W: 2, WF: 0, dice: [] },
      CC: { to: '5A', W: 1, WF: 0, dice: [] },
      T1: { to: '6A', W: 2, WF: 0, dice: [] },
      T2: { to: '5A', W: 1, WF: 0, dice: [] },
    });
  });

  it('[SC-CURVE-3] [SC-CURVE-7] 120 mph is free through lane C and along T2 (100 + 20); the squares each reaches are listed', () => {
    const preview = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]), '1');
    const routes = preview.speeds.find((choice) => choice.speed === 120)!.routes;
    const laneC = routes.find((route) => viaName(route) === 'CC')!;
    expect(laneC).toMatchObject({ path: ['2C', '3C', '4 C1', '4 C2', '4 C3', '4 C4'], ends: ['4 C4'], W: 0 });
    expect(routes.find((route) => viaName(route) === 'T2')).toMatchObject({ path: ['2B', '3B', '4 B1', '4 C2', '4 C3', '4 C4'], W: 0 });
  });

  it('[SC-CURVE-14] a route 80 mph over its lane goes off the road, and the preview says so', () => {
    const preview = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 160 }]), '1');
    const laneA = preview.speeds.find((choice) => choice.speed === 160)!.routes.find((route) => viaName(route) === 'CA')!;
    expect(laneA.to).toBe('off');
    expect(laneA.events).toContainEqual({ type: 'CarEliminated', car: '1', reason: 'offRoad', rule: 'SC-CURVE-14' });
  });

  it('[SC-CURVE-14] a typed move that goes off the road carries a warning that it ends the race, and its path says so', () => {
    const typed = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 160 }]), '1', parseMove('160 CA')).move;
    expect(typed?.projection?.to).toBe('off');
    expect(typed?.projection?.warnings).toEqual([
      { field: 'move', message: 'even if every roll goes your way, this move ends your race: the car leaves the road (SC-CURVE-14)' },
    ]);
    expect(previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]), '1', parseMove('140 CB 1W * I')).move?.projection?.warnings).toEqual([]);
  });

  it('[SC-COLL-1] a typed move whose only named lane is blocked is warned of: the car is forced into another lane', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '1B', speed: 140 },
      { car: '2', at: '4 B1', speed: 0 },
    ]);
    const typed = previewMove(circuit, state, '1', parseMove('140 CB 1W * I')).move;
    expect(typed?.projection?.warnings).toEqual([
      {
        field: 'move.curve1',
        message: expect.stringMatching(/^none of the lines you name for curve 4 can be taken: the cars in the way force yours into lane [AC] \(SC-COLL-1\)$/),
      },
    ]);
  });

  it('[SC-GNU-1] a typed move that names no line for a curve it reaches warns that the non-human player would drive', () => {
    const typed = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]), '1', parseMove('140')).move;
    expect(typed?.projection?.warnings).toEqual([
      { field: 'move.curve1', message: expect.stringContaining('curve 4, which it can reach: the non-human player would drive your car instead (SC-GNU-1)') },
    ]);
  });

  it('[SC-COLL-1] a lane blocked by a car standing in it is not offered as a route', () => {
    const preview = previewMove(
      circuit,
      raceOn(circuit, [
        { car: '1', at: '1B', speed: 140 },
        { car: '2', at: '4 B1', speed: 0 },
      ]),
      '1',
    );
    expect(Object.keys(routesAt(preview, 140))).toEqual(['CA', 'CC', 'T1']);
  });

  it('[SC-NOTATION-7] [SC-AUTO-5] projects `140 CB 1W * I` as the resolver plays it: 7 squares through lane B, paying the 2 wear due', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]);
    const move = parseMove('140 CB 1W * I');
    const { events } = play(state, { '1': move });
    const typed = previewMove(circuit, state, '1', move).move;
    expect(typed).toMatchObject({ text: '140 CB 1W * I', error: null, projection: { path: pathOf(events, '1'), to: '6A', W: 2, WF: 0, dice: [] } });
    expect(typed?.projection?.path).toEqual(['2B', '3B', '4 B1', '4 B2', '4 B3', '5A', '6A']);
    expect(typed?.projection?.ends).toEqual(['6A', '6B', '6C']);
  });

  it('[SC-NOTATION-12] the exact square written first is where the projection ends', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]);
    expect(previewMove(circuit, state, '1', parseMove('140 CB * 6C')).move?.projection?.to).toBe('6C');
  });

  it('[SC-ACC-2] a move above Top Speed + 20 is shown as the error the GNU would replace, with its field', () => {
    const typed = previewMove(circuit, raceOn(circuit, [{ car: '1', at: '1B', speed: 180 }]), '1', moveOf({ speed: 220 })).move;
    expect(typed).toEqual({ text: '220', projection: null, error: { field: 'speed', message: '220 mph is above Top Speed 180 + 20' } });
  });

  it('[SC-SLIP-4] [SC-SLIP-5] takes the car ahead at its last speed: 120S behind a car that drove 140 gets 1 bonus square', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '9B', speed: 120 },
      { car: '2', at: '10 B1', speed: 140 },
    ]);
    const typed = previewMove(circuit, state, '1', parseMove('120S CC / CC')).move;
    expect(typed?.projection?.events).toContainEqual({ type: 'SlipstreamIgnored', car: '1', reason: 'the car in front stands on curve square 10 B1' });
    const straight = raceOn(circuit, [
      { car: '1', at: '19B', speed: 120 },
      { car: '2', at: '20B', speed: 140 },
    ]);
    const taken = previewMove(circuit, straight, '1', parseMove('120S')).move;
    expect(taken?.projection?.events).toContainEqual({ type: 'SlipstreamTaken', car: '1', behind: '2', bonus: 1 });
    expect(taken?.projection?.path).toHaveLength(7);
  });

  it('[SC-PIT-3] [SC-PIT-5] a car in the pits leaves at Start Speed from the first free pit exit', () => {
    const preview = previewMove(
      circuit,
      raceOn(circuit, [
        { car: '1', at: 'pits' },
        { car: '2', at: '1C', speed: 0 },
      ]),
      '1',
    );
    expect(preview.from).toBe('pits');
    expect(preview.speeds.map((choice) => choice.speed)).toEqual([0, 20, 40, 60, 80]);
    expect(preview.speeds.find((choice) => choice.speed === 0)?.routes[0]?.to).toBe('2C');
  });

  it('[SC-GNU-2] refuses a car that is no longer racing', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140, with: { status: 'eliminated' } }]);
    expect(() => previewMove(circuit, state, '1')).toThrow('car 1 is eliminated');
  });

  it("[SC-GNU-1] the projection of a move that names no lane for the curve it reaches says the GNU would drive, and is the GNU's move", () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]);
    const projection = previewMove(circuit, state, '1', parseMove('140 * I')).move?.projection;
    expect(projection?.defaulted).toEqual({ reason: 'incomplete', field: 'move.curve1', curve: '4', message: null });
    const gnu = projection?.events.find((event) => event.type === 'MoveDefaulted');
    expect(gnu).toMatchObject({ car: '1', reason: 'incomplete', curve: '4' });
    expect(projection?.events).toContainEqual(expect.objectContaining({ type: 'CarMoved', declared: gnu?.type === 'MoveDefaulted' ? gnu.speed : -1 }));
    expect(previewMove(circuit, state, '1', parseMove('140 CC * I')).move?.projection?.defaulted).toBeNull();
  });

  it('[SC-CURVE-8] [SC-NOTATION-11] on an arrow each route keeps it in field 6 and names the coming curve in field 7', () => {
    const monaco = getCircuit('monaco');
    const trajectory = { name: 'T1', step: 0 };
    const state = raceOn(monaco, [
      { car: '1', at: '20 A1', speed: 100, with: { curve: { curve: '20', paidUnits: 0, excess: 0, speed: 100, wrongTyres: false, trajectory } } },
    ]);
    const preview = previewMove(monaco, state, '1');
    expect(preview.curve).toBe('23');
    const routes = preview.speeds.find((choice) => choice.speed === 100)!.routes;
    expect(routes.map((route) => route.text)).toEqual(['100 T1 / CA', '100 T1 / CB', '100 T1 / CC']);
    expect(routes.every((route) => route.defaulted === null && route.path[0] === '20 B2')).toBe(true);
  });
});
