/**
 * The Lambda bundles as infra/stack.ts builds them (NodejsFunction: esbuild, minified ESM for
 * node22, @aws-sdk/* left to the runtime), their size, how long the API bundle takes to import in
 * a fresh `node`, which part of that import costs what, and what the first request naming each
 * game adds to it (the API function builds a game then: domain/ruleset-loaders.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { rulesetLoaders } from '../domain/ruleset-loaders.ts';
import { median } from './stats.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ENTRIES = { api: 'functions/lambdas/api.ts', resolver: 'functions/lambdas/resolver.ts' } as const;
export const INIT_RUNS = 5;
/** The AWS SDK client the API loads at start; the runtime provides it on Lambda (SES is loaded with the first email). */
const SDK = '@aws-sdk/client-dynamodb';

/** What the handlers read from their environment on AWS; none of it is contacted at import. */
const LAMBDA_ENV = {
  TABLE_NAME: 'speed-master',
  SENDER_EMAIL: 'race-master@example.org',
  ORGANISER_TOKEN_HASH: '0'.repeat(64),
  WEB_ASSETS_DIR: '/var/task/web',
  AWS_REGION: 'eu-west-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export interface Bundles {
  bytes: Record<keyof typeof ENTRIES, number>;
  /**
   * Median ms to import the API bundle once the AWS SDK's DynamoDB client is loaded (the bundle's
   * own start), the whole import, and the SDK client alone; or why it could not be imported.
   */
  apiInit: { ms: number; totalMs: number; sdkMs: number; parts: [string, number][]; games: [string, number][] } | { error: string };
}

async function bundle(dir: string, name: keyof typeof ENTRIES): Promise<string> {
  const outfile = join(dir, name, 'index.mjs');
  await build({
    entryPoints: [join(ROOT, ENTRIES[name])],
    bundle: true,
    target: 'node22',
    platform: 'node',
    format: 'esm',
    minify: true,
    sourcemap: true,
    external: ['@aws-sdk/*'],
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

/**
 * The part of the project or the package a bundled module belongs to: a game's folder, the race,
 * the functions, a package. The code before the first module is the bundle's parse and compile.
 */
const partOf = (module: string): string => {
  const [top = '', second = '', third = ''] = module.split('/');
  if (top === 'node_modules') return second.startsWith('@') ? `${second}/${third}` : second;
  return top === 'domain' && !second.endsWith('.ts') ? `domain/${second}` : top;
};
const PARSE = 'parse and compile';

/**
 * The API bundle unminified, each module's top-level code preceded by a call that reports its
 * start, as the bundle runs them in order: the time from one call to the next is that module's.
 */
async function markedApi(dir: string): Promise<string> {
  const outfile = join(dir, 'marked', 'index.mjs');
  const { outputFiles } = await build({
    entryPoints: [join(ROOT, ENTRIES.api)],
    bundle: true,
    target: 'node22',
    platform: 'node',
    format: 'esm',
    external: ['@aws-sdk/*'],
    outfile,
    write: false,
    logLevel: 'silent',
  });
  const text = outputFiles?.[0]?.text ?? '';
  // esbuild names each module in a comment line of its own before its code.
  const marked = text.replace(
    /^\/\/ (\S+\.(?:ts|js|mjs|cjs|json))$/gm,
    (line, module: string) => `${line}\nglobalThis.__initPart?.(${JSON.stringify(partOf(module))});`,
  );
  await mkdir(dirname(outfile), { recursive: true });
  await writeFile(outfile, marked);
  return outfile;
}

/** The games' loaders alone, bundled as the API bundle has them. */
async function loadersBundle(dir: string): Promise<string> {
  const outfile = join(dir, 'games', 'index.mjs');
  await build({
    entryPoints: [join(ROOT, 'domain/ruleset-loaders.ts')],
    bundle: true,
    target: 'node22',
    platform: 'node',
    format: 'esm',
    minify: true,
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

/** One fresh `node` building the game `id` from the loaders' bundle, once it is imported: ms. */
function gameLoadTime(dir: string, file: string, id: string): number {
  const probe = join(dir, 'game.mjs');
  const child = spawnSync(process.execPath, [probe, file, id], { cwd: dir, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr.trim().split('\n').slice(0, 3).join(' / '));
  return Number(child.stdout.trim());
}

/** One fresh `node` importing the marked bundle after the SDK: ms by part. */
function initParts(dir: string, file: string): Map<string, number> {
  const probe = join(dir, 'parts.mjs');
  const child = spawnSync(process.execPath, [probe, file], { cwd: dir, env: { ...process.env, ...LAMBDA_ENV }, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr.trim().split('\n').slice(0, 3).join(' / '));
  return new Map(JSON.parse(child.stdout) as [string, number][]);
}

/** One fresh `node` importing `preloaded` then the modules; the child reports the time of the latter only. */
function importTime(dir: string, modules: string[], preloaded: string[] = []): number {
  const probe = join(dir, 'probe.mjs');
  const child = spawnSync(process.execPath, [probe, ...preloaded, '--', ...modules], { cwd: dir, env: { ...process.env, ...LAMBDA_ENV }, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr.trim().split('\n').slice(0, 3).join(' / '));
  return Number(child.stdout.trim());
}

export async function measureBundles(): Promise<Bundles> {
  const dir = await mkdtemp(join(tmpdir(), 'speed-master-bundle-'));
  try {
    // The SDK stays external as on Lambda, where the runtime provides it: here it comes from the project.
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const files = { api: await bundle(dir, 'api'), resolver: await bundle(dir, 'resolver') };
    await writeFile(
      join(dir, 'probe.mjs'),
      [
        'const args = process.argv.slice(2);',
        'const split = args.indexOf("--");',
        'for (const module of args.slice(0, split)) await import(module);',
        'const start = performance.now();',
        'for (const module of args.slice(split + 1)) await import(module);',
        'process.stdout.write(String(performance.now() - start));',
      ].join('\n'),
    );
    await writeFile(
      join(dir, 'parts.mjs'),
      [
        `await import(${JSON.stringify(SDK)});`,
        `const spent = new Map(); let part = ${JSON.stringify(PARSE)}; let since = performance.now();`,
        'const mark = (next) => { const now = performance.now(); spent.set(part, (spent.get(part) ?? 0) + now - since); part = next; since = now; };',
        'globalThis.__initPart = mark;',
        'await import(process.argv[2]);',
        'mark(undefined);',
        'process.stdout.write(JSON.stringify([...spent]));',
      ].join('\n'),
    );
    await writeFile(
      join(dir, 'game.mjs'),
      [
        'const { rulesetLoaders } = await import(process.argv[2]);',
        'const start = performance.now();',
        'await rulesetLoaders[process.argv[3]]();',
        'process.stdout.write(String(performance.now() - start));',
      ].join('\n'),
    );
    const marked = await markedApi(dir);
    const loaders = await loadersBundle(dir);
    const bytes = { api: (await stat(files.api)).size, resolver: (await stat(files.resolver)).size };
    try {
      // Interleaved, so a busy moment of the machine weighs on both alike.
      const runs = Array.from({ length: INIT_RUNS }, () => [importTime(dir, [files.api], [SDK]), importTime(dir, [files.api]), importTime(dir, [SDK])]);
      const medianOf = (i: number) => median(runs.map((run) => run[i]!));
      const byPart = Array.from({ length: INIT_RUNS }, () => initParts(dir, marked));
      const parts = [...(byPart[0]?.keys() ?? [])]
        .map((part): [string, number] => [part, median(byPart.map((run) => run.get(part) ?? 0))])
        .sort(([, a], [, b]) => b - a);
      const games = Object.keys(rulesetLoaders).map((id): [string, number] => [
        id,
        median(Array.from({ length: INIT_RUNS }, () => gameLoadTime(dir, loaders, id))),
      ]);
      return { bytes, apiInit: { ms: medianOf(0), totalMs: medianOf(1), sdkMs: medianOf(2), parts, games } };
    } catch (error) {
      return { bytes, apiInit: { error: error instanceof Error ? error.message : String(error) } };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
