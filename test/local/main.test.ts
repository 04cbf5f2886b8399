import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, printed } from '../support/waits.ts';

const root = resolve(import.meta.dirname, '../..');
const main = join(root, 'functions/local/main.ts');
// The folder the command runs in has no node_modules: the loader is named by its path.
const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'speed-master-start-'));
});
// A failed test leaves its process running: stopped here, before its folder goes.
const children: ReturnType<typeof spawn>[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(cwd, { recursive: true, force: true });
});

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
const urlsOf = (printed: string) => ({
  api: /API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1] ?? '',
  mailbox: /Mailbox\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed)?.[1] ?? '',
});
const tokensOf = (printed: string) =>
  Object.fromEntries([...printed.matchAll(/car (\d+)\s+(\S+)\s+token ([0-9a-f]{64})/g)].map((m) => [m[2], { car: m[1], token: m[3] }]));
const mails = async (mailbox: string) => ((await (await fetch(`${mailbox}store`)).json()) as { emails: Mail[] }).emails;
/** Alice's emails once her turn 3 report is in (the notifier may send it a moment after the turn). */
const aliceMails = (mailbox: string): Promise<Mail[]> =>
  eventually(
    "Alice's turn 3 report",
    async () => (await mails(mailbox)).filter((mail) => mail.destination.to[0] === 'alice@example.org'),
    (alice) => alice.some((mail) => mail.subject === 'Speed Master demo: turn 3 resolved'),
  );
let firstTokens: Record<string, { car?: string; token?: string }> = {};

/** `npm start -- --demo` as a player would run it, in an empty folder, on free ports. */
const start = () => {
  const child = spawn(process.execPath, ['--import', tsx, main, '--demo'], {
    cwd,
    env: { ...process.env, PORT: '0', MAILBOX_PORT: '0', SMTP_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  // The whole demo block, printed on the first start and again on a restart: its lines may come in more than one chunk.
  const ready = () => printed(child, () => output, /car 3\s+\S+\s+token [0-9a-f]{64}\n/);
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
    expect(printed).toContain(`emails kept in ${join('.data', 'mailbox.jsonl')}`);

    // The demo race is a few turns into racing, every turn played with the players' moves.
    expect(printed).toMatch(/Demo race "demo" on test-oval, racing at turn 4/);
    const { race } = (await (await fetch(`${api}/races/demo`)).json()) as { race: { phase: string; turn: number; circuitId: string } };
    expect(race).toMatchObject({ phase: 'racing', turn: 4, circuitId: 'test-oval' });
    const { commits } = (await (await fetch(`${api}/races/demo/events?after=0`)).json()) as {
      commits: { events: { type: string; turn?: number; events?: { type: string }[] }[] }[];
    };
    const events = commits.flatMap((commit) => commit.events);
    const turns = events.filter((e) => e.type === 'TurnResolved');
    expect(turns.map((e) => e.turn)).toEqual([1, 2, 3]);
    expect(turns.flatMap((e) => e.events ?? []).filter((e) => e.type === 'MoveDefaulted')).toEqual([]);
    expect(events.filter((e) => e.type === 'MoveSubmitted')).toHaveLength(9);

    // The printed tokens drive the cars: each may see its own pending move and send the turn 4 move.
    firstTokens = tokensOf(printed);
    expect(Object.keys(firstTokens)).toEqual(['Alice', 'Bruno', 'Carla']);
    for (const { car, token } of Object.values(firstTokens)) {
      const mine = await fetch(`${api}/races/demo/moves/mine`, { headers: { authorization: `Bearer ${token}` } });
      expect(mine.status).toBe(200);
      expect(await mine.json()).toMatchObject({ car, turn: 4, move: null });
    }
    // The sample move it prints (and the README shows) is one the race takes without a warning.
    const sample = /Alice's move for turn 4, as the demo plays it: (\{.*\})/.exec(printed)?.[1];
    expect(sample).toBe('{"text":"120 CC / CC * I"}');
    const { text } = JSON.parse(sample ?? '{}') as { text: string };
    const preview = await fetch(`${api}/races/demo/moves/preview?move=${encodeURIComponent(text)}`, {
      headers: { authorization: `Bearer ${firstTokens.Alice?.token}` },
    });
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { preview: { move: { projection: { warnings: unknown[] } } } }).preview.move.projection.warnings).toEqual([]);
    // And they are in the players' emails.
    const alice = await aliceMails(mailbox ?? '');
    expect(alice.some((mail) => mail.body.text.includes(firstTokens.Alice?.token ?? '-'))).toBe(true);
    expect(alice.map((mail) => mail.subject)).toContain('Speed Master demo: turn 3 resolved');

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    await expect(fetch(`${api}/races`)).rejects.toThrow();
  });

  it('keeps the demo race, its tokens and the mailbox across a restart', async () => {
    const run = start();
    const printed = await run.ready();
    expect(printed).toContain('Demo race already created on an earlier start');
    expect(tokensOf(printed)).toEqual(firstTokens);
    const { api, mailbox } = urlsOf(printed);
    const { race } = (await (await fetch(`${api}/races/demo`)).json()) as { race: { turn: number } };
    expect(race.turn).toBe(4);
    // The emails of the first run, tokens and all, are in the new process's mailbox.
    const alice = await aliceMails(mailbox);
    expect(alice.some((mail) => mail.body.text.includes(firstTokens.Alice?.token ?? '-'))).toBe(true);
    expect(alice.map((mail) => mail.subject)).toContain('Speed Master demo: turn 3 resolved');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
