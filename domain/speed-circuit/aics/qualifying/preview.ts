/**
 * The pole lap before it is sent: the lap driven by the qualifying's own code (pole-lap.ts) on dice
 * that make every roll pass, so it is the lap as it counts when luck is on the player's side, with
 * each roll it needs. A lap void even then is void whatever the dice: it can never be legal, and is
 * refused at submission naming its turn.
 */
import { invalid } from '../../../errors.ts';
import type { Circuit } from '../../circuit/types.ts';
import { bestFaces, passesUpTo } from '../best-faces.ts';
import type { Qualifying } from '../qualifying-schema.ts';
import { POLE_RELIABILITY } from '../reliability.ts';
import type { PoleLapResult } from './lap.ts';
import { drivePoleLap } from './pole-lap.ts';

export interface PoleLapPreview {
  /** Valid with its turns and squares beyond the line, or void for a reason no roll can change. */
  result: PoleLapResult;
  turns: {
    turn: number;
    move: string;
    speed: number;
    path: string[];
    /** W paid out of the lap's one lap of wear (SC-WEAR-7). */
    wear: number;
    /** The rolls the turn asks for; a reliability check passes on 3d6 up to `passesUpTo` at AFF 14 (SC-REL-8). */
    rolls: { check: string; count: number; sides: number; passesUpTo: number | null }[];
  }[];
}

export function previewPoleLap(circuit: Circuit, qualifying: Qualifying): PoleLapPreview {
  const { turns, result } = drivePoleLap(circuit, 'pole', qualifying, bestFaces());
  return {
    result,
    turns: turns.map(({ turn, move, speed, path, wear, rolls }) => ({
      turn,
      move,
      speed,
      path,
      wear,
      rolls: rolls.map(({ check, roll }) => ({
        check,
        count: roll.dice.length,
        sides: roll.sides,
        passesUpTo: check === 'curve' ? null : passesUpTo(POLE_RELIABILITY, check),
      })),
    })),
  };
}

/** Throws `DomainError` naming the turn of a pole lap that no dice can make valid (SC-QUAL-8 Proposed). */
export function refuseHopelessLap(circuit: Circuit, qualifying: Qualifying): void {
  const { result, turns } = previewPoleLap(circuit, qualifying);
  if (result.valid) return;
  // An erroneous move is refused before it is driven; the others end the lap in the turn driven last.
  const turn = result.reason === 'erroneousMove' ? turns.length : turns.length - 1;
  const field = result.reason === 'programEnded' ? 'lap' : result.reason === 'incorrectEntry' ? 'build' : `lap[${turn}]`;
  throw invalid(field, `this pole lap can never count, whatever the dice: ${result.message}`);
}
