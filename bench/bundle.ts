/**
 * The Lambda bundles as infra/stack.ts builds them (NodejsFunction: esbuild, minified ESM for
 * node22, @aws-sdk/* left to the runtime), their size, and how long the API bundle takes to
 * import in a fresh `node`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { median } from './stats.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ENTRIES = { api: 'functions/api/lambda.ts', resolver: 'functions/resolver/lambda.ts' } as const;
export const INIT_RUNS = 5;

/** What the handlers read from their environment on AWS; none of it is contacted at import. */
const LAMBDA_ENV = {
  TABLE_NAME: 'speed-master',
  SENDER_EMAIL: 'race-master@example.org',
  ORGANISER_TOKEN_HASH: '0'.repeat(64),
  AWS_REGION: 'eu-west-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export interface Bundles {
  bytes: Record<keyof typeof ENTRIES, number>;
  /** Median ms to import the API bundle, and the AWS SDK clients alone, or why it could not be imported. */
  apiInit: { ms: number; sdkMs: number } | { error: string };
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

/** One fresh `node` importing the modules; the child reports the imports' own time. */
function importTime(dir: string, modules: string[]): number {
  const probe = join(dir, 'probe.mjs');
  const child = spawnSync(process.execPath, [probe, ...modules], { cwd: dir, env: { ...process.env, ...LAMBDA_ENV }, encoding: 'utf8' });
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
      'const start = performance.now();\nfor (const module of process.argv.slice(2)) await import(module);\nprocess.stdout.write(String(performance.now() - start));\n',
    );
    const bytes = { api: (await stat(files.api)).size, resolver: (await stat(files.resolver)).size };
    try {
      // Interleaved, so a busy moment of the machine weighs on both alike.
      const runs = Array.from({ length: INIT_RUNS }, () => [importTime(dir, [files.api]), importTime(dir, ['@aws-sdk/client-dynamodb', '@aws-sdk/client-ses'])]);
      return { bytes, apiInit: { ms: median(runs.map(([api]) => api!)), sdkMs: median(runs.map(([, sdk]) => sdk!)) } };
    } catch (error) {
      return { bytes, apiInit: { error: error instanceof Error ? error.message : String(error) } };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
