/**
 * Ids a request names are looked up in tables of their own entries only: `constructor`,
 * `toString` and the other names every object inherits are no ruleset and no circuit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import testOval from '../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };
import { POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
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
    expect((await api.call('POST', '/circuits', { id: 'constructor', rulesetId: 'aics-3.06', file: { ...testOval, id: 'constructor' } }, organiser)).status).toBe(201);
    expect((await createRace('uploaded_constructor', { circuitId: 'constructor' })).status).toBe(201);
    const picture = await api.app.request('/races/uploaded_constructor/circuit.svg');
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });
});
