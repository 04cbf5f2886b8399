/**
 * Race options: choices a game offers the organiser when he creates a race. The race checks them
 * against the ruleset's schema, records them with their defaults, and hands them to the grid.
 */
import { describe, expect, it } from 'vitest';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import { storedEventSchema } from '../../domain/race/events.ts';
import { createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import { refusal } from '../support/refusal.ts';
import { toy, toyWithOptions } from './toy-ruleset.ts';

const rulesets = { [toy.id]: toy, [toyWithOptions.id]: toyWithOptions };
const race = createRace(rulesets);
const seed = 'b0a7'.padEnd(64, '0');
const circuit = toy.shippedCircuits().oval;
const now = '2025-03-01T12:00:00.000Z';

const decide = (state: RaceState, command: RaceCommand): RaceEvent[] => race.decide(state, command, { now, circuit, seed });
const run = (state: RaceState, command: RaceCommand): RaceState => decide(state, command).reduce(race.evolve, state);
const create = (rulesetId: string, options?: Record<string, unknown>): RaceCommand =>
  CreateRace.parse({ type: 'CreateRace', raceId: 'opt1', title: 'Options GP', circuitId: 'oval', rulesetId, laps: 1, options });

/** The race's grid after one registration, from its creation events. */
const gridAfter = (created: RaceEvent[]): RaceState => {
  const registered = run(created.reduce(race.evolve, race.initialState), {
    type: 'RegisterEntry',
    name: 'ada',
    email: 'ada@example.org',
    language: 'en',
    tokenHash: 'a'.repeat(64),
  });
  return run(run(registered, { type: 'CloseRegistration' }), { type: 'PublishGrid', force: true });
};

describe('race options', () => {
  it('records the options with their defaults filled in, and hands them to the ruleset when it draws the grid', () => {
    const [chosen] = decide(race.initialState, create(toyWithOptions.id, { shortLaps: true }));
    const [defaults] = decide(race.initialState, create(toyWithOptions.id));
    expect([chosen, defaults]).toMatchObject([{ options: { shortLaps: true } }, { options: { shortLaps: false } }]);
    // One lap of the 10-square oval; a short lap is half of it.
    expect([gridAfter([chosen!]).game, gridAfter([defaults!]).game]).toMatchObject([{ finishSquare: 5 }, { finishSquare: 10 }]);
  });

  it('refuses an option the game does not know, or a value it does not accept, naming the option', () => {
    const unknown = refusal(() => decide(race.initialState, create(toyWithOptions.id, { sprint: true })));
    const badValue = refusal(() => decide(race.initialState, create(toyWithOptions.id, { shortLaps: 'yes' })));
    expect([unknown.kind, unknown.field, badValue.kind, badValue.field]).toEqual(['invalid', 'options.sprint', 'invalid', 'options.shortLaps']);
  });

  it('refuses any option for a game that offers none, and records none', () => {
    const refused = refusal(() => decide(race.initialState, create(toy.id, { shortLaps: true })));
    expect([refused.kind, refused.field, refused.message]).toEqual(['invalid', 'options.shortLaps', 'the toy-1 rules have no race options']);
    expect(decide(race.initialState, create(toy.id, {}))[0]).not.toHaveProperty('options');
  });

  it('still loads a race created before its game offered options, which plays with the defaults', () => {
    const [created] = decide(race.initialState, create(toyWithOptions.id));
    const { options: _options, ...older } = created as Extract<RaceEvent, { type: 'RaceCreated' }> & { options?: unknown };
    const read = storedEventSchema(rulesets).parse(JSON.parse(JSON.stringify(older)));
    expect(read).not.toHaveProperty('options');
    expect(gridAfter([read]).game).toMatchObject({ finishSquare: 10 });
  });
});
