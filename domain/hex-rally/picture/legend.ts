/**
 * The band below the map: what its marks mean, then a line for every car of the race, with its
 * marker, driver, speed, condition and hex, so the cars that have left the track are there too.
 * Entries flow left to right and wrap at the map's width.
 */
import { flowLegend, type LegendEntry, type LegendLayout, legendEntry } from '../../picture/legend.ts';
import type { CarStyle } from '../../picture/palette.ts';
import { element, type Point, points } from '../../picture/svg.ts';
import { hexKey } from '../hex.ts';
import { HEX_WIDTH, RADIUS, toward } from './geometry.ts';
import { carMarker, chequered, markedCar } from './marks.ts';
import { FONT } from './style.ts';
import type { CarOnPicture, RaceView } from './view.ts';
import type { CarCondition, Words } from './words.ts';

const ROW = 2 * RADIUS;
const GAP = 0.9 * RADIUS;
/** The room of a sample marker, its nose included, before its words. */
const SAMPLE = 2.3 * RADIUS;
/** DejaVu Sans's mean advance over the legend's words, spaces and dots included, with some room: a fraction of the font size. */
const ADVANCE = 0.52;

const LAYOUT: LegendLayout = {
  margin: 0.6 * HEX_WIDTH,
  row: ROW,
  gap: GAP,
  sample: SAMPLE,
  sampleCentre: RADIUS,
  wordsWidth: (characters) => characters * ADVANCE * FONT.legend * RADIUS,
  bottom: 0.4 * RADIUS,
};

const PLAIN: CarStyle = { fill: '#ffffff', text: '#000000', shape: 'circle' };

const hexagon = (className: string) => (at: Point) =>
  element('polygon', { class: className, points: points(Array.from({ length: 6 }, (_, i) => toward(at, Math.PI / 6 + (i * Math.PI) / 3, 0.6 * RADIUS))) });

const line = (at: Point) => ({ from: { x: at.x - 0.7 * RADIUS, y: at.y }, to: { x: at.x + 0.7 * RADIUS, y: at.y } });

const trackKey = (w: Words): LegendEntry[] => [
  legendEntry(LAYOUT, w.key.finish, (at) => chequered(line(at)), 'key'),
  legendEntry(LAYOUT, w.key.wall, hexagon('wall'), 'key'),
  legendEntry(LAYOUT, w.key.slot, hexagon('hex slot'), 'key'),
];

const sampleCar = (condition: CarCondition | undefined) => (at: Point) =>
  carMarker({ car: '', facing: 1, style: PLAIN, ...(condition ? { condition } : {}) }, at, { class: 'sample' }, undefined);

const raceKey = (w: Words): LegendEntry[] => [
  legendEntry(
    LAYOUT,
    w.key.path,
    (at) => {
      const { from, to } = line(at);
      return element('g', {}, [
        element('polyline', { class: 'path-casing', points: points([from, to]) }),
        element('polyline', { class: 'path', stroke: '#6b7280', points: points([from, to]) }),
      ]);
    },
    'key',
  ),
  legendEntry(LAYOUT, w.key.heading, sampleCar(undefined), 'key'),
  ...(['drift', 'skid', 'finished', 'out'] as const).map((condition) => legendEntry(LAYOUT, w.key[condition], sampleCar(condition), 'key')),
];

/** The car's line of the legend, also its marker's tooltip on the map. */
export function carLine(car: CarOnPicture, view: Pick<RaceView, 'lapsToFinish'>, w: Words): string {
  const status = car.condition === 'finished' || car.condition === 'out';
  return [
    w.car(car.car),
    w.drivers[car.driver],
    ...(status ? [] : [w.speed(car.speed)]),
    ...(view.lapsToFinish > 1 && !status ? [w.laps(car.laps, view.lapsToFinish)] : []),
    ...(car.condition ? [w.condition(car.condition, car.place)] : []),
    ...(car.onMap ? [w.at(hexKey(car.hex))] : []),
  ].join(' · ');
}

const carEntry = (car: CarOnPicture, view: RaceView, w: Words): LegendEntry => {
  const text = carLine(car, view, w);
  return legendEntry(LAYOUT, text, (at) => carMarker(markedCar(car), at, { class: 'legend-car' }, text), 'legend-entry');
};

export const trackLegend = (w: Words, width: number, top: number) => flowLegend(LAYOUT, [trackKey(w)], width, top);

export const raceLegend = (view: RaceView, w: Words, width: number, top: number) =>
  flowLegend(LAYOUT, [[...trackKey(w), ...raceKey(w)], view.cars.map((car) => carEntry(car, view, w))], width, top);
