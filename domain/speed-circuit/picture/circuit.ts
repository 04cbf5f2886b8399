/**
 * The circuit as players see it on the board: squares with their printed names, curve squares
 * with their speeds (SC-CURVE-1), trajectory arrows (SC-CURVE-7, SC-NOTATION-4), the
 * start/finish line, the pits beside it (SC-PIT-5) and the cloud line (SC-RAIN-7).
 */

import { type Page, type RenderOptions, svgDocument, type Window } from '../../picture/document.ts';
import { cssLength, element, group, num, type Point, points, textElement } from '../../picture/svg.ts';
import { nameOf } from '../circuit/shipped-names.ts';
import type { Circuit, Curve, Square, Trajectory } from '../circuit/types.ts';
import { aside, beyond, distance, type Line, lineBefore, midpoint, pitLane, shortSide, squareSize } from './marks.ts';
import { WORDS, type Words } from './words.ts';

export function renderCircuit(circuit: Circuit, options: RenderOptions = {}): string {
  return svgDocument({ ...circuitPage(circuit, WORDS[options.language ?? 'en']), title: options.title ?? nameOf(circuit, options.language) }, options);
}

/**
 * The page of the bare circuit, for the race picture to draw on; with a `window`, only the squares,
 * labels and trajectories that reach into it: a window shows a sixth of Monza, and its renderer
 * lays out every label it is given, shown or not.
 */
export function circuitPage(circuit: Circuit, words: Words, window?: Window): Page {
  const key = window === undefined ? '' : `${window.x} ${window.y} ${window.width} ${window.height}`;
  const pages = laidOut.get(circuit)?.get(words) ?? new Map<string, Page>();
  const known = pages.get(key);
  if (known) return known;
  const page = layOut(circuit, words, window);
  pages.set(key, page);
  laidOut.set(circuit, (laidOut.get(circuit) ?? new Map()).set(words, pages));
  return page;
}

/**
 * Pages laid out, by circuit, words and window: the readers of a turn whose cars share a window,
 * and the next turn's, draw on the same page. A circuit has a few dozen windows.
 */
const laidOut = new WeakMap<Circuit, Map<Words, Map<string, Page>>>();

function layOut(circuit: Circuit, words: Words, window: Window | undefined): Page {
  const size = squareSize(circuit);
  // A square's outline reaches at most a square's side from its centre; a label or arrow drawn beside it, two.
  const near = (point: Point, margin: number) =>
    window === undefined ||
    (point.x >= window.x - margin &&
      point.x <= window.x + window.width + margin &&
      point.y >= window.y - margin &&
      point.y <= window.y + window.height + margin);
  const squares = circuit.squares.filter((square) => near(circuit.geometry.centres[square.index]!, size));
  return {
    title: circuit.name,
    size,
    width: circuit.geometry.width,
    height: circuit.geometry.height,
    footer: 0,
    style: circuitStyle(size),
    defs: [arrowhead('arrow', '#5b21b6'), arrowhead('arrow-pit', '#374151')],
    layers: [
      group(
        'squares',
        squares.map((square) => squareOutline(circuit, square)),
      ),
      pits(circuit, words),
      startFinish(lineBefore(circuit, 1), size),
      cloud(circuit, size),
      group(
        'trajectories',
        circuit.curves.flatMap((curve) =>
          curve.trajectories.filter((t) => t.squares.some((index) => near(circuit.geometry.centres[index]!, 2 * size))).map((t) => trajectory(circuit, t)),
        ),
      ),
      group('labels', [
        ...squares.flatMap((square) => squareLabels(circuit, square, size)),
        ...circuit.curves.map((curve) => curveNumber(circuit, curve, size)),
      ]),
    ],
  };
}

function circuitStyle(size: number): string {
  const u = (factor: number): string => cssLength(factor * size);
  return [
    `.page{fill:#ffffff}`,
    `.title{font-size:${u(0.7)};font-weight:bold;fill:#111827}`,
    `.square{fill:#f3f4f6;stroke:#6b7280;stroke-width:${u(0.04)}}`,
    `.curve{fill:#fcd9a8}`,
    `.pit-exit{stroke:#111827;stroke-width:${u(0.09)}}`,
    `.name{font-size:${u(NAME)};fill:#374151;text-anchor:middle}`,
    `.speed{font-size:${u(SPEED)};font-weight:bold;fill:#7c2d12;text-anchor:middle}`,
    `.group{font-size:${u(GROUP)};font-weight:bold;fill:#9a3412;text-anchor:middle}`,
    `.trajectory polyline{fill:none;stroke:#5b21b6;stroke-opacity:0.7;stroke-width:${u(0.07)};stroke-linejoin:round}`,
    `.trajectory text{font-size:${u(0.3)};font-weight:bold;fill:#5b21b6;text-anchor:middle;paint-order:stroke;stroke:#ffffff;stroke-width:${u(0.1)}}`,
    `.start-finish .base{stroke:#ffffff;stroke-width:${u(0.3)}}`,
    `.start-finish .checks{stroke:#111827;stroke-width:${u(0.15)};stroke-dasharray:${u(0.15)}}`,
    `.cloud-line{stroke:#2563eb;stroke-width:${u(0.08)};stroke-dasharray:${u(0.2)} ${u(0.1)}}`,
    `.cloud{fill:#93c5fd;stroke:#1d4ed8;stroke-width:${u(0.03)}}`,
    `.pit-lane{fill:none;stroke:#d1d5db;stroke-width:${u(0.55)};stroke-linejoin:round;stroke-linecap:round}`,
    `.pit-way{stroke:#374151;stroke-width:${u(0.07)}}`,
    `.pits text{font-size:${u(0.3)};font-weight:bold;fill:#374151;text-anchor:middle}`,
  ].join('');
}

function arrowhead(id: string, fill: string): string {
  return element('marker', { id, viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto' }, [
    element('path', { d: 'M0,0L10,5L0,10z', fill }),
  ]);
}

function squareOutline(circuit: Circuit, square: Square): string {
  const classes = ['square', square.speed === undefined ? '' : 'curve', circuit.pit.exit.includes(square.index) ? 'pit-exit' : ''];
  return element('polygon', {
    class: classes.filter(Boolean).join(' '),
    points: points(circuit.geometry.outlines[square.index]!),
    'data-square': square.id,
  });
}

/**
 * Upright text, so names read without turning the page. A straight square shows its printed name;
 * a curve square its lane (and index) over its speed, the group number standing beside the curve
 * as on the board (SC-NOTATION-1). Labels shrink with squares too small for them.
 */
function squareLabels(circuit: Circuit, square: Square, size: number): string[] {
  const { x, y } = circuit.geometry.centres[square.index]!;
  const fit = Math.min(1, Math.max(MIN_LABEL_SCALE, shortSide(circuit.geometry.outlines[square.index]!) / (0.8 * size)));
  const font = (factor: number) => (fit < 1 ? `font-size:${num(factor * fit * size)}px` : undefined);
  if (square.speed === undefined) return [textElement('text', { class: 'name', x, y, dy: '0.35em', style: font(NAME) }, square.id)];
  const lane = square.n > 1 ? `${square.lane}${square.k}` : square.lane;
  return [
    textElement('text', { class: 'name', x, y: y - 0.2 * fit * size, dy: '0.35em', style: font(NAME) }, lane),
    textElement('text', { class: 'speed', x, y: y + 0.14 * fit * size, dy: '0.35em', style: font(SPEED) }, String(square.speed)),
  ];
}

/** Font sizes as fractions of a square's side. */
const NAME = 0.24;
const SPEED = 0.34;
const GROUP = 0.32;
const MIN_LABEL_SCALE = 0.5;

/** The group number beside the middle of the curve's outside lane. */
function curveNumber(circuit: Circuit, curve: Curve, size: number): string {
  const outside = curve.turn === 'left' ? 1 : -1;
  const outerLane = curve.turn === 'left' ? circuit.lanes - 1 : 0;
  const squares = curve.squares.map((index) => circuit.squares[index]!).filter((square) => square.physicalLane === outerLane);
  const middle = squares[Math.floor(squares.length / 2)]!;
  const at = aside(circuit, middle.index, outside * 0.85 * size);
  return textElement('text', { class: 'group', x: at.x, y: at.y, dy: '0.35em' }, curve.id);
}

function trajectory(circuit: Circuit, { name, curve, squares }: Trajectory): string {
  const path = squares.map((index) => circuit.geometry.centres[index]!);
  const label = midpoint(path[0]!, path[1]!);
  return element('g', { class: 'trajectory', 'data-trajectory': `${curve} ${name}` }, [
    element('polyline', { points: points(path), 'marker-end': 'url(#arrow)' }),
    textElement('text', { x: label.x, y: label.y, dy: '0.35em' }, name),
  ]);
}

function startFinish(line: Line, size: number): string {
  const across = perpendicular(line, 0.075 * size);
  const shifted = (sign: 1 | -1): Line => ({
    from: { x: line.from.x + sign * across.x, y: line.from.y + sign * across.y },
    to: { x: line.to.x + sign * across.x, y: line.to.y + sign * across.y },
  });
  const segment = (l: Line, attrs: Record<string, string | number>) => element('line', { x1: l.from.x, y1: l.from.y, x2: l.to.x, y2: l.to.y, ...attrs });
  return element('g', { class: 'start-finish' }, [
    segment(line, { class: 'base' }),
    segment(shifted(1), { class: 'checks' }),
    segment(shifted(-1), { class: 'checks', 'stroke-dashoffset': 0.15 * size }),
  ]);
}

/** Unit normal of the line, scaled to `length`. */
function perpendicular({ from, to }: Line, length: number): Point {
  const d = distance(from, to);
  return { x: (-(to.y - from.y) / d) * length, y: ((to.x - from.x) / d) * length };
}

/** The cloud sits past the end of its line farther from the middle of the circuit, off the track. */
function cloud(circuit: Circuit, size: number): string {
  const line = lineBefore(circuit, circuit.cloudRow);
  const middle = centroid(circuit.geometry.centres);
  const [inner, outer] = distance(line.from, middle) < distance(line.to, middle) ? [line.from, line.to] : [line.to, line.from];
  const at = beyond(inner, outer, 0.6 * size);
  const r = 0.2 * size;
  const puffs: [number, number, number][] = [
    [-r, 0.2 * r, r],
    [0.3 * r, -0.5 * r, 1.3 * r],
    [1.3 * r, 0.3 * r, 0.9 * r],
  ];
  return element('g', { class: 'cloud-row', 'data-row': circuit.cloudRow }, [
    element('line', { class: 'cloud-line', x1: line.from.x, y1: line.from.y, x2: line.to.x, y2: line.to.y }),
    element(
      'g',
      { class: 'cloud' },
      puffs.map(([dx, dy, radius]) => element('circle', { cx: at.x + dx, cy: at.y + dy, r: radius })),
    ),
  ]);
}

const centroid = (list: readonly Point[]): Point => ({
  x: list.reduce((sum, p) => sum + p.x, 0) / list.length,
  y: list.reduce((sum, p) => sum + p.y, 0) / list.length,
});

function pits(circuit: Circuit, words: Words): string {
  const pit = pitLane(circuit);
  return element('g', { class: 'pits' }, [
    element('polyline', { class: 'pit-lane', points: points(pit.lane) }),
    ...pit.exits.map((exit) =>
      element('line', { class: 'pit-way', x1: exit.from.x, y1: exit.from.y, x2: exit.to.x, y2: exit.to.y, 'marker-end': 'url(#arrow-pit)' }),
    ),
    textElement('text', { x: pit.label.x, y: pit.label.y, dy: '0.35em' }, words.pits),
  ]);
}
