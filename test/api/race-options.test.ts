/**
 * Race options over the API: `POST /races` takes the game's options in `options`, and the race keeps
 * them from its creation to its grid; an option the game refuses is a 400 naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { BALANCED } from '../speed-circuit/classic/support.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-options', rulesets);
});
afterAll(() => api.close());

const createRace = (id: string, rulesetId: string, options?: unknown) =>
  api.call('POST', '/races', { id, title: `Race ${id}`, circuitId: 'test-oval', rulesetId, ...(options === undefined ? {} : { options }) }, organiser);

const ok = async (answer: Promise<{ status: number; body: any }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

describe('race options over the API', () => {
  it('creates a classic race with the finish option allCars, and the race state keeps it from the grid on', async () => {
    const created = await ok(createRace('allcars', 'classic', { finish: 'allCars' }));
    expect(created.race.options).toEqual({ finish: 'allCars' });
    const { token } = await ok(api.call('POST', '/races/allcars/entries', { name: 'Ada', email: 'ada@example.org' }));
    await ok(api.call('POST', '/races/allcars/close-registration', undefined, organiser));
    await ok(api.call('POST', '/races/allcars/qualifying', { build: BALANCED }, bearer(token)));
    const { race } = await ok(api.call('POST', '/races/allcars/resolve', undefined, organiser));
    expect([race.phase, race.options, race.game.finish]).toEqual(['setup', { finish: 'allCars' }, 'allCars']);
  });

  it('records the default finish, firstCar, for a classic race created without options', async () => {
    expect((await ok(createRace('firstcar', 'classic'))).race.options).toEqual({ finish: 'firstCar' });
  });

  it('answers 400 naming options.finish for a value the classic rules do not offer, and for options on AICS, which has none', async () => {
    for (const [id, rulesetId] of [
      ['badvalue', 'classic'],
      ['aicsoptions', 'aics-3.06'],
    ] as const) {
      const refused = await createRace(id, rulesetId, { finish: 'lastCar' });
      expect([refused.status, refused.body.errors.map((error: { field: string }) => error.field)]).toEqual([400, ['options.finish']]);
    }
    // A refused race leaves its id free.
    expect((await createRace('badvalue', 'classic', { finish: 'allCars' })).status).toBe(201);
  });

  it('documents the options each game offers in the OpenAPI description', async () => {
    const { body } = await api.call('GET', '/openapi.json');
    // One body per game, each with the settings it takes.
    const bodies: { properties: Record<string, { const?: string }> }[] = body.paths['/races'].post.requestBody.content['application/json'].schema.anyOf;
    const options = bodies.find((game) => game.properties.rulesetId?.const === 'classic')?.properties.options;
    expect(options).toEqual(
      expect.objectContaining({ properties: { finish: expect.objectContaining({ enum: ['firstCar', 'allCars'], default: 'firstCar' }) } }),
    );
  });
});
