/**
 * The golden fixtures on disk and their replay. Each race is `races/<name>.json.gz`, the gzip of
 * the canonical JSON (canonical.ts) of its `GoldenRace`: the seed, the circuit and, commit by
 * commit, the instant, the command and the events it decided. `races/manifest.json` holds, per
 * race, the sha256 of the canonical JSON of its full event list (every commit's events in order),
 * the counts, the sha256 of the final state (the fold of the events) and of the game's own state
 * in it, and what the auditor answers. The sha256 is of the uncompressed JSON: the same events
 * give the same hash whatever zlib compressed them.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RaceCommand } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { firstDifference, formatPath } from '../../tools/audit/difference.ts';
import type { RaceExport } from '../../tools/audit/export.ts';
import { canonical, canonicalPretty, sha256 } from './canonical.ts';

export interface GoldenCommit {
  /** When the command was decided: every event of the commit is stamped with it. */
  at: string;
  /** As the API hands it to the decider: parsed by the command's and the game's schemas. */
  command: RaceCommand;
  events: RaceEvent[];
}

/** A fixture: the race's inputs (its commands, seed and circuit) and every commit's events in order. */
export interface GoldenRace {
  format: 1;
  name: string;
  rulesetId: string;
  circuitId: string;
  /** The race's secret dice seed, revealed by its `RaceFinished`. */
  seed: string;
  commits: GoldenCommit[];
  /** The fold of the events, kept to show where a changed `evolve` parts from it (the manifest holds its hash). */
  finalState?: RaceState;
}

export const RACES_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'races');
const MANIFEST = join(RACES_DIR, 'manifest.json');
const fixturePath = (name: string): string => join(RACES_DIR, `${name}.json.gz`);

export interface ManifestEntry {
  rulesetId: string;
  circuitId: string;
  options: Record<string, unknown> | null;
  laps: number;
  cars: number;
  commits: number;
  /** The race's events, every commit's in order. */
  events: number;
  /** The ruleset's events inside them (grid, start, turns, cars leaving). */
  rulesetEvents: number;
  turns: number;
  rolls: number;
  /** The shuffles the auditor verified, for a race that shuffled (its verdict names them then). */
  shuffles?: number;
  /** sha256 of the canonical JSON of the full event list. */
  eventsSha256: string;
  /** sha256 of the canonical JSON of the final race state, the fold of the events. */
  finalStateSha256: string;
  /** sha256 of the canonical JSON of the game's own state in it (`state.game`). */
  gameStateSha256: string;
  classification: string[];
  /** Size of the canonical JSON, and of the fixture file (informative only: zlib may change). */
  jsonBytes: number;
  gzipBytes: number;
}

export interface Manifest {
  format: 1;
  note: string;
  races: Record<string, ManifestEntry>;
}

export const race = createRace(rulesets);

export const allEvents = (golden: GoldenRace): RaceEvent[] => golden.commits.flatMap((commit) => commit.events);

export const readManifest = (): Manifest | undefined => (existsSync(MANIFEST) ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest) : undefined);

export const readFixture = (name: string): GoldenRace => JSON.parse(gunzipSync(readFileSync(fixturePath(name))).toString('utf8')) as GoldenRace;

export const fixtureExists = (name: string): boolean => existsSync(fixturePath(name));

export const fixtureNames = (): string[] =>
  readdirSync(RACES_DIR)
    .filter((file) => file.endsWith('.json.gz'))
    .map((file) => file.slice(0, -'.json.gz'.length))
    .sort();

/** Writes the fixture unless the file already holds the same JSON, so a regeneration that changes nothing touches nothing. */
export function writeFixture(golden: GoldenRace): { changed: boolean; gzipBytes: number } {
  const json = canonical(golden);
  const path = fixturePath(golden.name);
  if (existsSync(path) && gunzipSync(readFileSync(path)).toString('utf8') === json) return { changed: false, gzipBytes: readFileSync(path).length };
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(path, gz);
  return { changed: true, gzipBytes: gz.length };
}

export function writeManifest(entries: Record<string, ManifestEntry>): void {
  const manifest: Manifest = {
    format: 1,
    note: 'Golden races (test/golden): written by GOLDEN_UPDATE=1 npx vitest run test/golden, never by hand.',
    races: Object.fromEntries(
      Object.keys(entries)
        .sort()
        .map((name) => [name, entries[name]!]),
    ),
  };
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

export const removeFixture = (name: string): void => rmSync(fixturePath(name));

/**
 * The race's log as `GET /races/{id}/export` serves it (functions/race/history.ts): every event as
 * the public sees it, but for the standing orders and the shuffles' orders, which the finish reveals.
 */
export function exportOf(commits: { at: string; events: RaceEvent[] }[], state: RaceState): RaceExport {
  const disclosure = { seedRevealed: state.seed !== undefined, state };
  const shown = (event: RaceEvent) =>
    event.type === 'StandingOrderSet' && state.phase === 'finished' ? event : race.redactEvent(event, { role: 'public' }, disclosure);
  return JSON.parse(
    JSON.stringify({
      raceId: state.settings?.raceId,
      seedHash: state.settings?.seedHash,
      seed: state.seed ?? null,
      commits: commits.map((commit, i) => ({ commit: i + 1, at: commit.at, events: commit.events.map(shown) })),
    }),
  ) as RaceExport;
}

const circuitOf = (golden: GoldenRace): unknown => {
  const circuit = rulesets[golden.rulesetId]?.shippedCircuits()[golden.circuitId];
  if (circuit === undefined) throw new Error(`golden race ${golden.name}: ${golden.rulesetId} ships no circuit ${golden.circuitId} any more`);
  return circuit;
};

export type Replay = { ok: true; state: RaceState; commits: { at: string; events: RaceEvent[] }[] } | { ok: false; message: string };

const short = (value: unknown, max = 200): string => {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
};

/** A few lines around the first line where the two events' indented canonical JSON differ. */
function lineDiff(recorded: unknown, replayed: unknown): string[] {
  const a = recorded === undefined ? [] : canonicalPretty(recorded).split('\n');
  const b = replayed === undefined ? [] : canonicalPretty(replayed).split('\n');
  let first = 0;
  while (first < a.length && first < b.length && a[first] === b[first]) first++;
  const cut = (line: string) => (line.length > 160 ? `${line.slice(0, 160)}…` : line);
  return [
    `--- recorded, +++ replayed, at line ${first + 1} of the event's indented canonical JSON:`,
    ...a.slice(Math.max(0, first - 3), first).map((line) => `  ${cut(line)}`),
    ...a.slice(first, first + 4).map((line) => `- ${cut(line)}`),
    ...b.slice(first, first + 4).map((line) => `+ ${cut(line)}`),
  ];
}

/** Where the replay of a commit first parts from the fixture: the race, the event's index and type, the first differing field and a few lines. */
function describeMismatch(golden: GoldenRace, index: number, commit: GoldenCommit, replayed: RaceEvent[], before: number): string {
  const recorded = commit.events;
  let i = 0;
  while (i < Math.max(recorded.length, replayed.length) && canonical(recorded[i]) === canonical(replayed[i])) i++;
  const expected = recorded[i];
  const found = replayed[i];
  const difference = firstDifference(expected, found);
  const path = difference ? formatPath(difference.path) || '(the whole event)' : '(key order or undefined only)';
  return [
    `golden race ${golden.name} (${golden.rulesetId} on ${golden.circuitId}): its events are no longer those recorded.`,
    `First differing event: #${before + i} of the race, ${expected?.type ?? 'none'} recorded, ${found?.type ?? 'none'} replayed`,
    `  (commit ${index + 1} of ${golden.commits.length}, ${commit.command.type} at ${commit.at}, event ${i} of its ${recorded.length}; the replay gives ${replayed.length})`,
    `First differing field: ${path}`,
    `  recorded: ${short(difference?.expected)}`,
    `  replayed: ${short(difference?.found)}`,
    ...lineDiff(expected, found),
    'A change meant to alter the races is recorded with GOLDEN_UPDATE=1 npx vitest run test/golden (see golden.test.ts).',
  ].join('\n');
}

/** Decides every recorded command again, at its recorded instant, and compares each commit's events with the fixture's, byte for byte. */
export function replay(golden: GoldenRace): Replay {
  const circuit = circuitOf(golden);
  let state = race.initialState;
  let before = 0;
  const commits: { at: string; events: RaceEvent[] }[] = [];
  for (const [index, commit] of golden.commits.entries()) {
    let events: RaceEvent[];
    try {
      events = race.decide(state, commit.command, { now: commit.at, circuit, seed: golden.seed });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        message: [
          `golden race ${golden.name} (${golden.rulesetId} on ${golden.circuitId}): the replay refuses commit ${index + 1} of ${golden.commits.length},`,
          `  ${commit.command.type} at ${commit.at}: ${message}`,
          `  recorded events #${before}..: ${commit.events.map((e) => e.type).join(', ')}`,
        ].join('\n'),
      };
    }
    if (canonical(events) !== canonical(commit.events)) return { ok: false, message: describeMismatch(golden, index, commit, events, before) };
    commits.push({ at: commit.at, events });
    state = events.reduce(race.evolve, state);
    before += events.length;
  }
  return { ok: true, state, commits };
}

/** Everything the manifest says of a race, computed from its fixture. */
export function summarise(golden: GoldenRace, gzipBytes: number): ManifestEntry {
  const events = allEvents(golden);
  const state = events.reduce(race.evolve, race.initialState);
  const audit = auditRace(exportOf(golden.commits, state), rulesets);
  if (!audit.ok) throw new Error(`golden race ${golden.name}: the auditor does not verify it: ${JSON.stringify(audit.divergence)}`);
  return {
    rulesetId: golden.rulesetId,
    circuitId: golden.circuitId,
    options: (state.settings?.options as Record<string, unknown> | undefined) ?? null,
    laps: (state.settings?.laps as number | undefined) ?? 0,
    cars: Object.keys(state.entries).length,
    commits: golden.commits.length,
    events: events.length,
    rulesetEvents: events.reduce((sum, e) => sum + ('events' in e ? (e.events?.length ?? 0) : 0), 0),
    turns: audit.turns,
    rolls: audit.rolls,
    ...(audit.shuffles === undefined ? {} : { shuffles: audit.shuffles }),
    eventsSha256: sha256(canonical(events)),
    finalStateSha256: sha256(canonical(state)),
    gameStateSha256: sha256(canonical(state.game)),
    classification: state.classification ?? [],
    jsonBytes: Buffer.byteLength(canonical(golden)),
    gzipBytes,
  };
}
