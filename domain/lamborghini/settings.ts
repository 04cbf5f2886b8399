/** What the organiser chooses for a Lamborghini race: the cars each player owns (LB-SETUP-5) and the steps' windows. */
import * as z from 'zod';
import { Duration } from '../race/duration.ts';

/** What a race records of the organiser's choices. */
export const LamborghiniSettings = z.object({
  /** LB-SETUP-1: the Short game (one race, no money) or the Long game (a championship, with money), the source's two "versioni". */
  version: z.enum(['short', 'long']).optional(),
  /**
   * The same choice, as the races created before it was named `version` recorded it: the race
   * view's `game` is the game's state, which hid a setting of that name.
   */
  game: z.enum(['short', 'long']).optional(),
  carsPerSeat: z.number().int(),
  draftWindow: Duration,
  pairingWindow: Duration,
  /** A car's movement turn, and a direction to choose (LB-INC-1). */
  moveWindow: Duration,
  /** LB-FIN-1: the laps of the race, the board's 3 when absent; fewer only by the organiser's choice (docs/rules-decisions.md). */
  laps: z.number().int().optional(),
});
export type LamborghiniSettings = z.infer<typeof LamborghiniSettings>;

/** The organiser's choices as sent, each with its default. */
export const LamborghiniCreate = z.strictObject({
  /** Left out, the Short game: a Short race's settings name no version (LB-GAME-1). */
  version: z.enum(['short', 'long']).optional(),
  /** LB-SETUP-5: one Murcielago each, or a team of two. */
  carsPerSeat: z.number().int().min(1).max(2).default(1),
  draftWindow: Duration.default('PT24H'),
  pairingWindow: Duration.default('PT24H'),
  moveWindow: Duration.default('PT24H'),
  /** A shorter race than the rulebook's 3 laps (LB-FIN-1), as a house rule; left out, the board's laps. */
  laps: z.number().int().min(1).max(3).optional(),
});

/** LB-SETUP-5 Proposed: no more than the 5 Murcielagos of the box in play. */
export const MURCIELAGOS = 5;
