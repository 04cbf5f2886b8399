/**
 * The auditor on a race whose time policy acted (docs/absences.md): an absent car's excused miss
 * and a grace extension replay from the public export alone, as every other commit does.
 */
import { describe, expect, it } from 'vitest';
import { CreateRace } from '../../domain/race/commands.ts';
import { createRace } from '../../domain/race/index.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { toy } from '../race/toy-ruleset.ts';
import { hoursLater, recordRace } from './record.ts';
import { rulesets, SEED } from './toy-race.ts';

const race = createRace(rulesets);

describe('a race whose time policy acted', () => {
  it('audits: the excused miss replays, the grace is folded as recorded, every roll verifies', () => {
    const recorder = recordRace(rulesets, toy.shippedCircuits().oval, SEED);
    recorder.run(
      CreateRace.parse({
        type: 'CreateRace',
        raceId: 'away1',
        title: 'Away GP',
        circuitId: 'oval',
        rulesetId: toy.id,
        laps: 1,
        timePolicy: { absence: 'excused', grace: 'PT6H' },
      }),
      0,
    );
    for (const name of ['ada', 'bruno', 'carla'])
      recorder.run(
        { type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: name.charCodeAt(0).toString(16).padEnd(64, '0') },
        0,
      );
    recorder.run({ type: 'CloseRegistration' }, 0);
    recorder.run({ type: 'PublishGrid', force: true }, 1);
    recorder.run({ type: 'StartRace', force: true }, 2);
    // Turn 1 (due at hour 50): car 3 is away, car 2 forgets and is graced to hour 56, then played.
    const due = () => (Date.parse(recorder.state.deadline ?? '') - Date.parse(hoursLater(0))) / 3_600_000;
    const absent = { '3': hoursLater(500) };
    const types: string[] = [];
    while (recorder.state.phase === 'racing') {
      const turn = recorder.state.turn;
      const senders = race.awaited(recorder.state).filter((car) => car === '1' || (car === '2' && turn > 1));
      for (const car of senders) recorder.run({ type: 'SubmitMove', car, turn, move: { speed: 6 } }, due() - 1);
      types.push(...recorder.run({ type: 'ResolveTurn', turn }, due(), absent).map((e) => e.type));
    }
    expect(types.slice(0, 3)).toEqual(['DeadlineExtended', 'MissesExcused', 'TurnResolved']);
    expect(recorder.state.phase).toBe('finished');
    expect(auditRace(recorder.exported(), rulesets)).toMatchObject({ ok: true });
  });
});
