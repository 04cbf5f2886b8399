/**
 * The classic d6 checks, fixed odds instead of AICS reliability: forcing Acc or Top Speed and the
 * brake test fail on a 6 (SCC-ACC-3, SCC-DEC-3), forcing the Start Speed stalls on a 5 or 6
 * (SCC-START-1). The luck test reads the AICS Curve table, which is the same (SCC-CURVE-7).
 */
import { invalid } from '../../errors.ts';
import type { Check } from './events.ts';

const FAILS_FROM: Record<Check, number> = { acceleration: 6, topSpeed: 6, brakeCheck: 6, startSpeed: 5 };

export function checkPasses(check: Check, face: number): boolean {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw invalid('roll', `${face} is not a face of a d6`);
  return face < FAILS_FROM[check];
}
