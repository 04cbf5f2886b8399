/**
 * What one scheduled run does, apart from where its clients come from: play every due step,
 * log one line, and fail the run when a race failed so the error alarm fires and EventBridge
 * retries (every step is idempotent). A failing race does not stop the others.
 */
import type { Resolver } from './resolver.ts';

/** The fields of an EventBridge scheduled event this handler reads. */
export interface ScheduledEvent {
  time?: string;
}

export const scheduledHandler =
  (resolver: Pick<Resolver, 'resolveDue'>, log: Pick<Console, 'log' | 'error'> = console) =>
  async (event: ScheduledEvent): Promise<{ resolved: string[]; emails: number }> => {
    const { resolutions, failures } = await resolver.resolveDue();
    const resolved = resolutions.filter((r) => r.events.length > 0).map((r) => r.raceId);
    const emails = resolutions.reduce((sum, r) => sum + r.emails, 0);
    log.log(JSON.stringify({ scheduledAt: event.time, resolved, emails }));
    if (failures.length > 0) {
      for (const { raceId, error } of failures) log.error(JSON.stringify({ raceId, error: error instanceof Error ? error.stack : String(error) }));
      throw new AggregateError(
        failures.map((f) => f.error),
        `resolution failed for ${failures.map((f) => f.raceId).join(', ')}`,
      );
    }
    return { resolved, emails };
  };
