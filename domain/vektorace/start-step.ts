/**
 * The start step played (VK-START-2, VK-START-4, VK-SP-2): every car's points as its player split
 * them, in starting order; the first move's gear as the pole player chose it; and, with the Super
 * Power tokens, each car from the last to the pole taking the first token it asked for that is
 * still in the reserve. A player who sent nothing has the non-human player's choice: the
 * organiser's split and first gear, and the tokens in `PREFERENCE` order.
 */
import type { VektoraceEvent } from './events.ts';
import { STARTING_POINTS } from './start.ts';
import type { StartChoice } from './start-choice.ts';
import type { VektoraceState } from './state.ts';
import { choosingOrder, PREFERENCE, type SuperPower } from './superpower.ts';
import type { Gear } from './vectors.ts';

/** What the non-human player chooses for a player who sends nothing (the race's `gomma` and `firstGear`). */
export interface StartDefaults {
  gomma: number;
  firstGear: Gear;
}

export const playStart = (state: VektoraceState, submissions: Record<string, StartChoice | undefined>, defaults: StartDefaults): VektoraceEvent[] => {
  // A car withdrawn before the step was played takes nothing.
  const starting = state.order.filter((car) => state.cars[car]?.status === 'racing');
  const points = starting.map((car): VektoraceEvent => {
    const { gomma, nitro } = submissions[car] ?? { gomma: defaults.gomma, nitro: STARTING_POINTS - defaults.gomma };
    return { type: 'PointsChosen', car, gomma, nitro };
  });
  // VK-START-1, VK-START-4: the pole car is the first in starting order, withdrawn or not.
  const pole = state.order[0];
  const gear = (pole === undefined ? undefined : submissions[pole]?.firstGear) ?? defaults.firstGear;
  const events: VektoraceEvent[] = [...points, { type: 'FirstGearChosen', gear: gear as Gear }];
  if (state.reserve === undefined) return events;
  let reserve: readonly SuperPower[] = state.reserve;
  for (const car of choosingOrder(starting)) {
    const sent = submissions[car];
    const wanted = sent === undefined ? PREFERENCE : (sent.powers ?? []);
    const power = wanted.find((p) => reserve.includes(p));
    if (power === undefined) continue;
    reserve = reserve.filter((p) => p !== power);
    events.push({ type: 'SuperPowerChosen', car, power });
  }
  return events;
};
