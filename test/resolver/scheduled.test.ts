import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledHandler } from '../../functions/fanout/scheduled.ts';
import { createFanout } from '../../functions/race/fanout.ts';
import type { Work, WorkQueue } from '../../functions/race/work.ts';
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
const recording = (): WorkQueue & { sent: Work[] } => {
  const sent: Work[] = [];
  return { sent, send: async (works) => void sent.push(...works) };
};

describe('scheduled handler', () => {
  it('hands each due race step of one EventBridge run to the step queue, and plays nothing itself', async () => {
    await world.racingRace('sched1');
    world.advance(48);
    const { lines, log } = quiet();
    const [steps, emails] = [recording(), recording()];
    const before = (await world.events('sched1')).length;

    const result = await scheduledHandler(createFanout({ resolver: world.resolver(), steps, emails }), log)({ time: world.now().toISOString() });

    const commit = (await world.deps.index.getRace('sched1'))?.commit;
    expect(steps.sent).toContainEqual({ kind: 'step', raceId: 'sched1', commit });
    expect(result).toEqual({ dispatched: steps.sent.length });
    expect(JSON.parse(lines[0] ?? '{}')).toEqual({ scheduledAt: world.now().toISOString(), dispatched: steps.sent.length });
    expect(emails.sent).toEqual([]);
    expect((await world.events('sched1')).length).toBe(before);
  });

  it('fails the run, after trying every reminder, when one could not be sent', async () => {
    const { lines, log } = quiet();
    const resolver = world.resolver();
    const failing = { ...resolver, remindDue: async () => [{ raceId: 'sched2', error: new Error('SES throttled') }] };
    await expect(scheduledHandler(createFanout({ resolver: failing, steps: recording(), emails: recording() }), log)({})).rejects.toThrow(
      'reminders failed for sched2',
    );
    expect(JSON.parse(lines[1] ?? '{}').raceId).toBe('sched2');
  });
});
