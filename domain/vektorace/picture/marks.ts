/**
 * The marks drawn both on the table and in its legend: a car as its octagonal base (VK-GAP-2)
 * with its nose toward its heading, the marks of a car that finished or went out, a stretch of
 * the chequered finish line, a curve token. Sizes are fractions of a unit, a car's width.
 */
import { chequeredLine, chequerRing } from '../../picture/chequer.ts';
import type { CarStyle } from '../../picture/palette.ts';
import { element, type Point, points, textElement } from '../../picture/svg.ts';
import { toward, UNIT } from './layout.ts';
import type { CarCondition } from './words.ts';

/** The octagon of width 1: its corners are ½/cos 22.5° from its centre, between the sides facing the 8 headings. */
const CORNER = 0.5 / Math.cos(Math.PI / 8);
/** How far the nose's pointer reaches beyond the front side. */
const POINTER = 0.82;
/** The side of a square of the finish line. */
export const CHEQUER = 0.16 * UNIT;
const RING = 0.66;

export const octagonAt = (centre: Point, radius = CORNER): Point[] => Array.from({ length: 8 }, (_, k) => toward(centre, k + 0.5, radius));

export interface MarkedCar {
  car: string;
  heading: number;
  style: CarStyle;
  condition?: CarCondition;
}

/** A car's base at `centre`: its number and `label` (a tooltip) unless it is one of the legend's samples. */
export function carMarker(car: MarkedCar, centre: Point, attrs: Record<string, string | number>, label: string | undefined): string {
  const front = [toward(centre, car.heading - 0.5, CORNER), toward(centre, car.heading + 0.5, CORNER)] as const;
  const faded = car.condition === 'out';
  return element('g', { ...attrs, 'data-car': car.car, 'data-heading': car.heading, 'data-condition': car.condition ?? 'racing' }, [
    ...(label === undefined ? [] : [textElement('title', {}, label)]),
    ...(car.condition === 'finished' ? chequerRing(centre, RING * UNIT + CHEQUER / 2, CHEQUER) : []),
    element('polygon', { class: faded ? 'base faded' : 'base', fill: car.style.fill, points: points(octagonAt(centre)) }),
    element('line', { class: 'front', x1: front[0].x, y1: front[0].y, x2: front[1].x, y2: front[1].y }),
    element('polygon', { class: 'nose', points: points([front[0], toward(centre, car.heading, POINTER), front[1]]) }),
    ...(label === undefined
      ? []
      : [
          textElement('text', { class: car.car.length > 2 ? 'number small' : 'number', x: centre.x, y: centre.y, dy: '0.35em', fill: car.style.text }, car.car),
        ]),
    ...(faded ? cross(centre) : []),
  ]);
}

function cross(centre: Point): string[] {
  const bar = (h: number) => {
    const from = toward(centre, h, 0.55);
    const to = toward(centre, h + 4, 0.55);
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  };
  return [1, 3].flatMap((h) => [element('line', { class: 'cross-casing', ...bar(h) }), element('line', { class: 'cross', ...bar(h) })]);
}

/** A stretch of the chequered finish line. */
export const chequered = (from: Point, to: Point): string => chequeredLine(from, to, CHEQUER);

/** A curve token: a disc with red and white kerbs round it and its number; no number for a legend's sample. */
export function token(centre: Point, radius: number, number: number | undefined): string {
  return element('g', { class: 'token', ...(number === undefined ? {} : { 'data-curve': number }) }, [
    element('circle', { class: 'disc', cx: centre.x, cy: centre.y, r: radius }),
    element('circle', { class: 'kerb', cx: centre.x, cy: centre.y, r: radius }),
    ...(number === undefined ? [] : [textElement('text', { class: 'curve-number', x: centre.x, y: centre.y, dy: '0.35em' }, String(number))]),
  ]);
}

/** A small arrowhead at `at` pointing along heading h: the way round a curve, the race direction. */
export function arrowhead(at: Point, h: number, className: string): string {
  const tip = toward(at, h, 0.32);
  const back = toward(at, h + 4, 0.2);
  return element('polygon', { class: className, points: points([tip, toward(back, h + 2, 0.24), toward(back, h - 2, 0.24)]) });
}
