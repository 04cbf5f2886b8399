/** The load generator's thread (bench/load-worker.ts), one job at a time. */
import { Worker } from 'node:worker_threads';
import type { SesStandInOptions } from '../functions/local/sesStandIn.ts';

export type LoadJob =
  | { kind: 'posts'; api: string; posts: { path: string; token: string; body: unknown }[]; atOnce: boolean }
  | { kind: 'raw'; endpoint: string; table: string; pairs: { pk: string; sk: number }[]; atOnce: boolean };

export type LoadResult = { latencies: number[] } | { error: string };

export interface Load {
  /** The latency of each request of the job, in ms, all sent at once or one after the other. */
  run(job: LoadJob): Promise<number[]>;
  stop(): Promise<void>;
}

export function startLoad(): Load {
  // A worker does not inherit tsx's loader on Node 20: it registers it before importing the TypeScript.
  const entry = JSON.stringify(new URL('./load-worker.ts', import.meta.url).href);
  const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, { eval: true });
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        worker.once('message', (result: LoadResult) => ('error' in result ? reject(new Error(result.error)) : resolve(result.latencies)));
        worker.postMessage(job);
      }),
    stop: async () => {
      await worker.terminate();
    },
  };
}

export interface Service {
  url: string;
  stop(): Promise<void>;
}

/** A worker that starts a server and posts its URL. */
async function serviceThread(code: string, workerData?: unknown): Promise<Service> {
  const worker = new Worker(code, { eval: true, workerData });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    url,
    stop: async () => {
      await worker.terminate();
    },
  };
}

/** dynalite on a thread of its own, as DynamoDB runs apart from the Lambdas. */
export const startStore = (path: string): Promise<Service> =>
  serviceThread(
    `const { parentPort, workerData } = require('node:worker_threads');
     const server = require('dynalite')({ path: workerData.path, createTableMs: 0 });
     server.listen(0, '127.0.0.1', () => parentPort.postMessage('http://127.0.0.1:' + server.address().port));`,
    { path },
  );

/** The SES stand-in on a thread of its own, as SES runs apart from the Lambdas: reading the raw emails it receives costs the API nothing. */
export const startMailbox = (pacing: Pick<SesStandInOptions, 'latencyMs' | 'ratePerSecond'> = {}): Promise<Service> => {
  const entry = JSON.stringify(new URL('../functions/local/sesStandIn.ts', import.meta.url).href);
  return serviceThread(
    `const { parentPort, workerData } = require('node:worker_threads');
     import('tsx/esm/api')
       .then(({ register }) => { register(); return import(${entry}); })
       .then(({ startSesStandIn }) => startSesStandIn(workerData))
       .then(({ url }) => parentPort.postMessage(url));`,
    pacing,
  );
};
