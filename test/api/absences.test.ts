/**
 * A player's absences over the HTTP API on the local stack (issue 30, docs/absences.md): declared
 * once with the token of one of his races, for every race he drives in; refused for a day begun,
 * an overlap, or past the 21 days a year allows; listed and cancelled; and at the deadlines, each
 * race does what its own policy says. The clock starts on 2025-03-01 at 12:00 UTC; each race's
 * turn 1 is due 48 hours on, on 2025-03-03 at 12:00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { pathTo, RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { toy } from '../race/toy-ruleset.ts';
import { shippedRaces } from '../support/shipped-races.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

let api: Api;
/** Driver 2's token in each race, by race id. */
const hunt: Record<string, string> = {};
const rossi: Record<string, string> = {};

async function ok(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A toy race at turn 1 under `timePolicy`, drivers 1 and 2 in it. */
async function racing(id: string, timePolicy?: unknown) {
  await ok('POST', '/races', { id, title: `Race ${id}`, circuitId: 'oval', rulesetId: 'toy-1', laps: 3, ...(timePolicy ? { timePolicy } : {}) }, organiser);
  for (const [car, tokens] of [
    ['1', rossi],
    ['2', hunt],
  ] as const)
    tokens[id] = (await ok('POST', `/races/${id}/entries`, { name: `Driver ${car}`, email: `driver${car}@example.org` })).token;
  await ok('POST', `/races/${id}/close-registration`, undefined, organiser);
  await ok('POST', `/races/${id}/resolve`, undefined, organiser);
  await ok('POST', `/races/${id}/resolve`, undefined, organiser);
}

const declare = (race: string, body: unknown, token = hunt[race] ?? '') =>
  api.call('POST', pathTo(RESOLVER_ROUTES.declareAbsence, { id: race }), body, bearer(token));
const mine = (race: string) => ok('GET', pathTo(RESOLVER_ROUTES.myAbsences, { id: race }), undefined, bearer(hunt[race] ?? ''));
const lastEvents = async (race: string): Promise<RaceEvent[]> => (await api.backend.store.readCommits(race)).at(-1)?.events ?? [];

beforeAll(async () => {
  api = await startApi('speed-master-absences', { [toy.id]: toy, ...rulesets });
  await racing('away_wait', { absence: 'wait', waitCap: 'P2D' });
  await racing('away_bot', { absence: 'bot' });
  await racing('away_none');
}, 60_000);
afterAll(() => api.close());

describe('declaring an absence', () => {
  it('is refused without a token, and for a first day that is today or before, naming the field', async () => {
    expect((await api.call('POST', pathTo(RESOLVER_ROUTES.declareAbsence, { id: 'away_wait' }), { from: '2025-03-03', to: '2025-03-04' })).status).toBe(401);
    const past = await declare('away_wait', { from: '2025-03-01', to: '2025-03-04' });
    expect(past.status).toBe(400);
    expect(past.type).toContain('application/problem+json');
    expect(past.body.errors[0].field).toBe('from');
    const backwards = await declare('away_wait', { from: '2025-03-05', to: '2025-03-04' });
    expect([backwards.status, backwards.body.errors[0].field]).toEqual([400, 'to']);
  });

  it('holds from midnight of the first day to midnight after the last, in his time zone (UTC for driver 2), for 2 of his 21 days', async () => {
    const answer = await declare('away_wait', { from: '2025-03-03', to: '2025-03-04' });
    expect(answer.status).toBe(201);
    expect(answer.body.absence).toMatchObject({
      from: '2025-03-03',
      to: '2025-03-04',
      timeZone: 'UTC',
      start: '2025-03-03T00:00:00.000Z',
      end: '2025-03-05T00:00:00.000Z',
    });
    expect(answer.body.allowance).toEqual({ days: 21, used: { 2025: 2 } });
    // Read with his token of another race: the absence is his address's.
    expect((await mine('away_bot')).absences).toHaveLength(1);
  });

  it('is refused past the yearly allowance (2 + 20 > 21 days) and over another absence', async () => {
    const over = await declare('away_wait', { from: '2025-06-01', to: '2025-06-20' });
    expect([over.status, over.body.errors[0].field]).toEqual([409, 'to']);
    expect(over.body.detail).toContain('19 of the 21 days');
    const overlap = await declare('away_bot', { from: '2025-03-04', to: '2025-03-06' });
    expect([overlap.status, overlap.body.errors[0].field]).toEqual([409, 'from']);
    // The days of another year are that year's: 19 days at the end of 2025, 21 at the start of 2026.
    const across = await declare('away_none', { from: '2025-12-13', to: '2026-01-21' });
    expect(across.status).toBe(201);
    expect(across.body.allowance.used).toEqual({ 2025: 21, 2026: 21 });
  });

  it('is cancelled before it begins, and a cancelled one frees its days', async () => {
    const { absences } = await mine('away_none');
    const later = absences.find((one: { from: string }) => one.from === '2025-12-13');
    const cancelled = await ok(
      'DELETE',
      pathTo(RESOLVER_ROUTES.cancelAbsence, { id: 'away_none', absence: later.id }),
      undefined,
      bearer(hunt.away_none ?? ''),
    );
    expect(cancelled.allowance.used).toEqual({ 2025: 2 });
    const unknown = await api.call(
      'DELETE',
      pathTo(RESOLVER_ROUTES.cancelAbsence, { id: 'away_none', absence: 'ab'.repeat(8) }),
      undefined,
      bearer(hunt.away_none ?? ''),
    );
    expect([unknown.status, unknown.body.errors[0].field]).toEqual([404, 'absence']);
    // Driver 1 sees none of driver 2's.
    expect((await ok('GET', pathTo(RESOLVER_ROUTES.myAbsences, { id: 'away_none' }), undefined, bearer(rossi.away_none ?? ''))).absences).toEqual([]);
  });
});

describe('at the deadline, each race does what its policy says', () => {
  it('wait moves the deadline by the cap (2 days), bot drives without a miss, and a race without a policy counts the miss', async () => {
    for (const race of ['away_wait', 'away_bot', 'away_none']) await ok('POST', `/races/${race}/moves`, { speed: 1, turn: 1 }, bearer(rossi[race] ?? ''));
    api.advance(48);
    await api.resolver().resolveDue();
    // Back at 2025-03-05T00:00 + 48 h would be the 7th: the cap holds it to 2025-03-03T12:00 + 2 days.
    expect(await lastEvents('away_wait')).toMatchObject([{ type: 'DeadlineExtended', deadline: '2025-03-05T12:00:00.000Z', reason: 'absence', cars: ['2'] }]);
    expect((await ok('GET', '/races/away_wait')).race.deadline).toBe('2025-03-05T12:00:00.000Z');
    expect((await lastEvents('away_bot')).map((e) => e.type)).toEqual(['MoveSubmitted', 'MissesExcused', 'TurnResolved']);
    expect((await api.backend.store.head('away_bot'))?.state.missedMoves['2']).toBe(0);
    expect((await lastEvents('away_none')).map((e) => e.type)).toEqual(['MoveSubmitted', 'TurnResolved']);
    expect((await api.backend.store.head('away_none'))?.state.missedMoves['2']).toBe(1);
  });

  it('a begun absence cannot be cancelled; back from it, the waited turn plays at the moved deadline', async () => {
    const { absences } = await mine('away_wait');
    const begun = await api.call(
      'DELETE',
      pathTo(RESOLVER_ROUTES.cancelAbsence, { id: 'away_wait', absence: absences[0].id }),
      undefined,
      bearer(hunt.away_wait ?? ''),
    );
    expect([begun.status, begun.body.errors[0].field]).toEqual([409, 'absence']);
    api.advance(48);
    await api.resolver().resolveDue();
    expect((await lastEvents('away_wait')).at(-1)).toMatchObject({ type: 'TurnResolved', turn: 1, moves: { '1': { speed: 1 }, '2': null } });
  });
});

describe('the policy of a championship', () => {
  it('is one: races whose policies differ are refused, naming the race', async () => {
    const refused = await api.call('POST', '/championships', { id: 'mixed', title: 'Mixed', races: ['away_wait', 'away_bot'] }, organiser);
    expect([refused.status, refused.body.errors[0].field]).toEqual([400, 'races[1].timePolicy']);
  });
});

/** A race of each shipped game. */
const SHIPPED = shippedRaces('away');

describe('in every game', () => {
  /** The cars each race's first step waited for. */
  const awaited: Record<string, string[]> = {};
  beforeAll(async () => {
    for (const { id, rulesetId, circuitId } of SHIPPED) {
      await ok('POST', '/races', { id, title: `Race ${id}`, rulesetId, circuitId, laps: 1, timePolicy: { absence: 'bot' } }, organiser);
      for (const [name, email, tokens] of [
        ['Rossi', 'driver1@example.org', rossi],
        ['Hunt', 'driver2@example.org', hunt],
      ] as const)
        tokens[id] = (await ok('POST', `/races/${id}/entries`, { name, email })).token;
      await ok('POST', `/races/${id}/close-registration`, undefined, organiser);
      awaited[id] = (await api.backend.store.head(id))?.state.step?.cars ?? [];
    }
    // Both away from tomorrow for 10 days, declared once each: past every game's first deadline.
    for (const token of [rossi.away_aics, hunt.away_aics])
      expect((await declare('away_aics', { from: '2025-03-06', to: '2025-03-15' }, token)).status).toBe(201);
    api.advance(7 * 24);
    await api.resolver().resolveDue();
  }, 120_000);

  it.each(SHIPPED)(
    '$rulesetId: the first step plays at its deadline with the absent players driven by the non-human player, no miss counted',
    async ({ id }) => {
      expect(awaited[id]?.length).toBeGreaterThan(0);
      const events = (await api.backend.store.readCommits(id)).flatMap((commit) => commit.events);
      expect(events.find((e) => e.type === 'MissesExcused')).toMatchObject({ cars: Object.fromEntries((awaited[id] ?? []).map((car) => [car, 'bot'])) });
      const state = (await api.backend.store.head(id))?.state;
      expect(state?.played).toBeGreaterThan(0);
      for (const car of awaited[id] ?? []) expect(state?.missedMoves[car] ?? 0).toBe(0);
    },
  );
});
