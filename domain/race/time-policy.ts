/**
 * What a race does when a player is away or misses a deadline (issue 30, docs/absences.md): its
 * policy for declared absences and its missed-step ladder (a grace extension once, then the
 * non-human player, then retirement). Recorded in the race's `RaceCreated`, so a replay of the
 * race alone decides as it did; a race without one behaves as every race always has.
 */
import * as z from 'zod';
import { Duration, durationMs } from './duration.ts';

/** `wait`: the step waits for him (within `waitCap`); `bot`: the non-human player drives, no miss; `excused`: an excused miss. */
export const AbsencePolicy = z.enum(['wait', 'bot', 'excused']);
export type AbsencePolicy = z.infer<typeof AbsencePolicy>;

export const TimePolicy = z
  .object({
    /** What a declared absence does in this race; absences are not read at all when absent. */
    absence: AbsencePolicy.optional(),
    /** `wait`: how far, in all, absences may move this race's deadlines; `P7D` when absent. */
    waitCap: Duration.optional(),
    /** The ladder's first rung: a car's first miss moves the deadline once by this much; no grace when absent. */
    grace: Duration.optional(),
    /** The car's `retireAfter`-th counted miss in a row retires it; the game's own limit when absent. */
    retireAfter: z.number().int().min(1).max(100).optional(),
  })
  .strict();
export type TimePolicy = z.infer<typeof TimePolicy>;

/** The policy as `RaceCreated` recorded it, read without judging it again. */
export const RecordedTimePolicy = z.object({
  absence: AbsencePolicy.optional(),
  waitCap: z.string().optional(),
  grace: z.string().optional(),
  retireAfter: z.number().int().optional(),
});
export type RecordedTimePolicy = z.infer<typeof RecordedTimePolicy>;

export const DEFAULT_WAIT_CAP = 'P7D';

/** How far absences may still move the race's deadlines, in ms, given how far they moved them so far. */
export const waitLeft = (policy: RecordedTimePolicy, waited: number): number => Math.max(0, (durationMs(policy.waitCap ?? DEFAULT_WAIT_CAP) ?? 0) - waited);

/** The missed-step limit of the policy's `retireAfter`: the `retireAfter`-th miss in a row is one too many. */
export const retireLimit = (retireAfter: number): { steps: number; reason: string } => ({
  steps: retireAfter - 1,
  reason: `missed ${retireAfter} counted steps in a row`,
});

/** Whether two races have one time policy, whatever the order of its fields: a championship's and a season's races must. */
export const samePolicy = (a: RecordedTimePolicy | undefined, b: RecordedTimePolicy | undefined): boolean => {
  const text = (policy: RecordedTimePolicy = {}) => JSON.stringify(Object.entries(policy).sort(([x], [y]) => x.localeCompare(y)));
  return text(a) === text(b);
};
