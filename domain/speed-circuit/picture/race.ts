/**
 * The race as published after every turn (SC-PBEM-7): the circuit with each car on its square,
 * the squares each car travelled in the last turn, and the weather track with its marker
 * (SC-RAIN-3, SC-RAIN-5). The input is a small explicit view, so this drawing does not depend on
 * how the race state is kept.
 */

import { invalid } from '../../errors.ts';
import { type RenderOptions, svgDocument, windowAround } from '../../picture/document.ts';
import { type CarStyle, carStyle, PALETTE_SIZE } from '../../picture/palette.ts';
import { cssLength, element, group, type Point, points, textElement } from '../../picture/svg.ts';
import { byCarNumber } from '../../race/events.ts';
import { nameOf } from '../circuit/shipped-names.ts';
import type { Circuit, SquareIndex } from '../circuit/types.ts';
import { circuitPage } from './circuit.ts';
import { pitLane, squareSize } from './marks.ts';
import { WORDS, type Words } from './words.ts';

export interface CarOnPicture {
  /** The car's number, printed on its marker. */
  car: string;
  driver: string;
  /** Index into the palette, 0..25: give each car in the race a different one. */
  colour: number;
  at: SquareIndex | 'pits';
  /** Squares travelled in the last turn, in order; drawn as a line ending at the car. */
  path: readonly SquareIndex[];
}

export interface RaceView {
  /** The last turn played, 0 before the start. */
  turn: number;
  cars: readonly CarOnPicture[];
  /** The weather track, for games that have weather (SC-RAIN); absent, none is drawn. */
  weather?: { marker: number; track: 'dry' | 'wet' };
}

const WET_UP_TO = 4;
const DRY_FROM = 7;

/** The part of a large circuit a picture drawn around some cars shows: legible at an email's 960 px (SC-PBEM-8). */
const WINDOW = { squares: 24, rows: 14 };

export function renderRace(circuit: Circuit, view: RaceView, options: RenderOptions = {}): string {
  checkView(circuit, view);
  const words = WORDS[options.language ?? 'en'];
  const size = squareSize(circuit);
  const centre = (index: SquareIndex): Point => circuit.geometry.centres[index]!;
  const spots = pitLane(circuit).spots;
  const inPits = view.cars.filter((car) => car.at === 'pits');
  const place = (car: CarOnPicture): Point => {
    if (car.at !== 'pits') return centre(car.at);
    const i = inPits.indexOf(car);
    const spot = spots[i % spots.length]!;
    const layer = Math.floor(i / spots.length);
    return { x: spot.x + layer * 0.3 * size, y: spot.y + layer * 0.3 * size };
  };
  const pathTo = (car: CarOnPicture): Point[] => (car.path.at(-1) === car.at ? car.path.map(centre) : [...car.path.map(centre), place(car)]);
  const focused = view.cars.filter((car) => options.focus?.includes(car.car));
  const window = windowAround(circuit.geometry, focused.map(place), { width: WINDOW.squares * size, height: WINDOW.rows * size });
  const page = circuitPage(circuit, words, window);
  const name = nameOf(circuit, options.language);
  const whole = options.title ?? (view.turn === 0 ? words.grid(name) : words.afterTurn(name, view.turn));
  // Named by the cars it shows, not by its reader's: readers whose cars share a window share its picture, drawn once.
  const shown = (point: Point) =>
    window !== undefined && point.x >= window.x && point.x <= window.x + window.width && point.y >= window.y && point.y <= window.y + window.height;
  const title =
    window === undefined
      ? whole
      : words.around(
          whole,
          view.cars
            .filter((car) => shown(place(car)))
            .map((car) => car.car)
            .sort(byCarNumber),
        );
  return svgDocument(
    {
      ...page,
      ...(window === undefined ? {} : { window }),
      title,
      footer: 0.8 * size,
      style: page.style + raceStyle(size),
      layers: [
        ...page.layers,
        group(
          'paths',
          view.cars.filter((car) => car.path.length > 0).map((car) => travelled(car, pathTo(car))),
        ),
        group(
          'cars',
          view.cars.map((car) => marker(car, place(car), size)),
        ),
        ...(view.weather ? [weatherTrack(view.weather, { x: page.size, y: page.height }, size, words)] : []),
      ],
    },
    options,
  );
}

function checkView(circuit: Circuit, view: RaceView): void {
  const squares = circuit.squares.length;
  const isSquare = (index: SquareIndex) => Number.isInteger(index) && index >= 0 && index < squares;
  view.cars.forEach((car, i) => {
    if (car.at !== 'pits' && !isSquare(car.at)) throw invalid(`cars[${i}].at`, `car ${car.car}: ${car.at} is not a square of ${circuit.id}`);
    const bad = car.path.findIndex((index) => !isSquare(index));
    if (bad >= 0) throw invalid(`cars[${i}].path[${bad}]`, `car ${car.car}: ${car.path[bad]} is not a square of ${circuit.id}`);
    if (!Number.isInteger(car.colour) || car.colour < 0 || car.colour >= PALETTE_SIZE) {
      throw invalid(`cars[${i}].colour`, `car ${car.car}: colour index ${car.colour} is outside 0–${PALETTE_SIZE - 1}`);
    }
  });
  const colours = view.cars.map((car) => car.colour);
  const repeated = colours.findIndex((colour, i) => colours.indexOf(colour) !== i);
  if (repeated >= 0) throw invalid(`cars[${repeated}].colour`, `car ${view.cars[repeated]!.car} has the colour of another car`);
  const marker = view.weather?.marker;
  if (marker !== undefined && (!Number.isInteger(marker) || marker < 2 || marker > 12)) {
    throw invalid('weather.marker', `the weather marker stands on 2–12, not ${marker}`);
  }
}

function raceStyle(size: number): string {
  const u = (factor: number): string => cssLength(factor * size);
  return [
    `.path{fill:none;stroke-width:${u(0.08)};stroke-linejoin:round;stroke-linecap:round}`,
    `.path-casing{fill:none;stroke:#111827;stroke-opacity:0.5;stroke-width:${u(0.14)};stroke-linejoin:round;stroke-linecap:round}`,
    `.car .shape{stroke:#111827;stroke-width:${u(0.04)}}`,
    `.car text{font-size:${u(0.36)};font-weight:bold;text-anchor:middle}`,
    `.weather rect{stroke:#6b7280;stroke-width:${u(0.03)}}`,
    `.weather .wet{fill:#bfdbfe}.weather .changing{fill:#e5e7eb}.weather .dry{fill:#fef3c7}`,
    `.weather text{font-size:${u(0.28)};fill:#111827;text-anchor:middle}`,
    `.weather .heading{font-size:${u(0.32)};font-weight:bold;text-anchor:start}`,
    `.weather-marker{fill:#0072B2;stroke:#111827;stroke-width:${u(0.03)}}`,
  ].join('');
}

/** The dark casing keeps light colours visible on the pale squares. */
function travelled(car: CarOnPicture, line: readonly Point[]): string {
  return element('g', { class: 'path-of', 'data-car': car.car }, [
    element('polyline', { class: 'path-casing', points: points(line) }),
    element('polyline', { class: 'path', points: points(line), stroke: carStyle(car.colour).fill }),
  ]);
}

function marker(car: CarOnPicture, at: Point, size: number): string {
  const style = carStyle(car.colour);
  return element('g', { class: 'car', 'data-car': car.car }, [
    textElement('title', {}, `${car.driver} (car ${car.car})`),
    shape(style, at, size),
    textElement('text', { x: at.x, y: at.y, dy: '0.35em', fill: style.text }, car.car),
  ]);
}

function shape({ shape: kind, fill }: CarStyle, { x, y }: Point, size: number): string {
  const polygon = (corners: number, radius: number, turn: number) =>
    element('polygon', {
      class: 'shape',
      fill,
      points: points(
        Array.from({ length: corners }, (_, i) => {
          const angle = turn + (2 * Math.PI * i) / corners;
          return { x: x + radius * Math.cos(angle), y: y + radius * Math.sin(angle) };
        }),
      ),
    });
  switch (kind) {
    case 'circle':
      return element('circle', { class: 'shape', fill, cx: x, cy: y, r: 0.38 * size });
    case 'square':
      return polygon(4, 0.48 * size, Math.PI / 4);
    case 'diamond':
      return polygon(4, 0.47 * size, 0);
    case 'hexagon':
      return polygon(6, 0.44 * size, 0);
  }
}

/** Boxes 2–12; 2–4 wet, 7–12 dry, 5–6 keep the state the marker comes from (SC-RAIN-5). */
function weatherTrack(weather: NonNullable<RaceView['weather']>, origin: Point, size: number, words: Words): string {
  const box = 0.8 * size;
  const left = origin.x + 3 * size;
  const top = origin.y - 0.6 * size;
  const boxes = Array.from({ length: 11 }, (_, i) => {
    const value = i + 2;
    const kind = value <= WET_UP_TO ? 'wet' : value >= DRY_FROM ? 'dry' : 'changing';
    const x = left + i * box;
    return element('g', { 'data-box': value }, [
      element('rect', { class: kind, x, y: top, width: box, height: box }),
      textElement('text', { x: x + box / 2, y: top + box / 2, dy: '0.35em' }, String(value)),
    ]);
  });
  const mx = left + (weather.marker - 2 + 0.5) * box;
  const arrow = [
    { x: mx - 0.25 * size, y: top - 0.45 * size },
    { x: mx + 0.25 * size, y: top - 0.45 * size },
    { x: mx, y: top - 0.05 * size },
  ];
  return element('g', { class: 'weather', 'data-marker': weather.marker, 'data-track': weather.track }, [
    textElement('text', { class: 'heading', x: origin.x, y: top + box / 2, dy: '0.35em' }, words.weather),
    ...boxes,
    element('polygon', { class: 'weather-marker', points: points(arrow) }),
    textElement('text', { class: 'heading', x: left + 11 * box + 0.4 * size, y: top + box / 2, dy: '0.35em' }, words.track(weather.track)),
  ]);
}
