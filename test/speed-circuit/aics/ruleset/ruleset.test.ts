import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../../domain/errors.ts';
import { rulesets } from '../../../../domain/rulesets.ts';
import type { AicsRaceState } from '../../../../domain/speed-circuit/aics/qualifying/index.ts';
import type { AicsRulesetEvent } from '../../../../domain/speed-circuit/aics/rules.ts';
import { aics } from '../../../../domain/speed-circuit/aics/ruleset.ts';
import { Move } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { seededDice } from '../../../support/dice.ts';
import { OVAL_LAP, POLE_CAR, program } from '../qualifying/laps.ts';

const circuit = getCircuit('test-oval');
const entry = (lapText: string) => aics.qualifyingSchema.parse({ build: POLE_CAR, lapText });
const entrants = ['1', '2', '3', '4'].map((car) => ({ car, name: `Driver ${car}` }));

function qualified(seed: number) {
  return aics.qualify({
    circuit,
    laps: 6,
    maxStarters: 24,
    entrants,
    qualifying: {
      '1': entry(OVAL_LAP),
      '2': entry(program('120;120;120;120;120;160')),
      '3': entry(program('120;120;120;120')),
      '4': undefined,
    },
    dice: seededDice(seed),
  });
}

/** Keeps accelerating up to 120 mph; every curve is taken in its cheapest lane by default. */
function steadyMove(state: AicsRaceState, car: string): Move {
  const c = state.cars[car]!;
  return Move.parse({ speed: c.standstill !== null ? c.sheet.startSpeed : Math.min(c.previousSpeed + 40, 120) });
}

describe('the AICS ruleset', () => {
  it('[SC-GAME-5] [SC-WIN-3] a 6-lap race of four cars on test-oval runs from qualifying to points, and its state is the fold of its events', () => {
    const dice = seededDice(7);
    const grid = qualified(11);
    let { state, events } = aics.start(circuit, grid.state, {});
    const log: AicsRulesetEvent[] = [...events];
    while (!aics.isFinished(state) && state.turn < 100) {
      const moves = Object.fromEntries(aics.carsToMove(state).map((car) => [car, steadyMove(state, car)]));
      ({ state, events } = aics.resolveTurn(circuit, state, moves, dice));
      log.push(...events);
    }
    expect(aics.isFinished(state)).toBe(true);
    expect(state.classification!.map((entry) => entry.points)).toEqual([10, 6, 4, 3]);
    expect(aics.classification(state)).toEqual(state.classification!.map((entry) => entry.car));
    expect(Object.values(state.cars).every((car) => car.lap === 7 && car.status === 'finished')).toBe(true);
    expect(aics.carsToMove(state)).toEqual([]);
    expect(log.reduce(aics.evolve, grid.state)).toEqual(state);
    [...grid.events, ...log].forEach((event) => {
      expect(aics.eventSchema.parse(event)).toEqual(event);
    });
  });

  it('[SC-MOVE-3] during the race the classification is the running order, leader first', () => {
    const { state: started } = aics.start(circuit, qualified(11).state, {});
    // The pole sitter stays on the grid at 0 mph while the others cross the line.
    const moves = { '1': Move.parse({ speed: 0 }), '2': Move.parse({ speed: 40 }), '3': Move.parse({ speed: 40 }), '4': Move.parse({ speed: 40 }) };
    const { state, events } = aics.resolveTurn(circuit, started, moves, seededDice(2));
    expect(events.at(-1)).toEqual({ type: 'RunningOrderSet', order: aics.classification(state) });
    expect(aics.classification(state)).toEqual(['2', '3', '4', '1']);
  });

  it('[SC-GNU-2] the organiser eliminates a car: it leaves the track and the running order ends with it', () => {
    const { state: started } = aics.start(circuit, qualified(11).state, {});
    const { state, events } = aics.eliminate(started, '1', 'missed too many moves');
    expect(events).toEqual([{ type: 'CarRetired', car: '1', reason: 'missed too many moves' }]);
    expect(state.cars['1']).toMatchObject({ status: 'eliminated', elimination: { reason: 'retired', turn: 0 }, position: { at: 'off' } });
    expect(aics.classification(state).at(-1)).toBe('1');
    expect(aics.carsToMove(state)).not.toContain('1');
    expect(aics.eliminate(state, '1', 'again').events).toEqual([]);
  });

  it('[SC-WIN-3] when the last car still racing is withdrawn the race is classified', () => {
    let { state } = aics.start(circuit, qualified(11).state, {});
    for (const car of ['1', '2', '3', '4']) state = aics.eliminate(state, car, 'withdrawn').state;
    expect(aics.isFinished(state)).toBe(true);
    expect(state.classification).toEqual([]);
  });

  it('[SC-QUAL-5] a pole lap may be sent as text; a bad line is refused at lapText', () => {
    expect(entry('Turn 1 – 120\nTurn 2 – 140 on the Trajectory').lap.map((move) => aics.printMove(move))).toEqual(['120', '140 T1']);
    const refused = aics.qualifyingSchema.safeParse({ build: POLE_CAR, lapText: 'Turn 1 – 120\nTurn 3 – 140' });
    expect(refused.success ? null : refused.error.issues.map((issue) => issue.path)).toEqual([['lapText']]);
  });

  it('[SC-QUAL-3] [SC-CAR-5] [SC-QUAL-8] a pole lap needs a 7-point car, a program that can reach the line and a lane of the circuit', () => {
    const refusal = (qualifying: unknown) => {
      try {
        // As the race checks a submission: the kind's own check, then what the referee refuses by driving the lap.
        const entry = aics.qualifyingSchema.parse(qualifying);
        const game = rulesets[aics.id]!;
        game.kinds.qualifying!.check(circuit, undefined, '1', entry);
        game.referee?.check?.qualifying?.(circuit, undefined, '1', entry);
      } catch (error) {
        return error instanceof DomainError ? error.field : error;
      }
      return null;
    };
    const lapText = OVAL_LAP;
    expect(refusal({ build: { ...POLE_CAR, wear: 1 }, lapText })).toBe('build');
    expect(refusal({ build: POLE_CAR, startLane: 'D', lapText })).toBe('startLane');
    expect(refusal({ build: POLE_CAR, startLane: 'C', lapText })).toBeNull();
    // A program that ends before the line can never count, whatever the dice (SC-QUAL-8 Proposed).
    expect(refusal({ build: POLE_CAR, startLane: 'C', lap: [{ speed: 120 }] })).toBe('lap');
  });

  it('is registered under its id for the backend', () => {
    expect(rulesets['aics-3.06']?.kinds.racing?.schema).toBe(aics.moveSchema);
    expect(aics.parseMoveText('140 T1 1W')).toEqual(Move.parse({ speed: 140, curve1: [{ kind: 'trajectory', trajectory: 'T1', wear: 1 }] }));
  });
});
