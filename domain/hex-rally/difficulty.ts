/**
 * How hard a manoeuvre is (HX-M2-1, HX-M4-2..4, HX-M5-3, HX-M5-6, HX-GAP-4 Proposed): always a
 * coefficient times the speed before the manoeuvre, but for the handbrake turn. The increase a
 * failure adds to the next manoeuvre (HX-ROLL-1) is added by the caller: this is the manoeuvre's
 * own, "original", difficulty (HX-ROLL-2).
 */
import type { CarStats, Driver } from './car.ts';
import { type Order, orderedSpeed } from './order.ts';
import type { HumanRules } from './settings.ts';

/** HX-GAP-11 Proposed: "rounded by the rules" is half up. */
export const halfRoundedUp = (n: number): number => Math.floor((n + 1) / 2);

/** HX-M2-1: the points of braking beyond half the maximum braking. */
const brakingExcess = (stats: CarStats, brake: number | undefined): number => Math.max(0, (brake ?? 0) - halfRoundedUp(stats.maxBraking));

/** HX-M5-6 Proposed (R2): the stability control's +3 on a human's handbrake turn, unless it is entered on the roll instead (R4). */
export const stabilityControl = (humans: HumanRules, driver: Driver): number =>
  driver === 'human' && humans.handbrakeTurn === 'plus3' && humans.rollPenalty !== 'handbrake-only' ? 3 : 0;

export interface Driving {
  stats: CarStats;
  humans: HumanRules;
  driver: Driver;
  /** The speed before the manoeuvre. */
  speed: number;
}

/** HX-GAP-4 (b): 0 while the hexes covered in the old direction and in the new differ by at most 1. */
export const deviation = (forward: number, aside: number): number => Math.max(0, Math.abs(forward - aside) - 1);

export const difficultyOf = (order: Order, { stats, humans, driver, speed: v }: Driving): number => {
  const after = orderedSpeed(order, v);
  switch (order.manoeuvre) {
    case 0:
    case 1:
      return 0;
    case 2:
      return v * brakingExcess(stats, order.brake);
    case 3:
      return v * (Math.max(0, order.rows - Math.ceil(after / 2)) + brakingExcess(stats, order.brake));
    case 4: {
      const speedChange = Math.max(0, Math.abs(after - v) - 1);
      const fast = v > stats.maxSpeed / 2 ? 1 : 0;
      return v * (speedChange + deviation(after - order.rows, order.rows) + fast);
    }
    case 5:
      return 2 * v + stabilityControl(humans, driver);
  }
};
