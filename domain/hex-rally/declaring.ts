/**
 * What a car may declare in a turn and who may react to a failed roll: what the checks of a
 * declaration and the flow of the steps need, apart from the turn that plays them (turn.ts).
 */
import type { Driving } from './difficulty.ts';
import { distance } from './hex.ts';
import { type CarState, type HexRallyState, racingCars } from './state.ts';

/** HX-DECL-2 Proposed: how near the car honked at must be. */
export const HORN_RANGE = 3;

export const drivingOf = (state: HexRallyState, car: CarState): Driving => ({ stats: state.stats, humans: state.humans, driver: car.driver, speed: car.speed });

/** The cars whose roll of the turn failed and who still have a coupon to change it. */
export const reactingCars = (state: HexRallyState): string[] =>
  racingCars(state).filter((car) => {
    const declared = state.declared?.[car];
    const { coupons } = state.cars[car]!;
    return declared !== undefined && declared.degree > 0 && coupons.reroll + coupons.extraDie > 0;
  });

/** Whether `at` may be honked at by `car` (HX-DECL-2 Proposed): another car still racing, within 3 hexes. */
export const hornProblem = (state: HexRallyState, car: string, at: string): string | undefined => {
  const target = state.cars[at];
  if (at === car) return 'a car cannot honk at itself';
  if (target?.status !== 'racing') return `car ${at} is not racing`;
  const hexes = distance(state.cars[car]!.hex, target.hex);
  return hexes > HORN_RANGE ? `car ${at} is ${hexes} hexes away: the horn reaches ${HORN_RANGE}` : undefined;
};
