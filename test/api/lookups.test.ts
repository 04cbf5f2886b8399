/**
 * Ids a request names are looked up in tables of their own entries only: `constructor`,
 * `toString` and the other names every object inherits are no ruleset and no circuit. And a
 * failure of the server itself is logged under the request id its answer carries.
 */
import { format } from 'node:util';
import { type APIGatewayProxyResult, handle } from 'hono/aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import testOval from '../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };
import { createApp } from '../../functions/api/app.ts';
import { POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { httpApiEvent } from '../support/lambda.ts';
import { type Api, organiser, startApi } from './world.ts';

const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-lookups', rulesets);
});
afterAll(() => api.close());

const createRace = (id: string, fields: Record<string, unknown>) =>
  api.call('POST', '/races', { id, title: 'Lookup GP', circuitId: 'test-oval', rulesetId: 'aics-3.06', ...fields }, organiser);

const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field);

describe('the circuit routes', () => {
  it.each(INHERITED)('answer 404 for the picture and the best lap of %s', async (circuitId) => {
    const picture = await api.call('GET', `/circuits/${circuitId}.svg`);
    expect(picture).toMatchObject({ status: 404, type: 'application/problem+json' });
    expect(fieldsOf(picture.body)).toEqual(['circuitId']);
    const query = new URLSearchParams(Object.entries(POLE_CAR).map(([name, value]) => [name, String(value)]));
    const bestLap = await api.call('GET', `/circuits/${circuitId}/best-lap?${query}`, undefined, organiser);
    expect(bestLap).toMatchObject({ status: 404, type: 'application/problem+json' });
    expect(fieldsOf(bestLap.body)).toEqual(['circuitId']);
  });
});

describe('POST /races names a circuit and a ruleset that exist', () => {
  it.each(INHERITED)('refuses the circuit %s with 400 naming circuitId, and creates nothing', async (circuitId) => {
    const answer = await createRace('inherited_circuit', { circuitId });
    expect(answer).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(fieldsOf(answer.body)).toEqual(['circuitId']);
    expect((await api.call('GET', '/races/inherited_circuit')).status).toBe(404);
  });

  it.each(INHERITED)('refuses the ruleset %s with 400 naming rulesetId, and creates nothing', async (rulesetId) => {
    const answer = await createRace('inherited_ruleset', { rulesetId });
    expect(answer).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(fieldsOf(answer.body)).toEqual(['rulesetId']);
    expect((await api.call('GET', '/races/inherited_ruleset')).status).toBe(404);
  });

  it('refuses a circuit or a ruleset nobody has with 400 naming the field', async () => {
    const nowhere = await createRace('unknown_circuit', { circuitId: 'nowhere' });
    expect(nowhere).toMatchObject({ status: 400, body: { detail: 'no circuit nowhere' } });
    expect(fieldsOf(nowhere.body)).toEqual(['circuitId']);
    const chess = await createRace('unknown_ruleset', { rulesetId: 'chess' });
    expect(chess).toMatchObject({ status: 400, body: { detail: 'unknown ruleset chess' } });
    expect(fieldsOf(chess.body)).toEqual(['rulesetId']);
  });

  it('still creates a race on a shipped circuit, and on one uploaded under an inherited name', async () => {
    expect((await createRace('shipped_oval', {})).status).toBe(201);
    expect(
      (await api.call('POST', '/circuits', { id: 'constructor', rulesetId: 'aics-3.06', file: { ...testOval, id: 'constructor' } }, organiser)).status,
    ).toBe(201);
    expect((await createRace('uploaded_constructor', { circuitId: 'constructor' })).status).toBe(201);
    const picture = await api.app.request('/races/uploaded_constructor/circuit.svg');
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });
});

describe('a failure of the server', () => {
  const failing = () => createApp({ ...api.deps, index: { ...api.deps.index, listRaces: () => Promise.reject(new Error('the race index is unreachable')) } });

  it('answers 500 with a request id and logs the error stack under the same id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await failing().request('/races');
      const body = (await response.json()) as { status: number; detail: string; requestId: string };
      expect([response.status, response.headers.get('content-type')]).toEqual([500, 'application/problem+json']);
      expect(body).toMatchObject({ status: 500, detail: 'the request could not be completed' });
      expect(body.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(JSON.stringify(body)).not.toContain('unreachable');
      expect(logged).toHaveBeenCalledTimes(1);
      const line = format(...logged.mock.calls[0]!);
      expect(line).toContain(`request ${body.requestId}: GET /races answered 500`);
      expect(line).toMatch(/Error: the race index is unreachable\n\s+at /);
    } finally {
      logged.mockRestore();
    }
  });

  it('gives each failing request an id of its own', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = failing();
      const ids = await Promise.all([1, 2].map(async () => ((await (await app.request('/races')).json()) as { requestId: string }).requestId));
      expect(new Set(ids).size).toBe(2);
    } finally {
      logged.mockRestore();
    }
  });

  it('on Lambda, carries and logs the request id API Gateway gave the request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const event = httpApiEvent('GET', '/races');
      (event.requestContext as { requestId: string }).requestId = 'Kx7bTgq2oAMEbUQ=';
      const result = (await handle(failing())(event)) as APIGatewayProxyResult;
      expect(result.statusCode).toBe(500);
      expect(JSON.parse(result.body)).toMatchObject({ status: 500, requestId: 'Kx7bTgq2oAMEbUQ=' });
      expect(format(...logged.mock.calls[0]!)).toContain('request Kx7bTgq2oAMEbUQ=: GET /races answered 500');
    } finally {
      logged.mockRestore();
    }
  });

  it('logs nothing for a refusal, which is no failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await createRace('refused', { laps: 0 });
      expect(answer.status).toBe(400);
      expect(answer.body).not.toHaveProperty('requestId');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
