/**
 * Sample statistics and a clock for the benchmarks: nearest-rank percentiles, so a p99 of 130
 * samples is a sample that was really measured.
 */
import { performance } from 'node:perf_hooks';

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** Milliseconds one call of `run` takes. */
export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

/** Runs `run` `warmup` times unmeasured (the JIT settles), then `runs` times measured. */
export function sample(run: () => void, { warmup, runs }: { warmup: number; runs: number }): number[] {
  for (let i = 0; i < warmup; i++) run();
  return Array.from({ length: runs }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
}
