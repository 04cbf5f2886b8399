/**
 * Compiles a track file (docs/hex-tracks.md) into the `Track` the rules drive on; every refusal
 * names the row of the map and the hex.
 *
 * The map is drawn with each hex a character, and the hexes of a row two columns apart: row r's
 * hexes stand in the columns c where c + r is even (counting both from 0), so every other row is
 * shifted by half a hex, as pointy-top hexes are. The hex in row r, column c is (q, r) with
 * q = (c − r) / 2 (HX-GAP-2 Proposed).
 */
import { invalid } from '../../errors.ts';
import { DIRECTIONS, type Direction, type Hex, hexKey, neighbour, opposite } from '../hex.ts';
import { crossing } from './line.ts';
import { parseTrackFile } from './schema.ts';
import type { Cell, GridSlot, Track } from './types.ts';

const TRACK = '.';
const WALL = '#';
const NONE = ' ';
const LINE = '=';
const SLOT = /^[1-9]$/;

const where = (cell: Pick<Cell, 'hex' | 'column'>): string => `hex ${hexKey(cell.hex)} (column ${cell.column})`;

interface Marks {
  cells: Map<string, Cell>;
  line: Set<string>;
  slots: Map<number, Cell>;
}

const readMap = (rows: readonly string[]): Marks => {
  const cells = new Map<string, Cell>();
  const line = new Set<string>();
  const slots = new Map<number, Cell>();
  rows.forEach((text, row) => {
    [...text].forEach((char, c) => {
      if (char === NONE) return;
      const cell: Cell = { hex: { q: (c - row) / 2, r: row }, row, column: c + 1 };
      if ((c + row) % 2 !== 0)
        throw invalid(
          `rows[${row}]`,
          `column ${c + 1}: "${char}" stands between two hexes; the hexes of this row are in the ${row % 2 === 0 ? 'odd' : 'even'} columns`,
        );
      if (char === WALL) return;
      if (char !== TRACK && char !== LINE && !SLOT.test(char))
        throw invalid(
          `rows[${row}]`,
          `${where(cell)}: unknown mark "${char}"; a hex is "." (track), "=" (finish line), 1–9 (grid slot) or "#" or a space (wall)`,
        );
      cells.set(hexKey(cell.hex), cell);
      if (char === LINE) line.add(hexKey(cell.hex));
      if (SLOT.test(char)) {
        const slot = Number(char);
        const other = slots.get(slot);
        if (other) throw invalid(`rows[${row}]`, `${where(cell)}: grid slot ${slot} is marked twice, also at ${where(other)} of rows[${other.row}]`);
        slots.set(slot, cell);
      }
    });
  });
  return { cells, line, slots };
};

/** Breadth-first from the line backwards: every step costs one, the crossing step included. */
const stepsToGo = (cells: ReadonlyMap<string, Cell>, track: Pick<Track, 'line' | 'lineDirection'>): Map<string, number> => {
  const toGo = new Map<string, number>();
  const queue: Hex[] = [];
  for (const { hex } of cells.values()) {
    const crosses = DIRECTIONS.some((d) => {
      const next = neighbour(hex, d);
      return cells.has(hexKey(next)) && crossing(track, hex, next, d) === 1;
    });
    if (crosses) {
      toGo.set(hexKey(hex), 1);
      queue.push(hex);
    }
  }
  for (let at = 0; at < queue.length; at++) {
    const to = queue[at]!;
    const steps = toGo.get(hexKey(to))!;
    for (const d of DIRECTIONS) {
      const from = neighbour(to, opposite(d));
      const key = hexKey(from);
      // A step that crosses the line, either way, ends or undoes a lap: no way to the line runs through it.
      if (!cells.has(key) || toGo.has(key) || crossing(track, from, to, d) !== 0) continue;
      toGo.set(key, steps + 1);
      queue.push(from);
    }
  }
  return toGo;
};

const gridOf = (slots: ReadonlyMap<number, Cell>, facing: Direction): GridSlot[] => {
  if (slots.size === 0) throw invalid('grid', 'no grid slot: mark the slots 1, 2, … in the map, pole first');
  const numbers = [...slots.keys()].sort((a, b) => a - b);
  numbers.forEach((slot, i) => {
    if (slot !== i + 1) throw invalid('grid', `grid slots are numbered 1, 2, … without gaps; slot ${i + 1} is missing`);
  });
  return numbers.map((slot) => ({ hex: slots.get(slot)!.hex, facing }));
};

export function compileCircuit(input: unknown): Track {
  const file = parseTrackFile(input);
  const { cells, line, slots } = readMap(file.rows);
  if (line.size === 0) throw invalid('finish', 'no finish line: mark its hexes "=" in the map');
  const lineDirection = file.finish.direction;
  const toGo = stepsToGo(cells, { line, lineDirection });
  const grid = gridOf(slots, file.grid.facing);
  const lap = Math.max(...[...line].map((key) => toGo.get(key) ?? 0));
  for (const [slot, cell] of [...slots.entries()].sort(([a], [b]) => a - b)) {
    const steps = toGo.get(hexKey(cell.hex));
    if (steps === undefined) throw invalid(`rows[${cell.row}]`, `${where(cell)}: grid slot ${slot} cannot reach the finish line`);
    // A circuit's first lap ends at its first crossing: a grid behind the line would score a lap at the start.
    if (file.kind === 'circuit' && steps <= lap / 2)
      throw invalid(`rows[${cell.row}]`, `${where(cell)}: grid slot ${slot} stands ${steps} hexes before the line; a circuit's grid stands just after it`);
  }
  return {
    id: file.id,
    name: file.name,
    ...(file.description === undefined ? {} : { description: file.description }),
    kind: file.kind,
    cells,
    line,
    lineDirection,
    grid,
    toGo,
  };
}
