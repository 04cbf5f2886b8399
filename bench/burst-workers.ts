/**
 * The burst's scheduled run and its workers (bench/burst.ts), on a thread of their own: on AWS
 * the dispatcher and the step and email workers are Lambdas apart from the API's, so here they
 * run on another event loop than the API whose latency the burst measures. The same local stack,
 * on the same store, SES stand-in and data folder; the clock is the API's, read from the shared
 * offset.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { rulesets } from '../domain/rulesets.ts';
import { startLocal } from '../functions/local/stack.ts';

export interface WorkersData {
  dataDir: string;
  dynamodb: string;
  ses: string;
  sesRatePerSecond?: number;
  pictureThreads: number;
  /** One float: ms to add to the machine's clock, set by the benchmark. */
  offset: SharedArrayBuffer;
}

/** What one scheduled run did: the races whose step it played with how many `TurnResolved` each, its emails, and what failed. */
export interface WorkersRun {
  turns: [string, number][];
  emails: number;
  failures: string[];
}

/**
 * The workers stand for other machines: on this one they yield the CPU to the API's thread and the
 * store's, at a background job's niceness, which the picture threads they start inherit. Linux
 * names the thread in /proc; elsewhere they keep the API's priority.
 */
const BACKGROUND_NICENESS = 10;
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), BACKGROUND_NICENESS);
} catch {
  // Not Linux: no thread of its own to lower.
}

const data = workerData as WorkersData;
const offset = new Float64Array(data.offset);
const failures: string[] = [];
const stack = await startLocal({
  rulesets,
  dataDir: data.dataDir,
  port: 0,
  resolveEveryMs: 3_600_000,
  dynamodb: data.dynamodb,
  ses: data.ses,
  clock: () => new Date(Date.now() + (offset[0] ?? 0)),
  log: (line) => {
    if (line.includes('failed')) failures.push(line);
  },
  ...(data.sesRatePerSecond === undefined ? {} : { sesRatePerSecond: data.sesRatePerSecond }),
  pictureThreads: data.pictureThreads,
});

parentPort?.on('message', async (message: 'run' | 'stop') => {
  if (message === 'stop') {
    await stack.stop();
    parentPort?.postMessage('stopped');
    return;
  }
  failures.length = 0;
  const resolutions = await stack.resolveDue();
  const turns = new Map<string, number>();
  for (const { raceId, events } of resolutions) turns.set(raceId, (turns.get(raceId) ?? 0) + events.filter((event) => event.type === 'TurnResolved').length);
  const run: WorkersRun = { turns: [...turns], emails: resolutions.reduce((sum, resolution) => sum + resolution.emails, 0), failures: [...failures] };
  parentPort?.postMessage(run);
});
parentPort?.postMessage('ready');
