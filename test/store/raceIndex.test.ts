import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRaceIndex, type RaceIndex, type RaceView } from '../../functions/store/raceIndex.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';

let dynamo: LocalDynamo;
let index: RaceIndex;

beforeAll(async () => {
  dynamo = await startDynalite();
  index = createRaceIndex(dynamo);
});
afterAll(() => dynamo.close());

const race = (raceId: string, nextDeadline: string | undefined, commit = 1, announcements = 0): RaceView => ({
  raceId,
  status: nextDeadline ? 'running' : 'finished',
  title: `Grand Prix ${raceId}`,
  circuit: 'monza',
  commit,
  announcements,
  ...(nextDeadline ? { nextDeadline } : {}),
});
const settled = { announced: 0, announcedCommit: 0 };

describe('race index', () => {
  it('lists every race and finds the due ones through the index, earliest first', async () => {
    await index.putRace(race('late', '2025-03-03T12:00:00.000Z'));
    await index.putRace(race('due-second', '2025-03-01T09:00:00.000Z'));
    await index.putRace(race('due-first', '2025-02-28T09:00:00.000Z'));
    await index.putRace(race('finished', undefined));

    const due = await index.dueRaces('2025-03-01T12:00:00.000Z');
    expect(due.map((r) => r.raceId)).toEqual(['due-first', 'due-second']);
    expect(due[0]).toEqual({ ...race('due-first', '2025-02-28T09:00:00.000Z'), ...settled });
    expect((await index.listRaces()).map((r) => r.raceId).sort()).toEqual(['due-first', 'due-second', 'finished', 'late']);
    expect(await index.getRace('finished')).toEqual({ ...race('finished', undefined), ...settled });
  });

  it('counts a deadline equal to now as due', async () => {
    await index.putRace(race('exact', '2030-01-01T00:00:00.000Z'));
    expect((await index.dueRaces('2030-01-01T00:00:00.000Z')).map((r) => r.raceId)).toContain('exact');
  });

  it('never lets an older commit put its view over a newer one', async () => {
    expect(await index.putRace(race('ordered', '2031-01-01T00:00:00.000Z', 5))).toBe(true);
    expect(await index.putRace(race('ordered', '2031-01-03T00:00:00.000Z', 4))).toBe(false);
    expect(await index.putRace(race('ordered', undefined, 6))).toBe(true);

    expect(await index.getRace('ordered')).toEqual({ ...race('ordered', undefined, 6), ...settled });
  });

  it('keeps a race with emails owed due whatever its deadline, until the resolver records them sent', async () => {
    const later = '2031-06-01T00:00:00.000Z';
    await index.putRace(race('owing', later, 3, 1), { announced: 1, announcedCommit: 3 });
    expect(await index.putRace(race('owing', later, 5, 2))).toBe(true);
    expect(await index.getRace('owing')).toEqual({ ...race('owing', later, 5, 2), announced: 1, announcedCommit: 3 });
    expect((await index.dueRaces('2025-01-01T00:00:00.000Z')).map((r) => r.raceId)).toEqual(['owing']);

    expect(await index.putRace(race('owing', later, 4, 2), { announced: 2, announcedCommit: 4 })).toBe(false);
    expect(await index.getRace('owing')).toMatchObject({ commit: 5, announced: 2, announcedCommit: 4 });
    expect(await index.putRace(race('owing', later, 5, 2), { announced: 2, announcedCommit: 5 })).toBe(true);
    expect(await index.putRace(race('owing', later, 6, 2))).toBe(true);
    expect(await index.getRace('owing')).toMatchObject({ commit: 6, announced: 2, announcedCommit: 5 });
    expect((await index.dueRaces('2031-05-31T23:59:59.999Z')).map((r) => r.raceId)).not.toContain('owing');
  });

  it('keeps a step due that its last submission made due while the resolver was still emailing the step before', async () => {
    const deadline = '2031-06-03T00:00:00.000Z';
    const now = '2031-06-01T10:00:00.000Z';
    // The grid is written (commit 5, one announcement) and its emails are going out, when the
    // last setup comes in: the API marks the step due now.
    expect(await index.putRace({ ...race('sooner', deadline, 5, 1), nextDeadline: now })).toBe(true);
    expect(await index.putRace(race('sooner', deadline, 5, 1), { announced: 1, announcedCommit: 5 })).toBe(false);

    expect(await index.getRace('sooner')).toMatchObject({ commit: 5, nextDeadline: now, announced: 1, announcedCommit: 5 });
    expect((await index.dueRaces(now)).map((r) => r.raceId)).toContain('sooner');
  });

  it('refuses a time that does not sort as time', async () => {
    await expect(index.dueRaces('2025-03-01T12:00:00Z')).rejects.toThrow();
    await expect(index.putRace(race('odd', '2025-03-01T12:00:00+01:00'))).rejects.toThrow();
  });
});

describe('race index read through a stale global secondary index', () => {
  it('lists a race the index shows twice (at its old key and its new one) once, as its newest commit left it', async () => {
    await index.putRace(race('stale1', '2025-05-01T10:00:00.000Z', 1));
    // The item as the index showed it at commit 1, which a lagging index may still return.
    let stale: Record<string, unknown>[] = [];
    const capturing = {
      send: async (command: { constructor: { name: string } }) => {
        const answer = await dynamo.client.send(command as never);
        if (command.constructor.name === 'QueryCommand')
          stale = ((answer as { Items?: Record<string, unknown>[] }).Items ?? []).filter((item) => JSON.stringify(item).includes('stale1'));
        return answer;
      },
    };
    await createRaceIndex({ client: capturing as never, table: dynamo.table }).listRaces();
    await index.putRace(race('stale1', '2025-05-03T10:00:00.000Z', 2));
    const lagging = {
      send: async (command: { constructor: { name: string } }) => {
        const answer = (await dynamo.client.send(command as never)) as { Items?: unknown[] };
        return command.constructor.name === 'QueryCommand' ? { ...answer, Items: [...stale, ...(answer.Items ?? [])] } : answer;
      },
    };
    const listed = (await createRaceIndex({ client: lagging as never, table: dynamo.table }).listRaces()).filter((entry) => entry.raceId === 'stale1');
    expect(listed).toMatchObject([{ raceId: 'stale1', commit: 2, nextDeadline: '2025-05-03T10:00:00.000Z' }]);
  });
});
