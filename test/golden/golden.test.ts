/**
 * Golden races (issue 12, point 8): complete races of Speed Circuit's two rulebooks on every shipped
 * circuit, and of hex rally, Vektorace and Lamborghini (Short and Long) on two circuits each, with
 * standing orders, missed moves and steps, eliminations, withdrawals and extended deadlines (scenarios.ts),
 * recorded once through the pure race decider (recorder.ts) and kept in races/*.json.gz with
 * races/manifest.json. A change that must not alter any race (the game-flow contract) must leave
 * every one of them byte-identical:
 *
 *   - each recorded command, decided again at its recorded instant with the race's seed, gives
 *     exactly the recorded events, in canonical JSON (keys sorted); a failure names the race, the
 *     index and type of the first differing event, its first differing field and a few lines;
 *   - the fold of those events is the recorded final state (its sha256 in the manifest, the state
 *     itself in the fixture to show the first differing field);
 *   - the auditor (tools/audit) verifies the race's public export, every turn and every roll.
 *
 * Checking never writes. To record the races again, deliberately, after a change meant to alter
 * them (or after editing scenarios.ts):
 *
 *   GOLDEN_UPDATE=1 npx vitest run test/golden        (or: npm run golden:update)
 *
 * which re-plays every scenario with the recorder, rewrites the fixtures whose JSON changed, drops
 * those of removed scenarios and rewrites the manifest; `git diff --stat test/golden/races` then
 * shows which races changed. `GOLDEN_RACE=<name>` checks one race alone, or with GOLDEN_UPDATE=1 records
 * it alone (a new scenario, say), leaving every other fixture and manifest entry as it is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HEX_RALLY_ID } from '../../domain/hex-rally/id.ts';
import { LAMBORGHINI_ID } from '../../domain/lamborghini/id.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { VEKTORACE_ID } from '../../domain/vektorace/id.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { firstDifference, formatPath } from '../../tools/audit/difference.ts';
import { canonical, sha256 } from './canonical.ts';
import {
  allEvents,
  exportOf,
  fixtureExists,
  fixtureNames,
  type ManifestEntry,
  readFixture,
  readManifest,
  removeFixture,
  replay,
  summarise,
  writeFixture,
  writeManifest,
} from './fixtures.ts';
import { scenarios } from './scenarios.ts';

const UPDATE = process.env.GOLDEN_UPDATE === '1';
const ONLY = process.env.GOLDEN_RACE;

if (UPDATE) {
  beforeAll(async () => {
    // Loaded only to record: checking depends on nothing the recorder uses to choose the players' moves.
    const { recordGolden } = await import('./recorder.ts');
    // With GOLDEN_RACE, that race alone: the others' fixtures and manifest entries stay as they are.
    const entries: Record<string, ManifestEntry> = ONLY === undefined ? {} : { ...readManifest()?.races };
    for (const scenario of scenarios.filter(({ name }) => ONLY === undefined || name === ONLY)) {
      const golden = recordGolden(scenario);
      const { changed, gzipBytes } = writeFixture(golden);
      entries[scenario.name] = summarise(golden, gzipBytes);
      console.log(`golden: ${scenario.name} ${changed ? 'recorded anew' : 'unchanged'} (${entries[scenario.name]!.events} events)`);
    }
    for (const name of fixtureNames()) if (!scenarios.some((scenario) => scenario.name === name)) removeFixture(name);
    writeManifest(entries);
  }, 600_000);
}

const entryOf = (name: string): ManifestEntry => {
  const entry = readManifest()?.races[name];
  if (!entry) throw new Error(`golden race ${name} is not in test/golden/races/manifest.json: record it with GOLDEN_UPDATE=1 npx vitest run test/golden`);
  return entry;
};

describe('golden races: recorded races replay byte for byte', () => {
  it('the fixtures and the manifest hold exactly the scenarios', () => {
    const names = scenarios.map((scenario) => scenario.name).sort();
    expect(fixtureNames()).toEqual(names);
    expect(Object.keys(readManifest()?.races ?? {})).toEqual(names);
  });

  for (const { name } of scenarios.filter((scenario) => ONLY === undefined || scenario.name === ONLY)) {
    it(`${name}: the same events, the same final state, verified by the auditor`, () => {
      const entry = entryOf(name);
      if (!fixtureExists(name)) throw new Error(`no fixture test/golden/races/${name}.json.gz`);
      const golden = readFixture(name);
      const events = allEvents(golden);
      expect(sha256(canonical(events)), `${name}: the fixture's events are not those the manifest recorded`).toBe(entry.eventsSha256);
      expect(events.length).toBe(entry.events);
      expect(sha256(canonical(golden.finalState)), `${name}: the fixture's final state is not the one the manifest recorded`).toBe(entry.finalStateSha256);

      const replayed = replay(golden);
      if (!replayed.ok) expect.fail(replayed.message);

      const { state } = replayed;
      if (sha256(canonical(state)) !== entry.finalStateSha256) {
        const difference = firstDifference(golden.finalState, JSON.parse(canonical(state)));
        expect.fail(
          `golden race ${name}: the events replay byte for byte but fold to another final state (evolve changed): ` +
            `first at ${difference ? formatPath(difference.path) : '?'}, recorded ${JSON.stringify(difference?.expected)}, folded ${JSON.stringify(difference?.found)}`,
        );
      }
      expect(sha256(canonical(state.game))).toBe(entry.gameStateSha256);
      expect(state.phase).toBe('finished');
      expect(state.classification).toEqual(entry.classification);

      expect(auditRace(exportOf(replayed.commits, state), rulesets), `${name}: tools/audit`).toEqual({
        ok: true,
        turns: entry.turns,
        rolls: entry.rolls,
        ...(entry.shuffles === undefined ? {} : { shuffles: entry.shuffles }),
      });
    });
  }

  it('the golden races cover both Speed Circuit rulebooks on every shipped circuit and every way a car leaves or a step is played', () => {
    const races = scenarios.map((scenario) => readFixture(scenario.name));
    const all = races.flatMap((golden) => golden.commits.map((commit) => ({ golden, commit })));
    const events = all.flatMap(({ commit }) => commit.events);
    const commands = all.map(({ commit }) => commit.command);
    const nested = events.flatMap((e) => ('events' in e ? (e.events as { type: string; reason?: string }[]) : []));

    for (const ruleset of [rulesets['aics-3.06']!, rulesets.classic!])
      for (const circuitId of Object.keys(ruleset.shippedCircuits())) {
        const played = races.filter((golden) => golden.rulesetId === ruleset.id && golden.circuitId === circuitId);
        expect(played.length, `${ruleset.id} on ${circuitId}`).toBeGreaterThan(0);
        expect(Math.max(...played.map((golden) => entryOf(golden.name).cars)), `${ruleset.id} on ${circuitId}`).toBeGreaterThanOrEqual(6);
      }
    const allCars = races.filter((golden) => entryOf(golden.name).options?.finish === 'allCars').map((golden) => golden.circuitId);
    expect(new Set(allCars)).toEqual(new Set(Object.keys(rulesets.classic!.shippedCircuits())));

    const standing = events.filter((e) => e.type === 'StandingOrderSet');
    expect(standing.some((e) => e.order !== null) && standing.some((e) => e.order === null), 'standing orders set and cleared').toBe(true);
    const sent = races.map((golden) => allEvents(golden).flatMap((e) => (e.type === 'MoveSubmitted' ? [`${e.car} ${e.turn}`] : [])));
    expect(sent.flat().length).toBeGreaterThan(500);
    expect(
      sent.some((moves) => new Set(moves).size < moves.length),
      'a move replaced by a later one',
    ).toBe(true);
    // Only missing moves: the race checks a move when it is sent, on the state the turn plays it on.
    expect(nested.filter((e) => e.type === 'MoveDefaulted').length, 'missing moves driven by the GNU').toBeGreaterThan(200);

    const eliminated = events.filter((e) => e.type === 'CarEliminated').map((e) => e.reason);
    expect(
      eliminated.some((reason) => reason.includes('(SC-GNU-2)')),
      'the race eliminates a car that missed too many moves',
    ).toBe(true);
    expect(
      eliminated.some((reason) => !reason.includes('(SC-GNU-2)')),
      'the organiser eliminates a car',
    ).toBe(true);
    expect(
      nested.some((e) => e.type === 'MoveOrderSet' && (e as unknown as { order: { missedMoves: number }[] }).order.some((entry) => entry.missedMoves > 5)),
      'a car driven past its sixth missed move, the organiser allowing more',
    ).toBe(true);
    expect(events.some((e) => e.type === 'CarWithdrawn')).toBe(true);
    expect(events.some((e) => e.type === 'DeadlineExtended')).toBe(true);
    expect(events.some((e) => e.type === 'EntryTokenIssued')).toBe(true);
    for (const type of ['PublishGrid', 'StartRace', 'ResolveTurn'] as const) {
      const played = commands.filter((c) => c.type === type);
      expect(
        played.some((c) => 'force' in c && c.force === true),
        `${type} forced by the organiser`,
      ).toBe(true);
      expect(
        played.some((c) => !('force' in c && c.force)),
        `${type} due`,
      ).toBe(true);
    }
    // A race ended by a car leaving, with no turn in the commit: by the organiser, and by SC-GNU-2.
    const endings = all.filter(({ commit }) => commit.events.at(-1)?.type === 'RaceFinished' && !commit.events.some((e) => e.type === 'TurnResolved'));
    expect(endings.map(({ commit }) => commit.command.type).sort()).toEqual(expect.arrayContaining(['EliminateCar', 'ResolveTurn']));
    for (const golden of races) expect(allEvents(golden).at(-1)?.type, golden.name).toBe('RaceFinished');
  });

  it('the golden races play hex rally, Vektorace and Lamborghini on two shipped circuits each, players sending, missing steps and leaving', () => {
    const steppedGames = [HEX_RALLY_ID, VEKTORACE_ID, LAMBORGHINI_ID];
    const races = scenarios.filter(({ rulesetId }) => steppedGames.includes(rulesetId)).map(({ name }) => readFixture(name));
    for (const rulesetId of steppedGames) {
      const played = races.filter((golden) => golden.rulesetId === rulesetId);
      expect(new Set(played.map((golden) => golden.circuitId)), rulesetId).toEqual(new Set(Object.keys(rulesets[rulesetId]!.shippedCircuits())));
      for (const golden of played) {
        expect(entryOf(golden.name).cars, golden.name).toBeGreaterThanOrEqual(3);
        expect(entryOf(golden.name).cars, golden.name).toBeLessThanOrEqual(5);
        const submissions = allEvents(golden).flatMap((e) => (e.type === 'StepPlayed' ? Object.values(e.submissions) : []));
        expect(submissions.filter((submission) => submission !== null).length, `${golden.name}: steps played with what the players sent`).toBeGreaterThan(0);
        expect(submissions.filter((submission) => submission === null).length, `${golden.name}: steps the non-human player played`).toBeGreaterThan(0);
        expect(allEvents(golden).at(-1)?.type, golden.name).toBe('RaceFinished');
      }
    }
    // LB-SETUP-1: the Short game and the Long one.
    const versions = races.filter((golden) => golden.rulesetId === LAMBORGHINI_ID).map((golden) => golden.finalState?.settings?.version ?? 'short');
    expect(versions.sort()).toEqual(['long', 'short']);
    const events = races.flatMap(allEvents);
    for (const type of ['CarWithdrawn', 'CarEliminated', 'DeadlineExtended'] as const)
      expect(
        events.some((e) => e.type === type),
        type,
      ).toBe(true);
    const commands = races.flatMap((golden) => golden.commits.map((commit) => commit.command));
    expect(commands.some((command) => command.type === 'PlayStep' && command.force === true)).toBe(true);
  });
});
