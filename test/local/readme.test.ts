/**
 * The README's walkthrough ("A race in five minutes") as a newcomer pastes it: its first block
 * starts the stack and names the API and the organiser token, which this test does itself; every
 * other shell block runs, in order, in one bash session against that `npm start`, with
 * `set -e -o pipefail` so that a command that fails fails the test. A README that stops being
 * true fails here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { printed } from '../support/waits.ts';

const root = resolve(import.meta.dirname, '../..');
const main = join(root, 'functions/local/main.ts');
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;

/** The shell blocks of the README section `heading`, in order. */
const shellBlocks = (readme: string, heading: string): string[] => {
  const start = readme.indexOf(`## ${heading}`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm start` on free ports in a fresh data folder: its API and organiser token once it is up. */
async function startStack(): Promise<{ api: string; organiser: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'speed-master-readme-'));
  const child = spawn(process.execPath, ['--import', tsx, main], {
    cwd: root,
    env: { ...process.env, PORT: '0', MAILBOX_PORT: '0', SMTP_PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const up = await printed(child, () => output, /Press Ctrl-C to stop\./);
  const api = /API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(up)?.[1];
  const organiser = /Organiser token\s+(\S+)/.exec(up)?.[1];
  if (!api || !organiser) throw new Error(`npm start printed no API or token:\n${up}`);
  return { api, organiser };
}

describe('the README walkthrough', () => {
  it('runs as pasted, from creating the race to its audit', async () => {
    const [startBlock, ...blocks] = shellBlocks(await readFile(join(root, 'README.md'), 'utf8'), 'A race in five minutes');
    // The first block is the one this test plays itself: start the stack, name its API and token.
    expect(startBlock).toContain('npm start');
    expect(startBlock).toContain('export API=http://127.0.0.1:3000 ORG=<organiser token>');
    expect(blocks.length).toBeGreaterThan(5);
    const { api, organiser } = await startStack();
    const run = spawnSync('bash', ['-c', `set -e -o pipefail\n${blocks.join('\n')}`], {
      cwd: root,
      env: { ...process.env, API: api, ORG: organiser },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const printed = `${run.stdout}\n${run.stderr}`;
    expect(run.status, printed).toBe(0);
    // What the walkthrough says each step answers (curl adds no newline after a JSON answer).
    expect(printed).toMatch(/(^|\})setup$/m);
    expect(printed).toMatch(/(^|\})racing$/m);
    expect(printed).toContain('"step":"turn-1"');
    expect(printed).toContain('"text":"40 * I"');
    // The race ends with its cars classified and scored (SC-WIN-3), not eliminated for missed moves.
    expect(printed).toMatch(/\{ car: '\d', place: 1, points: 10 \},\s+\{ car: '\d', place: 2, points: 6 \}/);
    expect(printed).toMatch(/race verified: \d+ turns, \d+ rolls/);
  }, 300_000);
});
