/**
 * The API function reads races and never decides a command (functions/lambdas/api.ts), so its
 * bundle carries no game's referee (no turn engine, no non-human player) and not the race's
 * decider. Checked on esbuild's
 * metafile of the bundle as infra/stack.ts builds it: the modules only the referees need (those
 * `domain/rulesets.ts` loads beyond `domain/deciding-rulesets.ts`) are none of its inputs.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { decidingRulesets } from '../../domain/deciding-rulesets.ts';
import { rulesets } from '../../domain/rulesets.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every module a bundle of `entry` loads, as paths from the project's root. */
const inputsOf = async (entry: string): Promise<Set<string>> => {
  const { metafile } = await build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    external: ['@aws-sdk/*', 'esbuild'],
    write: false,
    metafile: true,
    outfile: 'out.mjs',
    logLevel: 'silent',
  });
  return new Set(Object.keys(metafile.inputs));
};

/** The turn engines and non-human players of the games, which only a referee calls. */
const ENGINES = [
  'domain/hex-rally/turn.ts',
  'domain/hex-rally/non-human.ts',
  'domain/hex-rally/movement.ts',
  'domain/lamborghini/race-steps.ts',
  'domain/lamborghini/non-human.ts',
  'domain/lamborghini/movement.ts',
  'domain/speed-circuit/aics/turn/index.ts',
  'domain/speed-circuit/aics/gnu/index.ts',
  'domain/speed-circuit/aics/qualifying/pole-lap.ts',
  'domain/speed-circuit/classic/turn/index.ts',
  'domain/speed-circuit/classic/gnu.ts',
  'domain/vektorace/play.ts',
  'domain/vektorace/non-human.ts',
  'domain/vektorace/legality.ts',
];

/** The games' circuit compilers and shipped circuits, which only what checks a submission against a circuit, plays, draws or takes an upload needs. */
const CIRCUITS = [
  'domain/speed-circuit/circuit/compile.ts',
  'domain/speed-circuit/circuits/monaco.json',
  'domain/hex-rally/track/compile.ts',
  'domain/hex-rally/tracks/orc-pass.json',
  'domain/vektorace/circuit/compile.ts',
  'domain/vektorace/circuits/otto-curve.json',
  'domain/lamborghini/board/compile.ts',
  'domain/lamborghini/boards/circuit-a.json',
];

/** Helpers of every layer, which the API's own code loads whether or not its games do. */
const SHARED = new Set(['domain/own.ts']);

describe('the API bundle', () => {
  let api: Set<string>;
  let deciding: Set<string>;
  let refereesOnly: string[];

  beforeAll(async () => {
    const [bundle, decidingFiles, playing] = await Promise.all([
      inputsOf('functions/lambdas/api.ts'),
      inputsOf('domain/deciding-rulesets.ts'),
      inputsOf('domain/rulesets.ts'),
    ]);
    api = bundle;
    deciding = decidingFiles;
    refereesOnly = [...playing].filter((file) => !deciding.has(file) && !SHARED.has(file));
  }, 60_000);

  it('loads the games without their referees, each when first named', () => {
    expect(api.has('domain/ruleset-loaders.ts')).toBe(true);
    expect([...deciding].filter((file) => file !== 'domain/deciding-rulesets.ts' && !api.has(file))).toEqual([]);
    expect(api.has('domain/rulesets.ts')).toBe(false);
  });

  it('leaves every game’s turn engine and non-human player to the referees', () => {
    expect(refereesOnly).toEqual(expect.arrayContaining(ENGINES));
  });

  it('leaves every game’s circuit compiler and shipped circuits to what plays races', () => {
    expect(refereesOnly).toEqual(expect.arrayContaining(CIRCUITS));
  });

  it('contains no module only a referee needs', () => {
    expect(refereesOnly.filter((file) => api.has(file))).toEqual([]);
  });

  it('reads races without the decider of their commands', () => {
    expect(api.has('domain/race/reading.ts')).toBe(true);
    expect(api.has('domain/race/decide.ts')).toBe(false);
  });
});

describe('the games the API reads races with', () => {
  it('name the circuits shipped with them, in the order the games with their circuits give them', () => {
    for (const [id, ruleset] of Object.entries(decidingRulesets))
      expect([id, ...ruleset.circuitIds]).toEqual([id, ...Object.keys(rulesets[id]?.shippedCircuits() ?? {})]);
  });
});
