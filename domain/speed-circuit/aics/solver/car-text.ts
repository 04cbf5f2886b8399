/**
 * A car written as the rulebook writes it, `40ss 60acc 60dec 200top 4w` (SC-QUAL-3, SC-QUAL-11):
 * the form circuit files use for the car of their Best Lap (SC-QUAL-10).
 */
import { invalid } from '../../../errors.ts';
import { BUILD_POINTS, checkBuild, PERFORMANCE_CHART } from '../car.ts';
import type { CarBuild } from '../schemas.ts';

const FIELDS = [
  { key: 'startSpeed', suffix: 'ss', value: (points: number) => PERFORMANCE_CHART[points]!.startSpeed },
  { key: 'acc', suffix: 'acc', value: (points: number) => PERFORMANCE_CHART[points]!.acc },
  { key: 'dec', suffix: 'dec', value: (points: number) => PERFORMANCE_CHART[points]!.dec },
  { key: 'topSpeed', suffix: 'top', value: (points: number) => PERFORMANCE_CHART[points]!.topSpeed },
  { key: 'wear', suffix: 'w', value: (points: number) => PERFORMANCE_CHART[points]!.wearPerLap },
] as const;

const ROWS = PERFORMANCE_CHART.map((_, points) => points);

export function printCar(build: CarBuild): string {
  return FIELDS.map((field) => `${field.value(build[field.key])}${field.suffix}`).join(' ');
}

/**
 * Reads `40ss 60acc 60dec 200top 4w` (fields in this order, case-insensitive). A Start Speed of
 * 80 is bought with 2 or 3 points (SC-CAR-4); the one that makes the build spend its 7 points is
 * taken. Throws `DomainError('invalid', 'car')` for anything else.
 */
export function parseCar(text: string): CarBuild {
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words.length !== FIELDS.length) {
    throw invalid('car', `a car is written like "40ss 60acc 60dec 200top 4w": Start Speed, Acc, Dec, Top Speed, wear per lap; got "${text}"`);
  }
  const choices = FIELDS.map((field, i) => {
    const match = new RegExp(`^(\\d+)${field.suffix}$`).exec(words[i]!);
    const points = ROWS.filter((row) => match !== null && field.value(row) === Number(match[1]));
    if (points.length === 0) {
      const values = ROWS.map((row) => `${field.value(row)}${field.suffix}`).join(', ');
      throw invalid('car', `"${words[i]}" is not a ${field.key} of the Performance Chart (${values})`);
    }
    return points;
  });
  const [startSpeeds, [acc], [dec], [topSpeed], [wear]] = choices as [number[], [number], [number], [number], [number]];
  const builds = startSpeeds.map((startSpeed) => ({ startSpeed, acc, dec, topSpeed, wear }));
  const build = builds.find((candidate) => Object.values(candidate).reduce((sum, points) => sum + points, 0) === BUILD_POINTS) ?? builds[0]!;
  checkBuild(build);
  return build;
}
