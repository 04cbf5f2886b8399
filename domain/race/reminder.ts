/**
 * When the players who have not sent are reminded of the open step: `reminderBefore` its deadline
 * (12 hours unless the organiser chose otherwise). A step whose whole window is shorter has no
 * reminder: it would come as the step opens, when its email has just gone out.
 */
import { durationMs } from './duration.ts';
import type { RaceState } from './state.ts';

export const DEFAULT_REMINDER = 'PT12H';

/** The instant to remind the open step's players, or undefined when it has none. */
export const reminderAt = (state: RaceState): string | undefined => {
  const lead = state.settings?.reminderBefore === undefined ? DEFAULT_REMINDER : state.settings.reminderBefore;
  if (lead === null || !state.step || !state.deadline) return undefined;
  const leadMs = durationMs(lead) ?? 0;
  if (leadMs >= (durationMs(state.step.window) ?? 0)) return undefined;
  return new Date(Date.parse(state.deadline) - leadMs).toISOString();
};
