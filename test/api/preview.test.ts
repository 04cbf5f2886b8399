/**
 * GET /races/{id}/moves/preview on the real AICS rules, through the API on an in-process DynamoDB:
 * the token tells the car, the preview is the turn engine's, and nobody's pending move shows.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import type { MovePreview } from '../../domain/speed-circuit/aics/preview.ts';
import { createApp } from '../../functions/api/app.ts';
import { wire } from '../../functions/wiring.ts';
import { OVAL_LAP, POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { bearer, ORGANISER, organiser } from './world.ts';

let dynamo: LocalDynamo;
let app: ReturnType<typeof createApp>;
let counter = 0;
const tokens: Record<string, string> = {};

const call = async (method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) => {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as any };
};

const ok = async (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => {
  const answer = await call(method, path, options);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const preview = async (car: string, move?: string): Promise<MovePreview> =>
  (await ok('GET', `/races/p1/moves/preview${move === undefined ? '' : `?move=${encodeURIComponent(move)}`}`, { headers: bearer(tokens[car]!) })).preview;

/** A race on the test oval, registration closed, with two players. */
async function registered(raceId: string): Promise<void> {
  await ok('POST', '/races', { body: { id: raceId, title: `Race ${raceId}`, circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 2 }, headers: organiser });
  for (const name of ['Ada', 'Bruno']) {
    const { car, token } = await ok('POST', `/races/${raceId}/entries`, { body: { name, email: `${name.toLowerCase()}@example.org`, language: 'en' } });
    tokens[raceId === 'p1' ? car : `${raceId}:${car}`] = token;
  }
  await ok('POST', `/races/${raceId}/close-registration`, { headers: organiser });
}

beforeAll(async () => {
  dynamo = await startDynalite('speed-master-preview');
  const backend = wire({
    client: dynamo.client,
    table: dynamo.table,
    rulesets,
    mailer: { send: async () => 'm' },
    clock: () => new Date('2025-05-01T12:00:00.000Z'),
    random: () => createHash('sha256').update(`random ${++counter}`).digest('hex'),
  });
  app = createApp({ ...backend, config: { organiserTokenHash: createHash('sha256').update(ORGANISER).digest('hex') } });
  await registered('p1');
  // Ada's lap is valid and Bruno's never reaches the line: Ada starts on pole.
  await ok('POST', '/races/p1/qualifying', { body: { build: POLE_CAR, lapText: OVAL_LAP }, headers: bearer(tokens['1']!) });
  await ok('POST', '/races/p1/qualifying', { body: { build: POLE_CAR, lap: [{ speed: 40 }] }, headers: bearer(tokens['2']!) });
  await ok('POST', '/races/p1/resolve', { headers: organiser });
  for (const car of ['1', '2']) await ok('POST', '/races/p1/setup', { body: {}, headers: bearer(tokens[car]!) });
  await ok('POST', '/races/p1/resolve', { headers: organiser });
});
afterAll(() => dynamo.close());

describe('GET /races/{id}/moves/preview', () => {
  it("[SC-START-1] [SC-START-2] shows the token's car its speeds from the grid: up to Start Speed 40, 60 with the start roll", async () => {
    const shown = await preview('1');
    expect(shown).toMatchObject({ car: '1', turn: 1, move: null });
    expect(shown.speeds.map((choice) => [choice.speed, choice.rolls.map((roll) => roll.purpose)])).toEqual([
      [0, []],
      [20, []],
      [40, []],
      [60, ['startSpeed']],
    ]);
  });

  it('[SC-MOVE-4] projects the typed move on the path the resolver then drives', async () => {
    const shown = await preview('1', '40 * I');
    expect(shown.move).toMatchObject({ text: '40 * I', error: null });
    expect(shown.move?.projection?.path).toHaveLength(2);
    await ok('POST', '/races/p1/moves', { body: { turn: 1, text: '40 * I' }, headers: bearer(tokens['1']!) });
    await ok('POST', '/races/p1/moves', { body: { turn: 1, text: '20' }, headers: bearer(tokens['2']!) });
    await ok('POST', '/races/p1/resolve', { headers: organiser });
    const log = await ok('GET', '/races/p1/events?after=0');
    const resolved = log.commits.flatMap((k: any) => k.events).find((e: any) => e.type === 'TurnResolved');
    const moved = resolved.events.find((e: any) => e.type === 'CarMoved' && e.car === '1');
    expect(moved.path).toEqual(shown.move?.projection?.path);
    expect((await preview('1')).turn).toBe(2);
  });

  it("never shows another player's pending move: the preview is the same before and after it is sent", async () => {
    const before = await preview('1', '60');
    await ok('POST', '/races/p1/moves', { body: { turn: 2, text: '40 * 3C' }, headers: bearer(tokens['2']!) });
    const after = await ok('GET', `/races/p1/moves/preview?move=60`, { headers: bearer(tokens['1']!) });
    expect(after.preview).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('3C');
  });

  it('answers 400 naming `move` and the column of the token it cannot read', async () => {
    const answer = await call('GET', `/races/p1/moves/preview?move=${encodeURIComponent('140 XY * I')}`, { headers: bearer(tokens['1']!) });
    expect(answer.status).toBe(400);
    expect(answer.type).toBe('application/problem+json');
    expect(answer.body.errors).toEqual([{ field: 'move[5]', reason: expect.stringContaining('found "XY"') }]);
  });

  it('answers 401 without a token and 403 for a token that is not a car of the race', async () => {
    expect((await call('GET', '/races/p1/moves/preview')).status).toBe(401);
    expect((await call('GET', '/races/p1/moves/preview', { headers: organiser })).status).toBe(403);
    expect((await call('GET', '/races/p1/moves/preview', { headers: bearer('someone-else') })).status).toBe(403);
  });

  it('answers 409 outside the racing phase', async () => {
    await registered('p2');
    const answer = await call('GET', '/races/p2/moves/preview', { headers: bearer(tokens['p2:1']!) });
    expect(answer).toMatchObject({ status: 409, type: 'application/problem+json', body: { errors: [{ field: 'phase', reason: 'not racing' }] } });
  });

  it('[SC-GNU-1] the receipt of a move carries the warnings of its preview: the non-human player would drive a move that names no lane for curve 4', async () => {
    const warned = await ok('POST', '/races/p1/moves', { body: { turn: 2, text: '100' }, headers: bearer(tokens['1']!) });
    const { warnings } = (await preview('1', '100')).move!.projection!;
    expect(warnings).toEqual([{ field: 'move.curve1', message: expect.stringContaining('curve 4, which it can reach: the non-human player would drive') }]);
    expect(warned).toMatchObject({ car: '1', step: 'turn-2', warnings });
    expect(await ok('POST', '/races/p1/moves', { body: { turn: 2, text: '40 CC' }, headers: bearer(tokens['1']!) })).toMatchObject({ warnings: [] });
  });

  it('is described in the OpenAPI document with its query parameter', async () => {
    const document = await ok('GET', '/openapi.json');
    expect(document.paths['/races/{id}/moves/preview'].get.parameters).toContainEqual(expect.objectContaining({ name: 'move', in: 'query' }));
  });
});

describe('POST /races/{id}/submissions/preview', () => {
  it('[SC-QUAL-5] [SC-QUAL-8] previews a pole lap before it is sent: 6 turns + 2 squares on the test oval, each turn its path', async () => {
    await registered('q1');
    const answer = await ok('POST', '/races/q1/submissions/preview', {
      body: { step: 'qualifying', submission: { build: POLE_CAR, lapText: OVAL_LAP } },
      headers: bearer(tokens['q1:1']!),
    });
    expect(answer).toMatchObject({ step: 'qualifying', car: '1', preview: { result: { valid: true, turns: 6, squares: 2 } } });
    expect(answer.preview.turns.map((turn: { speed: number; path: string[] }) => turn.path.length * 20)).toEqual([120, 120, 120, 120, 120, 180]);
    // Nothing was sent: the preview is no submission.
    expect((await ok('GET', '/races/q1/qualifying/mine', { headers: bearer(tokens['q1:1']!) })).qualifying).toBeNull();
  });

  it('answers 400 naming the field of a submission it cannot read, and 403 for a car of another seat', async () => {
    const unread = await call('POST', '/races/q1/submissions/preview', {
      body: { submission: { build: POLE_CAR, lapText: '120\n12x' } },
      headers: bearer(tokens['q1:1']!),
    });
    expect(unread).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(unread.body.errors[0].field).toBe('lapText');
    const other = await call('POST', '/races/q1/submissions/preview', {
      body: { car: '2', submission: { build: POLE_CAR, lapText: OVAL_LAP } },
      headers: bearer(tokens['q1:1']!),
    });
    expect(other).toMatchObject({ status: 403, body: { errors: [{ field: 'car' }] } });
  });

  it('answers 404 for a step the game does not preview', async () => {
    const answer = await call('POST', '/races/p1/submissions/preview', { body: { text: '40 CC' }, headers: bearer(tokens['1']!) });
    expect(answer.status).toBe(200);
    expect(answer.body.preview.move).toMatchObject({ text: '40 CC', error: null });
    await registered('q2');
    for (const car of ['1', '2'])
      await ok('POST', '/races/q2/qualifying', { body: { build: POLE_CAR, lapText: OVAL_LAP }, headers: bearer(tokens[`q2:${car}`]!) });
    await ok('POST', '/races/q2/resolve', { headers: organiser });
    const setup = await call('POST', '/races/q2/submissions/preview', { body: { submission: {} }, headers: bearer(tokens['q2:1']!) });
    expect(setup).toMatchObject({ status: 404, type: 'application/problem+json', body: { errors: [{ field: 'step', reason: 'no preview' }] } });
  });
});
