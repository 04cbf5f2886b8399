/** A seat handed over to a substitute by the organiser, his token answered once and emailed to him (docs/substitutes.md). */
import type * as z from 'zod';
import { isStepRecord } from '../../domain/race/events.ts';
import type { RaceState } from '../../domain/race/index.ts';
import { seatOf } from '../../domain/race/state.ts';
import type { Handovers } from '../notifier/delivery.ts';
import { tokenHash } from '../store/records.ts';
import { entryWith, figuresOf, newToken } from './registration.ts';
import type { HandOverBody } from './schemas.ts';
import type { Service } from './service.ts';

export interface HandedOver {
  /** The seat's first car. */
  car: string;
  token: string;
  emailed: boolean;
  state: RaceState;
}

/**
 * Hands the seat over as registration registers a player (registration.ts): the retry of a
 * handover whose answer a crash lost makes the same token, finds the seat already his and answers
 * it again, sending the emails the first attempt may not have sent.
 */
export async function handOver(
  service: Service,
  handovers: Handovers,
  raceId: string,
  body: z.output<typeof HandOverBody>,
  idempotencyKey: string | undefined,
  tookOver = false,
): Promise<HandedOver> {
  const { deps, load, execute } = service;
  const { state: before } = await load(raceId);
  const token = await newToken(service, raceId, before, 'seat-token', idempotencyKey);
  const answer = async (state: RaceState, car: string): Promise<HandedOver> => ({
    car,
    token,
    emailed: await handovers.handedOver(state, car, token, tookOver).catch(() => false),
    state,
  });
  const mine = entryWith(before, body.email, token);
  if (mine) return answer(before, seatOf(mine));
  // The log counts the steps played as the state cannot in every race (HandOverSeat's `played`); a handover is rare enough to read it whole.
  const played = async () => (await deps.store.readCommits(raceId)).flatMap((commit) => commit.events).filter(isStepRecord).length;
  // Read as a registration reads it, unless the organiser waives the minimum.
  const record = before.settings?.minimumRecord && !body.waiveMinimumRecord ? { record: await figuresOf(service, body.name) } : {};
  const { state, events } = await execute(raceId, async () => ({
    type: 'HandOverSeat',
    ...body,
    ...record,
    played: await played(),
    tokenHash: tokenHash(token),
  }));
  return answer(state, events[0]?.type === 'SeatHandedOver' ? events[0].car : '');
}
