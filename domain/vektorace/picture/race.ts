/**
 * The Vektorace pictures: the bare circuit with its legend, and the race during or after a
 * round, each car as its base with its nose toward its heading, the vectors it laid this round in
 * its colour under it, and the legend's line for every car; optionally the end positions a car
 * may move to, each a mark the web page can make clickable by its `data-end`.
 */

import * as z from 'zod';
import { invalid } from '../../errors.ts';
import { svgDocument, type Window } from '../../picture/document.ts';
import { carStyle } from '../../picture/palette.ts';
import { element, group, type Point as PagePoint, points, textElement } from '../../picture/svg.ts';
import type { Language } from '../../race/language.ts';
import { circuitName } from '../../race/report.ts';
import { CIRCUIT_NAMES } from '../circuit/shipped-names.ts';
import type { Circuit } from '../circuit/types.ts';
import { fromStored, Heading, StoredPoint } from '../geometry.ts';
import { type TableLayout, toward, UNIT } from './layout.ts';
import { carLine, circuitLegend, endDart, raceLegend } from './legend.ts';
import { carMarker, octagonAt } from './marks.ts';
import { tablePage } from './table.ts';
import type { CarOnPicture, RaceView } from './view.ts';
import { WORDS } from './words.ts';

/** An end position to offer (a move's preview): where the car's base would stand and the heading it would take there. */
export const EndPosition = z.strictObject({
  /** What the page gets back when it is chosen: the `data-end` attribute. */
  id: z.string().min(1),
  position: StoredPoint,
  heading: Heading,
  /** Its tooltip, such as the move and its cost; the id when absent. */
  label: z.string().optional(),
  /** The option it picks among a step's choices (domain/race/choices.ts): its `data-choice`. */
  choice: z.string().optional(),
});
export type EndPosition = z.infer<typeof EndPosition>;

export interface RaceOptions {
  ends?: readonly EndPosition[];
  /** Draws only the part of the table around the ends and their car, large enough to click them (the legend, below the table, is left out). */
  closeUp?: boolean;
  /** The car whose ends they are: a close-up keeps it in sight. */
  car?: string;
}

/**
 * Units of table shown around the ends of a close-up, and its least size: a fifth of the table
 * across, so that on a phone's width an end's dart is still a finger's mark.
 */
const CLOSE_UP_MARGIN = 1.5;
const CLOSE_UP_SHARE = 1 / 5;

/** The window of a close-up: the bounding box of the ends and their car with its margin, in the table's proportions, at least a fifth of it across, within the drawing. */
function closeUpWindow(page: { width: number; height: number }, centres: readonly { x: number; y: number }[]): Window {
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const margin = CLOSE_UP_MARGIN * UNIT;
  const ratio = page.height / page.width;
  let width = Math.max(Math.max(...xs) - Math.min(...xs) + 2 * margin, page.width * CLOSE_UP_SHARE);
  let height = Math.max(Math.max(...ys) - Math.min(...ys) + 2 * margin, width * ratio);
  width = Math.min(page.width, Math.max(width, height / ratio));
  height = Math.min(page.height, width * ratio);
  const clamp = (at: number, size: number, along: number) => Math.min(Math.max(at - size / 2, 0), along - size);
  const middle = { x: (Math.max(...xs) + Math.min(...xs)) / 2, y: (Math.max(...ys) + Math.min(...ys)) / 2 };
  return { x: clamp(middle.x, width, page.width), y: clamp(middle.y, height, page.height), width, height };
}

const nameOf = (circuit: Circuit, language: Language): string => circuitName(CIRCUIT_NAMES, circuit.id, language, circuit.name);

export function renderCircuit(circuit: Circuit, language: Language): string {
  const words = WORDS[language];
  const { page } = tablePage(circuit, nameOf(circuit, language));
  const legend = circuitLegend(words, page.width, page.height);
  return svgDocument({ ...page, footer: legend.height, layers: [...page.layers, legend.layer] }, {});
}

export function renderRace(circuit: Circuit, view: RaceView, language: Language, options: RaceOptions = {}): string {
  const words = WORDS[language];
  const ends = options.ends ?? [];
  const closeUp = options.closeUp === true && ends.length > 0;
  const name = nameOf(circuit, language);
  const title = closeUp ? words.closeUp : view.round === 0 ? words.start(name) : words.round(name, view.round, view.over);
  const { page, layout } = tablePage(circuit, title);
  ends.forEach((end, i) => {
    const first = ends.findIndex((other) => other.id === end.id);
    if (first !== i) throw invalid(`ends[${i}].id`, `end ${end.id} is given twice, also as ends[${first}]: a click must name one end`);
  });
  // A close-up shows only the table around the ends: the legend below it would be drawn for nothing.
  const legend = closeUp ? { height: 0, layer: '' } : raceLegend(view, circuit.curves.length, words, page.width, page.height, ends.length > 0);
  const mover = view.cars.find((car) => car.car === options.car && car.onTable);
  const window = closeUp
    ? closeUpWindow(page, [...ends.map((end) => layout.at(fromStored(end.position))), ...(mover ? [layout.at(mover.position)] : [])])
    : undefined;
  const onTable = view.cars.filter((car) => car.onTable);
  // The cars that left the race this round go under those still racing, which may have driven over where they stand.
  const drawOrder = [...onTable.filter((car) => car.condition !== undefined), ...onTable.filter((car) => car.condition === undefined)];
  const drawnAt = besideOthers(onTable, layout);
  return svgDocument(
    {
      ...page,
      ...(window ? { window } : {}),
      footer: legend.height,
      layers: [
        ...page.layers,
        group(
          'moves',
          view.cars.filter((car) => car.vectors.length > 0 || car.relocations.length > 0).map((car) => laid(car, layout)),
        ),
        group(
          'cars',
          drawOrder.map((car) =>
            carMarker(
              { car: car.car, heading: car.heading, style: carStyle(car.colour), ...(car.condition ? { condition: car.condition } : {}) },
              drawnAt.get(car.car)!,
              { class: 'car' },
              carLine(car, view, circuit.curves.length, words),
            ),
          ),
        ),
        group(
          'ends',
          ends.map((end) => endMark(end, layout)),
        ),
        legend.layer,
      ],
    },
    {},
  );
}

/** Units between the centres of cars drawn side by side: clear of a finished car's chequered ring. */
const BESIDE = 1.75;

/**
 * Where each car on the table is drawn: a car still racing where it stands, as no two of them
 * overlap (VK-GAP-6); a car that left the race this round, which the others no longer avoid, where
 * it left, unless a car drawn before it stands there (another that crossed the line in the same
 * spot, or one that drove over it): then beside it, side by side as VK-ATK-3 places cars, on its
 * left or its right, the nearest side free.
 */
function besideOthers(cars: readonly CarOnPicture[], layout: TableLayout): Map<string, PagePoint> {
  const drawn = new Map<string, PagePoint>();
  const overlaps = (p: PagePoint) => [...drawn.values()].some((q) => Math.hypot(p.x - q.x, p.y - q.y) < BESIDE * UNIT - 1e-6);
  for (const car of cars.filter(({ condition }) => condition === undefined)) drawn.set(car.car, layout.at(car.position));
  for (const car of cars.filter(({ condition }) => condition !== undefined)) {
    const at = layout.at(car.position);
    const beside = [1, 2, 3].flatMap((k) => [toward(at, car.heading + 2, k * BESIDE), toward(at, car.heading - 2, k * BESIDE)]);
    drawn.set(car.car, [at, ...beside].find((p) => !overlaps(p)) ?? at);
  }
  return drawn;
}

/** A move of this round: where the car started, its vectors with their cells, and the attacks that moved it after. */
function laid(car: CarOnPicture, layout: TableLayout): string {
  const { fill } = carStyle(car.colour);
  return element('g', { class: 'move', 'data-car': car.car }, [
    ...(car.start === undefined ? [] : [element('polygon', { class: 'start', stroke: fill, points: points(octagonAt(layout.at(car.start))) })]),
    ...car.vectors.flatMap((vector) => {
      const shape = points(vector.shape.map(layout.at));
      return [
        element('polygon', { class: 'vector-casing', points: shape }),
        element('polygon', { class: vector.boost ? 'vector boost' : 'vector', fill, stroke: fill, points: shape, 'data-cells': vector.cells.length }),
        ...vector.cells.map((cell) => {
          const at = layout.at(cell);
          return element('circle', { class: 'cell', fill, cx: at.x, cy: at.y, r: 0.08 * UNIT });
        }),
      ];
    }),
    ...car.relocations.map(([from, to]) => {
      const [a, b] = [layout.at(from), layout.at(to)];
      return element('line', { class: 'relocation', x1: a.x, y1: a.y, x2: b.x, y2: b.y });
    }),
  ]);
}

function endMark(end: EndPosition, layout: TableLayout): string {
  const centre = layout.at(fromStored(end.position));
  return element('g', { class: 'end', 'data-end': end.id, ...(end.choice === undefined ? {} : { 'data-choice': end.choice }), 'data-heading': end.heading }, [
    textElement('title', {}, end.label ?? end.id),
    element('polygon', { class: 'end-cell', points: points(octagonAt(centre)) }),
    element('polygon', { class: 'end-mark', points: points(endDart(centre, end.heading)) }),
  ]);
}
