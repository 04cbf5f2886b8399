/**
 * A toy race (toy-ruleset.ts) of three seats, Ada, Bruno and Carla, over three laps, on a clock of
 * hours from 1 March 2025 12:00 UTC: registration closes at hour 0, the grid is published at hour
 * 24 and the race starts at hour 72, so turn 1's deadline, 48 hours on, falls at hour 120.
 */
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import type { RaceState } from '../../domain/race/index.ts';

const start = Date.parse('2025-03-01T12:00:00.000Z');

/** The instant `hours` hours into the race's clock. */
export const at = (hours: number) => new Date(start + hours * 3_600_000).toISOString();

/** The race at its first turn, each command decided by `run` at its hour; `settings` go into its creation. */
export const threeSeatsAtTurnOne = (
  initial: RaceState,
  run: (state: RaceState, command: RaceCommand, hours: number) => RaceState,
  settings: { raceId: string; title: string } & Record<string, unknown>,
): RaceState => {
  const created = run(initial, CreateRace.parse({ type: 'CreateRace', circuitId: 'oval', rulesetId: 'toy-1', laps: 3, ...settings }), 0);
  const registered = ['ada', 'bruno', 'carla'].reduce(
    (state, name) =>
      run(
        state,
        RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: name.charCodeAt(0).toString(16).padEnd(64, '0') }),
        0,
      ),
    created,
  );
  const qualifying = run(registered, { type: 'CloseRegistration' }, 0);
  const gridded = run(qualifying, { type: 'PublishGrid' }, 24);
  return run(gridded, { type: 'StartRace' }, 72);
};
