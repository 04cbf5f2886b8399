import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from '../../tools/audit/cli.ts';
import { type Api, organiser, startApi } from '../api/world.ts';
import { finishedToyRace, rulesets } from './toy-race.ts';

const dir = mkdtempSync(join(tmpdir(), 'audit-'));
const file = (name: string, content: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

const audit = async (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAudit(args, rulesets, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
};

const { recorder } = finishedToyRace();

describe('npm run audit -- <export file>', () => {
  it('prints the verdict and exits 0 for an honest race', async () => {
    const turns = recorder
      .exported()
      .commits.flatMap((k) => k.events)
      .filter((e) => e.type === 'TurnResolved').length;
    // Two draws for the cars without a pole lap, and the one turn the non-human player drove car 3.
    expect(await audit(file('honest.json', recorder.exported()))).toEqual({ code: 0, out: [`race verified: ${turns} turns, 3 rolls`], err: [] });
  });

  it('prints the first divergence and exits 1 for a tampered one', async () => {
    const exported = recorder.exported();
    const turn = exported.commits.flatMap((k) => k.events).find((e) => e.type === 'TurnResolved') as unknown as {
      turn: number;
      rolls: { dice: number[]; code: string }[];
    };
    const roll = turn.rolls[0]!;
    roll.dice = [(roll.dice[0]! % 3) + 1];
    const { code, out } = await audit(file('tampered.json', exported));
    expect(code).toBe(1);
    expect(out[0]).toMatch(/^race diverges at commit \d+, turn 1, event 0, rolls\[0\]\.dice$/);
    expect(out.slice(1)).toEqual([
      `  roll ${roll.code}: the dice are not those the seed gives`,
      expect.stringMatching(/^ {2}expected: \[\d\]$/),
      `  found:    ${JSON.stringify(roll.dice)}`,
    ]);
  });

  it('replays on the circuit file given with --circuit, for a race on an uploaded circuit', async () => {
    const honest = file('race.json', recorder.exported());
    expect((await audit(honest, '--circuit', file('same.json', { id: 'oval', length: 10 }))).code).toBe(0);
    const other = await audit('--circuit', file('longer.json', { id: 'oval', length: 11 }), honest);
    expect(other).toMatchObject({
      code: 1,
      out: [expect.stringContaining('state.finishSquare'), '  GridPublished differs from the replay of PublishGrid', '  expected: 22', '  found:    20'],
    });
  });

  it('exits 2 with a clear message when the input cannot be read or is no race export', async () => {
    const missing = join(dir, 'missing.json');
    expect(await audit(missing)).toMatchObject({ code: 2, err: [expect.stringMatching(/^cannot audit .*missing\.json: ENOENT/)] });
    expect(await audit(file('garbage.json', '{ not json'))).toMatchObject({ code: 2, err: [expect.stringContaining('JSON')] });
    expect(await audit(file('other.json', { hello: 'world' }))).toMatchObject({ code: 2, err: [expect.stringContaining('not a race export')] });
    expect(await audit()).toMatchObject({ code: 2, err: [expect.stringContaining('usage: npm run audit')] });
  });
});

describe('npm run audit -- <race URL>', () => {
  let api: Api;
  let base = '';
  let close: () => Promise<void>;

  /** A two-car toy race played to the finish through the HTTP API. */
  beforeAll(async () => {
    api = await startApi('speed-master-audit');
    const server = createServer(getRequestListener(api.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await api.close();
    };
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    await api.call('POST', '/races', { id: 'audited', title: 'Audited GP', circuitId: 'oval', rulesetId: 'toy-1', laps: 1 }, organiser);
    const tokens: string[] = [];
    for (const name of ['Ada', 'Bruno']) tokens.push((await api.call('POST', '/races/audited/entries', { name, email: `${name}@example.org` })).body.token);
    await api.call('POST', '/races/audited/close-registration', undefined, organiser);
    await api.call('POST', '/races/audited/qualifying', { turns: 9 }, bearer(tokens[0]!));
    api.advance(24);
    await api.call('POST', '/races/audited/resolve', undefined, organiser);
    await api.call('POST', '/races/audited/setup', { tyres: 'soft' }, bearer(tokens[1]!));
    api.advance(48);
    await api.call('POST', '/races/audited/resolve', undefined, organiser);
    for (let turn = 1; (await api.call('GET', '/races/audited')).body.race.phase === 'racing'; turn++) {
      await api.call('POST', '/races/audited/moves', { speed: 4, turn }, bearer(tokens[0]!));
      api.advance(48);
      await api.call('POST', '/races/audited/resolve', undefined, organiser);
    }
  });
  afterAll(() => close());

  it('fetches <url>/export and verifies the race the API played', async () => {
    const exported = (await api.call('GET', '/races/audited/export')).body;
    expect(exported).toMatchObject({ raceId: 'audited', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(exported)).not.toContain('example.org');
    const turns = exported.commits.flatMap((k: { events: { type: string }[] }) => k.events).filter((e: { type: string }) => e.type === 'TurnResolved').length;
    // Car 2 sent no pole lap (one draw) and no move: the non-human player drove it every turn.
    expect(await audit(`${base}/races/audited`)).toEqual({ code: 0, out: [`race verified: ${turns} turns, ${1 + turns} rolls`], err: [] });
  });

  it('exits 2 when the race URL answers with an error', async () => {
    expect(await audit(`${base}/races/nosuchrace`)).toMatchObject({ code: 2, err: [expect.stringContaining('answered 404')] });
  });
});
