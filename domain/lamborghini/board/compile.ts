/**
 * Compiles a board file (docs/lamborghini-board.md) into the `Board` the rules move on; every
 * refusal names the section or grid entry, and the square by its row and lane.
 */
import { invalid } from '../../errors.ts';
import { squareKey, stepsFrom, where } from './geometry.ts';
import { parseBoardFile } from './schema.ts';
import type { Board, Square } from './types.ts';

const TRACK = '.';
const OFF_TRACK = 'x';
const NONE = ' ';

export function compileBoard(file: unknown): Board {
  const parsed = parseBoardFile(file);
  const squares = new Map<string, Square>();
  const sections: { name: string; from: number; to: number }[] = [];
  let row = 0;
  parsed.sections.forEach((section, index) => {
    const field = `sections[${index}].lanes`;
    const marks = [...section.lanes];
    marks.forEach((mark, at) => {
      if (mark !== TRACK && mark !== OFF_TRACK && mark !== NONE)
        throw invalid(field, `lane ${at + 1}: unknown mark "${mark}"; a lane is "." (track), "x" (off-track) or a space (no square)`);
    });
    if (!marks.includes(TRACK)) throw invalid(field, `section "${section.name}" has no track square: its rows need at least one "."`);
    sections.push({ name: section.name, from: row, to: row + section.rows - 1 });
    for (let r = row; r < row + section.rows; r++)
      marks.forEach((mark, at) => {
        if (mark !== NONE) squares.set(squareKey(r, at + 1), { row: r, lane: at + 1, offTrack: mark === OFF_TRACK, section: section.name });
      });
    row += section.rows;
  });
  if (row < 3) throw invalid('sections', `the loop has ${row} rows; a circuit needs at least 3`);
  const board: Board = { id: parsed.id, name: parsed.name, laps: parsed.laps, rows: row, squares, grid: [], sections };
  if (parsed.description !== undefined) board.description = parsed.description;
  const sectionOf = (square: Square) => parsed.sections.findIndex((section) => section.name === square.section);
  for (const square of squares.values())
    if (stepsFrom(board, square).length === 0)
      throw invalid(`sections[${sectionOf(square)}]`, `${where(square)}: no step leads on from it to a track square (forward, forward-left or forward-right)`);
  const grid: Square[] = parsed.grid.map((at, index) => {
    const square = squares.get(squareKey(at.row, at.lane));
    const slot = `G${index + 1}`;
    if (!square) throw invalid(`grid[${index}]`, `${slot}: ${where(at)} is no square of the board`);
    if (square.offTrack) throw invalid(`grid[${index}]`, `${slot}: ${where(at)} is an off-track square`);
    return square;
  });
  grid.forEach((square, index) => {
    const twice = grid.indexOf(square);
    if (twice < index) throw invalid(`grid[${index}]`, `G${index + 1}: ${where(square)} is also G${twice + 1}`);
    const before = grid[index - 1];
    // The pole is the square nearest the line, and each later slot no nearer (LB-QUAL-2).
    if (before && square.row > before.row) throw invalid(`grid[${index}]`, `G${index + 1}: ${where(square)} is ahead of G${index} (${where(before)})`);
  });
  board.grid = grid;
  return board;
}
