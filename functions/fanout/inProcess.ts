/**
 * The fan-out in this process (local mode, the tests): the same dispatch and the same workers as
 * on AWS, through the in-process queue adapter. `resolveDue` is one scheduled run: it dispatches,
 * then waits until both queues are drained (the channels' posts that run enqueued included), and
 * tells what was played and what failed.
 */

import { createFanout, EmailsHeld } from '../race/fanout.ts';
import type { Resolution, Resolver } from '../race/resolver.ts';
import type { Work, WorkQueue } from '../race/work.ts';
import { memoryQueue } from './memoryQueue.ts';

export interface InProcessOptions {
  /** Race steps played at once (the worker's concurrency on AWS). */
  stepWorkers?: number;
  /** Races whose emails are sent at once. */
  emailWorkers?: number;
  /** Tries of a message before it goes to the dead letters, and the wait between two. */
  maxReceives?: number;
  retryMs?: number;
}

export interface RunOutcome {
  resolutions: Resolution[];
  failures: { raceId: string; error: unknown }[];
}

export function inProcessFanout(resolver: Resolver, { stepWorkers = 4, emailWorkers = 2, maxReceives = 3, retryMs = 50 }: InProcessOptions = {}) {
  let run: RunOutcome = { resolutions: [], failures: [] };
  const deadLetter = (work: Work, error: unknown) => run.failures.push({ raceId: work.raceId, error });
  const count = (raceId: string, emails: number) => {
    const resolution = run.resolutions.findLast((r) => r.raceId === raceId);
    if (resolution) resolution.emails += emails;
  };
  const handle = async (work: Work) => {
    try {
      const outcome = await fanout.handle(work);
      if ('resolution' in outcome) run.resolutions.push(outcome.resolution);
      else if ('emails' in outcome) count(outcome.raceId, outcome.emails);
    } catch (error) {
      // Those it sent are sent, the message tried again for the rest.
      if (error instanceof EmailsHeld) count(error.raceId, error.emails);
      throw error;
    }
  };
  const steps = memoryQueue(handle, { concurrency: stepWorkers, maxReceives, retryMs, onDeadLetter: deadLetter });
  const emails = memoryQueue(handle, { concurrency: emailWorkers, maxReceives, retryMs, onDeadLetter: deadLetter });
  const fanout = createFanout({ resolver, steps, emails });
  const drained = async () => {
    await steps.drained();
    await emails.drained();
  };

  return {
    fanout,
    /** The queue the league channels' posts go to, as on AWS: the emails'. */
    posts: emails as WorkQueue,
    /** Resolves once both queues are drained: the work of the requests too, which no scheduled run waits for. */
    drained,
    async resolveDue(): Promise<RunOutcome> {
      run = { resolutions: [], failures: [] };
      const { failures } = await fanout.dispatch();
      run.failures.push(...failures);
      await drained();
      const outcome = run;
      run = { resolutions: [], failures: [] };
      return outcome;
    },
  };
}
