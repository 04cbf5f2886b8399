/**
 * The emails' pictures drawn on threads of their own, for local mode under load: on AWS each step
 * and email worker is a Lambda of its own, while here every worker shares one event loop, whose
 * API answers wait while a picture is drawn. A picture is the SVG's PNG (functions/picture/png.ts),
 * the same bytes whichever thread draws it; each goes to the thread with the fewest waiting.
 */
import { Worker } from 'node:worker_threads';
import type { PngOptions, Rasterise } from '../picture/png.ts';

type Answer = { id: number; png: Uint8Array } | { id: number; error: string };

export interface PictureThreads {
  rasterise: Rasterise;
  stop(): Promise<void>;
}

/** The thread's code: it loads TypeScript as this process does (tsx, whose loader a Node 20 thread does not inherit) and draws what it is sent. */
const THREAD = (entry: string) => `
  const { parentPort } = require('node:worker_threads');
  const drawing = import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });
  parentPort.on('message', async ({ id, svg, options }) => {
    try {
      const { svgToPng } = await drawing;
      parentPort.postMessage({ id, png: await svgToPng(svg, options) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });`;

export function startPictureThreads(count: number): PictureThreads {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`picture threads must be a positive whole number, got ${count}`);
  const code = THREAD(new URL('../picture/png.ts', import.meta.url).href);
  const waiting = new Map<number, { resolve: (png: Uint8Array) => void; reject: (error: Error) => void }>();
  const threads = Array.from({ length: count }, () => {
    const worker = new Worker(code, { eval: true });
    const thread = { worker, pending: 0 };
    worker.on('message', (answer: Answer) => {
      thread.pending--;
      const waiter = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('png' in answer) waiter?.resolve(answer.png);
      else waiter?.reject(new Error(`the picture thread failed: ${answer.error}`));
    });
    // A thread that dies fails what it was drawing; the emails then go without their picture (notifier.ts).
    worker.on('error', (error) => {
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
    });
    return thread;
  });
  let next = 0;
  return {
    rasterise: (svg: string, options: PngOptions = {}) =>
      new Promise((resolve, reject) => {
        const id = next++;
        const thread = threads.reduce((least, candidate) => (candidate.pending < least.pending ? candidate : least));
        thread.pending++;
        waiting.set(id, { resolve, reject });
        thread.worker.postMessage({ id, svg, options });
      }),
    stop: async () => {
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}
