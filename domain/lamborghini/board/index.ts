/** Lamborghini boards: the compiler and the two circuits shipped with the game, compiled once. */
import circuitA from '../boards/circuit-a.json' with { type: 'json' };
import circuitB from '../boards/circuit-b.json' with { type: 'json' };
import { compileBoard } from './compile.ts';
import type { Board } from './types.ts';

export { compileBoard } from './compile.ts';
export * from './geometry.ts';
export { BoardFile } from './schema.ts';
export * from './types.ts';

const files: readonly unknown[] = [circuitA, circuitB];

let compiled: Record<string, Board> | undefined;

export function shippedBoards(): Record<string, Board> {
  compiled ??= Object.fromEntries(files.map((file) => compileBoard(file)).map((board) => [board.id, board]));
  return compiled;
}
