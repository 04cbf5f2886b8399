/**
 * The OpenAPI document as the API serves it: valid for the real linter (redocly, recommended rules
 * and redocly.yaml), complete for every route the app serves, and every refusal it describes
 * shaped as the API answers one. Also: a structured move refuses keys its schema does not know.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { Move as AicsMove } from '../../domain/speed-circuit/aics/schemas.ts';
import { Move as ClassicMove } from '../../domain/speed-circuit/classic/notation.ts';
import { parseStrictly } from '../../functions/http/parse.ts';
import { HttpProblem } from '../../functions/http/problem.ts';
import { ProblemBody } from '../../functions/race/schemas.ts';
import { openApiChecker } from '../support/openapi-check.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

const run = promisify(execFile);

let api: Api;
let toyApi: Api;
beforeAll(async () => {
  [api, toyApi] = await Promise.all([startApi('speed-master-openapi', rulesets), startApi('speed-master-openapi-toy')]);
});
afterAll(async () => {
  await Promise.all([api.close(), toyApi.close()]);
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('the OpenAPI document', () => {
  it('passes `redocly lint` (recommended rules) with no error and no warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify((await api.call('GET', '/openapi.json')).body, null, 2));
      // Run from the repository so that redocly.yaml applies; a failing lint exits 1 with its report on stdout.
      const { stdout, code } = await run('node_modules/.bin/redocly', ['lint', file, '--format=json'], { cwd: process.cwd() }).then(
        ({ stdout }) => ({ stdout, code: 0 }),
        (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
      );
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
      expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('describes every route the app serves', async () => {
    const doc = (await api.call('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const web = new Set(['/', '/web/:file']);
    const served = api.app.routes
      .filter(({ method, path }) => METHODS.includes(method.toLowerCase() as (typeof METHODS)[number]) && !web.has(path))
      .map(({ method, path }) => `${method.toLowerCase()} ${path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
    const described = Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((method) => method in item).map((method) => `${method} ${path}`));
    expect(served.length).toBeGreaterThan(25);
    expect([...new Set(served)].sort()).toEqual([...new Set(described)].sort());
  });

  it('declares the status codes the API answers and the Problem schema for every refusal', async () => {
    const { paths, components } = (await api.call('GET', '/openapi.json')).body;
    expect(Object.keys(paths['/races'].post.responses)).toContain('201');
    expect(Object.keys(paths['/races/{id}/entries'].post.responses)).toContain('201');
    expect(Object.keys(paths['/races/{id}/entries/token'].post.responses)).toContain('202');
    expect(paths['/races/{id}/entries/token'].post.responses['200']).toBeUndefined();
    for (const [path, item] of Object.entries(paths as Record<string, Record<string, { responses: Record<string, { content?: object }> }>>))
      for (const method of METHODS.filter((m) => m in item))
        for (const [status, answer] of Object.entries(item[method]?.responses ?? {}))
          if (/^[45]/.test(status))
            expect(answer.content, `${method} ${path} ${status}`).toEqual({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } });
    expect(components.schemas.Problem.required).toEqual(['type', 'title', 'status', 'detail', 'errors']);
    expect(paths['/races/{id}/moves'].post.requestBody.content['application/json'].schema.anyOf[0].properties.turn).toMatchObject({ type: 'integer' });
    const refused = await api.call('GET', '/races/nope');
    expect(ProblemBody.safeParse(refused.body).success).toBe(true);
  });

  it('has a create body for each registered game, hex rally too, and the schema of each kind of its steps', async () => {
    const { paths, components } = (await api.call('GET', '/openapi.json')).body;
    const bodies = paths['/races'].post.requestBody.content['application/json'].schema.anyOf as { properties: Record<string, { const?: string }> }[];
    expect(bodies.map((body) => body.properties.rulesetId?.const)).toEqual(Object.keys(rulesets));
    const hex = bodies.find((body) => body.properties.rulesetId?.const === 'hex-rally')!;
    expect(Object.keys(hex.properties)).toEqual(expect.arrayContaining(['laps', 'driverWindow', 'reactionWindow', 'coupons', 'humans']));
    for (const kind of ['driver', 'declaration', 'reaction']) expect(components.schemas[`hex-rally.${kind}`], kind).toMatchObject({ type: 'object' });
    expect(components.schemas['hex-rally.driver'].properties.driver).toMatchObject({ enum: ['human', 'orc'] });
    // One list of choices, which the race page's form shows as one select.
    expect(components.schemas['hex-rally.reaction'].properties.coupon).toMatchObject({ enum: ['reroll', 'extraDie', 'none'] });
    const submission = paths['/races/{id}/submissions'].post.requestBody.content['application/json'].schema.properties.submission.anyOf;
    expect(submission).toContainEqual({ $ref: '#/components/schemas/hex-rally.declaration' });
  });
});

describe('the answers, checked against the document (test/support/openapi-check.ts)', () => {
  it('lists a race in registration and a finished one as GET /races says: neither has a next deadline', async () => {
    await toyApi.call('POST', '/races', { id: 'listed1', title: 'Listed GP', circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
    await toyApi.call('POST', '/races', { id: 'listed2', title: 'Finished GP', circuitId: 'oval', rulesetId: 'toy-1', laps: 1 }, organiser);
    const tokens: string[] = [];
    for (const name of ['Ada', 'Bruno']) tokens.push((await toyApi.call('POST', '/races/listed2/entries', { name, email: `${name}@example.org` })).body.token);
    await toyApi.call('POST', '/races/listed2/close-registration', undefined, organiser);
    await toyApi.call('POST', '/races/listed2/resolve', undefined, organiser);
    await toyApi.call('POST', '/races/listed2/resolve', undefined, organiser);
    for (let turn = 1; turn <= 5; turn++) {
      const { race } = (await toyApi.call('GET', '/races/listed2')).body;
      if (race.phase === 'finished') break;
      for (const token of tokens) await toyApi.call('POST', '/races/listed2/moves', { speed: 5, turn: race.turn }, bearer(token));
      await toyApi.call('POST', '/races/listed2/resolve', undefined, organiser);
    }
    const { status, body } = await toyApi.call('GET', '/races');
    expect(status).toBe(200);
    const listed = (body.races as { raceId: string; status: string; nextDeadline?: string }[]).filter((race) => race.raceId.startsWith('listed'));
    expect(listed.map(({ raceId, status, nextDeadline }) => [raceId, status, nextDeadline])).toEqual(
      expect.arrayContaining([
        ['listed1', 'registration', undefined],
        ['listed2', 'finished', undefined],
      ]),
    );
  });

  it('are judged by status, content type and schema: an answer the document does not describe is caught', async () => {
    const check = openApiChecker((await api.call('GET', '/openapi.json')).body);
    const races = JSON.stringify({ races: [{ raceId: 'r', status: 'racing', title: 'R', circuit: 'c' }] });
    expect(check('GET', '/races', 200, 'application/json', races)).toEqual([]);
    expect(check('GET', '/races', 200, 'application/json', JSON.stringify({ races: [{ raceId: 'r' }] }))[0]).toContain("must have required property 'status'");
    expect(check('GET', '/races', 200, 'text/plain', races)[0]).toContain('declares application/json');
    expect(check('GET', '/races', 302, 'application/json', races)[0]).toContain('declares no such status');
    expect(check('GET', '/races/r', 404, 'application/problem+json', JSON.stringify({ status: 404 }))[0]).toContain('must have required property');
    expect(check('GET', '/nowhere', 404, 'application/problem+json', JSON.stringify({ type: 't', title: 'T', status: 404, detail: 'd', errors: [] }))).toEqual(
      [],
    );
  });
});

describe('a structured move', () => {
  it('refuses a key its schema does not know, at any depth, naming it (AICS and classic)', () => {
    const move = { speed: 100, curve1: [{ kind: 'lane', lane: 'B', bogus: 1 }], tyres: 'wet' };
    for (const schema of [AicsMove, ClassicMove]) {
      expect(schema.safeParse(move).success).toBe(true);
      const refusal = (() => {
        try {
          parseStrictly(schema, move);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(HttpProblem);
      expect((refusal as HttpProblem).errors).toEqual([
        { field: 'curve1[0].bogus', reason: 'Unrecognized key: "bogus"' },
        { field: 'tyres', reason: 'Unrecognized key: "tyres"' },
      ]);
      expect(parseStrictly(schema, { speed: 100, curve1: [{ kind: 'lane', lane: 'B' }] })).toMatchObject({ speed: 100, slipstream: false });
    }
  });

  it('is refused over the API with 400 naming the unknown key, as the text form is', async () => {
    const call = toyApi.call;
    await call('POST', '/races', { id: 'strict1', title: 'Strict GP', circuitId: 'oval', rulesetId: 'toy-1', laps: 1 }, organiser);
    const tokens: string[] = [];
    for (const name of ['Ada', 'Bruno']) tokens.push((await call('POST', '/races/strict1/entries', { name, email: `${name}@example.org` })).body.token);
    await call('POST', '/races/strict1/close-registration', undefined, organiser);
    await call('POST', '/races/strict1/resolve', undefined, organiser);
    expect((await call('POST', '/races/strict1/resolve', undefined, organiser)).body.race.phase).toBe('racing');
    const player = bearer(tokens[0] ?? '');

    const structured = await call('POST', '/races/strict1/moves', { speed: 3, turn: 1, sped: 4 }, player);
    expect(structured).toMatchObject({
      status: 400,
      type: 'application/problem+json',
      body: { errors: [{ field: 'sped', reason: 'Unrecognized key: "sped"' }] },
    });
    const text = await call('POST', '/races/strict1/moves', { text: '3', sped: 4 }, player);
    expect(text).toMatchObject({ status: 400, body: { errors: [{ reason: 'Unrecognized key: "sped"' }] } });
    expect((await call('POST', '/races/strict1/moves', { speed: 3, turn: 1 }, player)).status).toBe(200);
  });
});
