/**
 * Deterministic simulation of the I/O of backend processes, as FoundationDB and TigerBeetle test
 * themselves. Every I/O call a process makes (each DynamoDB `client.send`, each email handed to the
 * mailer) is an await point: the call waits at the gate until the simulation lets it go, one call at
 * a time, so that which of several concurrent requests moves next is a seeded choice and a seed
 * replays the same interleaving.
 *
 * Before letting a call go, the simulation waits until the work it runs has gone as far as it can:
 * every task still running waits at the gate. A task's own timers (the command loop's back-off) and
 * file reads only delay that moment; they do not change the order of the calls.
 *
 * A process may carry a crash plan: at its n-th call it dies, before the call reaches the store or
 * the mailer, or after the call was carried out with its answer lost. The call throws a `CrashError`,
 * and so does every later call of the process, so that nothing it still has in flight writes again.
 */
import type { Rng } from './prng.ts';

export type CrashMode = 'before' | 'after';

export interface CrashPlan {
  /** The index (from 0) among the process's calls, in the order they are let go. */
  at: number;
  mode: CrashMode;
}

export class CrashError extends Error {
  constructor(
    readonly process: number,
    readonly call: string,
  ) {
    super(`process ${process} is dead (crashed at ${call})`);
    this.name = 'CrashError';
  }
}

/** One backend process as the simulation sees it: alive or dead, and how many calls it has made. */
export class Proc {
  dead = false;
  /** Calls let go so far, the one the process died at included. */
  calls = 0;
  /** What the process died at, when it did. */
  crashedAt: { index: number; call: string; mode: CrashMode } | undefined;
  /** Every call it made, in order, for the replay's diagnostics. */
  readonly trace: string[] = [];

  constructor(
    readonly id: number,
    public plan?: CrashPlan,
  ) {}
}

interface Pending {
  proc: Proc;
  label: string;
  exec: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long the work between two calls may take before the simulation gives up on it as stuck. */
const STUCK_MS = 60_000;

export class Sim {
  private readonly pending: Pending[] = [];
  private live = 0;
  /** Calls let go, over every process. */
  released = 0;

  constructor(private readonly rng: Rng) {}

  /** The await point: `exec` runs when the simulation lets it go, unless `proc` is dead by then. */
  io<T>(proc: Proc, label: string, exec: () => Promise<T>): Promise<T> {
    if (proc.dead) return Promise.reject(new CrashError(proc.id, proc.crashedAt?.call ?? label));
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ proc, label, exec, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /**
   * Runs `tasks` concurrently, one I/O call at a time in a seeded order, until every one has
   * settled. A task that throws settles as rejected; the others go on.
   */
  async run<T>(tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
    const settled = Promise.allSettled(
      tasks.map(async (task) => {
        this.live++;
        try {
          return await task();
        } finally {
          this.live--;
        }
      }),
    );
    for (;;) {
      await this.quiet();
      if (this.pending.length === 0) break;
      const [call] = this.pending.splice(this.rng.int(this.pending.length), 1);
      if (call) await this.release(call);
    }
    return settled;
  }

  /** Waits until every running task waits at the gate (or none runs), and nothing has moved for two turns of the event loop. */
  private async quiet(): Promise<void> {
    const started = Date.now();
    let stable = 0;
    let seen = -1;
    for (let spins = 0; ; spins++) {
      if (spins > 50) await pause(1);
      else await turn();
      if (this.pending.length >= this.live) {
        if (this.pending.length === seen) {
          if (++stable >= 2) return;
        } else {
          stable = 0;
          seen = this.pending.length;
        }
      } else {
        stable = 0;
        seen = -1;
      }
      if (Date.now() - started > STUCK_MS) throw new Error(`simulation stuck: ${this.live} task(s) running, ${this.pending.length} call(s) waiting`);
    }
  }

  private async release({ proc, label, exec, resolve, reject }: Pending): Promise<void> {
    if (proc.dead) return reject(new CrashError(proc.id, proc.crashedAt?.call ?? label));
    const index = proc.calls++;
    this.released++;
    proc.trace.push(label);
    const crashHere = proc.plan !== undefined && proc.plan.at === index;
    const die = () => {
      proc.dead = true;
      proc.crashedAt = { index, call: label, mode: proc.plan?.mode ?? 'before' };
      reject(new CrashError(proc.id, label));
    };
    if (crashHere && proc.plan?.mode === 'before') return die();
    let outcome: { ok: true; value: unknown } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await exec() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    if (crashHere) return die();
    if (outcome.ok) resolve(outcome.value);
    else reject(outcome.error);
  }
}
