import { describe, expect, it } from 'vitest';
import { ahead, compileBoard, finishDistance, shippedBoards, squareAt, startDistance, stepsFrom } from '../../domain/lamborghini/board/index.ts';
import circuitA from '../../domain/lamborghini/boards/circuit-a.json' with { type: 'json' };
import { refusal } from '../support/refusal.ts';

const A = shippedBoards()['circuit-a']!;
const B = shippedBoards()['circuit-b']!;

/** Circuit A's file with `change` made to a copy. */
const edited = (change: (file: typeof circuitA) => void) => {
  const file = structuredClone(circuitA);
  change(file);
  return file;
};

const place = (square: { row: number; lane: number } | undefined) => square && [square.row, square.lane];

describe('the board as data', () => {
  it("[LB-COMP-1] [LB-SETUP-2] ships the board's two circuits, each with a grid of 5 squares for the 5 Murcielagos", () => {
    expect(Object.keys(shippedBoards())).toEqual(['circuit-a', 'circuit-b']);
    for (const board of [A, B]) {
      expect(board.grid).toHaveLength(5);
      expect(board.laps).toBe(3);
    }
  });

  it('[LB-GAP-5] circuit A is the default loop: 60 rows, three lanes, lane 4 off-track on the bend rows 8–11, 18–21, 38–41 and 48–51', () => {
    expect(A.rows).toBe(60);
    const bends = [8, 9, 10, 11, 18, 19, 20, 21, 38, 39, 40, 41, 48, 49, 50, 51];
    for (let row = 0; row < 60; row++) {
      expect([1, 2, 3].every((lane) => squareAt(A, row, lane)?.offTrack === false)).toBe(true);
      expect(squareAt(A, row, 4)?.offTrack).toBe(bends.includes(row) ? true : undefined);
      expect(squareAt(A, row, 0)).toBeUndefined();
    }
    expect(A.squares.size).toBe(60 * 3 + 16);
    expect(A.sections.map(({ from, to }) => [from, to])).toEqual([
      [0, 7],
      [8, 11],
      [12, 17],
      [18, 21],
      [22, 37],
      [38, 41],
      [42, 47],
      [48, 51],
      [52, 59],
    ]);
  });

  it('[LB-GAP-5] the starting grid in qualifying order is G1 (59, 1), G2 (58, 3), G3 (57, 1), G4 (56, 3), G5 (55, 1)', () => {
    expect(A.grid.map(place)).toEqual([
      [59, 1],
      [58, 3],
      [57, 1],
      [56, 3],
      [55, 1],
    ]);
  });

  it('[LB-MOVE-2] [LB-GAP-5] a step goes one row ahead, same lane or one lane left or right; row 59 is followed by row 0', () => {
    expect(stepsFrom(A, { row: 30, lane: 2 }).map(({ heading, square }) => [heading, ...place(square)!])).toEqual([
      ['forward', 31, 2],
      ['forwardLeft', 31, 1],
      ['forwardRight', 31, 3],
    ]);
    // Lane 1 has no square on its left; lane 3 of a straight none on its right.
    expect(stepsFrom(A, { row: 30, lane: 1 }).map(({ heading }) => heading)).toEqual(['forward', 'forwardRight']);
    expect(stepsFrom(A, { row: 59, lane: 3 }).map(({ square }) => place(square))).toEqual([
      [0, 3],
      [0, 2],
    ]);
  });

  it('[LB-GAP-5] no ordinary step enters an off-track square, and from one the only step is forward-left to lane 3', () => {
    // Row 7, lane 3 is the last square before bend 1: forward-right would be (8, 4), off-track.
    expect(stepsFrom(A, { row: 7, lane: 3 }).map(({ heading }) => heading)).toEqual(['forward', 'forwardLeft']);
    expect(stepsFrom(A, { row: 9, lane: 4 }).map(({ heading, square }) => [heading, ...place(square)!])).toEqual([['forwardLeft', 10, 3]]);
    // The last off-track square of a bend leads back on too: (11, 4) to (12, 3).
    expect(stepsFrom(A, { row: 11, lane: 4 }).map(({ square }) => place(square))).toEqual([[12, 3]]);
  });

  it('[LB-GAP-5] a direction may point to a square that does not exist: lane 0, lane 5, or lane 4 of a straight row', () => {
    expect(ahead(A, { row: 3, lane: 1 }, 'forwardLeft')).toEqual({ row: 4, lane: 0 });
    expect(squareAt(A, 4, 0)).toBeUndefined();
    expect(squareAt(A, 10, 5)).toBeUndefined();
    expect(squareAt(A, ahead(A, { row: 2, lane: 3 }, 'forwardRight').row, 4)).toBeUndefined();
  });

  it('[LB-GAP-5] [LB-FIN-1] the distance D is 0 on first reaching row 0, and 3 full laps end at D = 180', () => {
    // G1 at row 59 is one step from the line, G5 at row 55 five.
    expect(A.grid.map((square) => startDistance(A, square))).toEqual([-1, -2, -3, -4, -5]);
    expect(finishDistance(A)).toBe(180);
    expect(finishDistance(B)).toBe(216);
  });

  it('[LB-GAP-5] circuit B has a chicane whose inside lane is off-track, and every square of both circuits leads on to the track', () => {
    const chicane = B.sections.find(({ name }) => name === 'Chicane')!;
    expect(squareAt(B, chicane.from, 1)?.offTrack).toBe(true);
    expect(stepsFrom(B, { row: chicane.from - 1, lane: 1 }).map(({ square }) => place(square))).toEqual([[chicane.from, 2]]);
    for (const board of [A, B]) for (const square of board.squares.values()) expect(stepsFrom(board, square).length).toBeGreaterThan(0);
  });
});

describe('a board file is validated, every refusal naming the square', () => {
  it('[LB-GAP-5] refuses an unknown mark in a section, naming the section and the lane', () => {
    const error = refusal(() => compileBoard(edited((file) => (file.sections[1]!.lanes = '..?x'))));
    expect([error.field, error.message]).toEqual([
      'sections[1].lanes',
      'lane 3: unknown mark "?"; a lane is "." (track), "x" (off-track) or a space (no square)',
    ]);
  });

  it('[LB-GAP-5] refuses a square from which no step leads on to the track, naming its row and lane', () => {
    // An off-track square in lane 4 of the last row of bend 1 followed by nothing in lanes 3 to 5.
    const error = refusal(() => compileBoard(edited((file) => (file.sections[2]!.lanes = '.. '))));
    expect(error.field).toBe('sections[1]');
    expect(error.message).toBe('row 11, lane 4: no step leads on from it to a track square (forward, forward-left or forward-right)');
  });

  it('[LB-GAP-5] refuses a grid square that is off-track, missing or taken twice, naming the grid slot and the square', () => {
    const off = refusal(() => compileBoard(edited((file) => (file.grid[1] = { row: 50, lane: 4 }))));
    expect([off.field, off.message]).toEqual(['grid[1]', 'G2: row 50, lane 4 is an off-track square']);
    const missing = refusal(() => compileBoard(edited((file) => (file.grid[0] = { row: 60, lane: 1 }))));
    expect([missing.field, missing.message]).toEqual(['grid[0]', 'G1: row 60, lane 1 is no square of the board']);
    const twice = refusal(() => compileBoard(edited((file) => (file.grid[2] = { row: 58, lane: 3 }))));
    expect([twice.field, twice.message]).toEqual(['grid[2]', 'G3: row 58, lane 3 is also G2']);
    const ahead = refusal(() => compileBoard(edited((file) => (file.grid[4] = { row: 58, lane: 2 }))));
    expect([ahead.field, ahead.message]).toEqual(['grid[4]', 'G5: row 58, lane 2 is ahead of G4 (row 56, lane 3)']);
  });

  it('[LB-GAP-5] refuses a file of the wrong shape naming the field', () => {
    expect(refusal(() => compileBoard(edited((file) => ((file as Record<string, unknown>).lap = 3)))).field).toBe('lap');
    expect(refusal(() => compileBoard(edited((file) => (file.sections[0]!.rows = 0)))).field).toBe('sections[0].rows');
    expect(refusal(() => compileBoard(edited((file) => (file.sections[3]!.lanes = '  x')))).message).toContain('has no track square');
  });
});
