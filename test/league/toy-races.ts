/**
 * Races of the toy league over the HTTP API whose finishing order the test chooses, for the tests
 * of seasons and of ratings, whose figures are then worked out by hand.
 */
import { expect } from 'vitest';
import { type Api, bearer, ORGANISER } from '../api/world.ts';
import { toyLeague } from '../race/toy-ruleset.ts';

/** A call that must succeed: its answer's body. */
export const okOf = (api: Api) => async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** A call that must succeed, with a player's or the organiser's token: its answer's body. */
export type Send = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => Promise<any>;

/** `Send` over the in-process API of test/api, whose organiser's token is `ORGANISER`. */
export const sendOf =
  (api: Api): Send =>
  (method, path, body, token) =>
    okOf(api)(method, path, body, token === undefined ? undefined : bearer(token));

/**
 * A race whose drivers finish in the order given: each qualifies in that order (the toy's grid
 * puts them on squares 0, -1, -2), then all move 6 squares twice, ending on 12, 11 and 10 of a
 * 10-square lap, in grid order. `noSetup` sends no setup: the non-human player sets his car up.
 */
export async function raceInOrder(send: Send, raceId: string, order: readonly string[], noSetup?: string, organiser = ORGANISER): Promise<void> {
  await send('POST', '/races', { id: raceId, title: `Race ${raceId}`, circuitId: 'oval', rulesetId: toyLeague.id, laps: 1 }, organiser);
  const tokens = new Map<string, string>();
  for (const name of [...order].sort())
    tokens.set(
      name,
      (await send('POST', `/races/${raceId}/entries`, { name, email: `${name.toLowerCase()}@example.org`, language: name === 'Cleo' ? 'it' : 'en' })).token,
    );
  const each = async (path: string, body: (index: number) => unknown, but?: string) => {
    for (const [index, name] of order.entries()) if (name !== but) await send('POST', `/races/${raceId}/${path}`, body(index), tokens.get(name) ?? '');
  };
  await send('POST', `/races/${raceId}/close-registration`, undefined, organiser);
  await each('qualifying', (index) => ({ turns: index + 1 }));
  await send('POST', `/races/${raceId}/resolve`, { step: 'qualifying' }, organiser);
  await each('setup', () => ({ tyres: 'soft' }), noSetup);
  await send('POST', `/races/${raceId}/resolve`, { step: 'setup' }, organiser);
  for (const turn of [1, 2]) {
    await each('moves', () => ({ turn, speed: 6 }));
    await send('POST', `/races/${raceId}/resolve`, { turn }, organiser);
  }
  const { race } = await send('GET', `/races/${raceId}`);
  expect(race.phase).toBe('finished');
}
