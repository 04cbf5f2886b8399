/**
 * The marks drawn both on the map and in its legend: a car, with its nose toward its heading
 * (HX-CORE-1) and the rings or cross of its condition, and a stretch of the chequered finish line.
 * Sizes are fractions of a hex's radius.
 */
import { chequeredLine, chequerRing } from '../../picture/chequer.ts';
import { type CarStyle, carStyle } from '../../picture/palette.ts';
import { element, type Point, points, textElement } from '../../picture/svg.ts';
import { angleOf, type Line, RADIUS, toward } from './geometry.ts';
import type { CarOnPicture } from './view.ts';

const BODY = 0.58 * RADIUS;
const NOSE = 0.98 * RADIUS;
const RING = 0.74 * RADIUS;
const OUTER_RING = 0.88 * RADIUS;
/** The side of a finish line's square. */
export const CHEQUER = 0.16 * RADIUS;
/** The middle of the two rows of squares around a car that finished. */
const CHEQUER_RING = RING + CHEQUER / 2;

/** What a marker shows of a car, in its colour and shape (domain/picture/palette.ts) or, in the legend's samples, a plain one. */
export type MarkedCar = Pick<CarOnPicture, 'car' | 'facing' | 'condition'> & { style: CarStyle };

export const markedCar = (car: CarOnPicture): MarkedCar => ({
  car: car.car,
  facing: car.facing,
  ...(car.condition ? { condition: car.condition } : {}),
  style: carStyle(car.colour),
});

/** A car's marker; its number and `label` (a tooltip) unless it is one of the legend's samples. */
export function carMarker(car: MarkedCar, at: Point, attrs: Record<string, string | number>, label: string | undefined): string {
  const { style } = car;
  const angle = angleOf(car.facing);
  const nose = [toward(at, angle, NOSE), toward(at, angle + 0.7, 0.5 * RADIUS), toward(at, angle - 0.7, 0.5 * RADIUS)];
  const number = car.car.length > 2 ? 'number small' : 'number';
  return element('g', { ...attrs, 'data-car': car.car, 'data-facing': car.facing, 'data-condition': car.condition ?? 'racing' }, [
    ...(label === undefined ? [] : [textElement('title', {}, label)]),
    ...rings(car, at),
    element('polygon', { class: 'nose', points: points(nose) }),
    body(style, at, car.condition === 'out'),
    ...(label === undefined ? [] : [textElement('text', { class: number, x: at.x, y: at.y, dy: '0.35em', fill: style.text }, car.car)]),
    ...(car.condition === 'out' ? cross(at) : []),
  ]);
}

function rings(car: MarkedCar, { x, y }: Point): string[] {
  const ring = (className: string, r: number) => element('circle', { class: className, cx: x, cy: y, r });
  switch (car.condition) {
    case 'drift':
      return [ring('drift', RING)];
    case 'skid':
      return [ring('skid', OUTER_RING), ring('skid', RING)];
    case 'finished':
      return chequerRing({ x, y }, CHEQUER_RING, CHEQUER);
    default:
      return [];
  }
}

function body({ shape, fill }: CarStyle, { x, y }: Point, faded: boolean): string {
  const attrs = { class: faded ? 'body faded' : 'body', fill };
  const polygon = (corners: number, radius: number, turn: number) =>
    element('polygon', {
      ...attrs,
      points: points(Array.from({ length: corners }, (_, i) => toward({ x, y }, turn + (2 * Math.PI * i) / corners, radius))),
    });
  switch (shape) {
    case 'circle':
      return element('circle', { ...attrs, cx: x, cy: y, r: BODY });
    case 'square':
      return polygon(4, 1.26 * BODY, Math.PI / 4);
    case 'diamond':
      return polygon(4, 1.24 * BODY, 0);
    case 'hexagon':
      return polygon(6, 1.16 * BODY, 0);
  }
}

function cross(at: Point): string[] {
  const arm = 0.62 * RADIUS;
  const bar = (angle: number) => {
    const from = toward(at, angle, arm);
    const to = toward(at, angle + Math.PI, arm);
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  };
  return [Math.PI / 4, -Math.PI / 4].flatMap((angle) => [
    element('line', { class: 'cross-casing', ...bar(angle) }),
    element('line', { class: 'cross', ...bar(angle) }),
  ]);
}

/** A stretch of the chequered finish line. */
export const chequered = ({ from, to }: Line): string => chequeredLine(from, to, CHEQUER);
