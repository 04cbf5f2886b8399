/**
 * The organiser's fresh token for a car's player (issue 29): emailed to the seat's address, not
 * held to a player's one request in 10 minutes, one token per Idempotency-Key, and refused to
 * anyone but the organiser or for a car the race lacks, naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toy } from '../race/toy-ruleset.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('speed-master-reissue', { [toy.id]: toy });
});
afterAll(() => world.close());

/** The tokens emailed to `to`, oldest first. */
const tokensMailedTo = (to: string) => world.mails.filter((m) => m.to === to).flatMap((m) => /\b[0-9a-f]{64}\b/.exec(m.email.text)?.[0] ?? []);

describe("the organiser's token reissue", () => {
  it('emails the seat a fresh token that opens the race, twice within 10 minutes, once per Idempotency-Key', async () => {
    const { tokens } = await world.racingRace('reissue');
    // The player's own request, then the organiser's within the same 10 minutes.
    expect((await world.call('POST', '/races/reissue/entries/token', { email: 'driver2@example.org' })).status).toBe(202);
    const before = tokensMailedTo('driver2@example.org').length;
    const key = (n: number) => ({ ...organiser, 'idempotency-key': `reissue-key-${n}-0123456789` });
    const first = await world.call('POST', '/races/reissue/cars/2/token', undefined, key(1));
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toEqual({ car: '2', emailed: true });
    const again = await world.call('POST', '/races/reissue/cars/2/token', undefined, key(1));
    expect(again.body).toEqual(first.body);
    expect(tokensMailedTo('driver2@example.org')).toHaveLength(before + 1);
    expect((await world.call('POST', '/races/reissue/cars/2/token', undefined, key(2))).status).toBe(202);
    const mailed = tokensMailedTo('driver2@example.org');
    expect(mailed).toHaveLength(before + 2);
    const fresh = mailed.at(-1) ?? '';
    expect(fresh).not.toBe(mailed.at(-2));
    // The fresh token opens the race as car 2's, and the one he registered with still does.
    for (const token of [fresh, tokens['2'] ?? '']) expect((await world.call('GET', '/races/reissue', undefined, bearer(token))).body.race.you.car).toBe('2');
  });

  it('is refused for a car the race lacks and to anyone but the organiser', async () => {
    const unknown = await world.call('POST', '/races/reissue/cars/9/token', undefined, organiser);
    expect(unknown.status).toBe(404);
    expect(unknown.type).toContain('application/problem+json');
    expect(unknown.body.errors).toEqual([{ field: 'car', reason: 'no such car' }]);
    expect((await world.call('POST', '/races/reissue/cars/2/token')).status).toBe(401);
    const { tokens } = await world.racingRace('reissue_players');
    expect((await world.call('POST', '/races/reissue_players/cars/2/token', undefined, bearer(tokens['1'] ?? ''))).status).toBe(403);
  });
});
