import { describe, expect, it } from 'vitest';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { RaceView } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { localRaceStack } from '../support/local-race.ts';

const RACES = [
  { id: 'long1', circuitId: 'circuit-a', seed: '10a1'.padEnd(64, '0') },
  { id: 'long2', circuitId: 'circuit-b', seed: '10a2'.padEnd(64, '0') },
  { id: 'long3', circuitId: 'circuit-a', seed: '10a3'.padEnd(64, '0') },
];
const PLAYERS = ['Ada', 'Bruno'];

const { call, ok, mailbox, organiser, playOut } = localRaceStack('speed-master-lambo-long-', '2025-12-01T08:00:00.000Z');
const raceView = async (id: string): Promise<RaceView> => (await ok('GET', `/races/${id}`)).race as RaceView;

/** Each player's money in a race's view, by his name (the game keeps it by seat, his first car). */
const moneyByName = (view: RaceView): Record<string, number> =>
  Object.fromEntries(
    Object.entries((view.game as LamborghiniState).long!.money).map(([seat, amount]) => [view.entries.find((entry) => entry.car === seat)!.name, amount]),
  );

describe('a three-race Long game of Lamborghini over HTTP', () => {
  const money: Record<string, number>[] = [];

  it('[LB-LONG-3] [LB-GAP-10] plays three races, each after the one it follows, each starting from the money the race before left', async () => {
    for (const [index, race] of RACES.entries()) {
      const follows = RACES[index - 1]?.id;
      const created = await call('POST', '/races', {
        token: organiser(),
        body: {
          id: race.id,
          title: `Long ${index + 1}`,
          circuitId: race.circuitId,
          rulesetId: 'lamborghini',
          seed: race.seed,
          version: 'long',
          // One lap each (LB-FIN-1 by the organiser's choice): the championship's money, not the length of its races, is what is checked.
          laps: 1,
          ...(follows ? { follows } : {}),
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // The race shows the version it was created with beside the game's state (null until registration closes).
      expect(created.body.race).toMatchObject({ version: 'long', game: null });
      for (const name of PLAYERS) {
        const entry = await call('POST', `/races/${race.id}/entries`, { body: { name, email: `${name.toLowerCase()}@long.example.org`, language: 'en' } });
        expect(entry.status, JSON.stringify(entry.body)).toBe(201);
      }
      await ok('POST', `/races/${race.id}/close-registration`, { token: organiser() });
      const opened = await raceView(race.id);
      const startMoney = moneyByName(opened);
      if (index === 0) {
        // [LB-SETUP-6] [LB-AUCT-1] The close of registration shows each player his money, and asks for his sealed bid.
        const closed = (await mailbox('ada@long.example.org')).find((email) => email.subject === 'Long 1: registration closed');
        expect(closed?.body.text).toMatch(/Your money\n=+\n\n- \$60,000\n/);
        expect(closed?.body.text).toContain('Send your sealed bid, in banknotes of $1,000 by ');
      }
      const finished = (await playOut(race.id)) as RaceView;
      expect(finished.classification.length).toBe(PLAYERS.length);
      money.push(moneyByName(finished));
      const before = money[index - 1];
      if (before)
        // LB-GAP-10: each player begins with what he had at the end of the race it follows, less $1,000 for each damage repaired.
        for (const name of PLAYERS) {
          const repairs = before[name]! - startMoney[name]!;
          expect(repairs % 1000, name).toBe(0);
          expect(repairs, name).toBeGreaterThanOrEqual(0);
        }
      const log = await ok('GET', `/races/${race.id}/export`);
      expect(auditRace(log, rulesets)).toMatchObject({ ok: true });
    }
    expect(money).toHaveLength(3);
  }, 600_000);

  it('[LB-LONG-4] ranks the championship of the three by the money each player holds at the end', async () => {
    const created = await call('POST', '/championships', {
      token: organiser(),
      body: { id: 'long_game', title: 'Long game', races: RACES.map((race) => race.id) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { championship } = (await ok('GET', '/championships/long_game')) as { championship: { standings: { player: string; points: number }[] } };
    const last = money.at(-1)!;
    expect(championship.standings.map((standing) => standing.player).sort()).toEqual([...PLAYERS].sort());
    for (const standing of championship.standings) expect(standing.points).toBe(last[standing.player]);
    const byMoney = [...championship.standings].sort((a, b) => b.points - a.points).map((standing) => standing.points);
    expect(championship.standings.map((standing) => standing.points)).toEqual(byMoney);
  });
});
