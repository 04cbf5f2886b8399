/**
 * A race of each of the five rulesets paused by a vote and resumed by the organiser (docs/pauses.md):
 * the step open keeps what it had left, nothing is due meanwhile, the race goes on (five steps in all,
 * where every game's race finishes when its last cars are eliminated) to the finish,
 * and its log, the pauses included, is verified by the auditor.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import { createRace, type RaceState } from '../../domain/race/index.ts';
import { activeCars } from '../../domain/race/state.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { exportOf } from '../golden/fixtures.ts';

const race = createRace(rulesets);
const seed = 'a5e'.padEnd(64, '0');
const hashOf = (name: string) => createHash('sha256').update(name).digest('hex');
const HOUR = 3_600_000;

describe('a pause in a race of every ruleset', () => {
  it.each(Object.keys(rulesets))('%s: paused by the votes of both seats with the time left kept, resumed, played on, and audited', (rulesetId) => {
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
    run(CreateRace.parse({ type: 'CreateRace', raceId: `pause_${rulesetId.replace(/\W/g, '_')}`, title: 'Paused', circuitId, rulesetId }));
    for (const name of ['Ada', 'Bruno']) run(RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: hashOf(name) }));
    run({ type: 'CloseRegistration' });
    run({ type: 'PlayStep', force: true });
    const seats = [...new Set(Object.values(state.entries).map((entry) => entry.seat ?? entry.car))];
    // The vote is an hour after the step opened: what is left is the step's deadline less that hour, less the hour of the first vote.
    const left = Date.parse(state.deadline!) - now - HOUR;
    run({ type: 'VotePause', car: seats[0]!, reason: 'exams', days: 3 });
    expect(state.pause).toBeUndefined();
    run({ type: 'VotePause', car: seats[1]!, reason: 'agreed', days: 2 });
    expect(state.pause).toMatchObject({ by: 'vote', reason: 'exams', left });
    expect(race.isDue(state, new Date(now + 10 * 24 * HOUR).toISOString())).toBe(false);
    now += 30 * HOUR;
    const resumedAt = now;
    run({ type: 'ResumeRace' });
    expect(state.deadline).toBe(new Date(resumedAt + left).toISOString());
    for (let step = 0; step < 4 && state.phase !== 'finished'; step++) run({ type: 'PlayStep', force: true });
    for (const car of activeCars(state)) if (state.phase !== 'finished') run({ type: 'EliminateCar', car, reason: 'the test is over' });
    expect(state.phase).toBe('finished');
    expect(auditRace(exportOf(commits, state), rulesets)).toMatchObject({ ok: true });
  });
});
