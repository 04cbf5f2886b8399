/**
 * The circuit as players see it (VK-GAP-9, VK-GAP-10): the table with a scale in units, the pit
 * area with its entry and exit lines, the pit wall, the finish line with the race direction, and
 * each curve token with its number, its gate (the side to pass, to the table edge or its length)
 * with the way round, and its inside line, the "imaginary line" of VK-LIMIT-6 A; and the segment
 * the pole car's centre stands on (VK-START-3).
 */
import type { Page } from '../../picture/document.ts';
import { element, group, type Point, points, textElement } from '../../picture/svg.ts';
import type { Circuit, Curve } from '../circuit/types.ts';
import type { Polygon } from '../geometry.ts';
import { type TableLayout, tableLayout, toward, UNIT, units } from './layout.ts';
import { arrowhead, chequered, token } from './marks.ts';
import { STYLE } from './style.ts';

/** The scale's numbers every 5 units; its lines every unit. */
const LABEL_EVERY = 5;

const polygon = (layout: TableLayout, shape: Polygon, className: string): string =>
  element('polygon', { class: className, points: points(shape.map(layout.at)) });

const segment = (from: Point, to: Point, className: string): string => element('line', { class: className, x1: from.x, y1: from.y, x2: to.x, y2: to.y });

function scale(layout: TableLayout): string[] {
  const { width, height } = layout.table;
  const xs = Array.from({ length: Math.floor(width) + 1 }, (_, i) => i);
  const ys = Array.from({ length: Math.floor(height) + 1 }, (_, i) => i);
  const path = (major: boolean) =>
    [
      ...xs.filter((x) => (x % LABEL_EVERY === 0) === major).map((x) => [layout.atUnits(x, 0), layout.atUnits(x, height)] as const),
      ...ys.filter((y) => (y % LABEL_EVERY === 0) === major).map((y) => [layout.atUnits(0, y), layout.atUnits(width, y)] as const),
    ]
      .map(([a, b]) => `M${points([a])}L${points([b])}`)
      .join('');
  const label = (at: Point, text: number) => textElement('text', { class: 'scale-number', x: at.x, y: at.y, dy: '0.35em' }, String(text));
  return [
    element('path', { class: 'grid', d: path(false) }),
    element('path', { class: 'grid major', d: path(true) }),
    ...xs.filter((x) => x % LABEL_EVERY === 0).map((x) => label(layout.atUnits(x, -0.7), x)),
    ...ys.filter((y) => y % LABEL_EVERY === 0).map((y) => label(layout.atUnits(-0.7, y), y)),
  ];
}

function curve(layout: TableLayout, c: Curve): string {
  const centre = layout.at(c.disc.centre);
  const radius = units(c.disc.radius);
  return element('g', { class: 'curve', 'data-curve': c.number, 'data-kerb': c.kerb }, [
    segment(toward(centre, c.gate.direction, radius), layout.at(c.gateEnd), 'gate'),
    segment(centre, layout.at(c.insideEnd), 'inside-line'),
    arrowhead(toward(centre, c.gate.direction, radius + 0.9), c.gate.travel, 'way-round'),
    token(centre, radius * UNIT, c.number),
  ]);
}

const centroid = (corners: readonly Point[]): Point => ({
  x: corners.reduce((sum, p) => sum + p.x, 0) / corners.length,
  y: corners.reduce((sum, p) => sum + p.y, 0) / corners.length,
});

type TablePage = { page: Omit<Page, 'footer'>; layout: TableLayout };

/** The table drawn once per circuit: every picture of a race (each email's, each choice's) draws the same one. */
const drawn = new WeakMap<Circuit, TablePage>();

/** The page of the bare circuit, for the race picture to draw on. */
export function tablePage(circuit: Circuit, title: string): TablePage {
  let table = drawn.get(circuit);
  if (!table) {
    table = drawTable(circuit);
    drawn.set(circuit, table);
  }
  return { page: { ...table.page, title }, layout: table.layout };
}

function drawTable(circuit: Circuit): TablePage {
  const layout = tableLayout(circuit);
  const origin = layout.atUnits(0, layout.table.height);
  const { finish, entry, exit } = circuit;
  const from = layout.at(finish.from);
  const to = layout.at(finish.to);
  return {
    layout,
    page: {
      title: '',
      size: UNIT,
      width: layout.width,
      height: layout.height,
      style: STYLE,
      defs: [],
      layers: [
        element('rect', { class: 'table', x: origin.x, y: origin.y, width: layout.table.width * UNIT, height: layout.table.height * UNIT }),
        group('scale', scale(layout)),
        element('g', { class: 'pits' }, [
          polygon(layout, circuit.pitArea, 'pit-area'),
          segment(layout.at(entry.origin), toward(layout.at(entry.origin), entry.direction, units(entry.length!)), 'pit-line entry'),
          segment(layout.at(exit.origin), toward(layout.at(exit.origin), exit.direction, units(exit.length!)), 'pit-line exit'),
          polygon(layout, circuit.pitWall, 'pit-wall'),
          textElement('text', { class: 'pit-label', ...centroid(circuit.pitArea.map(layout.at)), dy: '0.35em' }, 'BOX'),
        ]),
        element('g', { class: 'finish-line', 'data-direction': circuit.direction }, [
          chequered(from, to),
          arrowhead(toward(to, circuit.direction, 0.6), circuit.direction, 'race-direction'),
        ]),
        segment(layout.at(circuit.pole[0]), layout.at(circuit.pole[1]), 'pole'),
        group(
          'curves',
          circuit.curves.map((c) => curve(layout, c)),
        ),
      ],
    },
  };
}
