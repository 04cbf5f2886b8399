/**
 * The in-process queue adapter: what SQS FIFO does for the fan-out, in local mode and the tests.
 * Messages of one group are handled one at a time and in order, others in parallel up to
 * `concurrency`; a copy of a message still queued or being handled is dropped (SQS keeps a
 * deduplication id five minutes: the handlers are idempotent either way); a message whose handler
 * fails is handled again after `retryMs`, and after `maxReceives` tries it goes to the dead letters.
 */
import { type Work, type WorkQueue, workGroup, workId } from '../race/work.ts';

export interface MemoryQueueOptions {
  concurrency: number;
  maxReceives: number;
  retryMs: number;
  /** A message that failed `maxReceives` times, with its last error. */
  onDeadLetter(work: Work, error: unknown): void;
}

export interface MemoryQueue extends WorkQueue {
  /** Resolves once nothing is queued, waiting to be tried again or being handled. */
  drained(): Promise<void>;
}

interface Queued {
  work: Work;
  receives: number;
  /** Waiting out its retry delay: hidden until its timer shows it again. */
  hidden: boolean;
}

export function memoryQueue(handle: (work: Work) => Promise<void>, { concurrency, maxReceives, retryMs, onDeadLetter }: MemoryQueueOptions): MemoryQueue {
  const queued: Queued[] = [];
  const held = new Set<string>();
  const busyGroups = new Set<string>();
  let running = 0;
  let waiters: (() => void)[] = [];

  const settleWaiters = () => {
    if (queued.length > 0 || running > 0) return;
    const ready = waiters;
    waiters = [];
    for (const wake of ready) wake();
  };

  const run = async (item: Queued) => {
    const group = workGroup(item.work);
    running += 1;
    busyGroups.add(group);
    try {
      await handle(item.work);
      held.delete(workId(item.work));
    } catch (error) {
      item.receives += 1;
      if (item.receives >= maxReceives) {
        held.delete(workId(item.work));
        onDeadLetter(item.work, error);
      } else {
        item.hidden = true;
        // At the head of its group: its group's order holds.
        queued.unshift(item);
        setTimeout(() => {
          item.hidden = false;
          pump();
        }, retryMs);
      }
    } finally {
      running -= 1;
      busyGroups.delete(group);
      pump();
    }
  };

  function pump() {
    for (let i = 0; i < queued.length && running < concurrency; ) {
      const item = queued[i] as Queued;
      const group = workGroup(item.work);
      const earlierOfGroup = queued.slice(0, i).some((other) => workGroup(other.work) === group);
      if (busyGroups.has(group) || earlierOfGroup || item.hidden) {
        i += 1;
        continue;
      }
      queued.splice(i, 1);
      void run(item);
    }
    settleWaiters();
  }

  return {
    async send(works) {
      for (const work of works) {
        if (held.has(workId(work))) continue;
        held.add(workId(work));
        queued.push({ work, receives: 0, hidden: false });
      }
      pump();
    },
    drained: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleWaiters();
      }),
  };
}
