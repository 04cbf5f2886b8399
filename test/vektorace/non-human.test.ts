/** The Vektorace non-human player's choices: legal, heading round the circuit, the gear from an estimate. */
import { describe, expect, it } from 'vitest';
import { MOVE } from '../../domain/vektorace/id.ts';
import { chooseMove, routeOf, wantedGear } from '../../domain/vektorace/non-human.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { playRace } from './drivers.ts';
import { car, DEFAULT, raceOn } from './support.ts';

const alone = (c = car(30, 6, 0, 4)): VektoraceState => raceOn({ '1': c }, { round: 1 });

describe('the Vektorace non-human player', () => {
  it('[VK-GAP-16] declares its next gear from an estimate, the distance to its aim and the turn left there, never from the next round’s moves', () => {
    expect([wantedGear(20, 0), wantedGear(9, 1), wantedGear(3, 2), wantedGear(0.5, 4)]).toEqual([5, 5, 2, 1]);
  });

  it('goes straight at the gate from before the curve line on the gate’s side, and round by the approach from beyond it', () => {
    // Curve 1 at (42, 8), travel 45°, gate towards 315°: its curve line is x + y = 50.
    const before = routeOf(DEFAULT, { laps: 0, due: 1 }, { x: 42, y: 4 });
    const beyond = routeOf(DEFAULT, { laps: 0, due: 1 }, { x: 46, y: 12 });
    expect(before.towards.x + before.towards.y).toBeGreaterThan(50);
    expect(beyond.towards.x + beyond.towards.y).toBeLessThan(50);
    expect([before.travel, beyond.travel]).toEqual([1, 1]);
  });

  it('chooses a move the referee accepts, in the declared gear, towards the curve due', () => {
    const state = alone();
    const move = chooseMove(DEFAULT, state, '1');
    expect(move).toMatchObject({ kind: 'drive', gear: 4 });
    expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, state, '1', move)).not.toThrow();
  });

  it('drives six cars three laps round the default circuit to the finish, every car classified', () => {
    const { state, rounds } = playRace(DEFAULT, { cars: 6, laps: 3, seed: 5, driver: 'nonHuman' });
    expect(state.finishers).toHaveLength(6);
    expect(Math.max(...Object.values(rounds))).toBeLessThan(110);
  });
});
