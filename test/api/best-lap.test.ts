/**
 * GET /circuits/{id}/best-lap on the real rules: the organiser asks the exact solver for a car's
 * Best Lap (SC-QUAL-10) on a shipped circuit and on one he uploaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import testOval from '../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };
import { POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { type Api, organiser, startApi } from './world.ts';

let api: Api;

beforeAll(async () => {
  api = await startApi('speed-master-best-lap', rulesets);
});
afterAll(() => api.close());

const query = (car: Record<string, number>) => new URLSearchParams(Object.entries(car).map(([name, value]) => [name, String(value)])).toString();

const bestLapOf = async (circuitId: string, car: Record<string, number>, headers: Record<string, string> = organiser) => {
  const { status, body } = await api.call('GET', `/circuits/${circuitId}/best-lap?${query(car)}`, undefined, headers);
  return { status, body };
};

describe('GET /circuits/{id}/best-lap', () => {
  it('[SC-QUAL-10] gives the Best Lap the test oval states for its car, as a move program in the move text', async () => {
    const { status, body } = await bestLapOf('test-oval', POLE_CAR);

    expect(status).toBe(200);
    expect(body).toMatchObject({ circuitId: 'test-oval', rulesetId: 'aics-3.06', car: POLE_CAR });
    expect({ turns: body.bestLap.turns, squares: body.bestLap.squares }).toEqual({ turns: testOval.bestLap.turns, squares: testOval.bestLap.squares });
    expect(body.bestLap.lap).toHaveLength(body.bestLap.turns);
    expect(body.bestLap.text.split('\n')).toHaveLength(body.bestLap.turns);
  });

  it('[SC-QUAL-10] solves a circuit the organiser uploaded, as for a shipped one', async () => {
    const upload = await api.call('POST', '/circuits', { id: 'my-oval', rulesetId: 'aics-3.06', file: { ...testOval, id: 'my-oval' } }, organiser);
    expect(upload.status).toBe(201);

    const shipped = await bestLapOf('test-oval', POLE_CAR);
    const uploaded = await bestLapOf('my-oval', POLE_CAR);
    expect(uploaded.body.bestLap).toEqual(shipped.body.bestLap);
  });

  it('refuses anyone but the organiser, a car that is not a legal build, and an unknown circuit, naming what is wrong', async () => {
    expect((await bestLapOf('test-oval', POLE_CAR, {})).status).toBe(401);
    const eightPoints = await bestLapOf('test-oval', { ...POLE_CAR, wear: POLE_CAR.wear + 1 });
    expect(eightPoints).toMatchObject({ status: 400, body: { errors: [{ field: expect.stringMatching(/build|wear|points/) }] } });
    const missing = await bestLapOf('test-oval', { acc: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['startSpeed', 'dec', 'topSpeed', 'wear']));
    expect((await bestLapOf('nowhere', POLE_CAR)).status).toBe(404);
  });
});
