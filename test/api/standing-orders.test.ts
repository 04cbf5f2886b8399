/**
 * Standing orders ("ghost plots") over the API on the real AICS rules: a player leaves the order
 * the non-human player plays on the turns he misses; nobody else sees it until the finish, when
 * the export reveals it so that the auditor can replay the turns it drove.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import type { AicsEvent } from '../../domain/speed-circuit/aics/events.ts';
import type { RaceState as AicsRaceState } from '../../domain/speed-circuit/aics/state.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { OVAL_LAP, POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

const RACE = 'ghost1';
let api: Api;
const tokens: string[] = [];
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => api.call(method, path, body, headers);

/** Slower than the non-human player would go on its own on the oval's straight: 40 mph, with no die to roll (SC-DEC-1). */
const ORDER = { speed: 40, placement: [{ kind: 'inside' }] };

beforeAll(async () => {
  api = await startApi('speed-master-ghost', rulesets);
  await call(
    'POST',
    '/races',
    { id: RACE, title: 'Ghost GP', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 1, maxConsecutiveMissedMoves: 100 },
    organiser,
  );
  for (const name of ['Ada', 'Bruno'])
    tokens.push((await call('POST', `/races/${RACE}/entries`, { name, email: `${name.toLowerCase()}@example.org` })).body.token);
});
afterAll(() => api.close());

describe('standing orders', () => {
  it('[SC-GNU-1] a player sets, reads and clears his standing order; it is nobody else’s business', async () => {
    const set = await call('PUT', `/races/${RACE}/standing-order`, { speed: 120 }, bearer(tokens[0]!));
    expect(set).toMatchObject({ status: 200, body: { car: '1', order: { speed: 120, pay: 'wear', slipstream: false, placement: [] } } });
    expect((await call('GET', `/races/${RACE}/standing-order`, undefined, bearer(tokens[0]!))).body.order).toMatchObject({ speed: 120 });
    expect((await call('DELETE', `/races/${RACE}/standing-order`, undefined, bearer(tokens[0]!))).body).toEqual({ car: '1', order: null, warnings: [] });

    await call('PUT', `/races/${RACE}/standing-order`, ORDER, bearer(tokens[0]!));
    const seenByBruno = JSON.stringify([
      (await call('GET', `/races/${RACE}`, undefined, bearer(tokens[1]!))).body,
      (await call('GET', `/races/${RACE}/events?after=0`)).body,
    ]);
    expect(seenByBruno).not.toContain('"order"');
    expect(seenByBruno).not.toContain('"standingOrder":{');
    expect((await call('GET', `/races/${RACE}`, undefined, bearer(tokens[0]!))).body.race.you.standingOrder).toMatchObject({ speed: 40 });
  });

  it('refuses an order the rules cannot play, naming the field, and anyone without a token', async () => {
    const bad = await call('PUT', `/races/${RACE}/standing-order`, { speed: 130 }, bearer(tokens[1]!));
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'speed' }] } });
    const square = await call('PUT', `/races/${RACE}/standing-order`, { speed: 'safe', placement: [{ kind: 'square', square: '3A' }] }, bearer(tokens[1]!));
    expect(square).toMatchObject({ status: 400, body: { errors: [{ field: 'placement[0]' }] } });
    expect((await call('PUT', `/races/${RACE}/standing-order`, ORDER)).status).toBe(401);
  });

  it('[SC-GNU-1] the non-human player plays the order on a missed turn (40 mph where it would go faster), and the export reveals it at the finish', async () => {
    await call('POST', `/races/${RACE}/close-registration`, undefined, organiser);
    for (const token of tokens) await call('POST', `/races/${RACE}/qualifying`, { build: POLE_CAR, lapText: OVAL_LAP }, bearer(token));
    await call('POST', `/races/${RACE}/resolve`, undefined, organiser);
    for (const token of tokens) await call('POST', `/races/${RACE}/setup`, {}, bearer(token));
    await call('POST', `/races/${RACE}/resolve`, undefined, organiser);

    // SC-START-1: from the grid no car may declare 200 mph; the order is taken, and its player told it cannot be played next turn.
    const fast = await call('PUT', `/races/${RACE}/standing-order`, { speed: 200 }, bearer(tokens[1]!));
    expect(fast).toMatchObject({ status: 200, body: { car: '2', order: { speed: 200 } } });
    expect(fast.body.warnings).toEqual([
      { field: 'standingOrder', message: 'next turn the order cannot be played as it stands: the non-human player would choose the move itself (SC-GNU-1)' },
    ]);
    await call('DELETE', `/races/${RACE}/standing-order`, undefined, bearer(tokens[1]!));
    expect((await call('PUT', `/races/${RACE}/standing-order`, ORDER, bearer(tokens[0]!))).body.warnings).toEqual([]);

    // Turn 1: both send 60 mph; turn 2 both miss: Ada's order slows her to 40, Bruno's car is the GNU's own.
    for (const token of tokens) await call('POST', `/races/${RACE}/moves`, { text: '60' }, bearer(token));
    await call('POST', `/races/${RACE}/resolve`, undefined, organiser);
    await call('POST', `/races/${RACE}/resolve`, undefined, organiser);
    const events = (await call('GET', `/races/${RACE}/events?after=0`)).body.commits.flatMap((k: { events: unknown[] }) => k.events);
    const turn2 = events.find((e: { type: string; turn?: number }) => e.type === 'TurnResolved' && e.turn === 2);
    const defaulted = (turn2.events as AicsEvent[]).find((e) => e.type === 'MoveDefaulted' && e.car === '1');
    expect(defaulted).toMatchObject({ reason: 'missing', speed: 40, gnu: { move: { speed: 40, placement: [{ kind: 'inside' }] } } });
    const own = (turn2.events as AicsEvent[]).find((e) => e.type === 'MoveDefaulted' && e.car === '2');
    expect(own).toMatchObject({ reason: 'missing', speed: expect.any(Number) });
    expect(own?.type === 'MoveDefaulted' && own.speed).toBeGreaterThan(40);

    for (let step = 0; step < 40 && (await call('GET', `/races/${RACE}`)).body.race.phase === 'racing'; step++)
      await call('POST', `/races/${RACE}/resolve`, undefined, organiser);
    const exported = (await call('GET', `/races/${RACE}/export`)).body;
    expect(exported.seed).not.toBeNull();
    const revealed = exported.commits.flatMap((k: { events: { type: string }[] }) => k.events).filter((e: { type: string }) => e.type === 'StandingOrderSet');
    expect(revealed.at(-1)).toMatchObject({ car: '1', order: { speed: 40 } });
    expect(auditRace(exported, rulesets)).toMatchObject({ ok: true });
    expect((await call('GET', `/races/${RACE}`)).body.race.game as AicsRaceState).toMatchObject({ classification: expect.any(Array) });
  });
});
