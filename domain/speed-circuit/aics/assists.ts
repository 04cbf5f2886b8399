/**
 * What the AICS game offers beyond its rules: the move and pole-lap previews, worked out by the
 * turn engine's own code (preview.ts, qualifying/preview.ts), the choices of every step (choices/),
 * and the Best Lap of a car on a circuit (SC-QUAL-10, solver/). Apart from the ruleset, as the
 * pictures and the words are (domain/assists.ts).
 */
import type { Assists } from '../../race/ruleset.ts';
import type { Circuit } from '../circuit/types.ts';
import { checkBuild } from './car.ts';
import { aicsChoices } from './choices/index.ts';
import { printMove } from './notation.ts';
import { moveWarnings, previewMove, standingOrderWarnings } from './preview.ts';
import type { AicsRaceState } from './qualifying/index.ts';
import { previewPoleLap } from './qualifying/preview.ts';
import type { Qualifying } from './qualifying-schema.ts';
import { CarBuild, type Move } from './schemas.ts';
import { bestLap } from './solver/index.ts';
import { StandingOrder } from './standing-order.ts';

export const aicsAssists: Assists<Circuit, AicsRaceState> = {
  preview(circuit, state, car, kind, submission) {
    if (kind === 'qualifying') return submission === undefined ? undefined : previewPoleLap(circuit, submission as Qualifying);
    if (kind === 'racing' && state !== undefined) return previewMove(circuit, state, car, submission as Move | undefined);
    return undefined;
  },
  warnings(circuit, state, car, kind, submission) {
    if (state === undefined || state.cars[car]?.status !== 'racing') return [];
    if (kind === 'racing') return moveWarnings(circuit, state, car, submission as Move);
    return kind === 'standingOrder' && submission !== null ? standingOrderWarnings(circuit, state, car, StandingOrder.parse(submission)) : [];
  },
  choices: aicsChoices,
  bestLap: {
    carSchema: CarBuild,
    solve(circuit, car) {
      const build = CarBuild.parse(car);
      checkBuild(build);
      const lap = bestLap(circuit, build);
      return { ...lap, text: lap.lap.map(printMove).join('\n') };
    },
  },
};
