/**
 * Tiers seeded by rating over the HTTP API (issue 29, docs/leagues.md "Seeding by rating"), on the
 * toy league whose finishing orders the test chooses. Three races, every driver new to them:
 * a1 Ada, Bea, Cid and b1 Dan, Eve, Fay each give +16.0, 0 and −16.0 (a three-driver race of
 * drivers at 1500.0: the winner's margin is two meetings won against two expected halves,
 * 32 × 10000 / (2 × 1000) = 160 tenths); x1, Gus ahead of Hal, gives ±16.0 (32 × 5000 / 1000).
 * So Ada, Dan and Gus 1516.0; Bea and Eve 1500.0; Cid, Fay and Hal 1484.0; Ian never raced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingsFromExports } from '../../tools/audit/ratings.ts';
import { type Api, organiser, startApi } from '../api/world.ts';
import { toyLeague } from '../race/toy-ruleset.ts';
import { okOf, raceInOrder, sendOf } from './toy-races.ts';

const league = toyLeague;

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-seeding', { [league.id]: league });
  await raceInOrder(sendOf(api), 'a1', ['Ada', 'Bea', 'Cid']);
  await raceInOrder(sendOf(api), 'b1', ['Dan', 'Eve', 'Fay']);
  await raceInOrder(sendOf(api), 'x1', ['Gus', 'Hal']);
}, 120_000);
afterAll(() => api.close());

const ok = (...call: Parameters<ReturnType<typeof okOf>>) => okOf(api)(...call);
const refused = async (method: string, path: string, body: unknown, field: string) => {
  const answer = await api.call(method, path, body, organiser);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.type).toContain('application/problem+json');
  expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
};

describe('a first season’s tiers seeded by rating', () => {
  it('cuts the drivers into the sizes in rating order, level ratings and the unrated in the order listed', async () => {
    const body = { rulesetId: league.id, drivers: ['Ian', 'Hal', 'Bea', 'Gus', 'Ada', 'Cid'], sizes: [2, 4] };
    const { tiers } = await ok('POST', '/ratings/tiers', body);
    expect(tiers).toEqual([
      [
        { driver: 'Gus', rating: 1516, races: 1 },
        { driver: 'Ada', rating: 1516, races: 1 },
      ],
      [
        { driver: 'Bea', rating: 1500, races: 1 },
        { driver: 'Hal', rating: 1484, races: 1 },
        { driver: 'Cid', rating: 1484, races: 1 },
        { driver: 'Ian', rating: null, races: 0 },
      ],
    ]);
    // The ratings seeded are those anyone reads, which the auditor recomputes from the races' exports alone.
    const { ratings } = await ok('GET', '/ratings');
    const exports = await Promise.all(['a1', 'b1', 'x1'].map((raceId) => ok('GET', `/races/${raceId}/export`)));
    expect(ratingsFromExports(exports, { [league.id]: league })).toEqual(ratings);
    expect(ratings[league.id].Hal.rating).toBe(1484);
  });

  it('refuses sizes that miss a driver, a driver twice and an unknown game, naming the field', async () => {
    const body = { rulesetId: league.id, drivers: ['Ada', 'Bea', 'Cid'], sizes: [1, 2] };
    await refused('POST', '/ratings/tiers', { ...body, sizes: [1, 1] }, 'sizes');
    await refused('POST', '/ratings/tiers', { ...body, drivers: ['Ada', 'Bea', 'Ada'] }, 'drivers[2]');
    await refused('POST', '/ratings/tiers', { ...body, rulesetId: 'no-such-game' }, 'rulesetId');
    await refused('POST', '/ratings/tiers', { ...body, sizes: [] }, 'sizes');
  });
});

describe('a next season’s newcomers placed by rating', () => {
  const calendar = [{ title: 'GP', circuitId: 'oval' }];

  beforeAll(async () => {
    const tiers = [
      { name: 'Serie A', races: ['a1'] },
      { name: 'Serie B', races: ['b1'] },
    ];
    await ok('POST', '/seasons', { id: 's1', title: '2026', rules: { promote: 1, relegate: 1, tieBreaks: [] }, tiers }, organiser);
    // Dan (3 points) goes up, Cid (1) down: [Ada, Bea, Dan] and [Cid, Eve, Fay].
    const { closing } = await ok('POST', '/seasons/s1/close', {}, organiser);
    expect(closing.tiers).toEqual([
      ['Ada', 'Bea', 'Dan'],
      ['Cid', 'Eve', 'Fay'],
    ]);
  });

  it('puts each in the highest tier whose lowest rating he reaches, the unrated in the last, and registers them', async () => {
    const newcomer = (name: string) => ({ name, email: `${name.toLowerCase()}@example.org`, language: 'it' });
    const body = { id: 's2', title: '2027', calendar, options: { laps: 1 }, newcomers: ['Ian', 'Hal', 'Gus'].map(newcomer) };
    // A newcomer who is in a tier already is refused, and nothing is created.
    await refused('POST', '/seasons/s1/next', { ...body, newcomers: [newcomer('Ian'), newcomer('Dan')] }, 'newcomers[1].name');
    expect((await api.call('GET', '/races/s2_1_1')).status).toBe(404);

    const mailsBefore = api.mails.length;
    await ok('POST', '/seasons/s1/next', body, organiser);
    // Serie A's lowest rating is Bea's 1500.0, Serie B's Fay's 1484.0. Gus (1516.0) reaches Serie A,
    // Hal (1484.0) only Serie B, level with Fay; Ian has no rating.
    const entrants = async (raceId: string) => (await ok('GET', `/races/${raceId}`)).race.entries.map(({ name }: { name: string }) => name);
    expect(await entrants('s2_1_1')).toEqual(['Ada', 'Bea', 'Dan', 'Gus']);
    expect(await entrants('s2_2_1')).toEqual(['Cid', 'Eve', 'Fay', 'Hal', 'Ian']);
    const told = api.mails.slice(mailsBefore);
    expect(told.map(({ to }) => to).sort()).toEqual(['ada', 'bea', 'cid', 'dan', 'eve', 'fay', 'gus', 'hal', 'ian'].map((name) => `${name}@example.org`));
    // In the language given for him, in his tier's race.
    expect(told.find(({ to }) => to === 'ian@example.org')?.email.subject).toBe('GP (Serie B): iscrizione confermata');

    // Hal then beats Gus: from 1484.0 against 1516.0 (d = −32.0, E = 4541), 32 × (10000 − 4541) / 1000 = 174.69
    // → +17.5, Hal 1501.5 and Gus 1498.5, which would now place Hal in Serie A and Gus in Serie B. A retry of
    // the start places them where the first registered them, and registers no one twice.
    await raceInOrder(sendOf(api), 'x2', ['Hal', 'Gus']);
    const { ratings } = await ok('GET', '/ratings');
    expect([ratings[league.id].Hal.rating, ratings[league.id].Gus.rating]).toEqual([1501.5, 1498.5]);
    await ok('POST', '/seasons/s1/next', body, organiser);
    expect(await entrants('s2_1_1')).toEqual(['Ada', 'Bea', 'Dan', 'Gus']);
    expect(await entrants('s2_2_1')).toEqual(['Cid', 'Eve', 'Fay', 'Hal', 'Ian']);
  });
});
