/**
 * SC-GNU-2 Proposed, counted in one place: the race eliminates a car whose player misses more
 * consecutive moves than the organiser allows (5 by default); the AICS turn only counts them.
 */

import { describe, expect, it } from 'vitest';
import { CreateRace } from '../../../../domain/race/commands.ts';
import { createRace, type RaceEvent } from '../../../../domain/race/index.ts';
import { aics } from '../../../../domain/speed-circuit/aics/ruleset.ts';
import { refereedSpeedCircuit } from '../../../../domain/speed-circuit/referee.ts';
import { recordRace } from '../../../audit/record.ts';
import { EXAMPLE_BUILD, moveOf } from '../../../support/race.ts';

const rulesets = { [aics.id]: refereedSpeedCircuit(aics) };
const race = createRace(rulesets);

/** Ada sends a move every turn; Bruno sends nothing, so the GNU drives him, until the race lets him go on no longer. */
function raceWithLimit(limit: number | undefined) {
  const recorder = recordRace(rulesets, aics.shippedCircuits()['test-oval'], '5eed'.padEnd(64, '9'));
  const events: RaceEvent[] = [];
  const run = (command: Parameters<typeof recorder.run>[0], hours: number) => events.push(...recorder.run(command, hours));
  run(
    CreateRace.parse({
      type: 'CreateRace',
      raceId: 'missed',
      title: 'Missed GP',
      circuitId: 'test-oval',
      rulesetId: aics.id,
      laps: 4,
      ...(limit === undefined ? {} : { maxConsecutiveMissedMoves: limit }),
    }),
    0,
  );
  for (const name of ['ada', 'bruno']) run({ type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: 'a'.repeat(64) }, 0);
  run({ type: 'CloseRegistration' }, 0);
  run({ type: 'SubmitQualifying', car: '1', qualifying: { build: EXAMPLE_BUILD, lap: Array.from({ length: 12 }, () => moveOf({ speed: 120 })) } }, 1);
  run({ type: 'PublishGrid' }, 24);
  run({ type: 'StartRace' }, 72);
  const brunoAfter: Record<number, string | undefined> = {};
  for (let hours = 120; recorder.state.phase === 'racing' && recorder.state.turn <= 10; hours += 48) {
    const turn = recorder.state.turn;
    if (race.awaited(recorder.state).includes('1')) run({ type: 'SubmitMove', car: '1', move: moveOf({ speed: turn === 1 ? 80 : 100 }) }, hours);
    run({ type: 'ResolveTurn', turn }, hours);
    brunoAfter[turn] = recorder.state.entries['2']?.status;
  }
  return { events, brunoAfter };
}

const eliminations = (events: RaceEvent[]) =>
  events.flatMap((event) => [
    ...(event.type === 'CarEliminated' ? [{ by: 'race', car: event.car, reason: event.reason }] : []),
    ...('events' in event ? (event.events as { type: string; car?: string; reason?: string }[]) : [])
      .filter((e) => e.type === 'CarEliminated')
      .map((e) => ({ by: 'game', car: e.car, reason: e.reason })),
  ]);

describe('missed moves (AICS)', () => {
  it('[SC-GNU-2] by default the race eliminates a car before its sixth consecutive missed move, and the turn never does', () => {
    const { events, brunoAfter } = raceWithLimit(undefined);
    expect(brunoAfter[5]).toBe('in');
    expect(brunoAfter[6]).toBe('out');
    expect(eliminations(events)).toEqual([{ by: 'race', car: '2', reason: 'missed more than 5 consecutive moves (SC-GNU-2)' }]);
  });

  it("[SC-GNU-2] with the organiser's limit of 8, the GNU drives the car through its sixth, seventh and eighth missed moves, and the race eliminates it at the ninth", () => {
    const { events, brunoAfter } = raceWithLimit(8);
    expect([6, 7, 8].map((turn) => brunoAfter[turn])).toEqual(['in', 'in', 'in']);
    expect(brunoAfter[9]).toBe('out');
    expect(eliminations(events)).toEqual([{ by: 'race', car: '2', reason: 'missed more than 8 consecutive moves (SC-GNU-2)' }]);
  });
});
