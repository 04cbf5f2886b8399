/**
 * A race of any shipped ruleset decided in memory, one command an hour from 1 May 2025 10:00 UTC,
 * each commit kept for the auditor: created on the ruleset's first circuit, Ada and Bruno
 * registered, registration closed.
 */
import { createHash } from 'node:crypto';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import { createRace, type RaceState } from '../../domain/race/index.ts';
import { activeCars } from '../../domain/race/state.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { exportOf } from '../golden/fixtures.ts';

export const race = createRace(rulesets);
export const HOUR = 3_600_000;
export const hashOf = (name: string) => createHash('sha256').update(name).digest('hex');

export function hourlyRace(rulesetId: string, raceId: string, title: string, seed: string) {
  const ruleset = rulesets[rulesetId]!;
  const circuitId = ruleset.circuitIds[0]!;
  const circuit = ruleset.shippedCircuits()[circuitId];
  let state: RaceState = race.initialState;
  let now = Date.parse('2025-05-01T10:00:00.000Z');
  const commits: { at: string; events: RaceEvent[] }[] = [];
  const run = (command: RaceCommand) => {
    const at = new Date(now).toISOString();
    const events = race.decide(state, command, { now: at, circuit, seed });
    state = events.reduce(race.evolve, state);
    commits.push({ at, events });
    now += HOUR;
  };
  run(CreateRace.parse({ type: 'CreateRace', raceId: `${raceId}_${rulesetId.replace(/\W/g, '_')}`, title, circuitId, rulesetId }));
  for (const name of ['Ada', 'Bruno']) run(RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: hashOf(name) }));
  run({ type: 'CloseRegistration' });
  return {
    run,
    commits,
    get state() {
      return state;
    },
    /** The instant the next command happens at, in ms. */
    get now() {
      return now;
    },
    wait(hours: number) {
      now += hours * HOUR;
    },
    /** Steps played by the organiser's force, at most `steps`, none past the finish. */
    play(steps: number) {
      for (let step = 0; step < steps && state.phase !== 'finished'; step++) run({ type: 'PlayStep', force: true });
    },
    /** Every car still in eliminated, which finishes the race. */
    end() {
      for (const car of activeCars(state)) if (state.phase !== 'finished') run({ type: 'EliminateCar', car, reason: 'the test is over' });
    },
    audit: () => auditRace(exportOf(commits, state), rulesets),
  };
}
