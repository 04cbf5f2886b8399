/**
 * Where the table goes on the page: the rules' plane has its y axis up and headings anticlockwise
 * (VK-GAP-2), the page's y axis points down, so the picture flips y and reads as the circuit file
 * is written, (0, 0) at the bottom left. Exact coordinates become numbers here and only here.
 */
import type { Point as PagePoint } from '../../picture/svg.ts';
import type { Circuit } from '../circuit/types.ts';
import { toNumber } from '../exact.ts';
import { fromStored, type Point, type StoredPoint } from '../geometry.ts';

/** User units per unit of the table (a car's width): every size in the picture derives from it. */
export const UNIT = 24;
/** The band around the table, in units, for the scale's numbers. */
export const MARGIN = 1.4;

export interface TableLayout {
  width: number;
  height: number;
  /** The table's width and height in units. */
  table: { width: number; height: number };
  at(p: Point): PagePoint;
  /** A point given in units. */
  atUnits(x: number, y: number): PagePoint;
}

/** A quarter-unit coordinate (exact.ts) in units. */
export const units = (quarters: Parameters<typeof toNumber>[0]): number => toNumber(quarters) / 4;

export function tableLayout(circuit: Pick<Circuit, 'size'>): TableLayout {
  const table = { width: units(circuit.size.width), height: units(circuit.size.height) };
  const atUnits = (x: number, y: number): PagePoint => ({ x: (MARGIN + x) * UNIT, y: (MARGIN + table.height - y) * UNIT });
  return {
    width: (table.width + 2 * MARGIN) * UNIT,
    height: (table.height + 2 * MARGIN) * UNIT,
    table,
    at: (p) => atUnits(units(p.x), units(p.y)),
    atUnits,
  };
}

export const storedAt = (layout: TableLayout, p: StoredPoint): PagePoint => layout.at(fromStored(p));

/** The page direction of heading h: anticlockwise on the table is anticlockwise on the page, y flipped. */
export const direction = (h: number): PagePoint => ({ x: Math.cos((h * Math.PI) / 4), y: -Math.sin((h * Math.PI) / 4) });

/** The point `length` units from `from` toward heading h. */
export const toward = (from: PagePoint, h: number, length: number): PagePoint => {
  const d = direction(h);
  return { x: from.x + d.x * length * UNIT, y: from.y + d.y * length * UNIT };
};
