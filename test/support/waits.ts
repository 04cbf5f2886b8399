/**
 * Waiting for what another process does, on a busy machine: for its output as it comes, or, for
 * what can only be seen by asking (a mailbox, a race's state), by asking again until it shows.
 * The bounds are generous: they only end a wait that has failed, and say what was last seen.
 */
import type { ChildProcess } from 'node:child_process';

/** The bound of a wait on another process: a step, an email, a start. */
export const WAIT_MS = 60_000;

/** How long a wait that can only ask leaves between two questions. */
const ASK_EVERY_MS = 50;

/** Asks `read` until `done` holds of its answer, and returns that answer. */
export async function eventually<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, ms = WAIT_MS): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(value)?.slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
}

/**
 * Resolves with all `child` has printed, `output()`, once it matches `pattern`, checked as each
 * chunk arrives; rejects when the child exits first. `output` is kept by the caller's own
 * listeners, added before this one.
 */
export function printed(child: ChildProcess, output: () => string, pattern: RegExp, ms = WAIT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    function check() {
      const text = output();
      if (!pattern.test(text)) return;
      stop();
      resolve(text);
    }
    function exited(code: number | null) {
      stop();
      reject(new Error(`the process exited (${code}) before printing ${pattern}:\n${output()}`));
    }
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the process printed no ${pattern} within ${ms} ms:\n${output()}`));
    }, ms);
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', exited);
    check();
    if (child.exitCode !== null || child.signalCode !== null) exited(child.exitCode);
  });
}
