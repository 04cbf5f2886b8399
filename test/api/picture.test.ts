/**
 * The circuit and race pictures over the API, on a real AICS race on the test oval played through
 * the HTTP API on dynalite: two players, the grid, the start and two turns driven by the
 * non-human player at the organiser's `resolve`.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import type { RaceState as AicsRaceState } from '../../domain/speed-circuit/aics/state.ts';
import testOval from '../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };
import { createApp } from '../../functions/api/app.ts';
import { wire } from '../../functions/wiring.ts';
import { OVAL_LAP, POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { findAll, findOne, hasClass, named, parseXml, type XmlElement } from '../speed-circuit/picture/xml.ts';
import { startDynalite } from '../support/dynalite.ts';
import { EXAMPLE_BUILD } from '../support/race.ts';
import { bearer, ORGANISER, organiser, startApi } from './world.ts';

const RACE = 'pic1';
const DRIVERS = ['Ada <Lovelace>', 'Nino & Co'];

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let app: ReturnType<typeof createApp>;

const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};

const post = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Record<string, any>;
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

const picture = async (path: string): Promise<XmlElement> => {
  const { status, type, text } = await get(path);
  expect({ status, type }).toEqual({ status: 200, type: 'image/svg+xml' });
  return parseXml(text);
};

/** The picture's own title, the first child of the <svg> root. */
const titleOf = (root: XmlElement): string => findOne(root, named('svg')).children.find(named('title'))?.text ?? '';

const carTitles = (root: XmlElement): string[] => findAll(root, hasClass('car')).map((m) => findOne(m, named('title')).text);

beforeAll(async () => {
  dynamo = await startDynalite('speed-master-picture');
  let counter = 0;
  const backend = wire({
    client: dynamo.client,
    table: dynamo.table,
    rulesets,
    mailer: { send: async () => 'm' },
    clock: () => new Date('2025-03-01T12:00:00.000Z'),
    random: () => createHash('sha256').update(`random ${++counter}`).digest('hex'),
  });
  app = createApp({ ...backend, config: { organiserTokenHash: createHash('sha256').update(ORGANISER).digest('hex') } });

  await post('/races', { id: RACE, title: 'Picture GP', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 2 }, organiser);
  const tokens: string[] = [];
  for (const [i, name] of DRIVERS.entries())
    tokens.push((await post(`/races/${RACE}/entries`, { name, email: `driver${i}@example.org`, language: 'en' })).token);
  await post(`/races/${RACE}/close-registration`, undefined, organiser);
  await post(`/races/${RACE}/qualifying`, { build: POLE_CAR, lapText: OVAL_LAP }, bearer(tokens[0]!));
  await post(`/races/${RACE}/qualifying`, { build: EXAMPLE_BUILD, lap: [120, 120, 120, 120, 120, 120, 120].map((speed) => ({ speed })) }, bearer(tokens[1]!));
  await post(`/races/${RACE}/resolve`, undefined, organiser);
  for (const token of tokens) await post(`/races/${RACE}/setup`, {}, bearer(token));
  for (let step = 0; step < 3; step++) await post(`/races/${RACE}/resolve`, undefined, organiser);
}, 60_000);

afterAll(() => dynamo.close());

describe('GET /races/{id}/circuit.svg', () => {
  it('draws the race after its last turn: one marker per racing car, titled with its driver', async () => {
    const { race } = (await (await app.request(`/races/${RACE}`)).json()) as { race: { turn: number; game: AicsRaceState } };
    expect(race.turn).toBe(3);
    const racing = Object.values(race.game.cars).filter((car) => car.status === 'racing');
    expect(racing).toHaveLength(2);
    const root = await picture(`/races/${RACE}/circuit.svg`);
    expect(titleOf(root)).toBe('Test Oval after turn 2');
    expect(carTitles(root).sort()).toEqual(racing.map((car) => `${car.driver} (car ${car.car})`).sort());
    expect(
      carTitles(root)
        .map((title) => title.split(' (car')[0])
        .sort(),
    ).toEqual([...DRIVERS].sort());
    expect(findAll(root, hasClass('path-of')).length).toBeGreaterThan(0);
  });

  it('draws the race right after an earlier turn with ?turn=N', async () => {
    const now = await get(`/races/${RACE}/circuit.svg`);
    const afterTurn1 = await get(`/races/${RACE}/circuit.svg?turn=1`);
    expect(afterTurn1.type).toBe('image/svg+xml');
    expect(afterTurn1.text).not.toBe(now.text);
    const root = parseXml(afterTurn1.text);
    expect(titleOf(root)).toBe('Test Oval after turn 1');
    expect(carTitles(root)).toHaveLength(2);
    expect((await get(`/races/${RACE}/circuit.svg?turn=2`)).text).toBe(now.text);
  });

  it('draws the race right after any played step named with ?step=, its words in ?language=', async () => {
    expect((await get(`/races/${RACE}/circuit.svg?step=turn-1`)).text).toBe((await get(`/races/${RACE}/circuit.svg?turn=1`)).text);
    expect(titleOf(await picture(`/races/${RACE}/circuit.svg?step=turn-1&language=it`))).toBe('Ovale di prova dopo il turno 1');
    // The grid is a step played too: the cars on it, before any turn.
    expect(carTitles(await picture(`/races/${RACE}/circuit.svg?step=qualifying`))).toHaveLength(2);
    const { status, type, text } = await get(`/races/${RACE}/circuit.svg?step=turn-9`);
    expect({ status, type }).toEqual({ status: 400, type: 'application/problem+json' });
    expect(JSON.parse(text).errors).toEqual([{ field: 'step', reason: 'not a played step' }]);
  });

  it.each(['0', '3', 'two'])('refuses ?turn=%s, not a resolved turn, naming `turn`', async (turn) => {
    const { status, type, text } = await get(`/races/${RACE}/circuit.svg?turn=${turn}`);
    expect({ status, type }).toEqual({ status: 400, type: 'application/problem+json' });
    expect(JSON.stringify(JSON.parse(text))).toContain('"turn"');
  });

  it('draws the bare circuit before the grid', async () => {
    await post('/races', { id: 'pic0', title: 'Empty GP', circuitId: 'test-oval', rulesetId: 'aics-3.06' }, organiser);
    const root = await picture('/races/pic0/circuit.svg');
    expect(titleOf(root)).toBe('Test Oval');
    expect(findAll(root, hasClass('car'))).toEqual([]);
    expect((await get('/races/pic0/circuit.svg?turn=1')).status).toBe(400);
  });

  it('answers 404 problem+json for an unknown race', async () => {
    const { status, type } = await get('/races/nope/circuit.svg');
    expect({ status, type }).toEqual({ status: 404, type: 'application/problem+json' });
  });
});

describe('GET /circuits/{id}.svg', () => {
  it('draws a shipped circuit', async () => {
    const root = await picture('/circuits/test-oval.svg');
    expect(findAll(root, hasClass('car'))).toEqual([]);
    expect(titleOf(root)).toContain(testOval.name);
  });

  it('draws an uploaded circuit', async () => {
    await post('/circuits', { id: 'my-oval', rulesetId: 'aics-3.06', file: { ...testOval, id: 'my-oval', name: 'My oval' } }, organiser);
    expect(titleOf(await picture('/circuits/my-oval.svg'))).toContain('My oval');
  });

  it('answers 404 problem+json for an unknown circuit', async () => {
    const { status, type, text } = await get('/circuits/nowhere.svg');
    expect({ status, type }).toEqual({ status: 404, type: 'application/problem+json' });
    expect(JSON.parse(text)).toMatchObject({ status: 404 });
  });
});

describe('a ruleset without pictures', () => {
  it('answers 404 problem+json for its races and circuits', async () => {
    const toyApi = await startApi('speed-master-picture-toy');
    try {
      await toyApi.racingRace('toy1');
      for (const path of ['/races/toy1/circuit.svg', '/circuits/oval.svg']) {
        const { status, type } = await toyApi.call('GET', path);
        expect({ path, status, type }).toEqual({ path, status: 404, type: 'application/problem+json' });
      }
    } finally {
      await toyApi.close();
    }
  });
});
