/**
 * The Vektorace move preview (issue 14 point 4, target ≤ 20 ms): every legal end of a car's next
 * move with its cost, for each car of a 6-car pack bunched on the default circuit's start
 * straight in 4th and 5th gear (the most options: 145 moves in 5th, several cars in the way), and
 * one car before curve 1.
 */
import { shippedCircuits } from '../domain/vektorace/circuit/index.ts';
import { surd } from '../domain/vektorace/exact.ts';
import { type Heading, point, toStored } from '../domain/vektorace/geometry.ts';
import { previewMove } from '../domain/vektorace/preview.ts';
import type { CarState, VektoraceState } from '../domain/vektorace/state.ts';
import type { Gear } from '../domain/vektorace/vectors.ts';
import { median, percentile, sample } from './stats.ts';
import { against, type Figure, info, ms } from './table.ts';

const placed = (x: number, y: number, heading: Heading, gear: Gear): CarState => ({
  position: toStored(point(surd(x * 4), surd(y * 4))),
  heading,
  gear,
  gomma: 4,
  nitro: 4,
  laps: 0,
  due: 1,
  started: true,
  knocked: false,
  attacked: { left: false, right: false },
  boxBox: false,
  status: 'racing',
});

const PACK: Record<string, CarState> = {
  1: placed(30, 8, 0, 5),
  2: placed(28, 6.5, 0, 5),
  3: placed(26, 9, 0, 4),
  4: placed(24, 7, 0, 5),
  5: placed(22, 5, 0, 4),
  6: placed(37, 9, 1, 5),
};

export const VK_PREVIEW = 'Vektorace preview of all legal moves, median (p90)';
export const VK_PREVIEW_TARGET = '≤ 20 ms';

export interface PreviewFigure {
  median: number;
  p90: number;
  /** Processor time per preview, which a loaded machine does not inflate as it does the clock's. */
  cpu: number;
  /** Legal ends and ways of the busiest preview. */
  ends: number;
  ways: number;
}

export function vektoracePreview(): PreviewFigure {
  const circuit = shippedCircuits().default!;
  const cars = Object.keys(PACK);
  const state: VektoraceState = { laps: 3, round: 2, order: cars, toMove: cars, cars: PACK, yielded: [], lastRound: [], finishers: [] };
  const times = cars.flatMap((car) => sample(() => previewMove(circuit, state, car), { warmup: 5, runs: 20 }));
  const before = process.cpuUsage().user;
  for (const car of cars) for (let i = 0; i < 20; i++) previewMove(circuit, state, car);
  const cpu = (process.cpuUsage().user - before) / 1000 / (20 * cars.length);
  const previews = cars.map((car) => previewMove(circuit, state, car));
  const busiest = previews.reduce((a, b) => (b.ends.length > a.ends.length ? b : a));
  return { median: median(times), p90: percentile(times, 90), cpu, ends: busiest.ends.length, ways: busiest.ends.reduce((n, e) => n + e.ways.length, 0) };
}

export function vektoracePreviewFigures(): Figure[] {
  const figure = vektoracePreview();
  return [
    against(VK_PREVIEW, figure.median, 20, `${ms(figure.median)} (${ms(figure.p90)}), ${figure.ends} ends by ${figure.ways} moves at most`, VK_PREVIEW_TARGET),
    info('  processor time per preview', ms(figure.cpu)),
  ];
}
