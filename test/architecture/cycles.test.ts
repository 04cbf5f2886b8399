/**
 * No two modules import each other, directly or in a loop, types included (issue 28): where two
 * need each other, what they share belongs to the module that owns the concept. Checked on every
 * source file, and on the parts one level below each top folder (`domain/race`, `functions/api`),
 * so that a folder does not lean on another that leans on it.
 */
import { describe, expect, it } from 'vitest';
import { grouped, importGraph, loops, partOf, SOURCE_FOLDERS } from './import-graph.ts';

describe('the import graph', () => {
  it('finds a loop of any length and a module that imports itself, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f']],
      ['g', ['e', 'h']],
      ['h', ['e']],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c'], ['f']]);
  });

  it('gathers files by part, a part never importing itself', () => {
    const graph = new Map([
      ['domain/race/events.ts', ['domain/race/version.ts', 'domain/dice.ts']],
      ['domain/race/version.ts', []],
      ['domain/dice.ts', ['domain/race/events.ts']],
    ]);
    expect(grouped(graph, partOf)).toEqual(
      new Map([
        ['domain/race', ['domain/dice.ts']],
        ['domain/dice.ts', ['domain/race']],
      ]),
    );
  });

  const graph = importGraph();

  it('reads an import, an `import type` and an `export … from` of every top folder', () => {
    expect(graph.get('domain/race/events.ts')).toContain('domain/race/version.ts');
    expect(graph.get('domain/race/ruleset.ts')).toContain('domain/race/language.ts');
    expect(graph.get('domain/lamborghini/board/index.ts')).toContain('domain/lamborghini/board/geometry.ts');
    expect(new Set([...graph.keys()].map((file) => file.split('/')[0]))).toEqual(new Set(SOURCE_FOLDERS));
  });

  it('has no import loop between source files, types included', () => {
    expect(loops(graph).map((loop) => loop.join(' ↔ '))).toEqual([]);
  });

  it('has no import loop between the parts of a top folder', () => {
    expect(loops(grouped(graph, partOf)).map((loop) => loop.join(' ↔ '))).toEqual([]);
  });
});
