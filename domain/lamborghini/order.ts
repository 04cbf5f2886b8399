/**
 * The race order (LB-ORDER-1, LB-GAP-11 Proposed) and the order of arrival (LB-FIN-1, LB-FIN-2,
 * LB-GAP-12 Proposed).
 */

export interface Runner {
  car: string;
  /** LB-GAP-5: the distance D. */
  distance: number;
  /** Stopped by its 3rd damage (LB-DMG-1 Proposed). */
  stopped?: boolean;
  /** When it crossed the line after its laps: the race's turn, squares past the line at the end of that turn, and its place in that turn's move order. */
  finished?: { turn: number; past: number; moved: number };
}

/** LB-FIN-2, LB-GAP-12 Proposed: by turn of finishing, then more squares past the line, then earlier in that turn's move order. */
export const arrivalOrder = (runners: readonly Runner[]): string[] =>
  runners
    .filter((runner) => runner.finished !== undefined)
    .sort((a, b) => a.finished!.turn - b.finished!.turn || b.finished!.past - a.finished!.past || a.finished!.moved - b.finished!.moved)
    .map(({ car }) => car);

/**
 * LB-ORDER-1, LB-GAP-11 Proposed, LB-FIN-1 Proposed: the cars that have finished in their order
 * of arrival, then the cars still racing by distance, then the stopped cars by distance; on equal
 * distance the car ahead in `previous` (the order of the turn before) first.
 */
export const raceOrder = (runners: readonly Runner[], previous: readonly string[]): string[] => {
  const before = (car: string) => {
    const at = previous.indexOf(car);
    return at < 0 ? previous.length : at;
  };
  const byDistance = (group: Runner[]) => group.sort((a, b) => b.distance - a.distance || before(a.car) - before(b.car)).map(({ car }) => car);
  return [
    ...arrivalOrder(runners),
    ...byDistance(runners.filter((runner) => runner.finished === undefined && !runner.stopped)),
    ...byDistance(runners.filter((runner) => runner.finished === undefined && runner.stopped)),
  ];
};

/** LB-FIN-1 Proposed: the race ends when every car has crossed the line after its laps or been stopped. */
export const raceOver = (runners: readonly Runner[]): boolean => runners.every((runner) => runner.finished !== undefined || runner.stopped === true);

/** A car as the race state keeps it (race-state.ts): its distance, whether it stopped, finished or left. */
export type Racer = Omit<Runner, 'car'> & { out?: unknown };

/** The cars of the race still in it, withdrawn and eliminated ones aside. */
export const runnersOf = (cars: Readonly<Record<string, Racer>>): Runner[] =>
  Object.entries(cars)
    .filter(([, at]) => at.out === undefined)
    .map(([car, at]) => ({ car, distance: at.distance, stopped: at.stopped, ...(at.finished ? { finished: at.finished } : {}) }));

/** LB-FIN-1 Proposed: the race order of the cars still in it, then the cars that left. */
export const classification = (cars: Readonly<Record<string, Racer>>, previous: readonly string[]): string[] => [
  ...raceOrder(runnersOf(cars), previous),
  ...Object.keys(cars).filter((car) => cars[car]!.out !== undefined),
];
