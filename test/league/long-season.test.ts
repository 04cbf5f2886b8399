/**
 * The next season of a league whose races go on from one another (issue 29): Lamborghini's Long
 * game, each race starting from what the race it follows left (LB-LONG-3). A season of one tier
 * over one race is closed; its next season of two races creates the tier's first race at once,
 * its drivers registered, and the second only once the first has finished, by the organiser's
 * `POST /seasons/{id}/races`, following it, which a second call does not repeat. Each race is one
 * lap for two drivers, played out by the non-human player at each deadline.
 */
import { describe, expect, it } from 'vitest';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Json } from '../support/local-api.ts';
import { localRaceStack } from '../support/local-race.ts';

const SEED = '5ea5'.padEnd(64, '0');
const DRIVERS = ['Ada', 'Bruno'];
const options = { version: 'long', laps: 1, seed: SEED };

const { call, ok, mailbox, organiser, playOut } = localRaceStack('speed-master-long-season-', '2026-03-02T08:00:00.000Z');
const as = () => ({ token: organiser() });
const raceView = async (id: string): Promise<Json> => (await ok('GET', `/races/${id}`)).race;
const names = (view: Json) => view.entries.map(({ name }: { name: string }) => name).sort();
const address = (name: string) => `${name.toLowerCase()}@long-season.example.org`;

/** Closes the race's registration and plays it to its finish. */
async function closeAndPlayOut(id: string): Promise<Json> {
  await ok('POST', `/races/${id}/close-registration`, as());
  return playOut(id);
}

/** Each driver's money in a race's view, by his name (the game keeps it by seat, his car). */
const moneyByName = (view: Json): Record<string, number> =>
  Object.fromEntries(view.entries.map(({ name, car }: { name: string; car: string }) => [name, (view.game as LamborghiniState).long!.money[car]]));

describe('the next season of Lamborghini’s Long game', () => {
  it('[LB-LONG-3] creates each tier’s first race at once and each later one once the race it follows has finished, following it, exactly once', async () => {
    await ok('POST', '/races', { ...as(), body: { id: 'l1', title: 'Long 1', circuitId: 'circuit-a', rulesetId: 'lamborghini', ...options } });
    for (const name of DRIVERS) await ok('POST', '/races/l1/entries', { body: { name, email: address(name), language: name === 'Bruno' ? 'it' : 'en' } });
    await closeAndPlayOut('l1');
    const rules = { promote: 0, relegate: 0, tieBreaks: [] };
    await ok('POST', '/seasons', { ...as(), body: { id: 'ls1', title: '2026', rules, tiers: [{ name: 'Serie A', races: ['l1'] }] } });
    const { closing } = await ok('POST', '/seasons/ls1/close', as());
    expect([...closing.tiers[0]].sort()).toEqual(DRIVERS);

    const calendar = [
      { title: 'GP 1', circuitId: 'circuit-a' },
      { title: 'GP 2', circuitId: 'circuit-b' },
    ];
    const { season } = await ok('POST', '/seasons/ls1/next', { ...as(), body: { id: 'ls2', title: '2027', calendar, options } });
    expect(season.tiers).toEqual([{ name: 'Serie A', races: ['ls2_1_1', 'ls2_1_2'] }]);
    // The plan keeps the options, the seed among them: no answer shows it.
    expect(season.plan).toBeUndefined();
    expect(names(await raceView('ls2_1_1'))).toEqual(DRIVERS);
    expect((await call('GET', '/races/ls2_1_2')).status).toBe(404);
    const read = async () => (await ok('GET', '/seasons/ls2')).season;
    expect((await read()).tiers[0].races.map(({ raceId, phase }: Json) => ({ raceId, phase }))).toEqual([
      { raceId: 'ls2_1_1', phase: 'registration' },
      { raceId: 'ls2_1_2', phase: 'none' },
    ]);
    expect(JSON.stringify(await read())).not.toContain(SEED);
    // A retried start answers the same season and registers no one twice.
    expect((await ok('POST', '/seasons/ls1/next', { ...as(), body: { id: 'ls2', title: '2027', calendar, options } })).season).toEqual(season);
    expect(names(await raceView('ls2_1_1'))).toEqual(DRIVERS);

    // Nothing to create while the first race is unfinished, and the season does not close.
    expect(await ok('POST', '/seasons/ls2/races', as())).toEqual({ created: [], waiting: ['ls2_1_2'] });
    expect((await call('POST', '/seasons/ls2/races', {})).status).toBe(401);
    const unfinished = await call('POST', '/seasons/ls2/close', as());
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.errors[0].field).toBe('tiers[0].races[0]');

    const first = await closeAndPlayOut('ls2_1_1');
    expect(await ok('POST', '/seasons/ls2/races', as())).toEqual({ created: ['ls2_1_2'], waiting: [] });
    // Called again, it creates and registers nothing more, and emails no second token.
    expect(await ok('POST', '/seasons/ls2/races', as())).toEqual({ created: [], waiting: [] });
    const second = await raceView('ls2_1_2');
    expect(second).toMatchObject({ title: 'GP 2 (Serie A)', circuitId: 'circuit-b', phase: 'registration' });
    expect(names(second)).toEqual(DRIVERS);
    const created = (await ok('GET', '/races/ls2_1_2/export')).commits[0].events[0];
    expect(created).toMatchObject({ type: 'RaceCreated', follows: 'ls2_1_1' });
    for (const name of DRIVERS) expect((await mailbox(address(name))).filter(({ subject }) => subject.startsWith('GP 2 (Serie A): '))).toHaveLength(1);

    // [LB-LONG-3] (2) Closing its registration starts it from what the first left: each driver's
    // money, less $1,000 for each damage of his car while he has $1,000.
    await ok('POST', '/races/ls2_1_2/close-registration', as());
    const ended = moneyByName(first);
    const damages = (first.game as LamborghiniState).long!.outcome!.damages;
    const expected = Object.fromEntries(
      first.entries.map(({ name, car }: { name: string; car: string }) => [
        name,
        ended[name]! - 1000 * Math.min(damages[car] ?? 0, Math.floor(ended[name]! / 1000)),
      ]),
    );
    expect(moneyByName(await raceView('ls2_1_2'))).toEqual(expected);
  }, 300_000);
});
