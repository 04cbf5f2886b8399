/**
 * The auditor (ARCHITECTURE contracts 1–3): replays a finished race's exported log through the
 * race decider with the revealed seed, and recomputes every roll and every shuffle from the seed
 * independently, so anyone can check that the referee played the race as the rules and the
 * committed dice say.
 */
import { seedHash } from '../../domain/dice/derive.ts';
import { invalid } from '../../domain/errors.ts';
import { own } from '../../domain/own.ts';
import type { RaceCommand } from '../../domain/race/commands.ts';
import { diceTurn, isDiceEvent, isSubmission, raceEventSchema } from '../../domain/race/events.ts';
import { type AnyRuleset, createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import { checkDice } from './dice.ts';
import { firstDifference, formatPath } from './difference.ts';
import { type Divergence, describeError, type Finding } from './divergence.ts';
import { parseExport } from './export.ts';
import { absentIn, asRecorded, commandOf, isRedacted, revealed } from './replay.ts';

export type { Divergence } from './divergence.ts';

/** `shuffles` only for a race that shuffled, so the verdict on every other race reads as it always did. */
export type AuditResult = { ok: true; turns: number; rolls: number; shuffles?: number } | { ok: false; divergence: Divergence };

type Where = Pick<Divergence, 'commit' | 'turn' | 'event'>;

const turnOf = (events: RaceEvent[], state: RaceState): number | undefined => {
  for (const event of events) {
    if (isDiceEvent(event)) return diceTurn(event);
    if (event.type === 'MoveSubmitted') return event.turn;
  }
  return state.step && state.step.number > 0 ? state.step.number : undefined;
};

/** The revealed seed is the one committed to at creation, and the export agrees with its own log. */
function checkSeed(
  exported: { raceId: string; seed: string | null; seedHash?: string | undefined },
  created: Extract<RaceEvent, { type: 'RaceCreated' }>,
  seed: string,
): Finding | undefined {
  let hash: string;
  try {
    hash = seedHash(seed);
  } catch (error) {
    return { path: 'seed', what: describeError(error), expected: '64 lower-case hex digits', found: seed };
  }
  if (hash !== created.seedHash)
    return { path: 'seed', what: 'the revealed seed does not hash to the seedHash published in RaceCreated', expected: created.seedHash, found: hash };
  if (exported.seed !== seed) return { path: 'seed', what: "the export's seed is not the one RaceFinished reveals", expected: seed, found: exported.seed };
  if (exported.seedHash !== created.seedHash)
    return { path: 'seedHash', what: "the export's seedHash is not the one RaceCreated published", expected: created.seedHash, found: exported.seedHash };
  if (exported.raceId !== created.raceId) return { path: 'raceId', what: 'the export names another race', expected: created.raceId, found: exported.raceId };
  return undefined;
}

/** Audits a race's export (`API_ROUTES.export`); throws `DomainError` when it cannot be audited at all. */
export const auditRace = (exported: unknown, rulesets: Record<string, AnyRuleset>, circuits: Record<string, unknown> = {}): AuditResult =>
  replayExport(exported, rulesets, circuits).result;

/** The audit of a race's export, and the race's state at its end as the replay folded it (at the divergence, for a race that diverges). */
export function replayExport(
  exported: unknown,
  rulesets: Record<string, AnyRuleset>,
  circuits: Record<string, unknown> = {},
): { result: AuditResult; state: RaceState } {
  const log = parseExport(exported);
  const commits = log.commits.map((k) => ({ ...k, events: k.events as unknown as RaceEvent[] }));
  const all = commits.flatMap((k) => k.events);

  const created = all[0];
  if (created?.type !== 'RaceCreated') throw invalid('commits', 'the log does not start with RaceCreated');
  const { raceId, rulesetId, circuitId } = created;
  const ruleset = own(rulesets, rulesetId);
  if (!ruleset) throw invalid('rulesetId', `the auditor does not know the ruleset ${rulesetId}`);
  const circuit = own(circuits, circuitId) ?? own(ruleset.shippedCircuits?.() ?? {}, circuitId);
  if (circuit === undefined) throw invalid('circuitId', `circuit ${circuitId} is not shipped with ${rulesetId}: give the auditor its file`);
  const finished = all.find((e) => e.type === 'RaceFinished');
  if (!finished) throw invalid('seed', `race ${raceId} has not finished: its dice seed is revealed only then`);
  const seed = finished.seed;

  const schema = raceEventSchema(ruleset);
  const eventTypes = new Set<string>(schema.options.map((option) => option.shape.type.value));
  const race = createRace(rulesets);

  /** Known types, and the schema for every event the export shows whole. */
  const checkShape = (event: RaceEvent): Finding | undefined => {
    if (!eventTypes.has(event.type)) return { path: 'type', what: 'not an event of this race', expected: [...eventTypes], found: event.type };
    const issue = isRedacted(event) ? undefined : schema.safeParse(event).error?.issues[0];
    if (!issue) return undefined;
    const path = issue.path.map((step) => (typeof step === 'symbol' ? String(step) : step));
    const found = path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | undefined)?.[step], event);
    return { path: formatPath(path), what: `malformed ${event.type}`, expected: issue.message, found };
  };

  /** The commit decided again on the state folded so far must give the very events recorded. */
  const replay = (state: RaceState, events: RaceEvent[], command: RaceCommand): (Finding & { event: number }) | undefined => {
    let replayed: unknown;
    try {
      // Through JSON, as the store and the API wrote the recorded events.
      replayed = JSON.parse(
        JSON.stringify(race.decide(revealed(state, events), command, { now: events[0]?.at ?? '', circuit, seed, absent: absentIn(events) })),
      );
    } catch (error) {
      return {
        event: 0,
        path: '',
        what: `the referee refuses ${command.type} here: ${describeError(error)}`,
        expected: 'no refusal',
        found: events.map((e) => e.type),
      };
    }
    const difference = firstDifference(replayed, events);
    if (!difference) return undefined;
    const [index = 0, ...path] = difference.path;
    const recorded = events[Number(index)]?.type;
    const what = recorded ? `${recorded} differs from the replay of ${command.type}` : `the replay of ${command.type} gives an event the log does not have`;
    return { event: Number(index), path: formatPath(path), what, expected: difference.expected, found: difference.found };
  };

  let state = race.initialState;
  const diverged = (where: Where, finding: Finding) => ({ result: { ok: false as const, divergence: { ...where, ...finding } }, state });

  const finishedAt = commits.findIndex((k) => k.events.includes(finished));
  const atFinish = { commit: commits[finishedAt]?.commit ?? 0, event: commits[finishedAt]?.events.indexOf(finished) ?? 0 };
  if (all.at(-1) !== finished)
    return diverged(atFinish, { path: '', what: 'events follow RaceFinished', expected: 'RaceFinished last', found: all.at(-1)?.type });
  const seedFinding = checkSeed(log, created, seed);
  if (seedFinding) return diverged(atFinish, seedFinding);

  let turns = 0;
  let rolls = 0;
  let shuffles = 0;
  for (const [i, { commit, events }] of commits.entries()) {
    const turn = turnOf(events, state);
    if (commit !== i + 1)
      return diverged({ commit, turn, event: 0 }, { path: 'commit', what: 'commits are not numbered 1, 2, 3, … without gaps', expected: i + 1, found: commit });
    for (const [index, event] of events.entries()) {
      const finding = checkShape(event) ?? (isDiceEvent(event) ? checkDice(event, { raceId, seed }) : undefined);
      if (finding) return diverged({ commit, turn, event: index }, finding);
      if (isDiceEvent(event)) {
        rolls += event.rolls.length;
        shuffles += event.shuffles?.length ?? 0;
      }
      if (event.type === 'TurnResolved' || event.type === 'StepPlayed') turns++;
    }
    // A step's commit starts with the submissions it locked, as the players sent them.
    const locked = events.findIndex((event) => !isSubmission(event));
    const submitted = locked === -1 ? events : events.slice(0, locked);
    const decided = events.slice(submitted.length);
    state = submitted.map(asRecorded).reduce(race.evolve, state);
    const command = commandOf(decided, state);
    const replayed = command && replay(state, decided, command);
    if (replayed) return diverged({ commit, turn, event: submitted.length + replayed.event }, replayed);
    state = decided.map(asRecorded).reduce(race.evolve, state);
  }
  return { result: { ok: true, turns, rolls, ...(shuffles === 0 ? {} : { shuffles }) }, state };
}
