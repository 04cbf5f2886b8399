import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const main = join(root, 'functions/local/main.ts');
// The folder the command runs in has no node_modules: the loader is named by its path.
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'speed-master-start-'));
});
afterAll(() => rm(cwd, { recursive: true, force: true }));

/** `npm start -- --demo` as a player would run it, in an empty folder, on a free port. */
const start = () => {
  const child = spawn(process.execPath, ['--import', tsx, main, '--demo'], {
    cwd,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const ready = async () => {
    for (let waited = 0; waited < 50_000; waited += 100) {
      // The whole demo block: its lines may come in more than one chunk.
      if (/car 3\s+\S+\s+token [0-9a-f]{64}\n|Demo race already created/.test(output)) return output;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`npm start did not come up:\n${output}`);
  };
  return { child, exited, ready, output: () => output };
};

describe('npm start', () => {
  it('prints the API, the mailbox and the organiser token, creates the demo race, and stops on Ctrl-C', async () => {
    const run = start();
    const printed = await run.ready();
    const api = /API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
    const mailbox = /Mailbox\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed)?.[1];
    const token = /Organiser token\s+(\S+)/.exec(printed)?.[1];

    expect(token).toBe((await readFile(join(cwd, '.data', 'organiser-token'), 'utf8')).trim());
    const races = (await (await fetch(`${api}/races`)).json()) as { races: { raceId: string }[] };
    expect(races.races.map((race) => race.raceId)).toEqual(['demo']);
    expect((await fetch(mailbox ?? '')).status).toBe(200);
    expect(printed).toMatch(/car 1\s+Alice\s+token [0-9a-f]{64}/);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    await expect(fetch(`${api}/races`)).rejects.toThrow();
  });

  it('keeps the demo race and the token across a restart', async () => {
    const run = start();
    const printed = await run.ready();
    expect(printed).toContain('Demo race already created on an earlier start');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
