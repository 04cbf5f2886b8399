/**
 * Qualifying (LB-QUAL): each Murcielago draws a Speed card and adds the speed values of its Car
 * and Driver cards; the highest takes pole, the others follow in decreasing order, and cars that
 * tie repeat the draw among themselves until one prevails. No Technology or Manoeuvre card is
 * played (LB-QUAL-4), and a drawn 10, 11 or 12 on an arrow makes no runaway (LB-RUN-2 Proposed).
 */
import * as z from 'zod';
import type { Dice } from '../dice.ts';
import { carCard, driverCard, speedCard } from './cards.ts';
import type { Murcielago } from './setup.ts';
import { drawSpeed, type SpeedDeck, type SpeedEvent } from './speed-deck.ts';

export const QualifyingEvent = z.object({ type: z.literal('gridFormed'), grid: z.array(z.string()) });
export type QualifyingEvent = z.infer<typeof QualifyingEvent>;

type Qualifier = Pick<Murcielago, 'car' | 'carCard' | 'driverCard'>;

/** LB-QUAL-1: the Speed card's value plus the Car card's and the Driver card's speed values. */
export const qualifyingScore = (car: Pick<Murcielago, 'carCard' | 'driverCard'>, drawn: string): number =>
  speedCard(drawn).speed + carCard(car.carCard).speed + driverCard(car.driverCard).speed;

/**
 * The grid, pole first (LB-QUAL-2), with every draw made for it. `cars` are in the order they
 * draw: the players' turn order, a player with 2 cars qualifying them in the order he paired
 * them (LB-QUAL-3).
 */
export const qualify = (
  cars: readonly Qualifier[],
  deck: SpeedDeck,
  dice: Dice,
): { grid: string[]; deck: SpeedDeck; events: (SpeedEvent | QualifyingEvent)[] } => {
  const events: SpeedEvent[] = [];
  let current = deck;
  const rank = (group: readonly Qualifier[]): string[] => {
    if (group.length === 1) return [group[0]!.car];
    const scored = group.map((car) => {
      const drawn = drawSpeed(current, dice, car.car, 'qualifying');
      current = drawn.deck;
      events.push(...drawn.events);
      return { car, score: qualifyingScore(car, drawn.card) };
    });
    const scores = [...new Set(scored.map(({ score }) => score))].sort((a, b) => b - a);
    return scores.flatMap((score) => rank(scored.filter((entry) => entry.score === score).map(({ car }) => car)));
  };
  const grid = rank(cars);
  return { grid, deck: current, events: [...events, { type: 'gridFormed', grid }] };
};
