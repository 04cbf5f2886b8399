/**
 * The shape the brief asks of the code, checked on the source: `domain/` pure (no I/O, no clock,
 * no `Math.random`, no AWS) and `functions/` naming no game; no import loop (cycles.test.ts).
 */
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decidingRulesets } from '../../domain/deciding-rulesets.ts';
import { sources, text } from './sources.ts';

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

/**
 * The names of the registered games (domain/deciding-rulesets.ts): their ruleset ids, and the folders under
 * domain/ of the modules the registry takes each game from.
 */
const gameNames = [
  ...new Set([
    ...Object.keys(decidingRulesets),
    ...runtimeImports('domain/deciding-rulesets.ts').flatMap((file) =>
      relative('domain', dirname(file))
        .split(sep)
        .filter((folder) => folder !== ''),
    ),
  ]),
];
/** The first game's name `source` holds, however it is written: words joined by `-`, `_` or nothing, in any case. */
const gameNamed = (source: string): string | undefined =>
  gameNames.find((name) =>
    new RegExp(
      name
        .split('-')
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[-_]?'),
      'i',
    ).test(source),
  );

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

  it('knows every registered game by its id and its folders', () => {
    expect(gameNames).toEqual(
      expect.arrayContaining([...Object.keys(decidingRulesets), 'speed-circuit', 'aics', 'classic', 'hex-rally', 'vektorace', 'lamborghini']),
    );
    // Each name is found however the code spells it: `hexRally`, `HEX_RALLY`, `'aics-3.06'`.
    for (const name of gameNames) {
      const words = name.split('-');
      const camel = words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
      for (const spelling of [`'${name}'`, `${camel}Rules`, `const ${words.join('_').toUpperCase()}_ID = 1;`]) expect(gameNamed(spelling), spelling).toBe(name);
    }
    expect(gameNamed("import { race } from '../../domain/race/index.ts';")).toBeUndefined();
  });

  it('has functions/ name no game', () => {
    const named = sources('functions').flatMap((file) => {
      const name = gameNamed(code(file));
      return name === undefined ? [] : [`${file}: ${name}`];
    });
    expect(named).toEqual([]);
  });
});
