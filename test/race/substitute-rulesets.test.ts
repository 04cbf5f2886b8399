/**
 * A seat handed over in a race of each of the five rulesets (docs/substitutes.md): the race goes
 * on, its substitute's steps counted from the step open at the handover, and its log, the
 * SeatHandedOver as the public sees it included, verified by the auditor once the race is over.
 */
import { describe, expect, it } from 'vitest';
import { HandOverSeat } from '../../domain/race/commands.ts';
import { isStepRecord } from '../../domain/race/events.ts';
import { handedOverSeats } from '../../domain/race/tenure.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { hashOf, hourlyRace, race } from './hourly-race.ts';

const seed = '5b5'.padEnd(64, '0');

describe('a seat handed over in a race of every ruleset', () => {
  it.each(Object.keys(rulesets))('%s: the race goes on with the substitute in the seat, and audits', (rulesetId) => {
    const substituted = hourlyRace(rulesetId, 'sub', 'Substituted', seed);
    substituted.play(2);
    const played = substituted.commits.flatMap(({ events }) => events).filter(isStepRecord).length;
    const open = race.step(substituted.state)?.id;
    substituted.run(HandOverSeat.parse({ type: 'HandOverSeat', car: '1', name: 'Carla', email: 'carla@example.org', tokenHash: hashOf('Carla'), played }));
    expect(substituted.state.entries['1']).toMatchObject({ name: 'Carla', email: 'carla@example.org', tokenHash: hashOf('Carla'), status: 'in' });
    substituted.play(3);
    expect(substituted.state.phase).not.toBe('finished');
    expect(handedOverSeats(substituted.state)).toEqual({
      1: [
        { name: 'Ada', from: 1, steps: played },
        { name: 'Carla', from: played + 1, step: open, steps: 3 },
      ],
    });
    substituted.end();
    expect(substituted.state.phase).toBe('finished');
    expect(substituted.audit()).toMatchObject({ ok: true });
  });
});
