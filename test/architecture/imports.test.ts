/**
 * The shape the brief asks of the code, checked on the source: `domain/` pure (no I/O, no clock,
 * no `Math.random`, no AWS), `functions/` naming no game, and no import cycle anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => normalize(join(folder, file)));
const text = (file: string) => readFileSync(join(root, file), 'utf8');
/** The code of `file` without its comments, which may name a game as an example. */
const code = (file: string) =>
  text(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** The modules `file` imports at run time (type-only imports are erased). */
const runtimeImports = (file: string): string[] =>
  [...text(file).matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'(\.[^']+)'/gms)]
    .filter(
      ([, clause]) =>
        !/^\{[^}]*\}$/s.test(clause?.trim() ?? '') ||
        (clause ?? '').split(',').some((name) => !/^\s*(\{\s*)?type\s/.test(name) && name.replace(/[{}\s]/g, '') !== ''),
    )
    .map(([, , path]) => normalize(join(dirname(file), path ?? '')));

describe('the architecture', () => {
  it('keeps domain/ pure: no I/O, no clock, no Math.random, no AWS', () => {
    const impure = sources('domain').flatMap((file) => {
      const source = text(file);
      const found = [
        /from '@aws-sdk\//.test(source) && 'an AWS SDK import',
        /from 'node:(?!crypto')/.test(source) && 'a Node.js I/O import',
        /Math\.random\(/.test(source) && 'Math.random',
        /Date\.now\(|new Date\(\)/.test(source) && 'the clock',
      ].filter(Boolean);
      return found.map((what) => `${file}: ${what}`);
    });
    expect(impure).toEqual([]);
  });

  it('has functions/ name no game', () => {
    const named = sources('functions').filter((file) => /speed-circuit|aics|classic|hex-rally/i.test(code(file)));
    expect(named).toEqual([]);
  });

  it('has no import cycle in domain/ or functions/', () => {
    const files = [...sources('domain'), ...sources('functions')];
    const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(root, join(root, f))).join(' → '));
        return;
      }
      if (done.has(file)) return;
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
