/**
 * A car's speed total for a turn (LB-MOVE-4 with its Proposed) and the bonus of each card that
 * affects speed (LB-TECH-2, LB-MAN-1 with their Proposed).
 */
import { carCard, driverCard, type ManoeuvreType, speedCard, type TechnologyType } from './cards.ts';
import { speedPenalty } from './damage.ts';

/** LB-TECH-2 Proposed: the cards that affect speed; while a Tyres or Fuel tank is in effect, the extra card must be none of these. */
export const AFFECTS_SPEED: ReadonlySet<TechnologyType | ManoeuvreType> = new Set([
  'aerodynamics',
  'engine',
  'tyres',
  'fuelTank',
  'skilful',
  'fast',
  'winner',
  'willpower',
  'luck',
  'slipstream',
]);

export interface SpeedInputs {
  carCard: string;
  driverCard: string;
  /** The Speed card for movement, after any Luck (LB-RUN-2). */
  drawn: string;
  /** Damages once any runaway check is resolved, and own turns already begun with 3 (LB-DMG-1 Proposed). */
  damages: number;
  turnsWithThree?: number;
  /** +1 squares won as the car hit in earlier turns (LB-GAP-7). */
  recorded?: number;
  /** Tyres and Fuel tank cards in effect this turn, the turn played in included: +1 each. */
  lasting?: number;
}

/** LB-MOVE-4 Proposed: the total without the card played this turn, T of LB-MAN-1's caps. */
export const baseSpeed = (car: SpeedInputs): number =>
  speedCard(car.drawn).speed +
  carCard(car.carCard).speed +
  driverCard(car.driverCard).speed -
  speedPenalty(car.damages, car.turnsWithThree) +
  (car.recorded ?? 0) +
  (car.lasting ?? 0);

/** LB-GAP-11: the car's place in the race order when the card is played, 1 first, and how many cars the race has. */
export interface Standing {
  place: number;
  of: number;
}

/**
 * The bonus of a card played this turn (LB-TECH-2, LB-MAN-1 and their Proposed), given the base
 * total T: Aerodynamics and Engine by brand value, Skilful min(3, 12 − T), Fast min(4, 14 − T),
 * never below 0, Winner +2 when 2nd or 3rd, Willpower +3 last and +2 second-to-last; Tyres and
 * Fuel tank bring their +1 through `lasting`, and the other cards bring no speed.
 */
export const cardBonus = (played: { type: string; value?: number }, base: number, standing: Standing): number => {
  switch (played.type) {
    case 'aerodynamics':
    case 'engine':
      return played.value ?? 0;
    case 'skilful':
      return Math.max(0, Math.min(3, 12 - base));
    case 'fast':
      return Math.max(0, Math.min(4, 14 - base));
    case 'winner':
      return standing.place === 2 || standing.place === 3 ? 2 : 0;
    case 'willpower':
      return standing.place === standing.of ? 3 : standing.place === standing.of - 1 ? 2 : 0;
    default:
      return 0;
  }
};

/** The movement of a turn before the changes during the move, never below 0 (LB-MOVE-4 Proposed). */
export const speedTotal = (car: SpeedInputs, played: { type: string; value?: number } | undefined, standing: Standing): number => {
  const base = baseSpeed(car);
  return Math.max(0, base + (played ? cardBonus(played, base, standing) : 0));
};
