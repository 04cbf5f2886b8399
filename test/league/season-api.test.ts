/**
 * A league's season over the HTTP API (issue 29), on a toy ruleset whose results the players'
 * moves decide alone: two tiers of three drivers over a calendar of three races, each race's
 * order chosen by the test, so that the standings, the tie-break, promotion and relegation, and
 * the ratings are worked out by hand below. The ratings are then recomputed by the auditor from
 * the races' exports alone.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from '../../tools/audit/cli.ts';
import { ratingsFromExports } from '../../tools/audit/ratings.ts';
import { type Api, organiser, startApi } from '../api/world.ts';
import { toyLeague } from '../race/toy-ruleset.ts';
import { okOf, sendOf, raceInOrder as toyRace } from './toy-races.ts';

const league = toyLeague;

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-season', { [league.id]: league });
});
afterAll(() => api.close());

const ok = (...call: Parameters<ReturnType<typeof okOf>>) => okOf(api)(...call);
const raceInOrder = (raceId: string, order: readonly string[], noSetup?: string) => toyRace(sendOf(api), raceId, order, noSetup);

describe('a season of two tiers over three races', () => {
  const rules = { promote: 1, relegate: 1, tieBreaks: ['countBack', 'headToHead'] };

  beforeAll(async () => {
    // Tier 1: Ada 3 + 3 + 1 = 7, Bea 2 + 2 + 3 = 7, Cleo 1 + 1 + 2 = 4; Ada and Bea level, Ada
    // with two wins to Bea's one (count-back).
    await raceInOrder('a1', ['Ada', 'Bea', 'Cleo']);
    await raceInOrder('a2', ['Ada', 'Bea', 'Cleo']);
    await raceInOrder('a3', ['Bea', 'Cleo', 'Ada']);
    // Tier 2: Dan 2 + 3 + 3 = 8, Eve 3 + 2 + 1 = 6, Fay 1 + 1 + 2 = 4.
    await raceInOrder('b1', ['Eve', 'Dan', 'Fay']);
    await raceInOrder('b2', ['Dan', 'Eve', 'Fay']);
    // Fay sends no setup in b3: the non-human player sets her car up.
    await raceInOrder('b3', ['Dan', 'Fay', 'Eve'], 'Fay');
  }, 120_000);

  it('is created by the organiser over tiers racing the same calendar, and refused otherwise naming the field', async () => {
    const tiers = [
      { name: 'Serie A', races: ['a1', 'a2', 'a3'] },
      { name: 'Serie B', races: ['b1', 'b2', 'b3'] },
    ];
    const refusal = async (body: unknown, field: string, status = 400) => {
      const answer = await api.call('POST', '/seasons', body, organiser);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.type).toContain('application/problem+json');
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    };
    await refusal({ id: 's0', title: 'Short', rules, tiers: [tiers[0], { name: 'Serie B', races: ['b1', 'b2'] }] }, 'tiers[1].races');
    await refusal({ id: 's0', title: 'Twice', rules, tiers: [tiers[0], { name: 'Serie B', races: ['b1', 'b2', 'a3'] }] }, 'tiers');
    await refusal({ id: 's0', title: 'Missing', rules, tiers: [tiers[0], { name: 'Serie B', races: ['b1', 'b2', 'zz'] }] }, 'tiers[1].races[2]', 404);
    await refusal({ id: 's0', title: 'No tie-break twice', rules: { ...rules, tieBreaks: ['countBack', 'countBack'] }, tiers }, 'rules.tieBreaks');
    expect((await api.call('POST', '/seasons', { id: 's1', title: '2026', rules, tiers })).status).toBe(401);

    const { season } = await ok('POST', '/seasons', { id: 's1', title: '2026', rules, tiers }, organiser);
    expect(season).toMatchObject({ id: 's1', rulesetId: league.id });
    await refusal({ id: 's1', title: 'Again', rules, tiers }, 'id', 409);
  });

  it('shows each tier’s standings and final order, the tie broken by count-back', async () => {
    const { season } = await ok('GET', '/seasons/s1');
    const [first, second] = season.tiers;
    expect(first.standings.map(({ player, position, points }: Record<string, unknown>) => ({ player, position, points }))).toEqual([
      { player: 'Ada', position: 1, points: 7 },
      { player: 'Bea', position: 1, points: 7 },
      { player: 'Cleo', position: 3, points: 4 },
    ]);
    expect(first.order.map(({ player, rank, decidedBy }: Record<string, unknown>) => ({ player, rank, decidedBy }))).toEqual([
      { player: 'Ada', rank: 1, decidedBy: 'countBack' },
      { player: 'Bea', rank: 2, decidedBy: 'countBack' },
      { player: 'Cleo', rank: 3, decidedBy: 'standings' },
    ]);
    expect(second.order.map(({ player }: { player: string }) => player)).toEqual(['Dan', 'Eve', 'Fay']);
    expect(season.closing).toBeNull();
  });

  it('closes once: Dan goes up, Cleo goes down, each driver told in his language, and a second close answers the first', async () => {
    const mailsBefore = api.mails.length;
    const first = await ok('POST', '/seasons/s1/close', {}, organiser);
    expect(first.emailed).toBe(6);
    const told = api.mails.slice(mailsBefore);
    const mailTo = (to: string) => told.find((mail) => mail.to === to)?.email;
    expect(mailTo('dan@example.org')?.subject).toBe('2026: the season is over');
    expect(mailTo('dan@example.org')?.text).toContain('you finished 1st in Serie B. You move up to Serie A next season.');
    expect(mailTo('cleo@example.org')?.subject).toBe('2026: la stagione è finita');
    expect(mailTo('cleo@example.org')?.text).toContain('hai chiuso 3° in Serie A. La prossima stagione scendi in Serie B.');
    expect(mailTo('ada@example.org')?.text).toMatch(/1\s+Ada\s+7\s+count-back/);

    const { closing, emailed } = await ok('POST', '/seasons/s1/close', { leaving: ['Eve'] }, organiser);
    expect(emailed).toBe(0);
    expect(closing).toEqual(first.closing);
    expect(closing.tiers).toEqual([
      ['Ada', 'Bea', 'Dan'],
      ['Cleo', 'Eve', 'Fay'],
    ]);
    expect(closing.movements).toEqual(
      expect.arrayContaining([
        { driver: 'Dan', from: 1, to: 0, move: 'promoted' },
        { driver: 'Cleo', from: 0, to: 1, move: 'relegated' },
        { driver: 'Ada', from: 0, to: 0, move: 'stays' },
      ]),
    );
    expect((await ok('GET', '/seasons/s1')).season.closing).toEqual(closing);
  });

  it('starts the next season from the close: its tiers, each tier’s races, every driver registered and told his token', async () => {
    const body = { id: 's2', title: '2027', calendar: [1, 2, 3].map((n) => ({ title: `GP ${n}`, circuitId: 'oval' })), options: { laps: 1 } };
    const unclosed = await api.call('POST', '/seasons/s2/next', body, organiser);
    expect(unclosed.status).toBe(404);
    const mailsBefore = api.mails.length;
    const { season } = await ok('POST', '/seasons/s1/next', body, organiser);
    expect(season.tiers).toEqual([
      { name: 'Serie A', races: ['s2_1_1', 's2_1_2', 's2_1_3'] },
      { name: 'Serie B', races: ['s2_2_1', 's2_2_2', 's2_2_3'] },
    ]);
    const entrants = async (raceId: string) => (await ok('GET', `/races/${raceId}`)).race.entries.map(({ name }: { name: string }) => name).sort();
    expect(await entrants('s2_1_3')).toEqual(['Ada', 'Bea', 'Dan']);
    expect(await entrants('s2_2_1')).toEqual(['Cleo', 'Eve', 'Fay']);
    // One token a race for each of the six drivers, each to the address he raced under.
    const told = api.mails.slice(mailsBefore);
    expect(told).toHaveLength(18);
    expect(told.filter(({ to }) => to === 'dan@example.org')).toHaveLength(3);
    // A retry answers the same season and registers no one twice.
    expect((await ok('POST', '/seasons/s1/next', body, organiser)).season).toEqual(season);
    expect(await entrants('s2_1_1')).toEqual(['Ada', 'Bea', 'Dan']);
    const { season: read } = await ok('GET', '/seasons/s2');
    expect(read.closing).toBeNull();
    const notClosed = await api.call('POST', '/seasons/s2/next', { ...body, id: 's3' }, organiser);
    expect(notClosed.status).toBe(409);
    expect(notClosed.body.errors[0].field).toBe('id');
  });

  it('lists every season to the organiser in the order created, each with its ruleset, tiers and whether it is closed', async () => {
    expect((await api.call('GET', '/seasons')).status).toBe(401);
    const { seasons } = await ok('GET', '/seasons', undefined, organiser);
    expect(seasons).toEqual([
      {
        id: 's1',
        title: '2026',
        rulesetId: league.id,
        tiers: [
          { name: 'Serie A', races: ['a1', 'a2', 'a3'] },
          { name: 'Serie B', races: ['b1', 'b2', 'b3'] },
        ],
        closed: true,
      },
      {
        id: 's2',
        title: '2027',
        rulesetId: league.id,
        tiers: [
          { name: 'Serie A', races: ['s2_1_1', 's2_1_2', 's2_1_3'] },
          { name: 'Serie B', races: ['s2_2_1', 's2_2_2', 's2_2_3'] },
        ],
        closed: false,
      },
    ]);
  });

  it('rates every driver from the finished races, as the auditor does from their exports alone', async () => {
    const { ratings } = await ok('GET', '/ratings');
    // Race a1, everyone at 1500: the winner scores 2 wins against 2 expected halves, so
    // 32 / 2 × (2 − 1) = +16.0; second 0; third −16.0. So too in b1.
    expect(ratings[league.id].Ada.changes[0]).toEqual({ raceId: 'a1', before: 1500, change: 16, after: 1516 });
    expect(ratings[league.id].Cleo.changes[0]).toEqual({ raceId: 'a1', before: 1500, change: -16, after: 1484 });
    expect(ratings[league.id].Bea.changes[0]).toMatchObject({ raceId: 'a1', change: 0 });
    expect(Object.keys(ratings[league.id]).sort()).toEqual(['Ada', 'Bea', 'Cleo', 'Dan', 'Eve', 'Fay']);
    expect(ratings[league.id].Ada.races).toBe(3);

    const exports = await Promise.all(['a1', 'a2', 'a3', 'b1', 'b2', 'b3'].reverse().map((raceId) => ok('GET', `/races/${raceId}/export`)));
    expect(ratingsFromExports(exports, { [league.id]: league })).toEqual(ratings);

    // The same from the command line, the exports as files.
    const dir = await mkdtemp(join(tmpdir(), 'ratings-'));
    const files = await Promise.all(
      exports.map(async (exported, index) => {
        const file = join(dir, `race${index}.json`);
        await writeFile(file, JSON.stringify(exported));
        return file;
      }),
    );
    const out: string[] = [];
    expect(await runAudit(['--ratings', ...files], { [league.id]: league }, { out: (line) => out.push(line), err: (line) => out.push(line) })).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual(ratings);
  });

  it('gives anyone a driver’s record: his races, places, points, the steps he missed and his rating', async () => {
    const { ratings } = await ok('GET', '/ratings');
    // Each race waited four times for each car: the pole lap, the setup and two turns. Fay missed
    // b3's setup: 11 of 12 in time. Her places 3, 3, 2 gave her 1 + 1 + 2 points.
    const { record } = await ok('GET', `/drivers/${encodeURIComponent('Fay')}`);
    // The next season's three races, in registration, wait for nothing yet.
    expect(record.races.map(({ raceId, place, points, awaited, missed }: Record<string, unknown>) => ({ raceId, place, points, awaited, missed }))).toEqual([
      { raceId: 'b1', place: 3, points: 1, awaited: 4, missed: 0 },
      { raceId: 'b2', place: 3, points: 1, awaited: 4, missed: 0 },
      { raceId: 'b3', place: 2, points: 2, awaited: 4, missed: 1 },
      { raceId: 's2_2_1', place: null, points: null, awaited: 0, missed: 0 },
      { raceId: 's2_2_2', place: null, points: null, awaited: 0, missed: 0 },
      { raceId: 's2_2_3', place: null, points: null, awaited: 0, missed: 0 },
    ]);
    expect(record.totals).toEqual({ races: 6, finished: 3, wins: 0, points: 4, awaited: 12, missed: 1, excused: 0, onTime: 11 / 12 });
    expect(record.ratings).toEqual({ [league.id]: { rating: ratings[league.id].Fay.rating, races: 3 } });
    const unknown = await api.call('GET', '/drivers/Nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].field).toBe('name');
  });
});
