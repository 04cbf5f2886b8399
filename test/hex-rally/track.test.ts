import { describe, expect, it } from 'vitest';
import { DIRECTIONS, distance, hexKey, neighbour, rotate, toward } from '../../domain/hex-rally/hex.ts';
import { compileCircuit, crossing, shippedCircuits } from '../../domain/hex-rally/track/index.ts';
import { refusal } from '../support/refusal.ts';

const LOOP = shippedCircuits()['test-loop']!;
const STAGE = shippedCircuits()['orc-pass']!;

/** A track file around `rows`, a stage heading east unless told. */
const file = (rows: string[], more: Record<string, unknown> = {}) => ({
  id: 'sketch',
  name: 'Sketch',
  kind: 'stage',
  rows,
  grid: { facing: 1 },
  finish: { direction: 1 },
  ...more,
});

describe('hex geometry', () => {
  it('[HX-GAP-2] numbers the six directions anticlockwise from east: 1 E, 2 NE, 3 NW, 4 W, 5 SW, 6 SE', () => {
    const origin = { q: 0, r: 0 };
    expect(DIRECTIONS.map((d) => neighbour(origin, d))).toEqual([
      { q: 1, r: 0 },
      { q: 1, r: -1 },
      { q: 0, r: -1 },
      { q: -1, r: 0 },
      { q: -1, r: 1 },
      { q: 0, r: 1 },
    ]);
    expect(DIRECTIONS.every((d) => distance(origin, neighbour(origin, d)) === 1)).toBe(true);
  });

  it('[HX-GAP-2] left of a direction is the next number, right the one before, and six turns come back', () => {
    expect([toward(1, 'left'), toward(1, 'right'), toward(6, 'left'), toward(3, 'right', 2)]).toEqual([2, 6, 1, 1]);
    expect(DIRECTIONS.every((d) => rotate(d, 6) === d && rotate(d, 3) !== d)).toBe(true);
  });

  it('[HX-GAP-2] draws pointy-top hexes in rows: east is two columns on, south-east the next row half a hex to the right', () => {
    const track = compileCircuit(file(['1 . . =', ' . . . .']));
    const cells = [...track.cells.values()].map(({ hex, row, column }) => ({ key: hexKey(hex), row, column }));
    const at = (row: number, column: number) => cells.find((c) => c.row === row && c.column === column)?.key;
    expect(at(0, 3)).toBe(hexKey(neighbour({ q: 0, r: 0 }, 1)));
    expect(at(1, 2)).toBe(hexKey(neighbour({ q: 0, r: 0 }, 6)));
    expect(at(1, 2)).toBe(hexKey(neighbour({ q: 1, r: 0 }, 5)));
  });
});

describe('tracks as data', () => {
  it('[HX-GAP-7] ships a small test circuit and a full stage of at least 150 hexes, each with its grid and finish line', () => {
    expect(Object.keys(shippedCircuits())).toEqual(['test-loop', 'orc-pass']);
    expect([LOOP.kind, LOOP.grid.length, LOOP.line.size]).toEqual(['circuit', 6, 2]);
    expect(STAGE.kind).toBe('stage');
    expect(STAGE.cells.size).toBeGreaterThanOrEqual(150);
    for (const track of [LOOP, STAGE]) {
      expect(track.grid.every((slot) => track.cells.has(hexKey(slot.hex)) && slot.facing === 1)).toBe(true);
      expect(new Set(track.grid.map((slot) => hexKey(slot.hex))).size).toBe(track.grid.length);
    }
  });

  it('[HX-GAP-7] measures from every hex the steps still to go to the line, a whole lap from the line itself on a circuit', () => {
    const lap = Math.max(...[...LOOP.line].map((key) => LOOP.toGo.get(key)!));
    const pole = LOOP.toGo.get(hexKey(LOOP.grid[0]!.hex))!;
    expect(pole).toBeGreaterThan(lap / 2);
    expect(pole).toBeLessThan(lap);
    expect([...LOOP.cells.keys()].every((key) => LOOP.toGo.has(key))).toBe(true);
    // A stage's line is crossed once: past it there is nowhere to go.
    expect([...STAGE.line].every((key) => !STAGE.toGo.has(key))).toBe(true);
    const start = STAGE.toGo.get(hexKey(STAGE.grid[0]!.hex))!;
    expect(start).toBeGreaterThan(50);
  });

  it('[HX-GAP-7] crosses the line forward onto its hexes, backward off them, and not along them', () => {
    const line = { line: new Set(['3,0']), lineDirection: 1 as const };
    expect(crossing(line, { q: 2, r: 0 }, { q: 3, r: 0 }, 1)).toBe(1);
    expect(crossing(line, { q: 3, r: 1 }, { q: 3, r: 0 }, 2)).toBe(1);
    expect(crossing(line, { q: 3, r: 0 }, { q: 2, r: 0 }, 4)).toBe(-1);
    expect(crossing(line, { q: 3, r: 0 }, { q: 4, r: 0 }, 1)).toBe(0);
    expect(crossing(line, { q: 4, r: 0 }, { q: 3, r: 0 }, 4)).toBe(0);
  });
});

describe('compileCircuit refuses a track naming the hex', () => {
  const refused = (input: unknown) => {
    const error = refusal(() => compileCircuit(input));
    return { kind: error.kind, field: error.field, message: error.message };
  };

  it('[HX-GAP-7] an unknown mark, with its row, column and hex', () => {
    expect(refused(file(['1 . x =']))).toEqual({
      kind: 'invalid',
      field: 'rows[0]',
      message: expect.stringMatching(/^hex 2,0 \(column 5\): unknown mark "x"/),
    });
  });

  it('[HX-GAP-7] a mark between two hexes of a row', () => {
    expect(refused(file(['1 . . =', '. . .']))).toMatchObject({ field: 'rows[1]', message: expect.stringMatching(/^column 1: "\." stands between two hexes/) });
  });

  it('[HX-GAP-7] a grid slot marked twice, or a gap in the slots, or no slot, or no line', () => {
    expect(refused(file(['1 1 . =']))).toMatchObject({ field: 'rows[0]', message: expect.stringContaining('grid slot 1 is marked twice, also at hex 0,0') });
    expect(refused(file(['1 3 . =']))).toMatchObject({ field: 'grid', message: expect.stringContaining('slot 2 is missing') });
    expect(refused(file(['. . . =']))).toMatchObject({ field: 'grid' });
    expect(refused(file(['1 . . .']))).toMatchObject({ field: 'finish' });
  });

  it('[HX-GAP-7] a slot that cannot reach the line', () => {
    expect(refused(file(['1 . # = 2']))).toMatchObject({
      field: 'rows[0]',
      message: expect.stringContaining('hex 0,0 (column 1): grid slot 1 cannot reach the finish line'),
    });
    expect(refused(file(['= 1 . .'])).message).toContain('grid slot 1 cannot reach the finish line');
  });

  it('[HX-GAP-7] a circuit whose grid stands before its line, where the start would score a lap', () => {
    const rows = ['# # # # # # # #', ' # . . . . . . #', '# . # # # # . #', ' # 1 . = . . . #', '# # # # # # # #'];
    expect(refused(file(rows, { kind: 'circuit' }))).toMatchObject({
      field: 'rows[3]',
      message: expect.stringContaining('grid slot 1 stands 2 hexes before the line'),
    });
    expect(() => compileCircuit(file(rows))).not.toThrow();
  });

  it('[HX-GAP-7] a field the format does not have, or a direction that is none of the six', () => {
    expect(refused(file(['1 . . ='], { laps: 3 }))).toMatchObject({ field: 'laps' });
    expect(refused(file(['1 . . ='], { finish: { direction: 7 } }))).toMatchObject({ field: 'finish.direction' });
  });
});
