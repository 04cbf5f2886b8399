/**
 * The classic move: the AICS move and its text (aics/notation.ts), without what classic does not
 * have. There are no pits, so no BOX; and a car has one kind of wear, so `W` (wear before brake
 * wear) chooses nothing. A curve preference's `D` asks for the option of the curve table with the
 * luck test (SCC-CURVE-6); without it the option without the luck test is taken.
 */
import { invalid } from '../../errors.ts';
import { parseMove, printMove } from '../aics/notation.ts';
import { Move as AicsMove } from '../aics/schemas.ts';

interface Refusal {
  path: (string | number)[];
  /** Where the refused token stands in the move text. */
  token: RegExp;
  message: string;
}

function refusal(move: AicsMove): Refusal | undefined {
  for (const field of ['curve1', 'curve2'] as const) {
    const box = move[field].findIndex((preference) => preference.kind === 'box');
    if (box >= 0) return { path: [field, box], token: /\bBOX\b/i, message: 'classic Speed Circuit has no pits: BOX cannot be played' };
  }
  if (move.braking.first === 'W') {
    return {
      path: ['braking', 'first'],
      token: /(?<=^|[\s,*/])W(?=$|[\s,*/])/i,
      message: 'a classic car has one kind of wear: W (wear before brake wear) chooses nothing',
    };
  }
  return undefined;
}

export const Move = AicsMove.superRefine((move, ctx) => {
  const refused = refusal(move);
  if (refused !== undefined) ctx.addIssue({ code: 'custom', path: refused.path, message: refused.message });
});
export type Move = AicsMove;

/** The AICS move text; throws `DomainError` with field `text[<column>]` at a token classic refuses. */
export function parseMoveText(text: string): Move {
  const move = parseMove(text);
  const refused = refusal(move);
  if (refused !== undefined) throw invalid(`text[${(refused.token.exec(text)?.index ?? 0) + 1}]`, refused.message);
  return move;
}

export { printMove };
