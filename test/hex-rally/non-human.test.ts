import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drivingOf } from '../../domain/hex-rally/declaring.ts';
import type { Direction } from '../../domain/hex-rally/hex.ts';
import { checkOrder } from '../../domain/hex-rally/legality.ts';
import { chooseOrder } from '../../domain/hex-rally/non-human.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { shippedCircuits } from '../../domain/hex-rally/track/index.ts';
import { playDeclarations } from '../../domain/hex-rally/turn.ts';
import { seededDice } from '../support/dice.ts';
import { stateOn } from './support.ts';

const LOOP = shippedCircuits()['test-loop']!;
const STAGE = shippedCircuits()['orc-pass']!;

describe('the non-human player', () => {
  it('declares only what the car may declare, wherever it stands, however fast, after any failure', () => {
    const hexes = [...STAGE.cells.values()].map((cell) => cell.hex);
    const car = fc.record({
      hex: fc.constantFrom(...hexes),
      facing: fc.constantFrom<Direction>(1, 2, 3, 4, 5, 6),
      speed: fc.integer({ min: 0, max: 10 }),
      increase: fc.constantFrom(0, 6, 12, 18),
      failures: fc.integer({ min: 0, max: 3 }),
      driver: fc.constantFrom('human' as const, 'orc' as const),
    });
    fc.assert(
      fc.property(car, ({ hex, facing, speed, increase, failures, driver }) => {
        const state = stateOn(STAGE, [{ car: '1', hex, facing, speed, with: { increase, failures, driver } }]);
        const chosen = chooseOrder(STAGE, state, '1');
        expect(() => checkOrder(chosen, { ...drivingOf(state, state.cars[1]!), increase })).not.toThrow();
      }),
      { numRuns: 60 },
    );
  });

  it('never gets stuck: a car stopped against a wall, or facing back the way it came, gets going toward the line', () => {
    // The pole slot of the stage faces east; turn the car round, then put it against the start's back wall.
    const pole = STAGE.grid[0]!.hex;
    for (const facing of [4, 3, 5] as Direction[]) {
      let state: HexRallyState = stateOn(STAGE, [{ car: '1', hex: pole, facing, speed: 0 }]);
      const dice = seededDice(facing);
      for (let turn = 0; turn < 12 && state.cars[1]!.status === 'racing'; turn++) state = playDeclarations(STAGE, state, {}, dice).state;
      expect(state.cars[1]!.toGo, `facing ${facing}`).toBeLessThan(STAGE.toGo.get(`${pole.q},${pole.r}`)! - 15);
    }
  });

  it('drives a lone car round the test loop and down the stage to the finish, without hitting a wall', () => {
    for (const [track, laps] of [
      [LOOP, 2],
      [STAGE, 1],
    ] as const) {
      let state: HexRallyState = stateOn(track, [{ car: '1', hex: track.grid[0]!.hex, facing: 1 }], { lapsToFinish: laps });
      const dice = seededDice(7);
      let walls = 0;
      for (let turn = 0; turn < 40 && state.cars[1]!.status === 'racing'; turn++) {
        const played = playDeclarations(track, state, {}, dice);
        walls += played.events.filter((e) => e.type === 'Collided').length;
        state = played.state;
      }
      expect([track.id, state.cars[1]!.status, walls]).toEqual([track.id, 'finished', 0]);
      expect(state.turn).toBeLessThan(25);
    }
  });
});
