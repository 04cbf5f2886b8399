/** A seat handed over to a substitute by the organiser, his token answered once and emailed to him (docs/substitutes.md). */
import { createHmac } from 'node:crypto';
import type * as z from 'zod';
import { isStepRecord } from '../../domain/race/events.ts';
import type { RaceState } from '../../domain/race/index.ts';
import { seatOf } from '../../domain/race/state.ts';
import type { Handovers } from '../notifier/delivery.ts';
import { sameHash, tokenHash } from '../store/records.ts';
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
 * Hands the seat over as registration registers a player (registration.ts): with an
 * Idempotency-Key the substitute's token is derived from the key and the race's secret seed, so
 * that the retry of a handover whose answer was lost finds the seat already his and answers the
 * same token again, sending the emails the first attempt may not have sent; without a key the
 * token is random.
 */
export async function handOver(
  { deps, context, load, execute }: Service,
  handovers: Handovers,
  raceId: string,
  body: z.output<typeof HandOverBody>,
  idempotencyKey: string | undefined,
  tookOver = false,
): Promise<HandedOver> {
  const { state: before } = await load(raceId);
  const token =
    idempotencyKey === undefined
      ? deps.random()
      : createHmac('sha256', (await context(before)).seed)
          .update(`seat-token\0${raceId}\0${idempotencyKey}`)
          .digest('hex');
  const answer = async (state: RaceState, car: string): Promise<HandedOver> => ({
    car,
    token,
    emailed: await handovers.handedOver(state, car, token, tookOver).catch(() => false),
    state,
  });
  const mine = Object.values(before.entries).find((e) => e.email.toLowerCase() === body.email.toLowerCase() && sameHash(e.tokenHash, tokenHash(token)));
  if (mine) return answer(before, seatOf(mine));
  // The log counts the steps played as the state cannot in every race (HandOverSeat's `played`); a handover is rare enough to read it whole.
  const played = async () => (await deps.store.readCommits(raceId)).flatMap((commit) => commit.events).filter(isStepRecord).length;
  const { state, events } = await execute(raceId, async () => ({ type: 'HandOverSeat', ...body, played: await played(), tokenHash: tokenHash(token) }));
  return answer(state, events[0]?.type === 'SeatHandedOver' ? events[0].car : '');
}
