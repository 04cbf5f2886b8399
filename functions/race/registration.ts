/** A player's entry and his token: registered once, answered again to its retry, and a new token sent to his address on request. */
import { createHmac } from 'node:crypto';
import type * as z from 'zod';
import { DomainError } from '../../domain/errors.ts';
import { totalsOf } from '../../domain/league/driver-record.ts';
import type { RaceState } from '../../domain/race/index.ts';
import type { RecordFigures } from '../../domain/race/minimum-record.ts';
import type { Entry } from '../../domain/race/state.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Registration } from '../notifier/delivery.ts';
import { sameHash, tokenHash } from '../store/records.ts';
import { racesOf } from './driver-record.ts';
import type { RegisterBody } from './schemas.ts';
import type { Service } from './service.ts';

export interface Registered {
  car: string;
  token: string;
  emailed: boolean;
  state: RaceState;
}

/**
 * A new driver's token: derived from the request's Idempotency-Key and the race's secret seed
 * (`purpose` keeping a registration's apart from a handover's), so that the retry of a request
 * whose answer a crash lost makes the same token; random without a key.
 */
export const newToken = async ({ deps, context }: Service, raceId: string, state: RaceState, purpose: string, idempotencyKey: string | undefined) =>
  idempotencyKey === undefined
    ? deps.random()
    : createHmac('sha256', (await context(state)).seed)
        .update(`${purpose}\0${raceId}\0${idempotencyKey}`)
        .digest('hex');

/** The entry whose driver has `email` and `token`: what the first attempt of a retried request made, if it got that far. */
export const entryWith = (state: RaceState, email: string, token: string): Entry | undefined =>
  Object.values(state.entries).find((e) => e.email.toLowerCase() === email.toLowerCase() && sameHash(e.tokenHash, tokenHash(token)));

/** The figures of `driver`'s record that a race's minimum asks of him (the record is by name, as the championships are). */
export const figuresOf = async (service: Service, driver: string): Promise<RecordFigures> => {
  const { deps, load, race } = service;
  const { finished, onTime } = totalsOf((await racesOf({ index: deps.index, store: deps.store, load, rulesetOf: race.rulesetOf }, driver)).races);
  return { finished, onTime };
};

/**
 * Registers a player. A race that asks a minimum record reads the driver's first. A registration sent with an Idempotency-Key gets a token derived from the
 * key and the race's secret seed, so that its retry after a crash that lost the first answer
 * recognises its own entry and answers it again; without a key the token is random. A retry that
 * `tookOver` from an attempt that died sends the email that attempt may have been sending.
 */
export async function register(
  service: Service,
  notifier: Registration,
  raceId: string,
  body: z.output<typeof RegisterBody>,
  idempotencyKey: string | undefined,
  tookOver = false,
): Promise<Registered> {
  const { load, execute } = service;
  const { state: before } = await load(raceId);
  const token = await newToken(service, raceId, before, 'entry-token', idempotencyKey);
  const answer = async (state: RaceState, car: string): Promise<Registered> => ({
    car,
    token,
    emailed: await notifier.registered(state, car, token, tookOver).catch(() => false),
    state,
  });
  const mine = entryWith(before, body.email, token);
  if (mine) return answer(before, mine.car);
  const record = before.settings?.minimumRecord ? { record: await figuresOf(service, body.name) } : {};
  const { state, events } = await execute(raceId, () => ({ type: 'RegisterEntry', ...body, tokenHash: tokenHash(token), ...record }));
  return answer(state, events[0]?.type === 'EntryRegistered' ? events[0].car : '');
}

/**
 * Emails a fresh token to the car registered with `email`, if any. Whether the address is
 * registered, or had a token lately, is told to nobody: a stranger asking gets nothing and takes
 * nothing away (the tokens the player holds keep working).
 */
export async function issueToken({ deps, execute }: Service, notifier: Registration, raceId: string, email: string): Promise<void> {
  const token = deps.random();
  try {
    const { state, events, commit } = await execute(raceId, () => ({ type: 'IssueEntryToken', email, tokenHash: tokenHash(token) }));
    const issued = events[0];
    if (issued?.type === 'EntryTokenIssued') await notifier.tokenIssued(state, issued.car, token, commit).catch(() => false);
  } catch (error) {
    if (!(error instanceof DomainError && error.field === 'email')) throw error;
  }
}

/**
 * The organiser's fresh token for the seat of `car` (any of its cars), emailed to the seat's
 * address as a player's own request is, whatever time has passed since the last one; every earlier
 * token of the seat stays valid, as after a player's request. Whether the email went out.
 */
export async function reissueToken(
  { deps, execute }: Service,
  notifier: Registration,
  raceId: string,
  car: string,
): Promise<{ car: string; emailed: boolean }> {
  const token = deps.random();
  const { state, events, commit } = await execute(raceId, (current) => {
    const entry = current.entries[car];
    if (!entry) throw new HttpProblem(404, `race ${raceId} has no car ${car}`, [{ field: 'car', reason: 'no such car' }]);
    return { type: 'IssueEntryToken', email: entry.email, tokenHash: tokenHash(token), byOrganiser: true };
  });
  const issued = events[0];
  if (issued?.type !== 'EntryTokenIssued') return { car, emailed: false };
  return { car: issued.car, emailed: await notifier.tokenIssued(state, issued.car, token, commit).catch(() => false) };
}
