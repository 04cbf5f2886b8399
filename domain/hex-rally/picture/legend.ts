/**
 * The band below the map: what its marks mean, then a line for every car of the race, with its
 * marker, driver, speed, condition and hex, so the cars that have left the track are there too.
 * Entries flow left to right and wrap at the map's width.
 */
import type { CarStyle } from '../../picture/palette.ts';
import { element, type Point, points, textElement } from '../../picture/svg.ts';
import { hexKey } from '../hex.ts';
import { HEX_WIDTH, RADIUS, toward } from './geometry.ts';
import { carMarker, chequered, markedCar } from './marks.ts';
import { FONT } from './style.ts';
import type { CarOnPicture, RaceView } from './view.ts';
import type { CarCondition, Words } from './words.ts';

interface Entry {
  width: number;
  draw(at: Point): string;
}

const ROW = 2 * RADIUS;
const GAP = 0.9 * RADIUS;
/** The room of a sample marker, its nose included, before its words. */
const SAMPLE = 2.3 * RADIUS;
/** DejaVu Sans's mean advance over the legend's words, spaces and dots included, with some room: a fraction of the font size. */
const ADVANCE = 0.52;

const PLAIN: CarStyle = { fill: '#ffffff', text: '#000000', shape: 'circle' };

const words = (text: string, at: Point): string => textElement('text', { class: 'words', x: at.x, y: at.y, dy: '0.35em' }, text);

/** A sample drawn in the space of a marker, then its words. */
const entry = (text: string, sample: (centre: Point) => string, className: string): Entry => ({
  width: SAMPLE + text.length * ADVANCE * FONT.legend * RADIUS + GAP,
  draw: (at) => element('g', { class: className }, [sample({ x: at.x + RADIUS, y: at.y }), words(text, { x: at.x + SAMPLE, y: at.y })]),
});

const hexagon = (className: string) => (at: Point) =>
  element('polygon', { class: className, points: points(Array.from({ length: 6 }, (_, i) => toward(at, Math.PI / 6 + (i * Math.PI) / 3, 0.6 * RADIUS))) });

const line = (at: Point) => ({ from: { x: at.x - 0.7 * RADIUS, y: at.y }, to: { x: at.x + 0.7 * RADIUS, y: at.y } });

const trackKey = (w: Words): Entry[] => [
  entry(w.key.finish, (at) => chequered(line(at)), 'key'),
  entry(w.key.wall, hexagon('wall'), 'key'),
  entry(w.key.slot, hexagon('hex slot'), 'key'),
];

const sampleCar = (condition: CarCondition | undefined) => (at: Point) =>
  carMarker({ car: '', facing: 1, style: PLAIN, ...(condition ? { condition } : {}) }, at, { class: 'sample' }, undefined);

const raceKey = (w: Words): Entry[] => [
  entry(
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
  entry(w.key.heading, sampleCar(undefined), 'key'),
  ...(['drift', 'skid', 'finished', 'out'] as const).map((condition) => entry(w.key[condition], sampleCar(condition), 'key')),
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

const carEntry = (car: CarOnPicture, view: RaceView, w: Words): Entry => {
  const text = carLine(car, view, w);
  return entry(text, (at) => carMarker(markedCar(car), at, { class: 'legend-car' }, text), 'legend-entry');
};

/** Rows of entries, each row as wide as the map allows. */
function flow(rows: readonly Entry[][], width: number, top: number): { layer: string; height: number } {
  const left = 0.6 * HEX_WIDTH;
  const drawn: string[] = [];
  let y = top + ROW / 2;
  for (const row of rows) {
    let x = left;
    for (const item of row) {
      if (x > left && x + item.width > width - left) {
        x = left;
        y += ROW;
      }
      drawn.push(item.draw({ x, y }));
      x += item.width;
    }
    y += ROW;
  }
  return { layer: element('g', { class: 'legend' }, drawn), height: y - ROW / 2 - top + 0.4 * RADIUS };
}

export const trackLegend = (w: Words, width: number, top: number) => flow([trackKey(w)], width, top);

export const raceLegend = (view: RaceView, w: Words, width: number, top: number) =>
  flow([[...trackKey(w), ...raceKey(w)], view.cars.map((car) => carEntry(car, view, w))], width, top);
