/**
 * The band below the table: what its marks mean, then a line for every car in the order of play,
 * with its base, gear, points, lap, the curve due and its move this round, so the cars that have
 * left the race are there too. Entries flow left to right and wrap at the table's width.
 */
import { flowLegend, type LegendEntry, type LegendLayout, legendEntry } from '../../picture/legend.ts';
import type { CarStyle } from '../../picture/palette.ts';
import { carStyle } from '../../picture/palette.ts';
import { element, type Point, points } from '../../picture/svg.ts';
import { MARGIN, toward, UNIT } from './layout.ts';
import { arrowhead, carMarker, chequered, octagonAt, token } from './marks.ts';
import { FONT } from './style.ts';
import type { CarOnPicture, RaceView } from './view.ts';
import type { KeyMark, Words } from './words.ts';

const ROW = 1.5 * UNIT;
const GAP = 0.9 * UNIT;
/** The room of a sample, its nose included, before its words. */
const SAMPLE = 1.9 * UNIT;
/** DejaVu Sans's mean advance over the legend's words, spaces and dots included, with some room: a fraction of the font size. */
const ADVANCE = 0.56;

const LAYOUT: LegendLayout = {
  margin: MARGIN * UNIT,
  row: ROW,
  gap: GAP,
  sample: SAMPLE,
  sampleCentre: 0.7 * UNIT,
  wordsWidth: (characters) => characters * ADVANCE * FONT.legend * UNIT,
  bottom: 0.4 * UNIT,
};

const PLAIN: CarStyle = { fill: '#ffffff', text: '#000000', shape: 'circle' };

const line = (at: Point, className: string): string => element('line', { class: className, x1: at.x - 0.6 * UNIT, y1: at.y, x2: at.x + 0.6 * UNIT, y2: at.y });

const SAMPLES: Record<KeyMark, (at: Point) => string> = {
  token: (at) => token(at, 0.5 * UNIT, undefined),
  inside: (at) => line(at, 'inside-line'),
  gate: (at) => element('g', {}, [line(at, 'gate'), arrowhead(toward(at, 2, 0.3), 0, 'way-round')]),
  wall: (at) => element('rect', { class: 'pit-wall', x: at.x - 0.6 * UNIT, y: at.y - 0.15 * UNIT, width: 1.2 * UNIT, height: 0.3 * UNIT }),
  pits: (at) => element('rect', { class: 'pit-area', x: at.x - 0.6 * UNIT, y: at.y - 0.35 * UNIT, width: 1.2 * UNIT, height: 0.7 * UNIT }),
  finish: (at) => chequered({ x: at.x - 0.6 * UNIT, y: at.y }, { x: at.x + 0.6 * UNIT, y: at.y }),
  heading: (at) => carMarker({ car: '', heading: 0, style: PLAIN }, { x: at.x - 0.15 * UNIT, y: at.y }, { class: 'sample' }, undefined),
  vector: (at) => element('polygon', { class: 'vector', fill: '#6b7280', stroke: '#6b7280', points: points(octagonAt(at)) }),
  boost: (at) => element('polygon', { class: 'vector boost', fill: '#6b7280', stroke: '#6b7280', points: points(octagonAt(at)) }),
  pole: (at) => line(at, 'pole'),
  relocated: (at) => line(at, 'relocation'),
  end: (at) => element('polygon', { class: 'end-mark', points: points(endDart({ x: at.x - 0.25 * UNIT, y: at.y }, 0)) }),
  finished: (at) => carMarker({ car: '', heading: 0, style: PLAIN, condition: 'finished' }, at, { class: 'sample' }, undefined),
  out: (at) => carMarker({ car: '', heading: 0, style: PLAIN, condition: 'out' }, at, { class: 'sample' }, undefined),
};

/**
 * The mark of an end position (race.ts): a dart from the cell's centre toward the heading the car
 * would take, within 20° either side, so the ends of one cell (45° apart) fan out and never touch.
 */
export const endDart = (centre: Point, h: number): Point[] => [centre, toward(centre, h - 0.45, 0.24), toward(centre, h, 0.5), toward(centre, h + 0.45, 0.24)];

const keyEntry = (w: Words, mark: KeyMark): LegendEntry => legendEntry(LAYOUT, w.key[mark], SAMPLES[mark], 'key', { 'data-key': mark });

const CIRCUIT_KEY: readonly KeyMark[] = ['token', 'gate', 'inside', 'wall', 'pits', 'finish', 'pole'];

/** The car's line of the legend, also its base's tooltip on the table. */
export function carLine(car: CarOnPicture, view: Pick<RaceView, 'laps'>, curves: number, w: Words): string {
  const racing = car.condition === undefined;
  return [
    w.car(car.car),
    ...(car.place === undefined ? [] : [w.place(car.place)]),
    ...(racing ? [w.gear(car.gear), w.points(car.gomma, car.nitro), w.laps(car.laps, view.laps), w.due(car.due, curves)] : []),
    ...(racing && car.boxBox ? [w.boxBox] : []),
    ...(car.condition ? [w.condition(car.condition, car.finished)] : []),
    ...(car.move === undefined ? [] : [w.moved(car.move)]),
    ...(car.turnLost ? [w.turnLost] : []),
  ].join(' · ');
}

const carEntry = (car: CarOnPicture, view: RaceView, curves: number, w: Words): LegendEntry => {
  const text = carLine(car, view, curves, w);
  const style = carStyle(car.colour);
  return legendEntry(
    LAYOUT,
    text,
    (at) => carMarker({ car: car.car, heading: 0, style, ...(car.condition ? { condition: car.condition } : {}) }, at, { class: 'legend-car' }, text),
    'legend-entry',
  );
};

export const circuitLegend = (w: Words, width: number, top: number) => flowLegend(LAYOUT, [CIRCUIT_KEY.map((mark) => keyEntry(w, mark))], width, top);

/** The race's cars in the order of play, then those that left it in the order they finished, then the others by number. */
const inLegendOrder = (cars: readonly CarOnPicture[]): CarOnPicture[] => {
  const rank = (car: CarOnPicture) => (car.place !== undefined ? car.place : car.finished !== undefined ? 100 + car.finished : 1000);
  return [...cars].sort((a, b) => rank(a) - rank(b) || a.colour - b.colour);
};

export function raceLegend(view: RaceView, curves: number, w: Words, width: number, top: number, ends: boolean) {
  const marks: KeyMark[] = [...CIRCUIT_KEY, 'heading', 'vector', 'boost', 'relocated', ...(ends ? (['end'] as const) : []), 'finished', 'out'];
  return flowLegend(LAYOUT, [marks.map((mark) => keyEntry(w, mark)), inLegendOrder(view.cars).map((car) => carEntry(car, view, curves, w))], width, top);
}
