/**
 * The `wait` policy's cap counted per player across a championship's races (issue 30,
 * docs/absences.md), over the HTTP API on dynalite: two toy races of one championship under
 * `{ absence: "wait", waitCap: "P3D" }`, driver 2 in both, away 3–4 March and 10–11 March (UTC:
 * 3 March 00:00 to 5 March 00:00, and 10 March 00:00 to 12 March 00:00). Each turn is 48 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standings } from '../../domain/championship.ts';
import type { RaceEvent } from '../../domain/race/index.ts';
import { refereedSpeedCircuit } from '../../domain/speed-circuit/referee.ts';
import { pathTo, RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { toyLeague, toyRules } from '../race/toy-ruleset.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

/** The toy game with a championship: every car scores nothing, which is all a championship of waits needs. */
const toyScored = refereedSpeedCircuit({ ...toyRules, id: 'toy-scored', championship: { points: () => ({}), standings } });

let api: Api;
const tokens: Record<string, Record<string, string>> = {};
const HOUR = 3_600_000;

async function ok(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A toy race at turn 1 under the capped policy, its deadline moved by the organiser to `deadline`. */
async function racing(id: string, deadline: string) {
  await ok(
    'POST',
    '/races',
    { id, title: `Race ${id}`, circuitId: 'oval', rulesetId: toyScored.id, laps: 3, timePolicy: { absence: 'wait', waitCap: 'P3D' } },
    organiser,
  );
  tokens[id] = {};
  for (const car of ['1', '2'])
    (tokens[id] as Record<string, string>)[car] = (
      await ok('POST', `/races/${id}/entries`, { name: `Driver ${car}`, email: `driver${car}@example.org` })
    ).token;
  await ok('POST', `/races/${id}/close-registration`, undefined, organiser);
  await ok('POST', `/races/${id}/resolve`, undefined, organiser);
  await ok('POST', `/races/${id}/resolve`, undefined, organiser);
  await ok('POST', `/races/${id}/deadline`, { deadline }, organiser);
  await ok('POST', `/races/${id}/moves`, { speed: 1, turn: 1 }, bearer(tokens[id]?.['1'] ?? ''));
}

const lastEvents = async (race: string): Promise<RaceEvent[]> => (await api.backend.store.readCommits(race)).at(-1)?.events ?? [];

beforeAll(async () => {
  api = await startApi('speed-master-wait-cap', { [toyScored.id]: toyScored, [toyLeague.id]: toyLeague });
  await racing('cap_a', '2025-03-04T12:00:00Z');
  await racing('cap_b', '2025-03-11T12:00:00Z');
  await ok('POST', '/championships', { id: 'capped', title: 'Capped', races: ['cap_a', 'cap_b'] }, organiser);
  for (const [from, to] of [
    ['2025-03-03', '2025-03-04'],
    ['2025-03-10', '2025-03-11'],
  ])
    await ok('POST', pathTo(RESOLVER_ROUTES.declareAbsence, { id: 'cap_a' }), { from, to }, bearer(tokens.cap_a?.['2'] ?? ''));
}, 60_000);
afterAll(() => api.close());

describe('the wait cap of a championship, per player', () => {
  it('the first race waits 60 hours of his 72: from 4 March 12:00 to the turn’s 48 hours after his return, 7 March 00:00', async () => {
    api.advance(72);
    await api.resolver().resolveDue();
    expect(await lastEvents('cap_a')).toMatchObject([
      { type: 'DeadlineExtended', deadline: '2025-03-07T00:00:00.000Z', reason: 'absence', cars: ['2'], waitedElsewhere: { '2': 0 } },
    ]);
    api.advance(60);
    await api.resolver().resolveDue();
    expect((await lastEvents('cap_a')).at(-1)).toMatchObject({ type: 'TurnResolved', turn: 1 });
  });

  it('the second race waits only the 12 hours left, to 12 March 00:00 rather than 14 March 00:00, and records the 60 hours waited elsewhere', async () => {
    api.advance(108);
    await api.resolver().resolveDue();
    expect(await lastEvents('cap_b')).toMatchObject([
      { type: 'DeadlineExtended', deadline: '2025-03-12T00:00:00.000Z', reason: 'absence', cars: ['2'], waitedElsewhere: { '2': 60 * HOUR } },
    ]);
    // Back at 12 March 00:00, the moment his absence ends, he is away no more: the turn plays with driver 1's move.
    api.advance(12);
    await api.resolver().resolveDue();
    expect((await lastEvents('cap_b')).map((event) => event.type)).toEqual(['MoveSubmitted', 'TurnResolved']);
  });
});

describe('the wait group of a season', () => {
  it('holds every race of its tiers, as a championship’s holds its races', async () => {
    for (const id of ['sea_1', 'sea_2', 'seb_1', 'seb_2'])
      await ok('POST', '/races', { id, title: `Race ${id}`, circuitId: 'oval', rulesetId: toyLeague.id, laps: 1 }, organiser);
    const tiers = [
      { name: 'A', races: ['sea_1', 'sea_2'] },
      { name: 'B', races: ['seb_1', 'seb_2'] },
    ];
    await ok('POST', '/seasons', { id: 'waits', title: 'Waits', rules: { promote: 1, relegate: 1, tieBreaks: ['countBack'] }, tiers }, organiser);
    for (const id of ['sea_1', 'seb_2']) expect(await api.backend.waitGroups.of(id)).toEqual(['sea_1', 'sea_2', 'seb_1', 'seb_2']);
    expect(await api.backend.waitGroups.of('cap_b')).toEqual(['cap_a', 'cap_b']);
  });
});
