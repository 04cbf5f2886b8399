import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notifier } from '../../functions/notifier/notifier.ts';
import { scheduledHandler } from '../../functions/resolver/scheduled.ts';
import { type Api, startApi } from '../api/world.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('speed-master-scheduled');
});
afterAll(() => world.close());

const quiet = () => {
  const lines: string[] = [];
  return { lines, log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
};

describe('scheduled handler', () => {
  it('plays the due races of one EventBridge run and reports them', async () => {
    await world.racingRace('sched1');
    world.advance(48);
    const { lines, log } = quiet();

    const result = await scheduledHandler(world.resolver(), log)({ time: world.now().toISOString() });

    expect(result).toEqual({ resolved: ['sched1'], emails: 2 });
    expect(JSON.parse(lines[0] ?? '{}')).toEqual({ scheduledAt: world.now().toISOString(), resolved: ['sched1'], emails: 2 });
  });

  it('fails the run, after trying every race, when one race could not be resolved', async () => {
    await world.racingRace('sched2');
    world.advance(48);
    const down: Notifier = { ...world.deps.notifier, published: () => Promise.reject(new Error('SES throttled')) };
    const { lines, log } = quiet();

    await expect(scheduledHandler(world.resolver({ notifier: down }), log)({})).rejects.toThrow('resolution failed for sched1, sched2');
    expect(lines.slice(1).map((line) => JSON.parse(line).raceId)).toEqual(['sched1', 'sched2']);
  });
});
