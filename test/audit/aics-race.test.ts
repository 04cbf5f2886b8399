import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movesBinding } from '../../domain/dice/binding.ts';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent } from '../../domain/race/index.ts';
import { aics } from '../../domain/speed-circuit/aics/ruleset.ts';
import { refereedSpeedCircuit } from '../../domain/speed-circuit/referee.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { EXAMPLE_BUILD, moveOf } from '../support/race.ts';
import { recordRace } from './record.ts';

const rulesets = { [aics.id]: refereedSpeedCircuit(aics) };
const race = createRace(rulesets);

/** One lap of the test oval: Ada sends a pole lap and a move every turn, the non-human player drives Bruno. */
const recorder = recordRace(rulesets, aics.shippedCircuits()['test-oval'], '5eed'.padEnd(64, '7'));
const events: RaceEvent[] = [];
const run = (command: RaceCommand, hours: number) => events.push(...recorder.run(command, hours));
run(
  CreateRace.parse({
    type: 'CreateRace',
    raceId: 'oval1',
    title: 'Oval GP',
    circuitId: 'test-oval',
    rulesetId: aics.id,
    laps: 1,
    maxConsecutiveMissedMoves: 100,
  }),
  0,
);
for (const name of ['ada', 'bruno']) run({ type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: 'a'.repeat(64) }, 0);
run({ type: 'CloseRegistration' }, 0);
run({ type: 'SubmitQualifying', car: '1', qualifying: { build: EXAMPLE_BUILD, lap: Array.from({ length: 12 }, () => moveOf({ speed: 120 })) } }, 1);
run({ type: 'PublishGrid' }, 24);
run({ type: 'StartRace' }, 72);
for (let hours = 120; recorder.state.phase === 'racing' && hours < 48 * 40; hours += 48) {
  // SC-START-2: from standstill at most Start Speed 60 + 20.
  if (race.awaited(recorder.state).includes('1')) run({ type: 'SubmitMove', car: '1', move: moveOf({ speed: recorder.state.turn === 1 ? 80 : 100 }) }, hours);
  run({ type: 'ResolveTurn', turn: recorder.state.turn }, hours);
}

type Loose = Record<string, any>;
const exportedTurn = (turn: number) => {
  const exported = recorder.exported() as unknown as { commits: { commit: number; events: Loose[] }[] };
  const event = exported.commits.flatMap((k) => k.events).find((e) => e.type === 'TurnResolved' && e.turn === turn);
  if (!event) throw new Error(`no turn ${turn}`);
  return { exported, event };
};

describe('auditing a Speed Circuit race (AICS v3.06)', () => {
  it('replays a one-lap race on the test oval and verifies every roll, the weather and the GNU included', () => {
    expect(recorder.state.phase).toBe('finished');
    const steps = events.filter((e) => e.type === 'GridPublished' || e.type === 'TurnResolved');
    const purposes = new Set(steps.flatMap((e) => e.rolls.map((r) => r.purpose)));
    expect([...purposes]).toEqual(expect.arrayContaining(['weather', 'gnu']));
    expect(auditRace(recorder.exported(), rulesets)).toEqual({
      ok: true,
      turns: steps.length - 1,
      rolls: steps.reduce((sum, e) => sum + e.rolls.length, 0),
    });
  });

  it("catches the non-human player's roll changed", () => {
    const { exported, event } = exportedTurn(1);
    const roll = event.rolls.findIndex((r: Loose) => r.purpose === 'gnu');
    event.rolls[roll].dice[0] = (event.rolls[roll].dice[0] % event.rolls[roll].sides) + 1;
    expect(auditRace(exported, rulesets)).toMatchObject({ ok: false, divergence: { turn: 1, path: `rolls[${roll}].dice` } });
  });

  it("catches Ada's locked move changed and rebound, by the turn the replay gives", () => {
    const quiet = events.find((e) => e.type === 'TurnResolved' && e.rolls.length === 0 && e.moves['1'] !== null);
    if (quiet?.type !== 'TurnResolved') throw new Error('no turn without dice where Ada moved');
    const { exported, event } = exportedTurn(quiet.turn);
    event.moves['1'] = moveOf({ speed: 80 });
    event.binding = movesBinding(event.moves);
    expect(auditRace(exported, rulesets)).toMatchObject({
      ok: false,
      divergence: { turn: quiet.turn, path: expect.stringMatching(/^events\[\d+\]/), what: 'TurnResolved differs from the replay of ResolveTurn' },
    });
  });

  it('npm run audit -- <file> verifies it with the shipped rulesets, and exits 1 on a tampered copy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-aics-'));
    const cli = (exported: unknown) => {
      const path = join(dir, 'race.json');
      writeFileSync(path, JSON.stringify(exported));
      return spawnSync(process.execPath, ['--import', 'tsx', 'tools/audit/main.ts', path], { encoding: 'utf8' });
    };
    const expected = auditRace(recorder.exported(), rulesets);
    if (!expected.ok) throw new Error('the honest race did not verify');
    expect(cli(recorder.exported())).toMatchObject({ status: 0, stdout: `race verified: ${expected.turns} turns, ${expected.rolls} rolls\n` });
    const { exported, event } = exportedTurn(1);
    event.rolls[0].dice[0] = (event.rolls[0].dice[0] % event.rolls[0].sides) + 1;
    expect(cli(exported)).toMatchObject({ status: 1, stdout: expect.stringMatching(/^race diverges at commit \d+, turn 1, event 0, rolls\[0\]\.dice\n/) });
  });
});
