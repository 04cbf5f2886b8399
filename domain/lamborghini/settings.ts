/** What the organiser chooses for a Lamborghini race: the cars each player owns (LB-SETUP-5) and the steps' windows. */
import * as z from 'zod';
import { Duration } from '../race/duration.ts';

/** What a race records of the organiser's choices. */
export const LamborghiniSettings = z.object({
  carsPerSeat: z.number().int(),
  draftWindow: Duration,
  pairingWindow: Duration,
  /** A car's movement turn, and a direction to choose (LB-INC-1). */
  moveWindow: Duration,
});
export type LamborghiniSettings = z.infer<typeof LamborghiniSettings>;

/** The organiser's choices as sent, each with its default. */
export const LamborghiniCreate = z.strictObject({
  /** LB-SETUP-5: one Murcielago each, or a team of two. */
  carsPerSeat: z.number().int().min(1).max(2).default(1),
  draftWindow: Duration.default('PT24H'),
  pairingWindow: Duration.default('PT24H'),
  moveWindow: Duration.default('PT24H'),
});

/** LB-SETUP-5 Proposed: no more than the 5 Murcielagos of the box in play. */
export const MURCIELAGOS = 5;
