/**
 * What a pole lap records (SC-QUAL-1, SC-QUAL-5), and where the car starts it (SC-QUAL-4
 * Proposed): what the grid and the check of an entry need, apart from the lap's driving
 * (pole-lap.ts), which the turn engine does.
 */
import * as z from 'zod';
import { Roll } from '../../../dice.ts';
import { invalid } from '../../../errors.ts';
import type { Circuit, Square } from '../../circuit/types.ts';
import { ReliabilityCheck } from '../events.ts';

const count = z.number().int().min(0);

/** What one turn of the lap did: enough for anybody to follow the lap and check its rolls (SC-QUAL-1). */
export const PoleLapTurn = z.object({
  turn: z.number().int().min(1),
  /** The move driven, as text: the programmed one, or the car's Top Speed after a break on the final straight. */
  move: z.string(),
  /** Speed driven (20 less than declared after an engine failure, SC-ACC-3 Proposed). */
  speed: z.number().int().min(0),
  path: z.array(z.string()),
  rolls: z.array(z.object({ check: z.enum([...ReliabilityCheck.options, 'curve']), roll: Roll, passed: z.boolean() })),
  /** W paid this turn out of the lap's one lap of wear (SC-WEAR-7). */
  wear: count,
});
export type PoleLapTurn = z.infer<typeof PoleLapTurn>;

/** Why a lap does not count (SC-QUAL-2, SC-QUAL-8 Proposed). */
export const InvalidLap = z.enum(['incorrectEntry', 'erroneousMove', 'broken', 'spun', 'eliminated', 'programEnded']);
export type InvalidLap = z.infer<typeof InvalidLap>;

export const PoleLapResult = z.discriminatedUnion('valid', [
  /** "10 turns + 3 squares" (SC-QUAL-5). */
  z.object({ valid: z.literal(true), turns: z.number().int().min(1), squares: count }),
  z.object({ valid: z.literal(false), reason: InvalidLap, message: z.string() }),
]);
export type PoleLapResult = z.infer<typeof PoleLapResult>;

export interface PoleLap {
  turns: PoleLapTurn[];
  result: PoleLapResult;
}

/** The square behind the start line the car starts from: the chosen lane, the innermost by default (SC-QUAL-4 Proposed). */
export function poleStartSquare(circuit: Circuit, lane: string | undefined): Square {
  const behindLine = circuit.squares.filter((square) => square.beforeLine).sort((a, b) => a.laneIndex - b.laneIndex);
  const square = lane === undefined ? behindLine[0] : behindLine.find((candidate) => candidate.lane === lane);
  if (square === undefined) {
    throw invalid('startLane', `circuit ${circuit.id} has no lane ${lane} behind the start line (lanes ${behindLine.map((s) => s.lane).join(', ')})`);
  }
  return square;
}
