/**
 * A seat handed over in a race of each of the five rulesets (docs/substitutes.md): the race goes
 * on, its substitute's steps counted from the step open at the handover, and its log, the
 * SeatHandedOver as the public sees it included, verified by the auditor once the race is over.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CreateRace, HandOverSeat, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import { isStepRecord, type RaceEvent } from '../../domain/race/events.ts';
import { createRace, type RaceState } from '../../domain/race/index.ts';
import { activeCars } from '../../domain/race/state.ts';
import { handedOverSeats } from '../../domain/race/tenure.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { exportOf } from '../golden/fixtures.ts';

const race = createRace(rulesets);
const seed = '5b5'.padEnd(64, '0');
const hashOf = (name: string) => createHash('sha256').update(name).digest('hex');
const HOUR = 3_600_000;

describe('a seat handed over in a race of every ruleset', () => {
  it.each(Object.keys(rulesets))('%s: the race goes on with the substitute in the seat, and audits', (rulesetId) => {
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
    const play = (steps: number) => {
      for (let step = 0; step < steps; step++) run({ type: 'PlayStep', force: true });
    };
    run(CreateRace.parse({ type: 'CreateRace', raceId: `sub_${rulesetId.replace(/\W/g, '_')}`, title: 'Substituted', circuitId, rulesetId }));
    for (const name of ['Ada', 'Bruno']) run(RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: hashOf(name) }));
    run({ type: 'CloseRegistration' });
    play(2);
    const played = commits.flatMap(({ events }) => events).filter(isStepRecord).length;
    const open = race.step(state)?.id;
    run(HandOverSeat.parse({ type: 'HandOverSeat', car: '1', name: 'Carla', email: 'carla@example.org', tokenHash: hashOf('Carla'), played }));
    expect(state.entries['1']).toMatchObject({ name: 'Carla', email: 'carla@example.org', tokenHash: hashOf('Carla'), status: 'in' });
    play(3);
    expect(state.phase).not.toBe('finished');
    expect(handedOverSeats(state)).toEqual({
      1: [
        { name: 'Ada', from: 1, steps: played },
        { name: 'Carla', from: played + 1, step: open, steps: 3 },
      ],
    });
    for (const car of activeCars(state)) if (state.phase !== 'finished') run({ type: 'EliminateCar', car, reason: 'the test is over' });
    expect(state.phase).toBe('finished');
    expect(auditRace(exportOf(commits, state), rulesets)).toMatchObject({ ok: true });
  });
});
