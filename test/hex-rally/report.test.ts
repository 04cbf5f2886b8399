/**
 * Hex rally's words, read off a seeded race played to the finish through the generic decider:
 * every car's every turn is told in English and in Italian, the roll against its difficulty with
 * what the dice made of it, and no English is left in the Italian.
 */
import { describe, expect, it } from 'vitest';
import { hexRallyReporter } from '../../domain/hex-rally/report.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import { createRace, type RaceState } from '../../domain/race/index.ts';

const race = createRace({ [hexRally.id]: hexRally });
const circuit = hexRally.shippedCircuits()['test-loop'];

/** Three non-human cars to the finish of the test loop: the events of each declaration step. */
function playedSteps(): unknown[][] {
  let state: RaceState = race.initialState;
  let hours = 0;
  const run = (command: RaceCommand) => {
    const events = race.decide(state, command, { now: new Date(Date.UTC(2025, 0, 1) + hours * 3_600_000).toISOString(), circuit, seed: 'ab'.repeat(32) });
    state = events.reduce(race.evolve, state);
    return events;
  };
  run(
    CreateRace.parse({ type: 'CreateRace', raceId: 'words1', title: 'Words', circuitId: 'test-loop', rulesetId: hexRally.id, maxConsecutiveMissedTurns: 100 }),
  );
  for (const name of ['ada', 'boris', 'chen']) run({ type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: 'e'.repeat(64) });
  run({ type: 'CloseRegistration' });
  const steps: unknown[][] = [];
  for (let n = 0; state.phase !== 'finished' && n < 200; n++) {
    hours += 1;
    const step = race.step(state)!;
    const played = run({ type: 'PlayStep', step: step.id, force: true });
    if (step.kind === 'declaration') steps.push(played.flatMap((event) => ('events' in event ? (event.events ?? []) : [])));
  }
  expect(state.phase).toBe('finished');
  return steps;
}

describe('hex rally in words', () => {
  const steps = playedSteps();

  it('tells every car of every turn its order and its roll against the difficulty, in English and Italian', () => {
    for (const events of steps)
      for (const car of ['1', '2', '3']) {
        const rolled = (events as { type: string; car?: string }[]).some((event) => event.type === 'ManoeuvreRolled' && event.car === car);
        if (!rolled) continue;
        expect(hexRallyReporter.describe(car, events, 'en').join('; ')).toMatch(
          /^declared M\d\S*: rolled \d\+\d\+\d = \d+.* against \d+, (success|failed by \d degrees?)/,
        );
        expect(hexRallyReporter.describe(car, events, 'it').join('; ')).toMatch(
          /^ha dichiarato M\d\S*: esce \d\+\d\+\d = \d+.* contro \d+, (riuscito|fallito di \d grad[oi])/,
        );
      }
  });

  it('leaves no English in the Italian, and fills the players table for every car', () => {
    const italian = steps.flatMap((events) => ['1', '2', '3'].flatMap((car) => hexRallyReporter.describe(car, events, 'it')));
    expect(italian.length).toBeGreaterThan(10);
    for (const line of italian) expect(line).not.toMatch(/\b(declared|rolled|against|success|failed|speed|hexes|crossed|the|with|side)\b/);
    expect(italian.some((line) => line.startsWith('taglia il traguardo'))).toBe(true);
    const table = hexRallyReporter.playerColumns(
      { cars: { '1': { driver: 'orc', speed: 4, laps: 1, coupons: { reroll: 1, extraDie: 0 }, status: 'racing' } } } as unknown as HexRallyState,
      'it',
    );
    expect([table.headers, table.cells('1')]).toEqual([
      ['Umano o orco', 'Velocità', 'Giri', 'Buoni', 'Stato'],
      ['orco', '4', '1', '1+0', 'in gara'],
    ]);
  });

  it("[HX-GAP-10] heads the car's driver by the rulebook's question, human or orc, apart from the players table's Driver, the player", () => {
    const state = { cars: {} } as unknown as HexRallyState;
    expect(hexRallyReporter.playerColumns(state, 'en').headers[0]).toBe('Human or orc');
    expect(hexRallyReporter.playerColumns(state, 'it').headers[0]).toBe('Umano o orco');
    // The generic columns every game's table starts with (functions/notifier/messages.ts).
    expect(hexRallyReporter.playerColumns(state, 'en').headers).not.toContain('Driver');
    expect(hexRallyReporter.playerColumns(state, 'it').headers).not.toContain('Pilota');
  });
});
