/**
 * Local mode's stand-in for the EventBridge schedule: runs a job at once (what a killed process
 * left owed is done at its restart) and then every few seconds, never two runs at once, and
 * waits for the running one when stopped.
 */
export interface Scheduler {
  stop(): Promise<void>;
}

export function every(intervalMs: number, job: () => Promise<void>, onError: (error: unknown) => void): Scheduler {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= job()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
