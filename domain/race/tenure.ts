/**
 * Who drove which step of a seat handed over to a substitute (docs/substitutes.md). A step is
 * counted by its place among the steps the race has played (1 for the first), as its log shows
 * them: the race's steps are the same in every game, where a seat's own steps are the game's to
 * say. The step open at a handover is the substitute's, whoever sent for it before.
 */
import * as z from 'zod';
import { type Driver, driversOf, type RaceState, seatOf, stepsPlayed } from './state.ts';

/** A driver as anyone may read him: his name, from which step on he drove, and how many of the steps played so far he drove. */
export interface Tenure {
  name: string;
  from: number;
  /** The step open when he took the seat, by its name; absent for the first driver. */
  step?: string;
  steps: number;
}

/** The driver of the seat's `step`-th step: the last one to have taken it by then. */
export const driverOfStep = (drivers: readonly Driver[], step: number): Driver | undefined => drivers.findLast((driver) => driver.from <= step);

/** How many of the first `played` steps each driver drove, in the seat's order. */
export const stepsDriven = (drivers: readonly Driver[], played: number): number[] =>
  drivers.map((driver, index) => {
    const until = Math.min((drivers[index + 1]?.from ?? played + 1) - 1, played);
    return Math.max(0, until - driver.from + 1);
  });

/**
 * How many steps the race has played, as its log counts them: the state's own count less where
 * it started, which any substitute's `counted` and `from` tell (the same for every seat).
 */
export const stepsOnLog = (state: RaceState): number => {
  const substitute = Object.values(state.tenures ?? {})
    .flat()
    .find((driver) => driver.counted !== undefined);
  return stepsPlayed(state) - (substitute?.counted === undefined ? 0 : substitute.counted - (substitute.from - 1));
};

/** The seat's tenures as the views and the export show them: names and steps, never an email. */
export const tenuresOf = (state: RaceState, seat: string): Tenure[] => {
  const drivers = driversOf(state, seat) ?? [];
  const steps = stepsDriven(drivers, stepsOnLog(state));
  return drivers.map(({ name, from, step }, index) => ({ name, from, ...(step ? { step } : {}), steps: steps[index] ?? 0 }));
};

/** The tenures of every seat handed over, by the seat's first car; a seat absent was driven by its registered player throughout. */
export const handedOverSeats = (state: RaceState): Record<string, Tenure[]> =>
  Object.fromEntries(Object.keys(state.tenures ?? {}).map((seat) => [seat, tenuresOf(state, seat)]));

/**
 * Whom a championship credits with a seat's points (docs/substitutes.md): `seat`, whoever drove
 * its last step (the seat's driver, as when nobody was substituted); `tenure`, each driver his
 * share of the steps the race played; `driver`, the player who started.
 */
export const PointsPolicy = z.enum(['seat', 'tenure', 'driver']);
export type PointsPolicy = z.infer<typeof PointsPolicy>;

/**
 * `points` shared out by `weights`, in hundredths of a point so that a championship's table adds
 * up to what the race gave: each share rounded down, the hundredths left over one each to the
 * largest remainders, the earlier driver first when two are level; all to the last when no weight.
 */
export const shareOut = (points: number, weights: readonly number[]): number[] => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map((_, index) => (index === weights.length - 1 ? points : 0));
  const hundredths = Math.round(points * 100);
  const exact = weights.map((weight) => (hundredths * weight) / total);
  const shares = exact.map(Math.floor);
  const left = hundredths - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares.map((share) => share / 100);
};

/**
 * Who holds a car's place in the race's classification, and its points unless they are shared:
 * the starter under `driver`, the seat's last driver otherwise.
 */
export const placedDriver = (state: RaceState, car: string, policy: PointsPolicy): string => {
  const entry = state.entries[car];
  const tenures = entry ? tenuresOf(state, seatOf(entry)) : [];
  return (policy === 'driver' ? tenures[0] : tenures.at(-1))?.name ?? `car ${car}`;
};

/** The race's points by car, credited by driver name under `policy`; a car with no entry as `car <number>`. */
export const creditedPoints = (state: RaceState, points: Record<string, number>, policy: PointsPolicy): Record<string, number> => {
  const credited: Record<string, number> = {};
  const credit = (name: string, value: number) => {
    credited[name] = Math.round(((credited[name] ?? 0) + value) * 100) / 100;
  };
  for (const [car, value] of Object.entries(points)) {
    const entry = state.entries[car];
    const tenures = policy === 'tenure' && entry ? tenuresOf(state, seatOf(entry)) : [];
    if (tenures.length === 0) credit(placedDriver(state, car, policy), value);
    const shares = shareOut(
      value,
      tenures.map(({ steps }) => steps),
    );
    for (const [index, tenure] of tenures.entries()) credit(tenure.name, shares[index] ?? 0);
  }
  return credited;
};
