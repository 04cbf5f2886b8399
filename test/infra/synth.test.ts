import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_ASSETS } from '../../functions/picture/assets.ts';
import { WEB_ASSETS_DIR } from '../../infra/stack.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the project, so that the bundles resolve the AWS SDK from node_modules as Lambda resolves it from its runtime.
const outdir = join(root, 'test-artifacts', 'cdk-synth');

type LambdaFunction = {
  Type: string;
  Properties: { Environment: { Variables: Record<string, unknown> } };
  Metadata: Record<string, string>;
};

/** A deployed value for each variable the stack sets; the real ones exist only in AWS. */
const sampleEnvironment: Record<string, string> = {
  TABLE_NAME: 'speed-master-races',
  SENDER_EMAIL: 'steward@speed.example',
  ORGANISER_TOKEN_HASH: 'ab'.repeat(32),
  PUBLIC_URL: 'https://api.speed.example',
  WEB_ASSETS_DIR,
  STEPS_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/steps.fifo',
  EMAILS_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/emails.fifo',
  SES_RATE_PER_SECOND: '14',
  EMAIL_WORKERS: '2',
};

/** The one full synth of the suite: the real `cdk synth` with esbuild bundling and the cdk-nag checks of infra/app.ts. */
describe('cdk synth', () => {
  let functions: { bundle: string; variables: string[] }[] = [];

  beforeAll(async () => {
    rmSync(outdir, { recursive: true, force: true });
    await promisify(execFile)(join(root, 'node_modules', '.bin', 'cdk'), ['synth', '--quiet', '--no-notices', '--output', outdir], {
      cwd: root,
      env: { ...process.env, CDK_DISABLE_VERSION_CHECK: 'true', CDK_DISABLE_CLI_TELEMETRY: 'true' },
    });
    const template = JSON.parse(readFileSync(join(outdir, 'SpeedMaster.template.json'), 'utf8')) as {
      Resources: Record<string, LambdaFunction>;
    };
    functions = Object.values(template.Resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::Function')
      .map((resource) => ({
        bundle: join(outdir, resource.Metadata['aws:asset:path'] ?? '', 'index.mjs'),
        variables: Object.keys(resource.Properties.Environment.Variables).filter((name) => name !== 'NODE_OPTIONS'),
      }));
  }, 180_000);

  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('bundles the three handlers offline with the local esbuild, with source maps', () => {
    expect(functions).toHaveLength(3);
    for (const { bundle } of functions) {
      expect(existsSync(bundle)).toBe(true);
      expect(existsSync(`${bundle}.map`)).toBe(true);
    }
  });

  it('ships the WebAssembly and the fonts of the circuit picture beside the resolver and worker bundles, which alone draw it, and keeps the API bundle under 300 KB', () => {
    const [api] = functions.filter(({ variables }) => variables.includes('WEB_ASSETS_DIR'));
    const drawing = functions.filter(({ variables }) => !variables.includes('WEB_ASSETS_DIR'));
    const pictureFiles = (bundle = '') =>
      [PICTURE_ASSETS.wasm, ...PICTURE_ASSETS.fonts].filter((file) => existsSync(join(dirname(bundle), 'node_modules', file)));
    expect(drawing).toHaveLength(2);
    for (const { bundle } of drawing) expect(pictureFiles(bundle)).toEqual([PICTURE_ASSETS.wasm, ...PICTURE_ASSETS.fonts]);
    expect(pictureFiles(api?.bundle)).toEqual([]);
    const apiBundle = readFileSync(api?.bundle ?? '', 'utf8');
    expect(apiBundle).not.toContain('resvg');
    expect(Buffer.byteLength(apiBundle)).toBeLessThan(300 * 1024);
  });

  it('writes the web pages and their client into the API bundle, where WEB_ASSETS_DIR points', () => {
    const [api] = functions.filter(({ variables }) => variables.includes('WEB_ASSETS_DIR'));
    expect(api).toBeDefined();
    const web = join(dirname(api?.bundle ?? ''), 'web');
    for (const file of ['index.html', 'race.html', 'organiser.html', 'season.html', 'style.css', 'icon.svg', 'app.js'])
      expect(existsSync(join(web, file)), file).toBe(true);
    expect(readFileSync(join(web, 'app.js'), 'utf8').length).toBeGreaterThan(1000);
  });

  it('leaves the AWS SDK out of the bundles, for the Lambda runtime to provide', () => {
    for (const { bundle } of functions) {
      expect(readFileSync(bundle, 'utf8')).toMatch(/from"@aws-sdk\/client-/);
    }
  });

  it('produces ES modules that start with exactly the environment the stack gives them', async () => {
    const clearEnvironment = () =>
      Object.keys(sampleEnvironment).forEach((name) => {
        delete process.env[name];
      });
    for (const { bundle, variables } of functions) {
      expect(Object.keys(sampleEnvironment)).toEqual(expect.arrayContaining(variables));
      clearEnvironment();
      Object.assign(process.env, Object.fromEntries(variables.map((name) => [name, sampleEnvironment[name]])));
      const module = (await import(pathToFileURL(bundle).href)) as { handler?: unknown };
      expect(typeof module.handler).toBe('function');
    }
    clearEnvironment();
  });
});
