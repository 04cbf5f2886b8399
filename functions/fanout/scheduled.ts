/**
 * What one scheduled run does, apart from where its clients come from: hand every due race step
 * to the fan-out's queue (functions/fanout), send the reminders due, log one line, and fail the
 * run when a reminder failed so the error alarm fires and EventBridge retries (every step is
 * idempotent).
 */
import type { Fanout } from '../race/fanout.ts';

/** The fields of an EventBridge scheduled event this handler reads. */
export interface ScheduledEvent {
  time?: string;
}

export const scheduledHandler =
  (fanout: Pick<Fanout, 'dispatch'>, log: Pick<Console, 'log' | 'error'> = console) =>
  async (event: ScheduledEvent): Promise<{ dispatched: number }> => {
    const { dispatched, failures } = await fanout.dispatch();
    log.log(JSON.stringify({ scheduledAt: event.time, dispatched }));
    if (failures.length > 0) {
      for (const { raceId, error } of failures) log.error(JSON.stringify({ raceId, error: error instanceof Error ? error.stack : String(error) }));
      throw new AggregateError(
        failures.map((f) => f.error),
        `reminders failed for ${failures.map((f) => f.raceId).join(', ')}`,
      );
    }
    return { dispatched };
  };
